// Moving elements in the page: a gate level and a train level played to a win along the
// solver's optimal line (which waits), and the elements' drawing following the turn: what the
// board marks as "next turn" becomes "now" after each move, and the canvas paints those points
// in the element colour.
import { expect, test } from '@playwright/test';
import {
  canvasPixel,
  clickPoint,
  colourDistance,
  expectMoves,
  expectState,
  levelPath,
  openLevel,
  openMenu,
  solve,
  themeColour,
  watchConsole,
} from './support.mjs';

/** The `row,col` list of a legend attribute as [[row, col], ...]. */
function points(text) {
  return text ? text.split(' ').map((p) => p.split(',').map(Number)) : [];
}

/** Whether the canvas paints `point` in the element colour (a block drawn over the road). */
async function paintedAsElement(page, point) {
  const element = await themeColour(page, '--track-element');
  return colourDistance(await canvasPixel(page, point), element) < 60;
}

for (const level of ['14-drawbridge.txt', '15-level-crossings.txt']) {
  test(`${level}: the optimal line (waiting included) wins, and the elements' drawing follows each turn`, async ({ page }) => {
    test.setTimeout(90_000);
    const errors = watchConsole(page);
    const { trajectory, moves } = solve(levelPath(level));
    // The best line stands still at least once: waiting is part of it.
    expect(trajectory.some((p, i) => i > 0 && p[0] === trajectory[i - 1][0] && p[1] === trajectory[i - 1][1])).toBe(true);
    await openMenu(page);
    await openLevel(page, level);
    const legend = page.getByTestId('moving-legend');
    await expect(legend).toBeVisible();
    await expect(legend).toHaveAttribute('data-time', '0');
    let next = await legend.getAttribute('data-next');
    for (const [i, point] of trajectory.entries()) {
      await clickPoint(page, point);
      if (i === 0) {
        // Placing the car takes no time.
        await expect(legend).toHaveAttribute('data-time', '0');
        next = await legend.getAttribute('data-next');
        continue;
      }
      await expect(legend).toHaveAttribute('data-time', String(i));
      await expect(page.getByTestId('moving-time')).toContainText(`Turn ${i}`);
      // What was drawn as the next turn is now where the elements are.
      await expect(legend).toHaveAttribute('data-occupied', next);
      // The canvas is painted on the next animation frame: wait for it.
      for (const p of points(next).slice(0, 3)) {
        await expect.poll(() => paintedAsElement(page, p), `time ${i}: ${p} painted as an element`).toBe(true);
      }
      next = await legend.getAttribute('data-next');
    }
    await expectState(page, 'won');
    await expectMoves(page, moves);
    await expect(page.getByTestId('message')).toHaveAttribute('data-kind', 'won');
    expect(errors).toEqual([]);
  });
}

test('the drawbridge is drawn raised until it comes down at turn 14, and down from then on', async ({ page }) => {
  const errors = watchConsole(page);
  await openMenu(page);
  await openLevel(page, '14-drawbridge.txt');
  const legend = page.getByTestId('moving-legend');
  const bridge = [6, 20];
  await expect.poll(() => paintedAsElement(page, bridge)).toBe(true);
  await expect(legend).toHaveAttribute('data-occupied', /\b6,20\b/);
  // Place the car and stand still until turn 14: the bridge stays raised until then.
  await clickPoint(page, [1, 1]);
  for (let t = 1; t <= 14; t += 1) {
    await clickPoint(page, [1, 1]);
    await expect(legend).toHaveAttribute('data-time', String(t));
    if (t === 13) {
      await expect.poll(() => paintedAsElement(page, bridge)).toBe(true);
      // Down on the next turn: no dashed square is announced on the bridge.
      await expect(legend).not.toHaveAttribute('data-next', /\b6,20\b/);
    }
  }
  await expect(legend).toHaveAttribute('data-occupied', '');
  await expect.poll(() => paintedAsElement(page, bridge)).toBe(false);
  await expectMoves(page, 14);
  expect(errors).toEqual([]);
});
