// The wasm in two parts (xtask/src/split.rs): the menu and a level run on the first; the
// second comes after the page has loaded, and a tap that needs it before then waits for it,
// visibly; failed requests are tried again; a page opened elsewhere than the menu or a level
// waits for both; a second part that cannot load is said.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  clickPoint, expectMoves, expectScreen, expectStarted, levelPath, levels, levelText, openLevel, settings, solve, startPoints, watchConsole, winLevel,
} from './support.mjs';

const SECOND = '**/pkg/racetrack_bg_2.wasm';

// No service worker: once installed it answers the second part from its cache, past the routes
// that hold it back or fail it (offline.spec.mjs covers the cache).
test.use({ serviceWorkers: 'block' });
const LEVEL = levels[0];

/** Counts, in `window.__syncParts`, every synchronous request for the second part
 * (www/second_part.js, fetchNow) the page makes. */
async function countSynchronousParts(page) {
  await page.addInitScript(() => {
    window.__syncParts = 0;
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (method, url, async, ...rest) {
      if (async === false && String(url).includes('racetrack_bg_2.wasm')) window.__syncParts += 1;
      return open.call(this, method, url, async, ...rest);
    };
  });
}

test('dist splits the wasm in two, the first part under half of the whole', () => {
  const second = path.join(path.dirname(settings.wasm), 'racetrack_bg_2.wasm');
  expect(fs.existsSync(second), 'dist/pkg/racetrack_bg_2.wasm (is binaryen installed?)').toBe(true);
  const first = fs.statSync(settings.wasm).size;
  expect(first).toBeLessThan((first + fs.statSync(second).size) / 2);
});

test('the menu shows before the second part arrives; a level opens once it has', async ({ page }) => {
  const errors = watchConsole(page);
  let release;
  const released = new Promise((resolve) => { release = resolve; });
  const requested = [];
  await page.route(SECOND, async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  await page.goto('/');
  await expectStarted(page);
  await expect(page.getByTestId('level-item').first()).toBeVisible();
  await expectScreen(page, 'menu');
  // Asked for after the page's load event, and still held back.
  await expect.poll(() => requested.length).toBe(1);
  release();
  await openLevel(page, LEVEL);
  await clickPoint(page, startPoints(levelText(LEVEL))[0]);
  await expect(page.getByTestId('status')).toHaveAttribute('data-state', 'playing');
  expect(requested).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('the colours chosen before the second part arrives are the ones shown once it has, though the page was drawn again meanwhile', async ({ page }) => {
  const errors = watchConsole(page);
  const gate = () => {
    let open;
    const opened = new Promise((resolve) => { open = resolve; });
    return { open, opened, asked: 0 };
  };
  const part = gate();
  const rest = gate();
  for (const [url, held] of [[SECOND, part], ['**/www/i18n/en.rest.ftl', rest]]) {
    await page.route(url, async (route) => {
      held.asked += 1;
      await held.opened;
      await route.continue();
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expectStarted(page);
  await expect(page.getByTestId('level-item').first()).toBeVisible();
  await expect.poll(() => part.asked).toBe(1);
  const root = page.locator('html');
  await expect(root).toHaveAttribute('data-theme', 'light');
  // Held until the part is in. The rest of the words arrive meanwhile and the page is drawn
  // again: the menu shows the game's choice, still the system's.
  await page.getByTestId('theme').selectOption('dark');
  rest.open();
  await expect(page.getByTestId('theme')).toHaveValue('system');
  part.open();
  await expect(root).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByTestId('theme')).toHaveValue('dark');
  expect(errors).toEqual([]);
});

test('while the request for the second part hangs, a level tapped plays at once; Help waits, visibly, and opens once a new request gets through', async ({ page }) => {
  const errors = watchConsole(page);
  await countSynchronousParts(page);
  const held = [];
  let answered = 0;
  await page.route(SECOND, async (route) => {
    // The background request never comes back; the next is answered.
    if (held.length === 0) held.push(route);
    else {
      answered += 1;
      await route.continue();
    }
  });
  // The page's timers on Playwright's clock, which flows as time does until moved on below.
  await page.clock.install();
  await page.goto('/');
  await expectStarted(page);
  await expect(page.getByTestId('level-item').first()).toBeVisible();
  await expect.poll(() => held.length).toBe(1);
  // A level runs on the first part: placed and moved with the second part still on its way.
  await openLevel(page, LEVEL);
  const run = solve(levelPath(LEVEL)).trajectory;
  await clickPoint(page, run[0]);
  await expect(page.getByTestId('status')).toHaveAttribute('data-state', 'playing');
  await clickPoint(page, run[1]);
  await expectMoves(page, 1);
  const loading = page.getByTestId('part-loading');
  await expect(loading).toBeHidden();
  expect(await page.evaluate(() => window.__syncParts)).toBe(0);
  // Back to the menu and into the level again (on the first part too: Back's events are not
  // held, so none replays later over the level); Help is not a level: the tap waits for the
  // second part, visibly.
  await page.goBack();
  await expectScreen(page, 'menu');
  await page.goForward();
  await expectScreen(page, 'play');
  await page.goBack();
  await expectScreen(page, 'menu');
  await page.getByTestId('help-open').click();
  await expect(loading).toBeVisible();
  await expect(loading).toHaveText('Loading the rest of the game…');
  await expectScreen(page, 'menu');
  // The hanging request is given up after 15 s without an answer, then tried again: the clock
  // moved on past those 15 s (waiting for them made this the suite's slowest test but one).
  await page.waitForTimeout(300);
  await expectScreen(page, 'menu');
  await page.clock.fastForward(15_500);
  await expect(page.locator('body')).toHaveAttribute('data-screen', 'help', { timeout: 20_000 });
  // No Back or Forward held and handed over late: the page stays on Help.
  await page.waitForTimeout(500);
  await expectScreen(page, 'help');
  await expect(loading).toBeHidden();
  expect(answered).toBe(1);
  expect(await page.evaluate(() => window.__syncParts)).toBe(0);
  await expect(page.getByTestId('error-banner')).toBeHidden();
  expect(errors).toEqual([]);
});

test('the first two requests for the second part failing, a level tapped at once plays, and the part comes at the third try', async ({ page }) => {
  const seen = [];
  await page.route(SECOND, async (route) => {
    seen.push(route.request().url());
    if (seen.length <= 2) await route.fulfill({ status: 503, body: 'busy' });
    else await route.continue();
  });
  await page.goto('/');
  await page.locator(`[data-testid="level-item"][data-level="${LEVEL}"]`).click();
  await expect(page.getByTestId('status')).toHaveAttribute('data-state', 'placing', { timeout: 20_000 });
  await clickPoint(page, startPoints(levelText(LEVEL))[0]);
  await expect(page.getByTestId('status')).toHaveAttribute('data-state', 'playing');
  // Tried again after 0.5 s, then 1 s.
  await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(3);
  await page.waitForTimeout(500);
  expect(seen).toHaveLength(3);
  await expect(page.getByTestId('crash-box')).toBeHidden();
});

test('a page opened on a level plays on the first part alone; one opened on the editor waits for both', async ({ page }) => {
  const errors = watchConsole(page);
  await countSynchronousParts(page);
  let release;
  const released = new Promise((resolve) => { release = resolve; });
  const asked = [];
  await page.route(SECOND, async (route) => {
    asked.push(route.request().resourceType());
    await released;
    await route.continue();
  });
  await page.goto(`/#/level/${LEVEL.replace(/\.txt$/, '')}`);
  await expectScreen(page, 'play');
  const status = page.getByTestId('status');
  await expect(status).toHaveAttribute('data-state', 'placing');
  // What a newcomer does first: "Got it" on the hint, the car placed, Undo, placed again.
  await page.getByTestId('hint-dismiss').click();
  await expect(page.getByTestId('hint-dismiss')).toBeHidden();
  await clickPoint(page, startPoints(levelText(LEVEL))[0]);
  await expect(status).toHaveAttribute('data-state', 'playing');
  await page.locator('#undo').click();
  await expect(status).toHaveAttribute('data-state', 'placing');
  await clickPoint(page, startPoints(levelText(LEVEL))[0]);
  await expect(status).toHaveAttribute('data-state', 'playing');
  expect(await page.evaluate(() => window.__syncParts)).toBe(0);
  // A race against the AI is not the level's play: choosing it waits for the second part,
  // visibly, and is carried out once it is in.
  const opponent = page.getByTestId('opponent-level').and(page.locator('[data-car="2"]'));
  await page.getByTestId('mode-select').selectOption('ai');
  await expect(page.getByTestId('part-loading')).toBeVisible();
  await expect(opponent).toBeHidden();
  release();
  await expect(opponent).toBeVisible();
  await expect(page.getByTestId('part-loading')).toBeHidden();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  expect(asked).not.toContain('xhr');

  // The editor is the second part's: a page opened on it waits for both before it starts (a
  // new page: from the level's address, a change of the fragment alone would stay in this one).
  const order = [];
  page.on('request', (r) => {
    if (r.url().includes('/pkg/')) order.push(path.basename(new URL(r.url()).pathname));
  });
  await page.goto('about:blank');
  await page.goto('/#/edit');
  await expectScreen(page, 'editor');
  expect(order).toContain('racetrack_bg_2.wasm');
  expect(errors).toEqual([]);
});

test('a second part that cannot load is said, with what to do', async ({ page }) => {
  await page.route(SECOND, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.clock.install();
  await page.goto('/');
  await expectStarted(page);
  await expect(page.getByTestId('level-item').first()).toBeVisible();
  await page.getByTestId('tracks-open').click();
  const box = page.getByTestId('crash-box');
  // After every try (six, with waits of 0.5 to 8 s between them, the clock moved on through
  // them a second at a time; they are not left out).
  await expect.poll(async () => {
    if (await box.isVisible()) return true;
    await page.clock.fastForward(1_000);
    return false;
  }, { timeout: 30_000, intervals: [50] }).toBe(true);
  await expect(box.locator('h2')).toHaveText('Part of the game did not load');
  await expect(box).toContainText('are safe: reload the page to play on');
  await expect(page.getByTestId('crash-details')).toHaveValue(/racetrack_bg_2\.wasm\) did not load: HTTP 404/);
  await expect(page.getByTestId('crash-reload')).toBeFocused();
  // Reload, with the network back: the game plays.
  await page.unroute(SECOND);
  await page.getByTestId('crash-reload').click();
  await expectStarted(page);
  await expect(page.getByTestId('level-item').first()).toBeVisible();
  await openLevel(page, LEVEL);
});

test('no start asks for the second part synchronously: a first visit and a return visit after a win, on a CPU slowed 6x', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchConsole(page);
  await countSynchronousParts(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  // The background request for the second part is held until the menu is up and settled: a
  // start that needed the second part could only have it synchronously.
  let release = () => {};
  await page.route(SECOND, async (route) => {
    if (route.request().resourceType() !== 'xhr') {
      await new Promise((resolve) => { release = resolve; });
    }
    await route.continue();
  });
  const startsWithoutTheSecondPart = async (card) => {
    await page.goto('/');
    await expect(page.locator(card)).toBeVisible({ timeout: 60_000 });
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => window.__syncParts)).toBe(0);
    await expect(page.getByTestId('crash-box')).toBeHidden();
    release();
  };
  await startsWithoutTheSecondPart('[data-testid="level-item"] >> nth=0');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // A pasted track (kept in My tracks, the run kept on its link's address), a player for
  // online races and a daily finished: a return visit reads and parses them all as it starts.
  await page.getByTestId('track-text-input').fill('#######\n#>...*#\n#######\n');
  await page.getByTestId('track-text-load').click();
  await expect(page.getByTestId('status')).toHaveAttribute('data-state', 'placing');
  await page.evaluate(() => {
    localStorage.setItem('racetrack.online', JSON.stringify({ id: 7, name: 'Rex', token: 'a-token' }));
    localStorage.setItem('racetrack.daily', JSON.stringify(['2026-01-01']));
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await startsWithoutTheSecondPart('[data-testid="my-track"] >> nth=0');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await winLevel(page, LEVEL);
  // The return visit after a win: records, the run on a level's address, the settings.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await startsWithoutTheSecondPart(`[data-testid="level-item"][data-level="${LEVEL}"][data-best]`);
  expect(errors).toEqual([]);
});
