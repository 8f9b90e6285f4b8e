// The keyboard: Tab moves between the page's controls (the canvas does not keep it); the arrows
// move a highlight among the legal options and Enter or Space plays it; the win and crash box
// takes the focus on its main button, where Enter acts.
import { expect, test } from '@playwright/test';
import {
  expectAnnounced,
  expectMoves,
  expectState,
  openLevel,
  openMenu,
  openPasted,
  placeCarByKeyboard,
  watchConsole,
} from './support.mjs';

// Room to move in every direction around the start point (2, 1).
const OPEN = '#########\n#.......#\n#>......#\n#.......#\n#......*#\n#########\n';
// Two moves to the finish: Digit6 (speed 1), then Digit5 (keep speed).
const SHORT = '#####\n#>.*#\n#####\n';
// A dead end: three Digit6 presses and the car cannot stop.
const DEAD_END = '##############\n#>.......#..*#\n##############\n';

/** The id (or tag) of the focused element. */
function focused(page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    return element?.id || element?.tagName.toLowerCase() || null;
  });
}

test('Tab leaves the canvas for the next control, and Shift+Tab comes back', async ({ page }) => {
  const errors = watchConsole(page);
  await openMenu(page);
  await openLevel(page, '01-first-circuit.txt');
  const canvas = page.getByTestId('game-canvas');
  await canvas.focus();
  await expect(canvas).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(canvas).not.toBeFocused();
  // The focus went to one of the page's controls, and the game did not move.
  const control = await page.evaluate(() => {
    const element = document.activeElement;
    return { tag: element.tagName, id: element.id };
  });
  expect(['BUTTON', 'SELECT', 'INPUT', 'TEXTAREA', 'SUMMARY', 'A']).toContain(control.tag);
  expect(control.id).not.toBe('');
  await expectState(page, 'placing');
  await page.keyboard.press('Shift+Tab');
  await expect(canvas).toBeFocused();
  await expectState(page, 'placing');
  expect(errors).toEqual([]);
});

test('arrows move the highlight among the options; Enter and Space play it', async ({ page }) => {
  const errors = watchConsole(page);
  await openMenu(page);
  await openPasted(page, OPEN);
  await page.getByTestId('game-canvas').focus();
  // Enter with no arrow plays the first start point.
  await page.keyboard.press('Enter');
  await expectState(page, 'playing');
  await expectAnnounced(page, /^Car placed at row 3, column 2\b/);

  // The highlight starts on the main point (the car itself, at speed 0): right of it is (2, 2).
  await page.keyboard.press('ArrowRight');
  await expectMoves(page, 0);
  await page.keyboard.press('Space');
  await expectMoves(page, 1);
  await expectAnnounced(page, /^Move 1: row 3, column 3, speed 1\b/);

  // Now the main point is (2, 3); below it is (3, 3).
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expectMoves(page, 2);
  await expectAnnounced(page, /^Move 2: row 4, column 4\b/);

  // Enter alone plays the main point: velocity (1, 1) kept, to (4, 4).
  await page.keyboard.press('Enter');
  await expectMoves(page, 3);
  await expectAnnounced(page, /^Move 3: row 5, column 5, speed 1\b/);
  expect(errors).toEqual([]);
});

test('after a win the focus is on the record name, then Retry; Tab reaches the box, and Enter restarts', async ({ page }) => {
  const errors = watchConsole(page);
  // The coach is off until the player switches it on.
  await page.addInitScript(() => localStorage.setItem('racetrack.settings', '{"coach_solo":true}'));
  await openMenu(page);
  await openPasted(page, SHORT);
  await placeCarByKeyboard(page, SHORT, [1, 1]);
  await page.keyboard.press('Digit6');
  await expectMoves(page, 1);
  await page.evaluate(() => {
    window.__keys = [];
    document.addEventListener('keydown', (e) => window.__keys.push({ at: e.timeStamp, on: e.target.id }), { capture: true });
    // Seen last, after the page's own listener: whether it took the key's default away.
    window.addEventListener('keydown', (e) => { window.__keys.at(-1).prevented = e.defaultPrevented; });
  });
  await page.keyboard.press('Digit5');
  await expectState(page, 'won');
  const message = page.getByTestId('message');
  await expect(message).toHaveAttribute('data-kind', 'won');
  // A first win enters the track's records: the name comes first, then Retry.
  const name = page.getByTestId('record-name-input');
  await expect(name).toBeFocused();
  // The winning key pressed once more, as a player still driving does: in the name field now,
  // it is swallowed when it comes within 600 ms of the win (driving_keys.rs), typed after a
  // pause (a machine slow enough to take that long here).
  await page.keyboard.press('Digit5');
  const [won, again] = await page.evaluate(() => window.__keys.slice(-2));
  expect(again.on).toBe('record-name-input');
  // The page reads a key's time in whole milliseconds.
  const soon = Math.floor(again.at) - Math.floor(won.at) <= 600;
  expect(again.prevented).toBe(soon);
  await expect(name).toHaveValue(soon ? '' : '5');
  await name.fill('');
  await page.keyboard.type('Kim');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('record-saved')).toHaveText('Kept in the records, number 1.');
  const retry = page.getByTestId('retry');
  await expect(retry).toBeFocused();
  expect(await focused(page)).toBe('message-retry');

  // From the canvas, Tab goes through the box's buttons (the coach's Optimal line among them,
  // once its table is ready).
  await expect(page.getByTestId('optimal-line')).toBeVisible();
  await page.getByTestId('game-canvas').focus();
  await page.keyboard.press('Tab');
  await expect(retry).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('optimal-line');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('message-menu');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(retry).toBeFocused();

  await page.keyboard.press('Enter');
  await expectState(page, 'placing');
  await expectMoves(page, 0);
  await expect(message).toBeHidden();
  await expect(page.getByTestId('game-canvas')).toBeFocused();
  expect(errors).toEqual([]);
});

test('after a crash the focus is on Undo, and Enter undoes', async ({ page }) => {
  const errors = watchConsole(page);
  await openMenu(page);
  await openPasted(page, DEAD_END);
  await placeCarByKeyboard(page, DEAD_END, [1, 1]);
  for (const moves of [1, 2, 3]) {
    await page.keyboard.press('Digit6');
    await expectMoves(page, moves);
  }
  await expectState(page, 'crashed');
  await expect(page.getByTestId('message')).toHaveAttribute('data-kind', 'crashed');
  const undo = page.getByTestId('message-undo');
  await expect(undo).toBeVisible();
  await expect(undo).toBeFocused();
  await page.keyboard.press('Enter');
  await expectMoves(page, 2);
  await expectState(page, 'playing');
  await expect(page.getByTestId('message')).toBeHidden();
  // The keys steer again: the focus is back on the canvas.
  await expect(page.getByTestId('game-canvas')).toBeFocused();
  await page.keyboard.press('Digit4');
  await expectMoves(page, 3);
  expect(errors).toEqual([]);
});
