// Races you control: a race against the AI is quit after a yes, on a phone and on a desktop,
// and the mode choice comes back with its setup; Restart starts it again from the start line.
import { expect, test } from '@playwright/test';
import { clickPoint, levelText, openLevel, openMenu, startPoints, watchConsole } from './support.mjs';

const LEVEL = '02-barto-small.txt';

for (const [label, viewport, touch] of [
  ['phone 390 x 844', { width: 390, height: 844 }, true],
  ['desktop 1366 x 800', { width: 1366, height: 800 }, false],
]) {
  test(`${label}: a race against the AI is quit after a yes, and restarted`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, hasTouch: touch, isMobile: touch });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await openMenu(page);
    await openLevel(page, LEVEL);
    await page.getByTestId('mode-select').selectOption('ai');
    await page.getByTestId('race-start').click();
    await expect(page.getByTestId('race-setup')).toBeHidden();
    await clickPoint(page, startPoints(levelText(LEVEL))[0]);
    await expect(page.getByTestId('standing-row')).toHaveCount(2);

    // Restart: asked first; yes starts it again from the start line.
    await page.getByTestId('race-restart').click();
    await expect(page.getByTestId('race-confirm')).toContainText('Start this race again');
    await page.getByTestId('race-confirm-yes').click();
    await expect(page.getByTestId('status')).toHaveAttribute('data-moves', '0');
    await expect(page.getByTestId('race-setup')).toBeHidden();

    // Quit: asked first; "Keep racing" keeps it, yes brings the mode choice back.
    await page.getByTestId('race-quit').click();
    await expect(page.getByTestId('race-confirm')).toBeVisible();
    await page.getByTestId('race-confirm-no').click();
    await expect(page.getByTestId('race-confirm')).toBeHidden();
    await expect(page.getByTestId('race-quit')).toBeVisible();
    await page.getByTestId('race-quit').click();
    await page.getByTestId('race-confirm-yes').click();
    await expect(page.getByTestId('race-setup')).toBeVisible();
    await expect(page.getByTestId('mode-select')).toHaveValue('ai');
    await expect(page.getByTestId('standings')).toBeHidden();
    await expect(page.getByTestId('status')).toContainText('You left the race');
    expect(errors).toEqual([]);
    await context.close();
  });
}
