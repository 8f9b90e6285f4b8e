// The daily challenge in a real browser with a fixed clock: the menu's button opens today's
// track, the same in two fresh browsers on one UTC date and another on the next day.
import { test, expect } from '@playwright/test';
import { expectScreen, openMenu, watchConsole } from './support.mjs';

/** Opens the daily challenge in a fresh context on `iso` (a UTC time); returns its share link. */
async function dailyLink(browser, iso) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.clock.setFixedTime(new Date(iso));
  await openMenu(page);
  await expect(page.getByTestId('daily-open')).toHaveText('Daily challenge');
  await page.getByTestId('daily-open').click();
  await expectScreen(page, 'play');
  expect(new URL(page.url()).hash).toBe('#/daily');
  const day = iso.slice(0, 10);
  await expect(page.getByTestId('daily-banner')).toContainText(`The daily challenge of ${day}`);
  // Drawn with the painted decor (grass, kerbs, stands), as the levels are: its switch shows.
  await expect(page.locator('#decor-switch')).toBeVisible();
  await expect(page.getByTestId('decor-toggle')).toBeChecked();
  // The countdown to the next day's track and the calendar of the last 14 days.
  await expect(page.getByTestId('daily-countdown')).toHaveText(/^Next daily in /);
  await expect(page.getByTestId('daily-calendar').locator('li')).toHaveCount(14);
  await page.getByTestId('share-button').click();
  const link = await page.getByTestId('share-link').inputValue();
  expect(link).toContain('#v3.');
  expect(errors).toEqual([]);
  await context.close();
  return link;
}

/** Opens today's daily from the menu on a German phone `width` x `height` CSS px. */
async function dailyOnPhone(browser, width, height) {
  const context = await browser.newContext({
    viewport: { width, height }, isMobile: true, hasTouch: true, locale: 'de-DE',
  });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await openMenu(page);
  await page.getByTestId('daily-open').click();
  await expectScreen(page, 'play');
  return { context, page, errors };
}

test('the daily track is the same for two players on a date and another the next day', async ({ browser }) => {
  const first = await dailyLink(browser, '2026-12-01T08:00:00Z');
  const second = await dailyLink(browser, '2026-12-01T23:30:00Z');
  expect(second).toBe(first);
  const next = await dailyLink(browser, '2026-12-02T00:30:00Z');
  expect(next).not.toBe(first);
});

test('on a phone the daily\'s "How to drive" shows in the window, over the controls', async ({ browser }) => {
  // The playtest at 390 x 844: the banner above the board put the hint after the controls,
  // below the window: a newcomer opening a shared daily never saw how to drive.
  const { context, page, errors } = await dailyOnPhone(browser, 390, 844);
  const hint = page.getByTestId('hint');
  await expect(hint).toBeVisible();
  await expect(hint).toHaveAttribute('data-at', 'sheet');
  const box = await hint.boundingBox();
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  // The start points above it are still in the window to tap.
  const board = await page.getByTestId('game-canvas').boundingBox();
  expect(board.y).toBeLessThan(box.y);
  await page.getByTestId('hint-dismiss').click();
  await expect(hint).toBeHidden();
  expect(errors).toEqual([]);
  await context.close();
});

test('on a 360 px phone in German the daily\'s header names the day whole, and its countdown is not indented', async ({ browser }) => {
  const { context, page, errors } = await dailyOnPhone(browser, 360, 640);
  // The playtest read "Tagesrennen · 06.1…": the header keeps the logo alone beside a title.
  const title = page.locator('#track-name');
  await expect(title).toHaveText(/^Tagesrennen · \d\d\.\d\d\.\d{4}$/);
  expect(await title.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
  await expect(page.locator('#home')).toBeVisible();
  // The countdown, on a line of its own under the banner's sentence, starts where the sentence
  // starts (it stood indented by the margin it has beside the sentence on a wide screen).
  const countdown = await page.getByTestId('daily-countdown').boundingBox();
  const sentence = await page.getByTestId('daily-banner').boundingBox();
  expect(countdown.y).toBeGreaterThanOrEqual(sentence.y + sentence.height - 1);
  expect(Math.abs(countdown.x - sentence.x)).toBeLessThan(1);
  // Back on the menu the header says its name again.
  await page.locator('#home').click();
  await expectScreen(page, 'menu');
  await expect(page.locator('#home span')).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
