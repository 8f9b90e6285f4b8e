// A panic in the page shows a box ("Something went wrong", the panic's text to copy, Reload)
// instead of a dead page, and leaves the player's records, best runs and draft untouched.
import { expect, test } from '@playwright/test';
import { expectScreen, openMenu, storedItem, winLevel } from './support.mjs';

const KEYS = ['racetrack.records', 'racetrack.ghosts', 'racetrack.draft', 'racetrack.player'];

test('a panic shows "Something went wrong" with its text and a Reload that keeps the records', async ({ page }) => {
  await openMenu(page);
  await winLevel(page, '01-first-circuit.txt');
  await page.getByTestId('record-name-input').fill('Ada');
  await page.getByTestId('record-save').click();
  await page.evaluate(() => window.localStorage.setItem('racetrack.draft', '{"name":"mine","track":">..*"}'));
  const before = {};
  for (const key of KEYS) before[key] = await storedItem(page, key);
  expect(before['racetrack.records']).toContain('Ada');

  const box = page.getByTestId('crash-box');
  await expect(box).toBeHidden();
  const thrown = await page.evaluate(() => {
    try {
      window.racetrack.page.provokePanicForTest();
      return null;
    } catch (error) {
      return String(error);
    }
  });
  expect(thrown).not.toBeNull();
  await expect(box).toBeVisible();
  await expect(box.getByRole('heading')).toHaveText('Something went wrong');
  await expect(page.getByTestId('crash-details')).toHaveValue(/a panic provoked by the browser suite/);
  await expect(page.getByTestId('crash-reload')).toBeFocused();
  await page.screenshot({ path: `${process.env.RACETRACK_ARTIFACTS ?? 'target/e2e-artifacts'}/failure-box.png` });
  for (const key of KEYS) expect(await storedItem(page, key)).toBe(before[key]);

  // Reload opens the same address again: the level, playable, with its record kept.
  await page.getByTestId('crash-reload').click();
  await expectScreen(page, 'play');
  await expect(page.getByTestId('records-table')).toContainText('Ada');
  await expect(page.getByTestId('crash-box')).toBeHidden();
  for (const key of KEYS) expect(await storedItem(page, key)).toBe(before[key]);
});
