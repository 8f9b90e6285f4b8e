// Share links: the link of a game in progress opens the same track and trajectory in a fresh
// browser context (no shared storage).
import { expect, test } from '@playwright/test';
import {
  accelerationDigits,
  expectMoves,
  levelPath,
  levelText,
  openLevel,
  openMenu,
  placeCarByKeyboard,
  solve,
  watchConsole,
} from './support.mjs';

const LEVEL = '02-barto-small.txt';

test('a share link round-trips in a fresh browser context', async ({ page, browser }) => {
  const { trajectory } = solve(levelPath(LEVEL));
  const digits = accelerationDigits(trajectory);
  await openMenu(page);
  await openLevel(page, LEVEL);
  await placeCarByKeyboard(page, levelText(LEVEL), trajectory[0]);
  for (const digit of digits.slice(0, 3)) await page.keyboard.press(`Digit${digit}`);
  await expectMoves(page, 3);

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByTestId('share-button').click();
  const field = page.getByTestId('share-link');
  await expect(field).toBeVisible();
  await expect(field).toHaveValue(/#v1\./);
  const link = await field.inputValue();
  // The link is on the clipboard too.
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const geometry = await page.getByTestId('game-canvas').evaluate((c) => [c.dataset.rows, c.dataset.cols]);

  const context = await browser.newContext();
  try {
    const fresh = await context.newPage();
    const errors = watchConsole(fresh);
    await fresh.goto(link);
    await expect(fresh.getByTestId('game-canvas')).toBeVisible();
    await expectMoves(fresh, 3);
    await expect(fresh.getByTestId('status')).toHaveAttribute('data-state', 'playing');
    expect(await fresh.getByTestId('game-canvas').evaluate((c) => [c.dataset.rows, c.dataset.cols])).toEqual(geometry);
    // The shared game goes on where it stopped.
    await fresh.getByTestId('game-canvas').focus();
    await fresh.keyboard.press(`Digit${digits[3]}`);
    await expectMoves(fresh, 4);
    await expect(fresh.getByTestId('error-banner')).toBeHidden();
    // Back at the menu the link leaves the address bar: a reload shows the menu, not the link.
    await fresh.keyboard.press('Escape');
    await expect(fresh.getByTestId('level-list')).toBeVisible();
    expect(new URL(fresh.url()).hash).toBe('');
    await fresh.reload();
    await expect(fresh.getByTestId('level-list')).toBeVisible();
    await expect(fresh.getByTestId('game-canvas')).toBeHidden();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
