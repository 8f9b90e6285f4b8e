// Accessibility: the announcer (a polite live region) says what each move did, the canvas is
// named after its track, and the first-visit hint can be dismissed for good.
import { expect, test } from '@playwright/test';
import {
  accelerationDigits,
  clickPoint,
  expectAnnounced,
  expectMoves,
  expectScreen,
  expectState,
  gotoLevel,
  levelPath,
  levelText,
  openLevel,
  openMenu,
  placeCarByKeyboard,
  solve,
  watchConsole,
} from './support.mjs';

const LEVEL = '01-first-circuit.txt';

test('the announcer speaks after a placement, each move, an undo and the win', async ({ page }) => {
  const errors = watchConsole(page);
  const { trajectory, moves } = solve(levelPath(LEVEL));
  const digits = accelerationDigits(trajectory);
  await openMenu(page);
  await openLevel(page, LEVEL);
  const announcer = page.getByTestId('announcer');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  // Visually hidden, but in the page for screen readers.
  const box = await announcer.boundingBox();
  expect(box === null || box.width <= 1 || box.height <= 1).toBe(true);

  const [row, col] = trajectory[0];
  await placeCarByKeyboard(page, levelText(LEVEL), [row, col]);
  await expectAnnounced(page, new RegExp(`^Car placed at row ${row + 1}, column ${col + 1}\\. \\d+ options?\\.$`));

  await page.keyboard.press(`Digit${digits[0]}`);
  await expectMoves(page, 1);
  const [r1, c1] = trajectory[1];
  await expectAnnounced(page, new RegExp(`^Move 1: row ${r1 + 1}, column ${c1 + 1}, speed 1, \\d+ options?\\.$`));

  await page.keyboard.press('Backspace');
  await expectMoves(page, 0);
  await expectAnnounced(page, /^Undone\./);

  for (const [i, digit] of digits.entries()) {
    await page.keyboard.press(`Digit${digit}`);
    await expectMoves(page, i + 1);
  }
  await expectState(page, 'won');
  await expectAnnounced(page, new RegExp(`^Finished in ${moves} moves\\. `));
  expect(errors).toEqual([]);
});

test('the announcer says when the car crashes, by mouse too', async ({ page }) => {
  const errors = watchConsole(page);
  const track = '##########\n#>.......#\n##########\n#*########\n';
  await openMenu(page);
  await page.getByTestId('track-text-input').fill(track);
  await page.getByTestId('track-text-load').click();
  await expectState(page, 'placing');
  for (const [i, point] of [[1, 1], [1, 2], [1, 4], [1, 7]].entries()) {
    await clickPoint(page, point);
    await expectMoves(page, i);
  }
  await expectState(page, 'crashed');
  await expectAnnounced(page, /^Crashed at row 2, column 8: every one of the nine moves is blocked: .*\(W\)/);
  expect(errors).toEqual([]);
});

test('the canvas is named after its track and size', async ({ page }) => {
  const errors = watchConsole(page);
  await gotoLevel(page, '03-hairpin.txt');
  const canvas = page.getByTestId('game-canvas');
  const rows = levelText('03-hairpin.txt').split(/\r?\n/).filter((line) => line.length > 0);
  const cols = Math.max(...rows.map((r) => r.length));
  await expect(canvas).toHaveAttribute('aria-label', `Hairpin: race track, ${cols} by ${rows.length} points`);
  await expect(canvas).toHaveAttribute('role', 'img');
  await expect(canvas).toHaveAttribute('tabindex', '0');
  expect(errors).toEqual([]);
});

test('the first-visit hint shows once: "Got it" hides it for good', async ({ page }) => {
  const errors = watchConsole(page);
  await openMenu(page);
  expect(await page.evaluate(() => localStorage.getItem('racetrack.hint'))).toBeNull();
  // Not on the menu.
  await expect(page.getByTestId('hint')).toBeHidden();
  // (The first level has the tutorial in the hint's place.)
  await openLevel(page, '02-barto-small.txt');
  const hint = page.getByTestId('hint');
  await expect(hint).toBeVisible();
  await expect(hint).toContainText(/arrows/);

  await page.getByTestId('hint-dismiss').click();
  await expect(hint).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('racetrack.hint'))).toBe('seen');
  // The focus goes back to the game.
  await expect(page.getByTestId('game-canvas')).toBeFocused();

  await page.reload();
  await expectScreen(page, 'play');
  await expect(page.getByTestId('game-canvas')).toBeVisible();
  await expect(hint).toBeHidden();
  // Nor on another level.
  await page.keyboard.press('Escape');
  await openLevel(page, '03-hairpin.txt');
  await expect(hint).toBeHidden();
  expect(errors).toEqual([]);
});
