// Two builds of the site side by side on Chromium's slow phone (1.6 Mbit/s down, 750 kbit/s up,
// 150 ms round trip, the CPU 4 times slower, 390 x 844, no cache, no service worker), the builds
// alternating load by load, and the medians: the first contentful paint, the menu usable (a tap
// on Hairpin's card, made as soon as it shows, reaching the page), the game started (its module
// running) and the level playable (its board drawn, waiting for the car's placement), in
// milliseconds from the navigation's start.
//
//   node xtask/first_paint.mjs BEFORE_URL AFTER_URL [RUNS]
//
// Each URL serves a `dist/` of `cargo xtask dist` compressed as the game server sends it
// (`racetrack-server --site DIST`; one of them built from an older commit in a `git worktree`).
// Needs the npm packages (`npm ci`).
import { chromium } from '@playwright/test';

const [before, after] = process.argv.slice(2, 4);
const runs = Number(process.argv[4] ?? 5);
if (!before || !after) {
  console.error('usage: node xtask/first_paint.mjs BEFORE_URL AFTER_URL [RUNS]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.RACETRACK_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function load(url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.addEventListener('pointerdown', () => { window.__tapped ??= performance.now(); }, { capture: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
  await page.locator('[data-testid="level-item"][data-level="03-hairpin.txt"] button').tap({ timeout: 60_000 });
  const started = await page.waitForFunction(() => window.racetrack?.page && performance.now(), null, { timeout: 60_000, polling: 'raf' });
  const playable = await page.waitForFunction(
    () => document.body.dataset.screen === 'play' && document.querySelector('[data-testid=status]')?.dataset.state === 'placing' && performance.now(),
    null,
    { timeout: 60_000, polling: 'raf' },
  );
  const result = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return { first_paint: paint ? paint.startTime : null, tap: window.__tapped };
  });
  result.started = await started.jsonValue();
  result.playable = await playable.jsonValue();
  if (!page.url().includes('#/level/03-hairpin')) throw new Error(`${url}: not on Hairpin: ${page.url()}`);
  await context.close();
  return result;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const results = { before: [], after: [] };
for (let i = 0; i < runs; i++) {
  results.before.push(await load(before));
  results.after.push(await load(after));
}
await browser.close();
console.log(`slow phone, ${runs} loads each, alternating; medians in ms`);
console.log('                     before   after');
for (const key of ['first_paint', 'tap', 'started', 'playable']) {
  const b = Math.round(median(results.before.map((r) => r[key])));
  const a = Math.round(median(results.after.map((r) => r[key])));
  console.log(`${key.padEnd(20)} ${String(b).padStart(6)}  ${String(a).padStart(6)}`);
}
