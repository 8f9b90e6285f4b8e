// `cargo xtask dist`: opens the menu of a site whose wasm was instrumented by
// `wasm-split --instrument` and writes the profile (which functions ran) to a file.
// Usage: node xtask/profile.mjs URL PROFILE   (RACETRACK_CHROMIUM: the browser)
import { chromium } from '@playwright/test';
import fs from 'node:fs';

const [url, out] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.RACETRACK_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  // A phone's width: the menu as most first visits see it.
  // No service worker: the site being profiled has none yet.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  // What went wrong, if the menu never shows.
  page.on('pageerror', (error) => console.error(`profile: uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`profile: console.error: ${message.text()}`);
  });
  // Keep the first instance the page makes: its exports write the profile.
  await page.addInitScript(() => {
    for (const name of ['instantiateStreaming', 'instantiate']) {
      const original = WebAssembly[name];
      WebAssembly[name] = async (...args) => {
        const result = await original(...args);
        window.__profiled ??= result.instance ?? result;
        return result;
      };
    }
  });
  await page.goto(url);
  await page.getByTestId('level-item').first().waitFor({ timeout: 60_000 });
  // The menu's first frames and its level cards.
  await page.waitForTimeout(500);
  const bytes = await page.evaluate(() => {
    const wasm = window.__profiled.exports;
    // A fresh page of memory past everything the allocator owns.
    const at = wasm.memory.grow(1) * 65536;
    const length = wasm.__write_profile(at, 65536);
    return Array.from(new Uint8Array(wasm.memory.buffer, at, length));
  });
  if (bytes.length === 0) throw new Error('the instrumented module wrote an empty profile');
  fs.writeFileSync(out, Buffer.from(bytes));
} finally {
  await browser.close();
}
