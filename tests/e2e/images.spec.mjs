// Image tracks and decors in a real browser: a colour-coded PNG (made here from a level at 8 px
// a point) opens in the editor with the level's size and optimum and the pitch found; another
// pitch re-reads the image; a logic image with a painted decor, or a track file with a decor,
// opens with the decor switch in the editor and in the test drive; a file that is no image
// says so in the banner and the page goes on working.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  decorPng,
  expectEditor,
  expectScreen,
  expectState,
  clickPoint,
  levelPath,
  levelText,
  openLevel,
  openMenu,
  settings,
  solve,
  storedDraft,
  trackPng,
  trackRows,
  watchConsole,
} from './support.mjs';

const LEVEL = '03-hairpin.txt';
const K = 8;

/** Chooses `files` ({ name, buffer }) in the menu's "Open image track" picker. */
async function chooseImages(page, files) {
  await page.setInputFiles(
    '[data-testid=image-input]',
    files.map(({ name, buffer }) => ({ name, buffer, mimeType: name.endsWith('.png') ? 'image/png' : 'text/plain' })),
  );
}

/** Waits until the draft in localStorage holds `text` (row by row). */
async function expectDraftTrack(page, text) {
  await expect.poll(async () => trackRows((await storedDraft(page))?.track ?? '')).toEqual(trackRows(text));
}

/** Each point of a track text made a `n` x `n` block of points. */
function scaled(text, n) {
  return trackRows(text).flatMap((row) => Array(n).fill([...row].map((c) => c.repeat(n)).join(''))).join('\n');
}

test('a colour-coded PNG opens in the editor with its size, optimum and pitch; another pitch re-reads it', async ({ page }) => {
  const errors = watchConsole(page);
  const rows = trackRows(levelText(LEVEL));
  const [height, width] = [rows.length, rows[0].length];
  const { moves } = solve(levelPath(LEVEL));
  expect(moves).toBe(22);
  await openMenu(page);
  await chooseImages(page, [{ name: 'hairpin.png', buffer: trackPng(levelText(LEVEL), K) }]);
  await expectEditor(page);
  await expect(page.locator('#editor')).toHaveAttribute('data-rows', String(height));
  await expect(page.locator('#editor')).toHaveAttribute('data-cols', String(width));
  await expectDraftTrack(page, levelText(LEVEL));
  await expect(page.getByTestId('editor-name')).toHaveValue('hairpin');
  const status = page.getByTestId('editor-status');
  await expect(status).toHaveAttribute('data-state', 'done');
  await expect(status).toHaveAttribute('data-optimum', '22');
  const panel = page.getByTestId('editor-import');
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('editor-cell-number')).toHaveValue(String(K));
  await expect(page.getByTestId('editor-cell')).toHaveValue(String(K));
  await expect(page.getByTestId('editor-import-words')).toContainText(`${K} px per point: ${width} × ${height} points`);
  await page.mouse.move(1, 1);
  await page.screenshot({ path: path.join(settings.artifacts, 'image-imported.png') });

  // Half the pitch: every point of the level becomes 2 x 2 points.
  await page.getByTestId('editor-cell-number').fill(String(K / 2));
  await expect(page.locator('#editor')).toHaveAttribute('data-rows', String(2 * height));
  await expect(page.locator('#editor')).toHaveAttribute('data-cols', String(2 * width));
  await expect(page.getByTestId('editor-cell')).toHaveValue(String(K / 2));
  await expect(page.getByTestId('editor-import-words')).toContainText(`${K / 2} px per point: ${2 * width} × ${2 * height} points`);
  await expectDraftTrack(page, scaled(levelText(LEVEL), 2));
  await expect(status).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await expect(status).toHaveText(/^(Solvable|Too large)/);
  // And back with the slider.
  await page.getByTestId('editor-cell').fill(String(K));
  await expect(page.locator('#editor')).toHaveAttribute('data-rows', String(height));
  await expectDraftTrack(page, levelText(LEVEL));
  await expect(status).toHaveAttribute('data-optimum', '22');
  expect(errors).toEqual([]);
});

test('a logic image with a decor, or a track file with a decor, opens with the decor switch', async ({ page }) => {
  const errors = watchConsole(page);
  const rows = trackRows(levelText(LEVEL));
  const [height, width] = [rows.length, rows[0].length];
  await openMenu(page);
  // The decor first: the page tells them apart by their colours, not their order.
  await chooseImages(page, [
    { name: 'hairpin-decor.png', buffer: decorPng(width * K, height * K) },
    { name: 'hairpin-logic.png', buffer: trackPng(levelText(LEVEL), K) },
  ]);
  await expectEditor(page);
  await expectDraftTrack(page, levelText(LEVEL));
  await expect(page.getByTestId('editor-status')).toHaveAttribute('data-optimum', '22');
  const toggle = page.getByTestId('editor-decor-toggle');
  await expect(toggle).toBeVisible();
  await expect(toggle).toBeChecked();
  await expect(page.locator('#editor-decor-name')).toContainText('hairpin-decor.png');
  await page.mouse.move(1, 1);
  await page.screenshot({ path: path.join(settings.artifacts, 'image-decor-editor.png') });
  await toggle.uncheck();
  await expect(toggle).not.toBeChecked();
  await toggle.check();

  // The test drive carries the decor, with its switch.
  await page.getByTestId('editor-test-drive').click();
  await expectScreen(page, 'play');
  await expect(page.locator('#decor-switch')).toBeVisible();
  await expect(page.getByTestId('decor-toggle')).toBeChecked();
  await page.screenshot({ path: path.join(settings.artifacts, 'image-decor-drive.png') });
  await page.getByTestId('decor-toggle').uncheck();
  await expect(page.getByTestId('decor-toggle')).not.toBeChecked();
  // The game still plays with the decor hidden.
  await clickPoint(page, solve(levelPath(LEVEL)).trajectory[0]);
  await expectState(page, 'playing');
  await page.getByTestId('back-to-editor').click();
  await expectEditor(page);

  // A track file and a decor: no pitch to choose, the decor is there.
  await page.locator('#editor-back').click();
  await expectScreen(page, 'menu');
  await chooseImages(page, [
    { name: 'ring.txt', buffer: Buffer.from(levelText('04-ring.txt')) },
    { name: 'ring-decor.png', buffer: decorPng(200, 120) },
  ]);
  await expectEditor(page);
  await expectDraftTrack(page, levelText('04-ring.txt'));
  await expect(page.getByTestId('editor-name')).toHaveValue('ring');
  await expect(page.getByTestId('editor-import')).toBeHidden();
  await expect(page.getByTestId('editor-decor-toggle')).toBeVisible();
  await expect(page.locator('#editor-decor-name')).toContainText('ring-decor.png');
  // The draft comes back after a reload with its decor.
  await page.reload();
  await expectEditor(page);
  await expectDraftTrack(page, levelText('04-ring.txt'));
  await expect(page.locator('#editor-decor-name')).toContainText('ring-decor.png');
  expect(errors).toEqual([]);
});

test('a file that is no image says so in the banner, and the page goes on working', async ({ page }) => {
  const errors = watchConsole(page);
  await openMenu(page);
  const banner = page.getByTestId('error-banner');
  await chooseImages(page, [{ name: 'junk.png', buffer: Buffer.from([0xff, 0xfe, 0x00, 0x80, 0x81, 0xc3, 0x28, 0xa0, 0x99]) }]);
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('junk.png: not a PNG image');
  await expectScreen(page, 'menu');
  await page.screenshot({ path: path.join(settings.artifacts, 'image-junk.png') });

  // A PNG cut short: its signature is right, the rest is missing.
  const whole = trackPng(levelText(LEVEL), K);
  await chooseImages(page, [{ name: 'cut.png', buffer: whole.subarray(0, 60) }]);
  await expect(banner).toContainText('cut.png');
  await expectScreen(page, 'menu');

  // The picker still works, and so does the rest.
  await chooseImages(page, [{ name: 'hairpin.png', buffer: whole }]);
  await expectEditor(page);
  await expect(page.getByTestId('editor-status')).toHaveAttribute('data-optimum', '22');
  await page.locator('#editor-back').click();
  await expectScreen(page, 'menu');
  await openLevel(page, '01-first-circuit.txt');
  await clickPoint(page, solve(levelPath('01-first-circuit.txt')).trajectory[0]);
  await expectState(page, 'playing');
  expect(errors).toEqual([]);
});
