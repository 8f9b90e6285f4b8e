// The board's camera: on a phone a track too large for the screen is shown a part at a time at
// a step a finger can hit (24 CSS px or more), following the car; pinch, drag, the zoom buttons,
// the whole track and full screen; on a desktop the same camera for a track larger than the
// window, with the wheel and a drag.
import { test, expect } from '@playwright/test';
import {
  expectMoves, expectScreen, expectState, geometry, gotoLevel, levelPath, openPasted, solve, watchConsole,
} from './support.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1366, height: 800 } };

/** The canvas's place in the window. */
function canvasBox(page) {
  return page.getByTestId('game-canvas').boundingBox();
}

/** Where grid point [row, col] is in the window. */
async function pointAt(page, [row, col]) {
  const g = await geometry(page);
  const box = await canvasBox(page);
  return { x: box.x + g.originX + col * g.cell, y: box.y + g.originY + row * g.cell, g, box };
}

/** Two fingers (Chromium's touch emulation) from `from` to `to`, each a pair of [x, y]. */
async function twoFingers(page, from, to, steps = 8) {
  const cdp = await page.context().newCDPSession(page);
  const points = (pair) => pair.map(([x, y], id) => ({ x, y, id }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(from) });
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const pair = from.map(([x, y], k) => [x + (to[k][0] - x) * t, y + (to[k][1] - y) * t]);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(pair) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** One finger dragged from `from` to `to`. */
async function drag(page, from, to, steps = 8) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from[0], y: from[1], id: 0 }] });
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const [x, y] = [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y, id: 0 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('phone: Spiral is played to the finish by taps, each move a target of 24 px or more in view', async ({ browser }) => {
  // 71 moves, each waiting for the camera's glide to settle.
  test.setTimeout(150_000);
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = watchConsole(page);
  const run = solve(levelPath('10-spiral.txt')).trajectory;
  await gotoLevel(page, '10-spiral.txt');
  const canvas = page.getByTestId('game-canvas');
  await expect(canvas).toHaveAttribute('data-camera', 'still');
  await expect(page.locator('#zoom-buttons')).toBeVisible();
  await canvas.scrollIntoViewIfNeeded();
  const seen = new Set();
  for (const [i, point] of run.entries()) {
    const { x, y, g, box } = await pointAt(page, point);
    expect(g.cell, 'a step a finger can hit').toBeGreaterThanOrEqual(24);
    // The move to play is on the board, not under its edge.
    expect(x - box.x, `move ${i} in view`).toBeGreaterThanOrEqual(g.cell / 2);
    expect(box.x + box.width - x, `move ${i} in view`).toBeGreaterThanOrEqual(g.cell / 2);
    expect(y - box.y, `move ${i} in view`).toBeGreaterThanOrEqual(g.cell / 2);
    expect(box.y + box.height - y, `move ${i} in view`).toBeGreaterThanOrEqual(g.cell / 2);
    // Nothing (the zoom buttons) lies over it.
    expect(await page.evaluate(([px, py]) => document.elementFromPoint(px, py)?.id, [x, y]), `move ${i} uncovered`).toBe('game-canvas');
    seen.add(`${Math.round(g.originX)},${Math.round(g.originY)}`);
    await page.touchscreen.tap(x, y);
    await expectMoves(page, i);
  }
  await expectState(page, 'won');
  expect(seen.size, 'the camera followed the car round the spiral').toBeGreaterThan(3);
  expect(errors).toEqual([]);
  await context.close();
});

test('phone: the whole track, the zoom buttons, a pinch and a drag; none of them plays a move', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = watchConsole(page);
  await gotoLevel(page, '10-spiral.txt');
  const canvas = page.getByTestId('game-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const start = await geometry(page);
  expect(start.cell).toBe(30);

  await page.getByTestId('whole-track').click();
  let g = await geometry(page);
  const box = await canvasBox(page);
  expect(g.cell * g.cols).toBeLessThanOrEqual(box.width + 0.5);
  await expect(page.getByTestId('whole-track')).toHaveText('Follow the car');
  await expect(page.getByTestId('zoom-out')).toHaveAttribute('aria-disabled', 'true');
  await page.getByTestId('whole-track').click();
  expect((await geometry(page)).cell).toBe(30);
  await page.getByTestId('zoom-in').click();
  expect((await geometry(page)).cell).toBeCloseTo(37.5, 6);
  await page.getByTestId('zoom-out').click();
  expect((await geometry(page)).cell).toBeCloseTo(30, 6);

  // Two fingers spread apart: the track grows.
  const b = await canvasBox(page);
  const [cx, cy] = [b.x + b.width / 2, b.y + b.height / 2];
  await twoFingers(page, [[cx - 40, cy], [cx + 40, cy]], [[cx - 80, cy], [cx + 80, cy]]);
  g = await geometry(page);
  expect(g.cell).toBeGreaterThan(45);
  // One finger drags the track along.
  await drag(page, [cx, cy + 60], [cx - 90, cy - 60]);
  const dragged = await geometry(page);
  expect(dragged.originX).toBeLessThan(g.originX - 40);
  expect(dragged.originY).toBeLessThan(g.originY - 40);
  await expectState(page, 'placing');
  expect(errors).toEqual([]);
  await context.close();
});

test('phone: the camera buttons sit under the board, not over its points, and the status stays in view', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = watchConsole(page);
  await gotoLevel(page, '03-hairpin.txt');
  await expect(page.getByTestId('whole-track')).toBeVisible();
  const board = await canvasBox(page);
  const bar = await page.getByTestId('camera-bar').boundingBox();
  expect(bar.y).toBeGreaterThanOrEqual(board.y + board.height);
  const status = await page.getByTestId('status').boundingBox();
  expect(status.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  expect(status.y + status.height).toBeLessThanOrEqual(844);
  // On a desktop the buttons float over the board's corner, as before.
  const desk = await browser.newContext(DESKTOP);
  const wide = await desk.newPage();
  await gotoLevel(wide, '10-spiral.txt');
  const deskBoard = await canvasBox(wide);
  const deskBar = await wide.getByTestId('camera-bar').boundingBox();
  expect(deskBar.y + deskBar.height).toBeLessThanOrEqual(deskBoard.y + deskBoard.height);
  expect(errors).toEqual([]);
  await desk.close();
  await context.close();
});

test('a narrow window without a touch screen, the whole track in view: no empty row under the board', async ({ browser }) => {
  // The row under the board on a narrow screen holds the camera's buttons. When none of them
  // shows (the track fits, no touch screen), it left some 60 px of blank space between the board
  // and the status.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto('./');
  await openPasted(page, bigTrack(8));
  await expect(page.getByTestId('game-canvas')).toHaveAttribute('data-camera', 'whole');
  await expect(page.getByTestId('zoom-in')).toBeHidden();
  await expect(page.getByTestId('full-screen')).toBeHidden();
  expect(await page.getByTestId('camera-bar').boundingBox()).toBeNull();
  const board = await canvasBox(page);
  const status = await page.getByTestId('status').boundingBox();
  expect(status.y - (board.y + board.height)).toBeLessThan(24);
  expect(errors).toEqual([]);
  await context.close();
});

test('a narrow window without a touch screen, the car at the bottom edge: the track drawn to the board\'s foot', async ({ browser }) => {
  // In a window 640 px wide or less the camera's buttons sit under the board, touch screen or
  // not; the camera kept 56 px of blank under the track's bottom edge for buttons over it.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await gotoLevel(page, '01-first-circuit.txt');
  const { x, y } = await pointAt(page, [11, 11]);
  await page.mouse.click(x, y);
  await expectState(page, 'playing');
  const g = await geometry(page);
  const box = await canvasBox(page);
  expect(g.originY + (g.rows - 0.5) * g.cell).toBeCloseTo(box.height, 0);
  expect(errors).toEqual([]);
  await context.close();
});

test('phone: turned sideways and back, the board takes the new width each time', async ({ browser }) => {
  // The board is measured by the frame after a message; a resize is no message, so it asks for
  // that frame itself (without it the board kept the upright phone's width, the page's right
  // half empty).
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = watchConsole(page);
  await gotoLevel(page, '03-hairpin.txt');
  const width = async () => (await canvasBox(page)).width;
  const upright = await width();
  expect(upright).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 844, height: 390 });
  await expect.poll(width).toBeGreaterThan(upright + 100);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(width).toBeCloseTo(upright, 0);
  expect(errors).toEqual([]);
  await context.close();
});

test('phone: the board fills the screen and comes back', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = watchConsole(page);
  await gotoLevel(page, '10-spiral.txt');
  const before = await canvasBox(page);
  await page.getByTestId('full-screen').click();
  await expect(page.locator('body')).toHaveAttribute('data-full-screen', '');
  await expect(page.getByTestId('full-screen')).toHaveText('Exit full screen');
  // The board grows into the room the page's header left (the toolbar stays above it).
  await expect.poll(async () => (await canvasBox(page)).height).toBeGreaterThan(before.height + 40);
  const full = await canvasBox(page);
  expect(full.y).toBeLessThan(200);
  await expect(page.getByTestId('status')).toBeInViewport();
  // The toolbar stays in reach: the coach and the settings (they were out of reach).
  await expect(page.getByTestId('coach-toggle')).toBeInViewport();
  await expect(page.getByTestId('settings-button')).toBeInViewport();
  await page.getByTestId('settings-button').click();
  await expect(page.getByTestId('settings-sheet')).toHaveAttribute('data-open', 'true');
  await expect(page.getByTestId('sound-toggle')).toBeInViewport();
  await page.getByTestId('settings-done').click();
  // The board still plays in full screen.
  const run = solve(levelPath('10-spiral.txt')).trajectory;
  const { x, y } = await pointAt(page, run[0]);
  await page.touchscreen.tap(x, y);
  await expectState(page, 'playing');
  await page.getByTestId('full-screen').click();
  await expect(page.locator('body')).not.toHaveAttribute('data-full-screen', '');
  await expect.poll(async () => (await canvasBox(page)).height).toBeCloseTo(before.height, 0);
  // Escape leaves full screen, not the game; leaving the board leaves full screen too.
  await page.getByTestId('full-screen').click();
  await expect(page.locator('body')).toHaveAttribute('data-full-screen', '');
  await page.keyboard.press('Escape');
  await expect(page.locator('body')).not.toHaveAttribute('data-full-screen', '');
  await expectScreen(page, 'play');
  await page.getByTestId('full-screen').click();
  await expect(page.locator('body')).toHaveAttribute('data-full-screen', '');
  await page.evaluate(() => { window.location.hash = '#/'; });
  await expectScreen(page, 'menu');
  await expect(page.locator('body')).not.toHaveAttribute('data-full-screen', '');
  expect(errors).toEqual([]);
  await context.close();
});

/** A plain square track of `n` x `n` points, started on the left column, finished on the right. */
function bigTrack(n) {
  const rows = [];
  for (let r = 0; r < n; r++) {
    if (r === 0 || r === n - 1) rows.push('#'.repeat(n));
    else rows.push('#>' + '.'.repeat(n - 4) + '*#');
  }
  return rows.join('\n');
}

test('desktop: a track larger than the window gets the camera; the wheel zooms, a drag pans, a click plays', async ({ browser }) => {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto('./');
  await openPasted(page, bigTrack(160));
  const canvas = page.getByTestId('game-canvas');
  await expect(canvas).toHaveAttribute('data-camera', 'still');
  const g = await geometry(page);
  expect(g.cell).toBe(18);
  const box = await canvasBox(page);
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(cx, cy);
  await page.mouse.wheel(0, -200);
  await expect.poll(async () => (await geometry(page)).cell).toBeGreaterThan(25);
  await page.mouse.wheel(0, 200);
  await expect.poll(async () => (await geometry(page)).cell).toBeLessThan(19);
  const before = await geometry(page);
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  await page.mouse.move(cx, cy + 120, { steps: 6 });
  await page.mouse.up();
  const after = await geometry(page);
  expect(after.originY).toBeGreaterThan(before.originY + 80);
  await expectState(page, 'placing');
  // A click on a start point in view still places the car.
  const rows = Array.from({ length: 158 }, (_, i) => i + 1);
  const visible = [];
  for (const r of rows) {
    const y = box.y + after.originY + r * after.cell;
    if (y > box.y + after.cell && y < box.y + box.height - after.cell) visible.push(r);
  }
  expect(visible.length).toBeGreaterThan(0);
  const { x, y } = await pointAt(page, [visible[0], 1]);
  await page.mouse.click(x, y);
  await expectState(page, 'playing');
  expect(errors).toEqual([]);
  await context.close();
});

test('phone: driving Barto small fast, the next two moves are always on the board', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.addInitScript(() => localStorage.setItem('racetrack.hint', 'seen'));
  const run = solve(levelPath('02-barto-small.txt')).trajectory;
  await gotoLevel(page, '02-barto-small.txt');
  for (const [i, point] of run.entries()) {
    const { x, y } = await pointAt(page, point);
    if (i >= 1) {
      // With the camera settled, this move and the one after are inside the board.
      for (const ahead of run.slice(i, i + 2)) {
        const p = await pointAt(page, ahead);
        expect(p.x - p.box.x, `at move ${i}, ${ahead} in view`).toBeGreaterThanOrEqual(p.g.cell / 2);
        expect(p.box.x + p.box.width - p.x, `at move ${i}, ${ahead} in view`).toBeGreaterThanOrEqual(p.g.cell / 2);
        expect(p.y - p.box.y, `at move ${i}, ${ahead} in view`).toBeGreaterThanOrEqual(p.g.cell / 2);
        expect(p.box.y + p.box.height - p.y, `at move ${i}, ${ahead} in view`).toBeGreaterThanOrEqual(p.g.cell / 2);
      }
    }
    await page.touchscreen.tap(x, y);
    await expectMoves(page, i);
  }
  await expectState(page, 'won');
  expect(errors).toEqual([]);
  await context.close();
});
