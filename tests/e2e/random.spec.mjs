// Random tracks in a real browser: `#/random/7` plays the generated track of seed 7, the same
// as the native generator's (engine/tests/fixtures/random-7.txt) and the same after a reload; it is a
// track the CLI solves; "Another random track" and the menu's "Random track" go to other seeds.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  expectScreen,
  expectState,
  fragment,
  openMenu,
  settings,
  solve,
  tempTrack,
  trackRows,
  trackTextViaEditor,
  watchConsole,
} from './support.mjs';

const FIXTURE = path.join(settings.repo, 'engine', 'tests', 'fixtures', 'random-7.txt');

/** Waits for the play screen of the random track of `seed`. */
async function expectRandom(page, seed) {
  await expectScreen(page, 'play');
  expect(fragment(page)).toBe(`#/random/${seed}`);
  await expect(page.getByTestId('game-canvas')).toBeVisible();
  await expectState(page, 'placing');
  await expect(page.locator('#track-name')).toHaveText(`Random track ${seed}`);
  await expect(page.getByTestId('another-random')).toBeVisible();
}

/** The size the game canvas says. */
async function canvasSize(page) {
  const canvas = page.getByTestId('game-canvas');
  return [Number(await canvas.getAttribute('data-rows')), Number(await canvas.getAttribute('data-cols'))];
}

test('#/random/7 is the native generator\'s track of seed 7, and the same after a reload', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/#/random/7');
  await expectRandom(page, 7);
  const size = await canvasSize(page);
  await page.screenshot({ path: path.join(settings.artifacts, 'random-7.png') });
  const first = await trackTextViaEditor(page);
  expect(trackRows(first).length).toBe(size[0]);
  expect(trackRows(first)[0].length).toBe(size[1]);

  await page.goto('/#/random/7');
  await page.reload();
  await expectRandom(page, 7);
  expect(await canvasSize(page)).toEqual(size);
  const second = await trackTextViaEditor(page);
  expect(trackRows(second)).toEqual(trackRows(first));

  // The same text as the native generator's, and a track the CLI solves in the editor's optimum.
  expect(fs.existsSync(FIXTURE), `${FIXTURE} should exist`).toBe(true);
  expect(trackRows(first)).toEqual(trackRows(fs.readFileSync(FIXTURE, 'utf8')));
  const { moves } = solve(tempTrack(first, 'random-7'));
  expect(moves).toBeGreaterThan(0);
  await expect(page.getByTestId('editor-status')).toHaveAttribute('data-optimum', String(moves), { timeout: 30_000 });
  expect(errors).toEqual([]);
});

test('"Another random track" and the menu\'s "Random track" open other seeds', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/#/random/7');
  await expectRandom(page, 7);
  const seven = await page.getByTestId('game-canvas').screenshot();

  // Drawing a random track judges candidates; on a loaded machine that takes seconds, and a
  // seed with many rejected draws far longer: the page's generator is seeded for the test, so
  // the seeds drawn are the same on every run.
  const drawn = { timeout: 30_000 };
  await page.evaluate(() => window.racetrack.page.seedForTest(1));
  await page.getByTestId('another-random').click();
  await expect.poll(() => fragment(page), drawn).toMatch(/^#\/random\/\d+$/);
  await expect.poll(() => fragment(page)).not.toBe('#/random/7');
  const seed = fragment(page).slice('#/random/'.length);
  await expectRandom(page, seed);
  expect(await page.getByTestId('game-canvas').screenshot()).not.toEqual(seven);

  await openMenu(page);
  await page.evaluate(() => window.racetrack.page.seedForTest(2));
  await page.getByTestId('random-track').click();
  await expect.poll(() => fragment(page), drawn).toMatch(/^#\/random\/\d+$/);
  await expectRandom(page, fragment(page).slice('#/random/'.length));
  // Back leads to the menu, where the button was pressed.
  await page.goBack();
  await expectScreen(page, 'menu');
  expect(errors).toEqual([]);
});
