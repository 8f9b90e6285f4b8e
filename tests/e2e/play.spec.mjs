// Playing: a full game by keyboard and one by mouse end in the win message with the right
// count; Backspace undoes; Escape returns to the menu.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  accelerationDigits,
  clickPoint,
  expectMoves,
  levelPath,
  levelText,
  openLevel,
  openMenu,
  placeCarByKeyboard,
  settings,
  solve,
  watchConsole,
} from './support.mjs';

const LEVEL = '01-first-circuit.txt';

/** Expects the win message and status after a game of `moves` moves. */
async function expectWin(page, moves) {
  await expect(page.getByTestId('status')).toHaveAttribute('data-state', 'won');
  await expectMoves(page, moves);
  const message = page.getByTestId('message');
  await expect(message).toBeVisible();
  await expect(message).toContainText(new RegExp(`\\b${moves} moves\\b`));
}

test('a full game played by keyboard ends in the win message', async ({ page }) => {
  const errors = watchConsole(page);
  const { trajectory, moves } = solve(levelPath(LEVEL));
  await openMenu(page);
  await openLevel(page, LEVEL);
  await placeCarByKeyboard(page, levelText(LEVEL), trajectory[0]);
  await expectMoves(page, 0);
  // Alternate the top-row digits and the numpad: both must steer.
  const digits = accelerationDigits(trajectory);
  for (const [i, digit] of digits.entries()) {
    await page.keyboard.press(i % 2 === 0 ? `Digit${digit}` : `Numpad${digit}`);
    await expectMoves(page, i + 1);
  }
  await expectWin(page, moves);
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
    if (i === 2) await page.screenshot({ path: path.join(settings.artifacts, 'game-view.png') });
  }
  await expectWin(page, moves);
  expect(errors).toEqual([]);
});

test('Backspace undoes moves and Escape returns to the menu', async ({ page }) => {
  const { trajectory } = solve(levelPath(LEVEL));
  const digits = accelerationDigits(trajectory);
  await openMenu(page);
  await openLevel(page, LEVEL);
  await placeCarByKeyboard(page, levelText(LEVEL), trajectory[0]);
  await page.keyboard.press(`Digit${digits[0]}`);
  await page.keyboard.press(`Digit${digits[1]}`);
  await expectMoves(page, 2);

  await page.keyboard.press('Backspace');
  await expectMoves(page, 1);
  await page.keyboard.press('Backspace');
  await expectMoves(page, 0);
  await expect(page.getByTestId('status')).toHaveAttribute('data-state', 'playing');
  // Undo the placement itself: back to choosing a start point.
  await page.keyboard.press('Backspace');
  await expect(page.getByTestId('status')).toHaveAttribute('data-state', 'placing');

  // The game goes on after undo: replay the first move.
  await placeCarByKeyboard(page, levelText(LEVEL), trajectory[0]);
  await page.keyboard.press(`Numpad${digits[0]}`);
  await expectMoves(page, 1);

  await page.keyboard.press('Escape');
  await expect(page.getByTestId('level-list')).toBeVisible();
  await expect(page.getByTestId('game-canvas')).toBeHidden();
});

test('a crash says so and undo still works', async ({ page }) => {
  // A dead-end corridor (the finish is walled off): at speed 3 the car cannot stop in time.
  await openMenu(page);
  const track = '##########\n#>.......#\n##########\n#*########\n';
  await page.getByTestId('track-text-input').fill(track);
  await page.getByTestId('track-text-load').click();
  await placeCarByKeyboard(page, track, [1, 1]);
  for (const digit of [6, 6, 6]) await page.keyboard.press(`Digit${digit}`);
  await expectMoves(page, 3);
  await expect(page.getByTestId('status')).toHaveAttribute('data-state', 'crashed');
  await page.keyboard.press('Backspace');
  await expectMoves(page, 2);
  await expect(page.getByTestId('status')).toHaveAttribute('data-state', 'playing');
});
