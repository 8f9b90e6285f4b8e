// How the track looks: the distance-map overlay shows when switched on and follows the rules (under
// soft rules the distances run through walls, as the heuristics count them); the track follows
// the system's light or dark theme.
import { expect, test } from '@playwright/test';
import { openLevel, openMenu, watchConsole } from './support.mjs';

test('the distance-map overlay draws the map of the rules in force', async ({ page }) => {
  const errors = watchConsole(page);
  await openMenu(page);
  await openLevel(page, '06-barto-big.txt');
  const canvas = page.getByTestId('game-canvas');
  // Compare pictures without the focus ring the canvas has right after opening.
  await canvas.evaluate((c) => c.blur());
  const plain = await canvas.screenshot();

  await page.getByTestId('distance-toggle').check();
  await expect.poll(async () => (await canvas.screenshot()).equals(plain)).toBe(false);
  const strict = await canvas.screenshot();

  await page.getByTestId('rules-select').selectOption('soft');
  await expect(page.getByTestId('status')).toHaveAttribute('data-rules', 'soft');
  await expect.poll(async () => (await canvas.screenshot()).equals(strict)).toBe(false);

  await page.getByTestId('rules-select').selectOption('strict');
  await expect(page.getByTestId('status')).toHaveAttribute('data-rules', 'strict');
  await expect.poll(async () => (await canvas.screenshot()).equals(strict)).toBe(true);

  // Switched off, the overlay is gone again.
  await page.getByTestId('distance-toggle').uncheck();
  await expect.poll(async () => (await canvas.screenshot()).equals(strict)).toBe(false);
  expect(errors).toEqual([]);
});

/** The colour painted inside the square of road point `[row, col]`, and the theme's road colour. */
function roadColour(page, [row, col]) {
  return page.evaluate(([row, col]) => {
    const canvas = document.getElementById('game-canvas');
    const ratio = canvas.width / canvas.getBoundingClientRect().width;
    const { cellSize, originX, originY } = canvas.dataset;
    // A quarter of a square off the point itself, clear of the grid lines through it.
    const x = Math.round((Number(originX) + (col + 0.25) * Number(cellSize)) * ratio);
    const y = Math.round((Number(originY) + (row + 0.25) * Number(cellSize)) * ratio);
    const [r, g, b] = canvas.getContext('2d').getImageData(x, y, 1, 1).data;
    const hex = getComputedStyle(document.documentElement).getPropertyValue('--track-road').trim();
    const theme = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    return { painted: [r, g, b], theme };
  }, [row, col]);
}

test('the track is repainted when the system theme changes', async ({ page }) => {
  const errors = watchConsole(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await openMenu(page);
  await openLevel(page, '02-barto-small.txt');
  // The theme's own colours: the level's decor picture off.
  await page.getByTestId('decor-toggle').uncheck();
  const road = [5, 10];
  // The repaint without the decor comes on the next frame.
  await expect.poll(async () => {
    const { painted, theme } = await roadColour(page, road);
    return painted.every((v, i) => v === theme[i]);
  }).toBe(true);
  const light = await roadColour(page, road);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(async () => (await roadColour(page, road)).theme).not.toEqual(light.theme);
  await expect.poll(async () => {
    const { painted, theme } = await roadColour(page, road);
    return painted.every((v, i) => v === theme[i]);
  }).toBe(true);
  expect(errors).toEqual([]);
});
