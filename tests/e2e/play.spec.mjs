// Playing: a full game by keyboard and one by mouse end in the win message with the right
// count; Backspace undoes; Escape returns to the menu; an illegal digit says why.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  accelerationDigits,
  clickPoint,
  expectMenu,
  expectMoves,
  expectState,
  levelPath,
  levelText,
  openLevel,
  openMenu,
  openPasted,
  placeCarByKeyboard,
  settings,
  solve,
  watchConsole,
} from './support.mjs';

const LEVEL = '01-first-circuit.txt';

/** Expects the win message and status after a game of `moves` moves. */
async function expectWin(page, moves) {
  await expectState(page, 'won');
  await expectMoves(page, moves);
  const message = page.getByTestId('message');
  await expect(message).toBeVisible();
  await expect(message).toHaveAttribute('data-kind', 'won');
  await expect(message).toContainText(new RegExp(`\\b${moves} moves\\b`));
}

test('a full game played by keyboard ends in the win message', async ({ page }) => {
  const errors = watchConsole(page);
  const { trajectory, moves } = solve(levelPath(LEVEL));
  await openMenu(page);
  await openLevel(page, LEVEL);
  await placeCarByKeyboard(page, levelText(LEVEL), trajectory[0]);
  // Alternate the top-row digits and the numpad: both must steer.
  const digits = accelerationDigits(trajectory);
  for (const [i, digit] of digits.entries()) {
    await page.keyboard.press(i % 2 === 0 ? `Digit${digit}` : `Numpad${digit}`);
    await expectMoves(page, i + 1);
  }
  await expectWin(page, moves);
  // The optimum was played: the box says so.
  await expect(page.getByTestId('message')).toContainText(/optimum/i);
  await page.screenshot({ path: path.join(settings.artifacts, 'game-won-keyboard.png') });
  expect(errors).toEqual([]);
});

test('a full game played by mouse ends in the win message', async ({ page }) => {
  const errors = watchConsole(page);
  const { trajectory, moves } = solve(levelPath(LEVEL));
  await openMenu(page);
  await openLevel(page, LEVEL);
  for (const [i, point] of trajectory.entries()) {
    await clickPoint(page, point);
    await expectMoves(page, i);
    await expectState(page, i + 1 < trajectory.length ? 'playing' : 'won');
    if (i === 2) await page.screenshot({ path: path.join(settings.artifacts, 'game-view.png') });
  }
  await expectWin(page, moves);
  expect(errors).toEqual([]);
});

test('Backspace undoes moves and Escape returns to the menu', async ({ page }) => {
  const errors = watchConsole(page);
  const { trajectory } = solve(levelPath(LEVEL));
  const digits = accelerationDigits(trajectory);
  await openMenu(page);
  await openLevel(page, LEVEL);
  await placeCarByKeyboard(page, levelText(LEVEL), trajectory[0]);
  await page.keyboard.press(`Digit${digits[0]}`);
  await expectMoves(page, 1);
  await page.keyboard.press(`Digit${digits[1]}`);
  await expectMoves(page, 2);

  await page.keyboard.press('Backspace');
  await expectMoves(page, 1);
  await page.keyboard.press('Backspace');
  await expectMoves(page, 0);
  await expectState(page, 'playing');
  // Undo the placement itself: back to choosing a start point.
  await page.keyboard.press('Backspace');
  await expectState(page, 'placing');

  // The game goes on after undo: replay the first move.
  await placeCarByKeyboard(page, levelText(LEVEL), trajectory[0]);
  await page.keyboard.press(`Numpad${digits[0]}`);
  await expectMoves(page, 1);

  await page.keyboard.press('Escape');
  await expectMenu(page);
  expect(errors).toEqual([]);
});

test('an illegal digit leaves a note saying why, gone at the next key', async ({ page }) => {
  const errors = watchConsole(page);
  // The car starts in a corridor one row high: any move up or down goes into a wall.
  const track = '########\n#>....*#\n########\n';
  await openMenu(page);
  await openPasted(page, track);
  await placeCarByKeyboard(page, track, [1, 1]);
  const statusLine = page.getByTestId('status');
  await page.keyboard.press('Digit3');
  await expect(statusLine).toContainText('Key 3 (down-right): that move goes into a wall.');
  await expectMoves(page, 0);
  await page.keyboard.press('Numpad8');
  await expect(statusLine).toContainText(/Key 8 \(up\): that move goes into a wall\./);
  await expect(statusLine).not.toContainText('Key 3');
  // A legal key clears the note and moves.
  await page.keyboard.press('Digit6');
  await expectMoves(page, 1);
  await expect(statusLine).not.toContainText(/Key \d/);
  expect(errors).toEqual([]);
});

test('a crash says so and undo still works', async ({ page }) => {
  const errors = watchConsole(page);
  // A dead-end corridor (the finish is walled off): at speed 3 the car cannot stop in time.
  const track = '##########\n#>.......#\n##########\n#*########\n';
  await openMenu(page);
  await openPasted(page, track);
  await placeCarByKeyboard(page, track, [1, 1]);
  for (const [i, digit] of [6, 6, 6].entries()) {
    await page.keyboard.press(`Digit${digit}`);
    await expectMoves(page, i + 1);
  }
  await expectState(page, 'crashed');
  await expect(page.getByTestId('message')).toHaveAttribute('data-kind', 'crashed');
  await page.keyboard.press('Backspace');
  await expectMoves(page, 2);
  await expectState(page, 'playing');
  await expect(page.getByTestId('message')).toBeHidden();
  expect(errors).toEqual([]);
});
