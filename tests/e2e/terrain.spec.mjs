// Terrain levels played to a win in the page: the options the page offers follow the terrain
// rules (the solver's optimal line, clicked point by point, is legal in the browser too), the
// legend names the track's terrains, and a ramp leaves the main point as the only option.
import { expect, test } from '@playwright/test';
import {
  clickPoint,
  expectMoves,
  expectState,
  levelPath,
  openLevel,
  openMenu,
  solve,
  watchConsole,
} from './support.mjs';

for (const [level, terrain] of [
  ['11-ice-rink.txt', 'ice'],
  ['12-mud-flats.txt', 'dirt'],
  ['13-jump.txt', 'ramp'],
]) {
  test(`${level}: the optimal line clicked point by point wins, and the legend explains ${terrain}`, async ({ page }) => {
    const errors = watchConsole(page);
    const { trajectory, moves } = solve(levelPath(level));
    await openMenu(page);
    await openLevel(page, level);
    const legend = page.getByTestId('terrain-legend');
    await expect(legend).toBeVisible();
    await expect(legend.locator(`[data-terrain=${terrain}]`)).toBeVisible();
    await expect(legend.locator('[data-terrain]:visible')).toHaveCount(1);
    for (const point of trajectory) {
      await clickPoint(page, point);
    }
    await expectState(page, 'won');
    await expectMoves(page, moves);
    await expect(page.getByTestId('message')).toHaveAttribute('data-kind', 'won');
    expect(errors).toEqual([]);
  });
}
