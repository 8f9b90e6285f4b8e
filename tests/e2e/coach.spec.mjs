// The coach: computed in the background once a track opens, it gives the status line the
// optimum from here and the moves lost (data-optimal-from-here, data-lost), slashes doomed
// options in the theme's danger colour, and after a win lists where time was lost and toggles
// the optimal line on the canvas. Switched off, it says nothing and draws nothing.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  accelerationDigits,
  canvasPixel,
  colourDistance,
  expectMoves,
  expectState,
  openMenu,
  openPasted,
  placeCarByKeyboard,
  settings,
  themeColour,
  watchConsole,
} from './support.mjs';

// From (0, 3) at velocity (0, 2) the option (0, 6) is doomed: every move from there leaves the
// track. `racetrack analyse` on this track: optimum 5 (0,0 0,1 0,2 0,4 1,5 2,5); after
// 0,0 0,1 0,3 the options (0,4) 2, (0,5) 4 and (0,6) doomed.
const TRACK = '>......\n#####.#\n#####*#\n';
const DOOMED = [0, 6];
const SAFE = [0, 4];
// Two good moves, a wasteful one (0,5: 2 moves lost), then the best way home from there.
const WASTEFUL = [[0, 0], [0, 1], [0, 3], [0, 5], [0, 6], [0, 6], [1, 5], [2, 5]];
const OPTIMAL = [[0, 0], [0, 1], [0, 2], [0, 4], [1, 5], [2, 5]];

/** Waits until the status carries the coach's numbers ('' for unknown). */
async function expectCoach(page, optimalFromHere, lost) {
  const element = page.getByTestId('status');
  await expect(element).toHaveAttribute('data-optimal-from-here', String(optimalFromHere));
  await expect(element).toHaveAttribute('data-lost', String(lost));
}

/** Presses the digit of move `index` of `trajectory` with the canvas focused. */
async function playMove(page, trajectory, index) {
  const digit = accelerationDigits(trajectory)[index];
  await page.getByTestId('game-canvas').focus();
  await page.keyboard.press(`Digit${digit}`);
  await expectMoves(page, index + 1);
}

// The coach is off until the player switches it on: these tests start with it on, as stored.
test.beforeEach(async ({ page }) => {
  // The crash warning off: its slashes are the coach's own (a newcomer's is on until a win).
  await page.addInitScript(() => localStorage.setItem('racetrack.settings', '{"coach_solo":true,"warn":false}'));
});

test('the coach counts the optimum and the moves lost, and slashes doomed options in red', async ({ page }) => {
  const errors = watchConsole(page);
  await openMenu(page);
  await openPasted(page, TRACK);
  const coach = page.getByTestId('coach-toggle');
  await expect(coach).toBeChecked();
  // Before the placement the numbers are unknown; the status gives the track's optimum.
  await expect(page.getByTestId('status')).toContainText('coach: optimum 5 moves');
  await expectCoach(page, '', '');

  await placeCarByKeyboard(page, TRACK, WASTEFUL[0]);
  await expectCoach(page, 5, 0);
  await playMove(page, WASTEFUL, 0);
  await expectCoach(page, 4, 0);
  await playMove(page, WASTEFUL, 1);
  await expectCoach(page, 3, 0);
  await expect(page.getByTestId('status')).toContainText('optimum from here 3 · 0 moves lost');

  // The doomed option is painted in the theme's danger colour; a good option is not.
  const danger = await themeColour(page, '--track-danger');
  await expect.poll(async () => colourDistance(await canvasPixel(page, DOOMED), danger)).toBeLessThan(60);
  const doomedOn = await canvasPixel(page, DOOMED);
  const safeOn = await canvasPixel(page, SAFE);
  expect(colourDistance(safeOn, danger)).toBeGreaterThan(100);
  await page.screenshot({ path: path.join(settings.artifacts, 'coach-doomed.png') });

  // Switched off: no numbers, no slash (the option is drawn like the others).
  await coach.uncheck();
  await expectCoach(page, '', '');
  await expect(page.getByTestId('status')).not.toContainText('optimum from here');
  await expect.poll(async () => colourDistance(await canvasPixel(page, DOOMED), danger)).toBeGreaterThan(100);
  const doomedOff = await canvasPixel(page, DOOMED);
  expect(colourDistance(doomedOff, doomedOn)).toBeGreaterThan(60);
  // The good option looks the same with the coach on or off.
  expect(colourDistance(await canvasPixel(page, SAFE), safeOn)).toBeLessThan(10);
  // The crash warning slashes the doomed option without the coach's numbers.
  await page.getByTestId('warn-toggle').check();
  await expect.poll(async () => colourDistance(await canvasPixel(page, DOOMED), danger)).toBeLessThan(60);
  await expect(page.getByTestId('status')).toContainText(/crash(es)? for certain/);
  await expectCoach(page, '', '');
  await page.getByTestId('warn-toggle').uncheck();
  await expect.poll(async () => colourDistance(await canvasPixel(page, DOOMED), danger)).toBeGreaterThan(100);

  // Back on: the numbers and the slash return.
  await coach.check();
  await expectCoach(page, 3, 0);
  await expect.poll(async () => colourDistance(await canvasPixel(page, DOOMED), danger)).toBeLessThan(60);

  // A wasteful move (keep the speed to (0, 5)): 2 moves lost.
  await playMove(page, WASTEFUL, 2);
  await expectCoach(page, 4, 2);
  await expect(page.getByTestId('status')).toContainText('optimum from here 4 · 2 moves lost');
  // Undo takes the loss back.
  await page.keyboard.press('Backspace');
  await expectMoves(page, 2);
  await expectCoach(page, 3, 0);
  await playMove(page, WASTEFUL, 2);
  await expectCoach(page, 4, 2);

  // Onto the doomed option: the coach says so and has no numbers.
  await page.keyboard.press('Backspace');
  await expectMoves(page, 2);
  await page.keyboard.press('Digit6');
  await expectMoves(page, 3);
  await expectCoach(page, '', '');
  await expect(page.getByTestId('status')).toContainText('coach: doomed, no finish can be reached from here');
  expect(errors).toEqual([]);
});

test('after a win the box says where time was lost and shows the optimal line', async ({ page }) => {
  const errors = watchConsole(page);
  await openMenu(page);
  await openPasted(page, TRACK);
  await placeCarByKeyboard(page, TRACK, WASTEFUL[0]);
  for (let i = 0; i < WASTEFUL.length - 1; i += 1) await playMove(page, WASTEFUL, i);
  await expectState(page, 'won');
  await expectCoach(page, 0, 2);

  const message = page.getByTestId('message');
  await expect(message).toBeVisible();
  await expect(message).toHaveAttribute('data-kind', 'won');
  await expect(page.getByTestId('message-reasons')).toHaveText('Time lost at move 3 (+2).');

  // The optimal line: a segment (0,4)-(1,5) the player never drove. Its midpoint changes
  // colour when the line is shown, and returns when it is hidden.
  const button = page.getByTestId('optimal-line');
  await expect(button).toBeVisible();
  const probes = [[0.5, 4.5], [0, 2.5], [0.75, 4.75]];
  const before = await Promise.all(probes.map((p) => canvasPixel(page, p)));
  await button.click();
  await expect(button).toHaveText(/hide/i);
  for (const [i, p] of probes.entries()) {
    await expect.poll(async () => colourDistance(await canvasPixel(page, p), before[i])).toBeGreaterThan(20);
  }
  await page.screenshot({ path: path.join(settings.artifacts, 'coach-optimal-line.png') });
  await button.click();
  await expect(button).not.toHaveText(/hide/i);
  for (const [i, p] of probes.entries()) {
    await expect.poll(async () => colourDistance(await canvasPixel(page, p), before[i])).toBeLessThan(5);
  }
  expect(errors).toEqual([]);
});

test('an optimal run loses no move', async ({ page }) => {
  const errors = watchConsole(page);
  await openMenu(page);
  await openPasted(page, TRACK);
  await placeCarByKeyboard(page, TRACK, OPTIMAL[0]);
  for (let i = 0; i < OPTIMAL.length - 1; i += 1) {
    await playMove(page, OPTIMAL, i);
    await expectCoach(page, OPTIMAL.length - 2 - i, 0);
  }
  await expectState(page, 'won');
  await expect(page.getByTestId('message-reasons')).toHaveText('No move lost time.');
  expect(errors).toEqual([]);
});

test('with the coach switched off the win box has no coach lines and no optimal line', async ({ page }) => {
  const errors = watchConsole(page);
  await openMenu(page);
  await openPasted(page, TRACK);
  // Wait until the coach is ready, then switch it off.
  await expect(page.getByTestId('status')).toContainText('coach: optimum 5 moves');
  await page.getByTestId('coach-toggle').uncheck();
  await expect(page.getByTestId('status')).not.toContainText('coach');
  await placeCarByKeyboard(page, TRACK, WASTEFUL[0]);
  for (let i = 0; i < WASTEFUL.length - 1; i += 1) {
    await playMove(page, WASTEFUL, i);
    await expectCoach(page, '', '');
  }
  await expectState(page, 'won');
  await expect(page.getByTestId('message')).toBeVisible();
  await expect(page.getByTestId('message-reasons')).toBeEmpty();
  await expect(page.getByTestId('optimal-line')).toBeHidden();
  // Switched on after the finish: the box now says where time was lost.
  await page.getByTestId('coach-toggle').check();
  await expect(page.getByTestId('message-reasons')).toHaveText('Time lost at move 3 (+2).');
  await expect(page.getByTestId('optimal-line')).toBeVisible();
  expect(errors).toEqual([]);
});
