// The win box on a phone (390 x 844 and a short 360 x 640, touch) and a desktop (1366 x 800):
// after a win on the first level, Ring, Barto big and Mud flats, its buttons are in the window without scrolling, the car at
// the finish is not under it, no text field has the focus on the phone (a keyboard would rise
// over the board), and its close button shows the board.
import { expect, test } from '@playwright/test';
import {
  accelerationDigits, clickPoint, expectMoves, expectScreen, expectState, geometry, levelPath, levelText, openLevel, openMenu, openPasted, playTrajectory, solve,
  watchConsole,
} from './support.mjs';

/** Opens `name` and wins it with the CLI's optimal run, the winning move tapped on the board.
 * The moves before it go by the keyboard where plain accelerations replay them (a tap waits for
 * the camera's glide before it can aim: a phone's win took 13 s), else by taps too (a terrain
 * changes the car's velocity under it: Mud flats). */
async function winByTaps(page, name) {
  await openLevel(page, name);
  const run = solve(levelPath(name)).trajectory;
  let keyed = true;
  try {
    accelerationDigits(run);
  } catch {
    keyed = false;
  }
  if (keyed) await playTrajectory(page, levelText(name), run.slice(0, -1));
  for (const [i, point] of run.entries()) {
    if (keyed && i < run.length - 1) continue;
    await clickPoint(page, point);
    if (i > 0) await expectMoves(page, i);
  }
  await expectState(page, 'won');
  return run;
}

const LEVELS = ['01-first-circuit.txt', '04-ring.txt', '06-barto-big.txt', '12-mud-flats.txt'];
// The short phone (a playtest: at 360 x 640 the sheet at the window's foot covered First
// circuit's and Barto big's finish, and a sheet at the top would not have).
for (const [label, viewport, touch, levels] of [
  ['phone 390 x 844', { width: 390, height: 844 }, true, LEVELS],
  ['phone 360 x 640', { width: 360, height: 640 }, true, ['01-first-circuit.txt', '06-barto-big.txt']],
  ['desktop 1366 x 800', { width: 1366, height: 800 }, false, LEVELS],
]) {
  for (const level of levels) {
    test(`${label}: after a win on ${level} the box's buttons are in view, and it closes`, async ({ browser }) => {
      const context = await browser.newContext({ viewport, hasTouch: touch, isMobile: touch });
      const page = await context.newPage();
      const errors = watchConsole(page);
      // The first visit's hint and tutorial are seen already.
      await page.addInitScript(() => localStorage.setItem('racetrack.hint', 'seen'));
      await openMenu(page);
      const run = await winByTaps(page, level);
      const box = page.getByTestId('message');
      await expect(box).toBeVisible();
      await page.waitForTimeout(300);
      // The playtest: on a phone Barto big's finish, at the foot of the board, was under the
      // sheet at the window's foot; the sheet goes to the top then, but not for Ring's, in
      // the middle of the board, which a sheet at the top covered.
      const g = await geometry(page);
      const canvas = await page.getByTestId('game-canvas').boundingBox();
      const [row, col] = run[run.length - 1];
      const [x, y] = [canvas.x + g.originX + col * g.cell, canvas.y + g.originY + row * g.cell];
      const b = await box.boundingBox();
      const under = x > b.x && x < b.x + b.width && y > b.y && y < b.y + b.height;
      expect(under, `the car at (${Math.round(x)}, ${Math.round(y)}) under the box ${JSON.stringify(b)}`).toBe(false);
      const outside = await box.evaluate((element) => [...element.querySelectorAll('.actions button')]
        .filter((b) => b.offsetParent !== null)
        .filter((b) => {
          const r = b.getBoundingClientRect();
          return r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth;
        })
        .map((b) => b.textContent));
      expect(outside, 'buttons outside the window').toEqual([]);
      if (touch) {
        const focused = await page.evaluate(() => document.activeElement?.tagName);
        expect(['INPUT', 'TEXTAREA']).not.toContain(focused);
      }
      await page.getByTestId('message-close').click();
      await expect(box).toBeHidden();
      expect(errors).toEqual([]);
      await context.close();
    });
  }
}

test('desktop: on a board too short to hold it, the win box goes under the board, not over it', async ({ browser }) => {
  // The playtest: on a one-row track the box hid the whole board and the bar over it.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.addInitScript(() => localStorage.setItem('racetrack.hint', 'seen'));
  await openMenu(page);
  await openPasted(page, '#######\n#>...*#\n#######\n');
  await page.getByTestId('game-canvas').focus();
  await page.keyboard.press('Enter');
  for (const [i, digit] of ['6', '6', '4'].entries()) {
    await page.keyboard.press(`Digit${digit}`);
    await expectMoves(page, i + 1);
  }
  await expectState(page, 'won');
  const box = page.getByTestId('message');
  await expect(box).toBeVisible();
  await expect(box).toHaveAttribute('data-at', 'under');
  await page.waitForTimeout(300);
  const boxTop = (await box.boundingBox()).y;
  const canvas = await page.getByTestId('game-canvas').boundingBox();
  expect(boxTop, 'the box starts under the board').toBeGreaterThanOrEqual(canvas.y + canvas.height);
  const keep = await page.getByTestId('retry').boundingBox();
  expect(keep.y + keep.height, 'its buttons in the window').toBeLessThanOrEqual(800);
  // The run's replay, from the ▶ in the box's corner (no race's button among its own): one car,
  // the player's, in its three moves.
  await expect(page.getByTestId('watch-race')).toBeHidden();
  await page.getByTestId('watch-run').click();
  await expectScreen(page, 'replay');
  await expect(page.getByTestId('replay-panel')).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByTestId('replay-panel')).toContainText('You: 3 moves');
  // "← Game" goes back to the won game, its box open again.
  await page.getByTestId('back-to-room').click();
  await expectScreen(page, 'play');
  await expect(box).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('a win tapped on a short phone in French keeps its box, clear of the finger', async ({ browser }) => {
  // A trial build: the box at the window's top, as tall as French words made it, opened under
  // the finger's last tap on First circuit's finish, and the click the browser sends after a
  // touch pressed its "Niveaux" button: the player was back on the menu without seeing the box.
  // The box is at most half of a short window now, and the board's taps send no click.
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true, locale: 'fr-FR' });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.addInitScript(() => localStorage.setItem('racetrack.hint', 'seen'));
  await openMenu(page);
  await openLevel(page, '01-first-circuit.txt');
  // The tutorial's card, a sheet at the window's foot on this phone, skipped.
  await page.getByTestId('hint-dismiss').tap();
  await expect(page.getByTestId('hint')).toBeHidden();
  const run = solve(levelPath('01-first-circuit.txt')).trajectory;
  for (const [i, [row, col]] of run.entries()) {
    const g = await geometry(page);
    const canvas = await page.getByTestId('game-canvas').boundingBox();
    await page.touchscreen.tap(canvas.x + g.originX + col * g.cell, canvas.y + g.originY + row * g.cell);
    if (i > 0) await expectMoves(page, i);
  }
  await expectState(page, 'won');
  await page.waitForTimeout(600);
  await expect(page.getByTestId('message')).toBeVisible();
  expect(await page.evaluate(() => document.body.dataset.screen)).toBe('play');
  // A first win is a record: its name field is in the box, not under the buttons kept at the
  // box's foot (the playtest found "Recommencer" where the field was, and the field only by
  // scrolling the box).
  const field = page.getByTestId('record-name-input');
  await expect(field).toBeVisible();
  const under = await field.evaluate((input) => {
    const r = input.getBoundingClientRect();
    const box = input.closest('.message').getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return { on: hit === input, inside: r.top >= box.top && r.bottom <= box.bottom };
  });
  expect(under).toEqual({ on: true, inside: true });
  expect(errors).toEqual([]);
  await context.close();
});
