// Karopapier's maps in the page: a mapcode pasted in the menu opens and plays (under the page's
// strict rules), its checkpoint counts when a move passes it, and the finish needs it.
import { expect, test } from '@playwright/test';
import { openMenu, openPasted, watchConsole } from './support.mjs';

// A corridor: start, road, checkpoint 1, road, finish; grass around, water below (CRLF rows, as
// Karopapier served them).
const MAP = 'XXXXXXX\r\nXSO1OFX\r\nWWWWWWW\r\n';

test('a pasted mapcode plays: the finish counts once its checkpoint is held', async ({ page }) => {
  const errors = watchConsole(page);
  await openMenu(page);
  await openPasted(page, MAP);
  await page.getByTestId('game-canvas').focus();
  await page.keyboard.press('Enter'); // placed on the start
  await page.keyboard.press('Digit6'); // (1, 2), speed 1
  await page.keyboard.press('Digit6'); // (1, 4), speed 2: through the checkpoint at (1, 3)
  await expect(page.locator('#status')).not.toContainText('Won');
  await page.keyboard.press('Digit4'); // (1, 5): the finish, with the checkpoint held
  await expect(page.locator('#status')).toHaveText('Won in 3 moves');
  // The optimum comes from the search over the checkpoints held (the coach sits this one out).
  await expect(page.locator('#message-text')).toContainText('That is the optimum.');
  expect(errors).toEqual([]);
});

test('the finish landed on before the checkpoint is not a win', async ({ page }) => {
  const errors = watchConsole(page);
  await openMenu(page);
  // Start, finish, then the checkpoint past it, and room below to turn round.
  await openPasted(page, 'XXXXXXX\r\nXSF1OOX\r\nXOOOOOX\r\nXXXXXXX\r\n');
  await page.getByTestId('game-canvas').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Digit6'); // onto the finish, without the checkpoint
  await expect(page.locator('#status')).not.toContainText('Won');
  expect(errors).toEqual([]);
});
