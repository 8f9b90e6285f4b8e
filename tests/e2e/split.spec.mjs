// The wasm in two parts (xtask/src/split.rs): the menu runs on the first; the second comes
// after the page has loaded, or at once when the player reaches it first; a page opened
// elsewhere than the menu waits for both; a second part that cannot load is said.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectScreen, levels, openLevel, settings, startPoints, clickPoint, levelText, watchConsole } from './support.mjs';

const SECOND = '**/pkg/racetrack_bg_2.wasm';
const LEVEL = levels[0];

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

test('a level opened before the second part has arrived loads it at once', async ({ page }) => {
  const errors = watchConsole(page);
  const held = [];
  await page.route(SECOND, async (route) => {
    // The background request never comes back; the synchronous one is answered.
    if (held.length === 0) held.push(route);
    else await route.continue();
  });
  await page.goto('/');
  await expect(page.getByTestId('level-item').first()).toBeVisible();
  await expect.poll(() => held.length).toBe(1);
  await openLevel(page, LEVEL);
  await clickPoint(page, startPoints(levelText(LEVEL))[0]);
  await expect(page.getByTestId('status')).toHaveAttribute('data-state', 'playing');
  await expect(page.getByTestId('error-banner')).toBeHidden();
  expect(errors).toEqual([]);
});

test('a page opened on a level waits for both parts', async ({ page }) => {
  const order = [];
  page.on('request', (r) => {
    if (r.url().includes('/pkg/')) order.push(path.basename(new URL(r.url()).pathname));
  });
  await page.goto(`/#/level/${LEVEL.replace(/\.txt$/, '')}`);
  await expectScreen(page, 'play');
  await expect(page.getByTestId('status')).toHaveAttribute('data-state', 'placing');
  expect(order).toContain('racetrack_bg_2.wasm');
});

test('a second part that cannot load is said, with what to do', async ({ page }) => {
  await page.route(SECOND, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/');
  await expect(page.getByTestId('level-item').first()).toBeVisible();
  await page.locator('[data-testid="level-item"]').first().click();
  const box = page.getByTestId('crash-box');
  await expect(box).toBeVisible();
  await expect(box.locator('h2')).toHaveText('Part of the game did not load');
  await expect(box).toContainText('are safe: reload the page to play on');
  await expect(page.getByTestId('crash-details')).toHaveValue(/racetrack_bg_2\.wasm\) did not load: HTTP 404/);
  await expect(page.getByTestId('crash-reload')).toBeFocused();
  // Reload, with the network back: the game plays.
  await page.unroute(SECOND);
  await page.getByTestId('crash-reload').click();
  await expect(page.getByTestId('level-item').first()).toBeVisible();
  await openLevel(page, LEVEL);
});
