// Karopapier's maps in the page: a mapcode pasted in the menu opens and plays (under
// Karopapier's rules, as a mapcode opens), its checkpoint counts when a move passes it, and the
// finish needs it; under
// Karopapier's rules, chosen in the settings, standing still is refused and a finish crossed
// counts; at night only the cells the car lights are seen; an imported Karopapier game plays
// back in the replay viewer, and so does the site's own game file.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { canvasPixel, expectScreen, openMenu, openPasted, settings, watchConsole } from './support.mjs';

// A corridor: start, road, checkpoint 1, road, finish; grass around, water below (CRLF rows, as
// Karopapier served them).
const MAP = 'XXXXXXX\r\nXSO1OFX\r\nWWWWWWW\r\n';

test('a pasted mapcode plays: the finish counts once its checkpoint is held', async ({ page }) => {
  const errors = watchConsole(page);
  await openMenu(page);
  await openPasted(page, MAP);
  await page.getByTestId('game-canvas').focus();
  await page.keyboard.press('Enter'); // placed on the start
  await page.keyboard.press('Digit6'); // (1, 2), speed 1
  await page.keyboard.press('Digit6'); // (1, 4), speed 2: through the checkpoint at (1, 3)
  await expect(page.locator('#status')).not.toContainText('Won');
  await page.keyboard.press('Digit4'); // (1, 5): the finish, with the checkpoint held
  // A first win: the status line also says the crash warning is off from now on.
  await expect(page.locator('#status')).toHaveText('Won in 3 moves · first win: the Crash warning is off from now on (its switch turns it back on)');
  // The optimum comes from the search over the checkpoints held (the coach sits this one out).
  await expect(page.locator('#message-text')).toContainText('That is the optimum.');
  expect(errors).toEqual([]);
});

test("a mapcode pasted in the editor is checked and test-driven under Karopapier's rules", async ({ page }) => {
  const errors = watchConsole(page);
  await openMenu(page);
  await page.getByTestId('editor-open').click();
  await expectScreen(page, 'editor');
  await page.getByTestId('editor-paste').fill(MAP);
  await page.getByTestId('editor-paste-open').click();
  await expect(page.getByTestId('editor-note')).toHaveText(
    "Opened Pasted track under Karopapier's rules. Undo brings back your previous draft.");
  // Through the checkpoint at (1, 3) and over the finish: 3 moves, as the game above.
  await expect(page.getByTestId('editor-status')).toHaveText(/^Solvable under Karopapier's rules: the best run takes 3 moves/);
  await page.getByTestId('editor-test-drive').click();
  await expectScreen(page, 'play');
  await expect(page.locator('#rules-select')).toHaveValue('karopapier');
  expect(errors).toEqual([]);
});

test('the finish landed on before the checkpoint is not a win', async ({ page }) => {
  const errors = watchConsole(page);
  await openMenu(page);
  // Start, finish, then the checkpoint past it, and room below to turn round.
  await openPasted(page, 'XXXXXXX\r\nXSF1OOX\r\nXOOOOOX\r\nXXXXXXX\r\n');
  await page.getByTestId('game-canvas').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Digit6'); // onto the finish, without the checkpoint
  await expect(page.locator('#status')).not.toContainText('Won');
  expect(errors).toEqual([]);
});

test("Karopapier's rules, chosen in the settings: no standing still, a finish crossed wins", async ({ page }) => {
  const errors = watchConsole(page);
  await openMenu(page);
  // Start, road, the finish, road beyond it.
  await openPasted(page, 'XXXXXXXX\r\nXSOFOOOX\r\nXXXXXXXX\r\n');
  const rules = page.getByTestId('rules-select');
  if (!(await rules.isVisible())) await page.getByTestId('settings-button').click();
  await rules.selectOption('karopapier');
  await expect(page.locator('#status')).toHaveAttribute('data-rules', 'karopapier');
  await page.getByTestId('game-canvas').focus();
  await page.keyboard.press('Enter'); // placed on the start
  await page.keyboard.press('Digit5'); // standing still: no move
  await expect(page.locator('#status')).not.toContainText('1 move');
  await page.keyboard.press('Digit6'); // (1, 2), speed 1
  await page.keyboard.press('Digit6'); // (1, 4), speed 2: over the finish at (1, 3)
  await expect(page.locator('#status')).toHaveText('Won in 2 moves · first win: the Crash warning is off from now on (its switch turns it back on)');
  expect(errors).toEqual([]);
});

test('an imported Karopapier game plays back: its crash is a jump back, not a move', async ({ page }) => {
  const errors = watchConsole(page);
  await openMenu(page);
  const file = path.join(settings.repo, 'engine', 'tests', 'fixtures', 'karopapier-game.record.json');
  await page.getByTestId('replay-input').setInputFiles(file);
  await expectScreen(page, 'replay');
  const round = page.getByTestId('replay-round');
  await expect(round).toHaveAttribute('data-rounds', '8');
  await page.getByTestId('replay-speed').selectOption('16');
  await expect(round).toHaveAttribute('data-round', '8', { timeout: 20_000 });
  const standings = page.getByTestId('replay-standings').locator('li');
  await expect(standings).toHaveText(['1. Ada: 7 moves, finished', '2. Bob: 1 move, retired']);
  await expect(page.getByTestId('replay-events')).toContainText('Ada crashes and goes back 2 moves');
  await expect(page.getByTestId('replay-honour')).toContainText('no crash on purpose');
  expect(errors).toEqual([]);
});

test('at night the board is black but for the cells the car lights', async ({ page }) => {
  const errors = watchConsole(page);
  await openMenu(page);
  // A long corridor: the car starts at the left, the finish at the far right.
  await openPasted(page, `${'X'.repeat(24)}\r\nXS${'O'.repeat(20)}FX\r\n${'X'.repeat(24)}\r\n`);
  const night = page.getByTestId('night-toggle');
  if (!(await night.isVisible())) await page.getByTestId('settings-button').click();
  const far = [1, 20];
  const before = await canvasPixel(page, far);
  await night.check();
  const dark = (rgb) => Math.max(...rgb) < 24;
  await expect.poll(async () => dark(await canvasPixel(page, far))).toBe(true);
  expect(dark(before)).toBe(false);
  // Round the start the road is seen.
  await expect.poll(async () => dark(await canvasPixel(page, [1, 2]))).toBe(false);
  await page.getByTestId('game-canvas').focus();
  await page.keyboard.press('Enter');
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Digit6'); // speed 3, at (1, 7)
  // The headlight reaches five cells ahead; the road behind the car's square is dark again.
  await expect.poll(async () => dark(await canvasPixel(page, [1, 11]))).toBe(false);
  await expect.poll(async () => dark(await canvasPixel(page, [0, 2]))).toBe(true);
  await night.uncheck();
  await expect.poll(async () => dark(await canvasPixel(page, far))).toBe(false);
  expect(errors).toEqual([]);
});

test("a game file as Karopapier's site gives it opens imported in the replay viewer", async ({ page }) => {
  const errors = watchConsole(page);
  await openMenu(page);
  const file = path.join(settings.repo, 'engine', 'tests', 'fixtures', 'karopapier-game.json');
  await page.getByTestId('replay-input').setInputFiles(file);
  await expectScreen(page, 'replay');
  await expect(page.getByTestId('replay-round')).toHaveAttribute('data-rounds', '8');
  expect(errors).toEqual([]);
});

test('the ZZZ typed in the mode panel is kept, and a value out of range is brought back within', async ({ page }) => {
  const errors = watchConsole(page);
  await openMenu(page);
  await openPasted(page, 'XXXXXXXX\r\nXSOOOOOX\r\nXSOOOOFX\r\nXXXXXXXX\r\n');
  const rules = page.getByTestId('rules-select');
  if (!(await rules.isVisible())) await page.getByTestId('settings-button').click();
  await rules.selectOption('karopapier');
  await page.getByTestId('mode-select').selectOption('hotseat');
  const zzz = page.getByTestId('race-zzz');
  await expect(zzz).toBeVisible();
  // Typed over the 2, and the page drawn again while the field is still being typed in (the
  // window resized): before, the drawing put the 2 back.
  await zzz.fill('4');
  const size = page.viewportSize();
  await page.setViewportSize({ width: size.width - 40, height: size.height });
  await expect(zzz).toBeFocused();
  await expect(zzz).toHaveValue('4');
  await page.keyboard.press('Tab');
  await expect(zzz).toHaveValue('4');
  // Another field changed (the page drawn again): still 4.
  await page.getByTestId('player-count').selectOption({ index: 0 });
  await expect(zzz).toHaveValue('4');
  // Over the most (10): brought back to 10 once the field is left.
  await zzz.fill('11');
  await page.keyboard.press('Tab');
  await expect(zzz).toHaveValue('10');
  expect(errors).toEqual([]);
});
