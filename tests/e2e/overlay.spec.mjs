// The distance-map overlay: it shows on the track when switched on, and follows the rules (under
// soft rules the distances run through walls, as the heuristics count them).
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

  await page.getByTestId('rules-toggle').check();
  await expect(page.getByTestId('status')).toHaveAttribute('data-rules', 'soft');
  await expect.poll(async () => (await canvas.screenshot()).equals(strict)).toBe(false);

  await page.getByTestId('rules-toggle').uncheck();
  await expect(page.getByTestId('status')).toHaveAttribute('data-rules', 'strict');
  await expect.poll(async () => (await canvas.screenshot()).equals(strict)).toBe(true);

  // Switched off, the overlay is gone again.
  await page.getByTestId('distance-toggle').uncheck();
  await expect.poll(async () => (await canvas.screenshot()).equals(strict)).toBe(false);
  expect(errors).toEqual([]);
});
