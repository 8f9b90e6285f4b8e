// Challenge links: Share after a win gives a v2 link; opened in a fresh browser context (no
// shared storage) it shows the banner and the challenger's ghost, and the win box gives the
// verdict against it.
import { expect, test } from '@playwright/test';
import {
  accelerationDigits,
  expectState,
  levelText,
  openMenu,
  placeCarByKeyboard,
  watchConsole,
  winLevel,
} from './support.mjs';

const LEVEL = '02-barto-small.txt';

test('a challenge link shows the banner and the ghost, and judges the race', async ({ page, browser }) => {
  const errors = watchConsole(page);
  await openMenu(page);
  const run = await winLevel(page, LEVEL);
  const name = page.getByTestId('record-name-input');
  await expect(name).toBeFocused();
  await name.fill('Ann');
  await page.getByTestId('record-save').click();
  await page.getByTestId('share-button').click();
  const link = await page.getByTestId('share-link').inputValue();
  expect(link).toMatch(/#v2\.strict\./);
  expect(errors).toEqual([]);

  const context = await browser.newContext();
  const racer = await context.newPage();
  const racerErrors = watchConsole(racer);
  await racer.goto(link);
  const banner = racer.getByTestId('challenge-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('data-name', 'Ann');
  await expect(banner).toHaveAttribute('data-moves', String(run.moves));
  await expect(banner).toContainText(`Beat Ann's ${run.moves} moves`);
  const canvas = racer.getByTestId('game-canvas');
  await expect(canvas).toHaveAttribute('data-ghost-moves', String(run.moves));
  await expect(racer.getByTestId('status')).toHaveAttribute('data-moves', '0');

  // Race the same optimal line: a tie.
  await placeCarByKeyboard(racer, levelText(LEVEL), run.trajectory[0]);
  for (const digit of accelerationDigits(run.trajectory)) {
    await racer.keyboard.press(`Digit${digit}`);
  }
  await expectState(racer, 'won');
  await expect(racer.getByTestId('message')).toContainText(`A tie with Ann: ${run.moves} moves each.`);
  expect(racerErrors).toEqual([]);
  await context.close();
});

test('a challenge link with a name of markup shows it as text', async ({ page }) => {
  const errors = watchConsole(page);
  // Names travel base64url encoded (README, "Share-link format").
  const b64 = (text) => Buffer.from(text, 'utf8').toString('base64url');
  await openMenu(page);
  // Make a real v2 link through the page, then swap in a hostile player name.
  await winLevel(page, LEVEL);
  await page.getByTestId('share-button').click();
  const link = await page.getByTestId('share-link').inputValue();
  const parts = link.split('.');
  parts[parts.length - 1] = b64('<img src=x onerror=1>');
  await page.goto('about:blank');
  await page.goto(parts.join('.'));
  const banner = page.getByTestId('challenge-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('data-name', '<img src=x onerror=1>');
  expect(await page.locator('#challenge-banner img').count()).toBe(0);
  // A name over 24 characters is refused with a message, and the menu shows.
  parts[parts.length - 1] = b64('x'.repeat(25));
  await page.goto('about:blank');
  await page.goto(parts.join('.'));
  await expect(page.getByTestId('error-banner')).toContainText('longer than 24 characters');
  expect(errors).toEqual([]);
});
