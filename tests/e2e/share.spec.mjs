// Share links: the link of a game in progress opens the same track and trajectory in a fresh
// browser context (no shared storage); the share row says whether the link reached the clipboard.
import { expect, test } from '@playwright/test';
import {
  accelerationDigits,
  expectMenu,
  expectMoves,
  expectScreen,
  expectState,
  levelPath,
  levelText,
  openLevel,
  openMenu,
  placeCarByKeyboard,
  solve,
  watchConsole,
} from './support.mjs';

const LEVEL = '02-barto-small.txt';

/** Opens LEVEL and plays its optimal trajectory's first `count` moves by keyboard. */
async function playSome(page, count) {
  const { trajectory } = solve(levelPath(LEVEL));
  const digits = accelerationDigits(trajectory);
  await openMenu(page);
  await openLevel(page, LEVEL);
  await placeCarByKeyboard(page, levelText(LEVEL), trajectory[0]);
  for (const [i, digit] of digits.slice(0, count).entries()) {
    await page.keyboard.press(`Digit${digit}`);
    await expectMoves(page, i + 1);
  }
  return digits;
}

test.describe('with clipboard permissions', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a share link is copied and round-trips in a fresh browser context', async ({ page, browser }) => {
    const errors = watchConsole(page);
    const digits = await playSome(page, 3);
    await expect(page.getByTestId('share-link')).toBeHidden();

    await page.getByTestId('share-button').click();
    const field = page.getByTestId('share-link');
    await expect(field).toBeVisible();
    await expect(field).toHaveValue(/#v3\.strict\./);
    await expect(page.getByTestId('share-status')).toHaveText('Copied');
    const link = await field.inputValue();
    // The link is on the clipboard.
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const geometry = await page.getByTestId('game-canvas').evaluate((c) => [c.dataset.rows, c.dataset.cols]);

    // A further move makes the link out of date: the row goes.
    await page.getByTestId('game-canvas').focus();
    await page.keyboard.press(`Digit${digits[3]}`);
    await expectMoves(page, 4);
    await expect(field).toBeHidden();

    const context = await browser.newContext();
    try {
      const fresh = await context.newPage();
      const freshErrors = watchConsole(fresh);
      await fresh.goto(link);
      await expectScreen(fresh, 'play');
      await expect(fresh.getByTestId('game-canvas')).toBeVisible();
      await expectMoves(fresh, 3);
      await expectState(fresh, 'playing');
      expect(new URL(fresh.url()).hash).toBe(new URL(link).hash);
      expect(await fresh.getByTestId('game-canvas').evaluate((c) => [c.dataset.rows, c.dataset.cols])).toEqual(geometry);
      // The shared game goes on where it stopped.
      await fresh.getByTestId('game-canvas').focus();
      await fresh.keyboard.press(`Digit${digits[3]}`);
      await expectMoves(fresh, 4);
      await expect(fresh.getByTestId('error-banner')).toBeHidden();
      // Back at the menu the link leaves the address bar: a reload shows the menu, not the link.
      await fresh.keyboard.press('Escape');
      await expectMenu(fresh);
      await fresh.reload();
      await expectMenu(fresh);
      expect(freshErrors).toEqual([]);
    } finally {
      await context.close();
    }
    expect(errors).toEqual([]);
  });
});

test('when the clipboard refuses, the share row says so and selects the link', async ({ page }) => {
  const errors = watchConsole(page);
  await page.addInitScript(() => {
    Object.defineProperty(Clipboard.prototype, 'writeText', {
      configurable: true,
      value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    });
  });
  await playSome(page, 2);
  await page.getByTestId('share-button').click();
  const field = page.getByTestId('share-link');
  await expect(field).toHaveValue(/#v3\.strict\./);
  // The browser's refusal (a NotAllowedError) in the page's own words, not the browser's.
  await expect(page.getByTestId('share-status')).toHaveText(
    'Not copied (the browser did not allow it): copy the selected link by hand',
  );
  // The link is ready to copy by hand: focused and wholly selected.
  await expect(field).toBeFocused();
  const selection = await field.evaluate((f) => [f.selectionStart, f.selectionEnd, f.value.length]);
  expect(selection).toEqual([0, selection[2], selection[2]]);
  expect(errors).toEqual([]);
});

// A shared link in a fresh desktop window a little narrow: the newcomer's hint goes under this
// wide board, and it used to count as the camera's row, shrinking the board (at 960 x 700 drawn
// 549 x 240 instead of 622 x 272). The board is as large with the hint under it as without it.
test('a shared link in a fresh, narrowish desktop window draws its board whole, the hint under it', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 960, height: 700 } });
  try {
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto(`/${'#v3.strict.1ZGxCQBACMT6XyPdF47g_mPpAHKC2Jg6cHABzcMke0K1fk9IPq5_mAtdrAA.4-JmYWEBAA.Rmlyc3QgY2lyY3VpdA'}`);
    await expectScreen(page, 'play');
    const hint = page.getByTestId('hint');
    await expect(hint).toBeVisible();
    await expect(hint).toHaveAttribute('data-at', 'under');
    const size = () => page.getByTestId('game-canvas').evaluate((c) => {
      const r = c.getBoundingClientRect();
      return [Math.round(r.width), Math.round(r.height)];
    });
    const withHint = await size();
    await page.getByTestId('hint-dismiss').click();
    await expect(hint).toBeHidden();
    // Two frames: the page measures and draws again once the hint is gone.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await size()).toEqual(withHint);
    expect(withHint[0]).toBeGreaterThan(600);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
