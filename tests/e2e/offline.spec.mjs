// Offline: after one visit the service worker has the whole site, so with the network gone the
// menu, a level and a share link still open and play; a new version of the site replaces the
// cache. Each test serves its own copy of dist/ and stops that server before going offline, so
// nothing can come from the network, whatever the browser's offline emulation covers.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { clickPoint, expectStarted, levels, levelText, openLevel, settings, startPoints, watchConsole, winLevel } from './support.mjs';

const LEVEL = '02-barto-small.txt';
const DIST = path.dirname(path.dirname(settings.wasm));
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** A copy of dist/ in a fresh folder (a test may change it), served on a free port. */
async function serveCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'racetrack-offline-'));
  fs.cpSync(DIST, dir, { recursive: true });
  const sockets = new Set();
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    const file = path.join(dir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    response.end(request.method === 'HEAD' ? undefined : fs.readFileSync(file));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  let open = true;
  return {
    dir,
    url: `http://127.0.0.1:${server.address().port}/`,
    /** Stops serving: the site is gone from the network. */
    async stop() {
      if (!open) return;
      open = false;
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
    async dispose() {
      await this.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Waits until a service worker is active and controls `page`. */
async function waitForServiceWorker(page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The names of the page's caches. */
/** The site's caches (the page's words for pushes, `racetrack-words`, kept across versions,
 * aside). */
function cacheNames(page) {
  return page.evaluate(async () => (await caches.keys()).filter((name) => name !== 'racetrack-words'));
}

/** The version `cargo xtask dist` stamped into a site's sw.js. */
function stampedVersion(dir) {
  const match = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8').match(/const VERSION = '([0-9a-f]+)';/);
  if (!match) throw new Error('sw.js carries no stamped version');
  return match[1];
}

/** A share-link fragment for a track (see the README's share-link format). */
function linkFragment(text) {
  return `v1.strict.${zlib.deflateRawSync(Buffer.from(text)).toString('base64url')}`;
}

test('after one visit the game opens and plays with no network', async ({ browser }) => {
  const site = await serveCopy();
  const context = await browser.newContext({ baseURL: site.url });
  try {
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto('/');
    await expectStarted(page);
    await expect(page.getByTestId('level-item').first()).toBeVisible();
    await waitForServiceWorker(page);
    expect(await cacheNames(page)).toEqual([`racetrack-${stampedVersion(site.dir)}`]);

    await site.stop();
    await context.setOffline(true);
    await page.reload();
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await expect(page.getByTestId('level-item')).toHaveCount(levels.length);
    await expectStarted(page);
    await expect(page.getByTestId('level-item').first()).toBeVisible();

    await openLevel(page, LEVEL);
    await clickPoint(page, startPoints(levelText(LEVEL))[0]);
    await expect(page.getByTestId('status')).toHaveAttribute('data-state', 'playing');

    // index.html with a #fragment (a share link) comes from the cache as well.
    const track = '#####\n#>.*#\n#####\n';
    await page.goto(`/index.html#${linkFragment(track)}`);
    await expect(page.getByTestId('game-canvas')).toBeVisible();
    await expect(page.getByTestId('status')).toHaveAttribute('data-state', 'placing');
    await clickPoint(page, [1, 1]);
    await expect(page.getByTestId('status')).toHaveAttribute('data-state', 'playing');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await site.dispose();
  }
});

test('offline after one visit, a level tapped at once waits for the cached second part and plays', async ({ browser }) => {
  const site = await serveCopy();
  const context = await browser.newContext({ baseURL: site.url });
  try {
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto('/');
    await waitForServiceWorker(page);
    await site.stop();
    await context.setOffline(true);
    // A slow device: the page's requests for the second part (answered by the service worker)
    // take 3 s, so the tap below comes before the part is in. A synchronous request would miss
    // the service worker's cache and fail.
    await context.addInitScript(() => {
      const original = window.fetch;
      window.fetch = (input, init) =>
        String(input?.url ?? input).includes('racetrack_bg_2.wasm')
          ? new Promise((resolve) => setTimeout(resolve, 3000)).then(() => original(input, init))
          : original(input, init);
    });
    await page.reload({ waitUntil: 'commit' });
    const card = page.locator(`[data-testid="level-item"][data-level="${LEVEL}"]`);
    await card.click();
    // The game waits for the second part before it starts (a return visit): the card says so.
    await expect(card).toHaveAttribute('data-starting', 'Starting…');
    await expect(page.getByTestId('status')).toHaveAttribute('data-state', 'placing');
    await clickPoint(page, startPoints(levelText(LEVEL))[0]);
    await expect(page.getByTestId('status')).toHaveAttribute('data-state', 'playing');
    await expect(page.getByTestId('crash-box')).toBeHidden();
    await expect(page.getByTestId('part-loading')).toBeHidden();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await site.dispose();
  }
});

test('a return visit after a win starts offline on a slow device without the synchronous request', async ({ browser }) => {
  // The playtest: after one level was played, a reload started into the second wasm part before
  // its fetch landed; offline the service worker cannot answer that synchronous request and the
  // page ended in the failure box.
  const site = await serveCopy();
  const context = await browser.newContext({ baseURL: site.url });
  try {
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto('/');
    await waitForServiceWorker(page);
    await winLevel(page, levels[0]);
    await site.stop();
    await context.setOffline(true);
    await context.addInitScript(() => {
      window.__syncParts = 0;
      const open = XMLHttpRequest.prototype.open;
      XMLHttpRequest.prototype.open = function (method, url, async, ...rest) {
        if (async === false && String(url).includes('racetrack_bg_2.wasm')) window.__syncParts += 1;
        return open.call(this, method, url, async, ...rest);
      };
      // A slow device: the second part comes 3 s after it is asked for.
      const original = window.fetch;
      window.fetch = (input, init) =>
        String(input?.url ?? input).includes('racetrack_bg_2.wasm')
          ? new Promise((resolve) => setTimeout(resolve, 3000)).then(() => original(input, init))
          : original(input, init);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    // The menu (a level's address waits for both parts by design).
    await page.goto('/');
    await expect(page.locator(`[data-testid="level-item"][data-level="${levels[0]}"][data-best]`)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('main-action')).toBeVisible();
    expect(await page.evaluate(() => window.__syncParts)).toBe(0);
    await expect(page.getByTestId('crash-box')).toBeHidden();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await site.dispose();
  }
});

test('a new version of the site replaces the cache', async ({ browser }) => {
  const site = await serveCopy();
  const context = await browser.newContext({ baseURL: site.url });
  try {
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto('/');
    await waitForServiceWorker(page);
    const old = `racetrack-${stampedVersion(site.dir)}`;
    expect(await cacheNames(page)).toEqual([old]);

    // Deploy "version 2": a changed file and the service worker stamped with a new version.
    const marker = '/* version 2 */\n';
    fs.appendFileSync(path.join(site.dir, 'www/style.css'), marker);
    const worker = path.join(site.dir, 'sw.js');
    fs.writeFileSync(worker, fs.readFileSync(worker, 'utf8').replace(old.slice('racetrack-'.length), 'f'.repeat(16)));
    const fresh = `racetrack-${'f'.repeat(16)}`;

    // A reload makes the browser look for a new worker; it installs and drops the old cache.
    await page.reload();
    await expect.poll(() => cacheNames(page), { timeout: 20_000 }).toEqual([fresh]);
    await page.reload();
    await expectStarted(page);
    await expect(page.getByTestId('level-item').first()).toBeVisible();
    const css = await page.evaluate(() => fetch('www/style.css').then((response) => response.text()));
    expect(css.endsWith(marker)).toBe(true);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await site.dispose();
  }
});
