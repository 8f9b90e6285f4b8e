// French and German words are longer than English ones: the screens whose rows of buttons and
// choices were laid out for English still fit in a phone's width in every language, and the
// first-visit hint under a short board is not covered by the camera's buttons, and on a narrow
// desktop the status line keeps its room (the controls under it stay put as it changes).
import { test, expect } from '@playwright/test';
import {
  clickPoint, expectMoves, expectScreen, gotoLevel, levelPath, openMenu, openPasted, settings, solve, watchConsole,
} from './support.mjs';

const LOCALES = ['en-GB', 'fr-FR', 'de-DE'];
const PHONE = { hasTouch: true, isMobile: true };

/** The page's width beyond the device's (a phone's browser widens its layout to fit). */
function overflow(page, width) {
  return page.evaluate((w) => document.documentElement.scrollWidth - w, width);
}

/** The boxes of the visible elements matching `selector`. */
function boxes(page, selector) {
  return page.locator(selector).evaluateAll((elements) => elements
    .filter((e) => e.offsetParent !== null)
    .map((e) => {
      const r = e.getBoundingClientRect();
      return { id: e.id || e.textContent.trim(), left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    }));
}

const overlaps = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

for (const locale of LOCALES) {
  test(`${locale}: Race online and the full-screen board fit a phone's width`, async ({ browser }) => {
    for (const width of [320, 390]) {
      const context = await browser.newContext({ ...PHONE, locale, viewport: { width, height: 760 } });
      const page = await context.newPage();
      const errors = watchConsole(page);
      // From the game server, whose API the screen asks (the static site alone has none).
      await page.goto(`${settings.serverUrl}#/online`);
      await expectScreen(page, 'online');
      await expect(page.getByTestId('online-play-now')).toBeVisible();
      expect(await overflow(page, width), `Race online at ${width}`).toBe(0);

      await page.addInitScript(() => localStorage.setItem('racetrack.hint', 'seen'));
      await gotoLevel(page, '10-spiral.txt');
      await page.getByTestId('full-screen').click();
      await expect(page.locator('body')).toHaveAttribute('data-full-screen', '');
      const canvas = await page.getByTestId('game-canvas').boundingBox();
      expect(canvas.x, `the board's left edge at ${width}`).toBeGreaterThanOrEqual(0);
      for (const button of await boxes(page, '#camera-bar button')) {
        expect(button.left, `${button.id} at ${width}`).toBeGreaterThanOrEqual(0);
        expect(button.right, `${button.id} at ${width}`).toBeLessThanOrEqual(width);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  test(`${locale}: on a narrow desktop the controls stay put as the status line changes`, async ({ browser }) => {
    // The playtest: at 900 to 1024 px the speed legend squeezed the German status beside it to
    // three and four lines, and Undo moved with each move of the tutorial.
    const run = solve(levelPath('01-first-circuit.txt')).trajectory;
    for (const width of [900, 1024]) {
      const context = await browser.newContext({ locale, viewport: { width, height: 800 } });
      const page = await context.newPage();
      const errors = watchConsole(page);
      await gotoLevel(page, '01-first-circuit.txt');
      const undoAt = async () => Math.round((await page.locator('#undo').boundingBox()).y);
      const before = await undoAt();
      await clickPoint(page, run[0]);
      await expectMoves(page, 0);
      expect(await undoAt(), `placed, at ${width}`).toBe(before);
      await clickPoint(page, run[1]);
      await expectMoves(page, 1);
      expect(await undoAt(), `a move, at ${width}`).toBe(before);
      await page.getByTestId('tutorial-next').click();
      expect(await undoAt(), `the tutorial's last step, at ${width}`).toBe(before);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  test(`${locale}: on a desktop the hint under a short board is not covered by the camera's buttons`, async ({ browser }) => {
    const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = watchConsole(page);
    // A long straight of 8 rows: a part of it shows (the camera's buttons with it) on a board
    // too short to hold the callout.
    const cols = 240;
    const rows = ['#'.repeat(cols), ...Array.from({ length: 6 }, (_, r) => `#${r === 3 ? '>' : '.'}${'.'.repeat(cols - 4)}*#`), '#'.repeat(cols)];
    await openMenu(page);
    await openPasted(page, `${rows.join('\n')}\n`);
    const hint = page.getByTestId('hint');
    await expect(hint).toBeVisible();
    await expect(hint).toHaveAttribute('data-at', 'under');
    const [callout] = await boxes(page, '#hint');
    const buttons = await boxes(page, '#camera-bar button');
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) {
      expect(overlaps(button, callout), `${button.id} over the hint`).toBe(false);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
}
