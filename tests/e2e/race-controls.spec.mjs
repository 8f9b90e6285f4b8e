// Races you control: a race against the AI is quit after a yes, on a phone and on a desktop,
// and the mode choice comes back with its setup; Restart starts it again from the start line;
// neither the race's standings nor its questions move the board.
import { expect, test } from '@playwright/test';
import { accelerationDigits, arrowKeys, clickPoint, expectMoves, levelPath, levelText, openLevel, openMenu, solve, startPoints, watchConsole } from './support.mjs';

const LEVEL = '02-barto-small.txt';

for (const [label, viewport, touch] of [
  ['phone 390 x 844', { width: 390, height: 844 }, true],
  ['desktop 1366 x 800', { width: 1366, height: 800 }, false],
]) {
  test(`${label}: a race against the AI is quit after a yes, and restarted`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, hasTouch: touch, isMobile: touch });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await openMenu(page);
    await openLevel(page, LEVEL);
    await page.getByTestId('mode-select').selectOption('ai');
    const canvas = page.getByTestId('game-canvas');
    const before = await canvas.boundingBox();
    await page.getByTestId('race-start').click();
    await expect(page.getByTestId('race-setup')).toBeHidden();
    await clickPoint(page, startPoints(levelText(LEVEL))[0]);
    await expect(page.getByTestId('standing-row')).toHaveCount(2);
    // The standings take the mode panel's place under the board: the board does not move under
    // the finger about to play (above it, they pushed it down 113 px on this phone).
    const during = await canvas.boundingBox();
    expect(Math.abs(during.y - before.y)).toBeLessThan(1);
    expect(Math.abs(during.height - before.height)).toBeLessThan(1);
    await expect(page.getByTestId('standings')).toBeInViewport();

    // Restart: asked first; yes starts it again from the start line.
    await page.getByTestId('race-restart').click();
    await expect(page.getByTestId('race-confirm')).toContainText('Start this race again');
    await expect(page.getByTestId('race-confirm')).toBeInViewport();
    expect((await canvas.boundingBox()).y).toBeCloseTo(before.y, 0);
    await page.getByTestId('race-confirm-yes').click();
    await expect(page.getByTestId('status')).toHaveAttribute('data-moves', '0');
    await expect(page.getByTestId('race-setup')).toBeHidden();

    // Quit: asked first; "Keep racing" keeps it, yes brings the mode choice back.
    await page.getByTestId('race-quit').click();
    await expect(page.getByTestId('race-confirm')).toBeVisible();
    await page.getByTestId('race-confirm-no').click();
    await expect(page.getByTestId('race-confirm')).toBeHidden();
    await expect(page.getByTestId('race-quit')).toBeVisible();
    await page.getByTestId('race-quit').click();
    await page.getByTestId('race-confirm-yes').click();
    await expect(page.getByTestId('race-setup')).toBeVisible();
    await expect(page.getByTestId('mode-select')).toHaveValue('ai');
    await expect(page.getByTestId('standings')).toBeHidden();
    await expect(page.getByTestId('status')).toContainText('You left the race');
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('a race won on a short phone: its box holds its words without scrolling, no shadow over its buttons', async ({ browser }) => {
  // The playtest (360 x 640): the end box of a race against the AI showed the shadow that says
  // "more under the buttons", over nothing: the buttons' strip, kept at the box's foot, reached
  // 2 px past a box sized to its words (their offset made for the wider screens' padding).
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.addInitScript(() => localStorage.setItem('racetrack.hint', 'seen'));
  await openMenu(page);
  await openLevel(page, LEVEL);
  await page.getByTestId('mode-select').selectOption('ai');
  await page.getByTestId('race-start').click();
  await expect(page.getByTestId('race-setup')).toBeHidden();
  const run = solve(levelPath(LEVEL)).trajectory;
  const starts = startPoints(levelText(LEVEL));
  await page.getByTestId('game-canvas').focus();
  for (const arrow of arrowKeys(starts, starts[0], run[0])) await page.keyboard.press(arrow);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('standing-row')).toHaveCount(2);
  for (const [i, digit] of accelerationDigits(run).entries()) {
    // The AI's car has moved too: the player's turn again.
    await expect(page.getByTestId('status')).toContainText('You (car 1) to move');
    await page.keyboard.press(`Digit${digit}`);
    await expectMoves(page, i + 1);
  }
  const box = page.getByTestId('message');
  await expect(box).toBeVisible();
  await expect(box).toContainText('You win');
  const room = await box.evaluate((m) => ({
    scroll: m.scrollHeight,
    client: m.clientHeight,
    max: parseFloat(getComputedStyle(m).maxHeight),
  }));
  expect(room.client, 'the box is sized to its words, under its cap').toBeLessThan(room.max);
  expect(room.scroll, 'nothing to scroll').toBeLessThanOrEqual(room.client);
  expect(errors).toEqual([]);
  await context.close();
});
