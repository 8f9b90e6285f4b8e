// Theme contrast, measured (WCAG 2 contrast ratio): the road and the walls as painted on the
// canvas differ by at least 3:1 in the light and the dark theme, and the text of the primary
// buttons stands at least 4.5:1 against their background. The ratios are printed.
import { expect, test } from '@playwright/test';
import {
  canvasPixel,
  contrast,
  expectScreen,
  gotoLevel,
  levelText,
  openMenu,
  themeColour,
  trackRows,
  watchConsole,
} from './support.mjs';

const LEVEL = '02-barto-small.txt';

/** A point of `kind` ('.' or '#') whose eight neighbours are of the same kind, away from starts. */
function innerPoint(text, kind) {
  const rows = trackRows(text);
  const at = (r, c) => rows[r]?.[c];
  for (let r = 1; r < rows.length - 1; r += 1) {
    for (let c = 1; c < rows[r].length - 1; c += 1) {
      let inner = true;
      for (let dr = -3; dr <= 3 && inner; dr += 1) {
        for (let dc = -3; dc <= 3 && inner; dc += 1) {
          const cell = at(r + dr, c + dc);
          if (cell === '>' || cell === '*') inner = false;
          if (Math.abs(dr) <= 1 && Math.abs(dc) <= 1 && cell !== kind) inner = false;
        }
      }
      if (inner) return [r, c];
    }
  }
  throw new Error(`no inner ${kind} point in the track`);
}

const hex = (rgb) => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
const ratio = (value) => `${value.toFixed(2)}:1`;

/** Text and background colours of the visible `.primary` buttons. */
function primaryButtons(page) {
  return page.evaluate(() => {
    const rgb = (css) => css.match(/[\d.]+/g).slice(0, 3).map(Number);
    return [...document.querySelectorAll('button.primary')]
      .filter((b) => b.offsetParent !== null)
      .map((b) => {
        const style = getComputedStyle(b);
        return { id: b.id, text: rgb(style.color), background: rgb(style.backgroundColor), alpha: style.backgroundColor };
      });
  });
}

/** Asserts the button text contrast of every visible primary button; returns the lowest ratio. */
function checkButtons(buttons, scheme) {
  expect(buttons.length, 'visible primary buttons').toBeGreaterThan(0);
  let lowest = Infinity;
  for (const b of buttons) {
    expect(b.alpha, `${b.id}: the background must be opaque`).not.toMatch(/rgba\(.*,\s*0(\.\d+)?\)$/);
    const value = contrast(b.text, b.background);
    console.log(`${scheme} theme: button #${b.id} text ${hex(b.text)} on ${hex(b.background)}: ${ratio(value)}`);
    expect(value, `${scheme}: #${b.id} text contrast`).toBeGreaterThanOrEqual(4.5);
    lowest = Math.min(lowest, value);
  }
  return lowest;
}

for (const scheme of ['light', 'dark']) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    test(`${scheme} theme: road and walls on the canvas differ by at least 3:1`, async ({ page }) => {
      const errors = watchConsole(page);
      await gotoLevel(page, LEVEL);
      // The theme's own colours: the level's decor picture off.
      await page.getByTestId('decor-toggle').uncheck();
      // The repaint without it comes on the next animation frame: wait for two.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(scheme === 'dark');
      const text = levelText(LEVEL);
      const road = innerPoint(text, '.');
      const wall = innerPoint(text, '#');
      // A quarter of a square off each point, clear of the grid lines through it.
      const off = ([r, c]) => [r + 0.25, c + 0.25];
      let roadColour;
      let wallColour;
      // The first frame may not be painted yet.
      await expect
        .poll(async () => {
          roadColour = await canvasPixel(page, off(road));
          wallColour = await canvasPixel(page, off(wall));
          return roadColour.join() !== wallColour.join() && roadColour.some((v) => v > 0);
        })
        .toBe(true);
      // The same colours a little further into each square: the squares are flat.
      expect(await canvasPixel(page, [road[0] - 0.25, road[1] + 0.3])).toEqual(roadColour);
      expect(await canvasPixel(page, [wall[0] - 0.25, wall[1] + 0.3])).toEqual(wallColour);
      const value = contrast(roadColour, wallColour);
      console.log(
        `${scheme} theme: road ${hex(roadColour)} at ${road} vs wall ${hex(wallColour)} at ${wall}: ${ratio(value)}`,
      );
      expect(value, `${scheme}: road/wall contrast`).toBeGreaterThanOrEqual(3);
      expect(errors).toEqual([]);
    });

    test(`${scheme} theme: around a whole track drawn with its decor lies the page's background`, async ({ browser }) => {
      // The playtest: on a phone in the dark theme the whole track's grass lay between two
      // slabs of the walls' light grey.
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme: scheme,
      });
      const page = await context.newPage();
      const errors = watchConsole(page);
      await gotoLevel(page, '01-first-circuit.txt');
      await page.getByTestId('whole-track').click();
      const canvas = page.getByTestId('game-canvas');
      await expect.poll(() => canvas.evaluate((c) => Number(c.dataset.originY))).toBeGreaterThan(4);
      const background = await themeColour(page, '--bg');
      const above = () => canvas.evaluate((c) => [
        ...c.getContext('2d').getImageData(Math.round(c.width / 2), 2, 1, 1).data.slice(0, 3),
      ]);
      await expect.poll(above).toEqual(background);
      expect(errors).toEqual([]);
      await context.close();
    });

    test(`${scheme} theme: the daily calendar's empty days stand at least 3:1 against the banner`, async ({ page }) => {
      // The playtest: in the dark theme the days not finished were barely seen.
      const errors = watchConsole(page);
      await openMenu(page);
      await page.getByTestId('daily-open').click();
      await expectScreen(page, 'play');
      const day = page.getByTestId('daily-calendar').locator('li').first();
      await expect(day).toBeVisible();
      const [edge, ground] = await day.evaluate((li) => {
        const rgb = (css) => css.match(/[\d.]+/g).slice(0, 3).map(Number);
        let under = li.parentElement;
        while (under && /rgba\(.*,\s*0\)$|transparent/.test(getComputedStyle(under).backgroundColor)) {
          under = under.parentElement;
        }
        return [rgb(getComputedStyle(li).borderTopColor), rgb(getComputedStyle(under).backgroundColor)];
      });
      const value = contrast(edge, ground);
      console.log(`${scheme} theme: a daily's empty day ${hex(edge)} on ${hex(ground)}: ${ratio(value)}`);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(errors).toEqual([]);
    });

    test(`${scheme} theme: primary button text stands at least 4.5:1`, async ({ page }) => {
      const errors = watchConsole(page);
      await openMenu(page);
      checkButtons(await primaryButtons(page), `${scheme} (menu)`);
      await page.getByTestId('level-item').first().click();
      await expectScreen(page, 'play');
      checkButtons(await primaryButtons(page), `${scheme} (game)`);
      await page.getByTestId('solver-step').click();
      await expectScreen(page, 'solver');
      const solverButtons = await primaryButtons(page);
      expect(solverButtons.map((b) => b.id)).toContain('watching-back');
      checkButtons(solverButtons, `${scheme} (solver)`);
      expect(errors).toEqual([]);
    });
  });
}

test.describe('the colours chosen in the settings', () => {
  test.use({ colorScheme: 'light' });

  test('dark chosen on a light system darkens the page and the board, is kept, and the system is followed again', async ({ page }) => {
    const errors = watchConsole(page);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await openMenu(page);
    const root = page.locator('html');
    await expect(root).toHaveAttribute('data-theme', 'light');
    const light = await background();
    await page.getByTestId('theme').selectOption('dark');
    await expect(root).toHaveAttribute('data-theme', 'dark');
    expect(await background()).not.toBe(light);
    // Kept: the next visit is dark from its first paint (the bootstrap sets it).
    await page.reload();
    await expect(root).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByTestId('theme')).toHaveValue('dark');
    // The board is painted in the dark colours: its road is dark (the light theme's is white).
    await gotoLevel(page, LEVEL);
    await page.getByTestId('decor-toggle').uncheck();
    const [r, c] = innerPoint(levelText(LEVEL), '.');
    await expect
      .poll(async () => Math.max(...(await canvasPixel(page, [r + 0.25, c + 0.25]))))
      .toBeLessThan(80);
    // As the system says again: light here, and dark when the system turns dark.
    await openMenu(page);
    await page.getByTestId('theme').selectOption('system');
    await expect(root).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(root).toHaveAttribute('data-theme', 'dark');
    // Light chosen: the system's dark no longer counts.
    await page.getByTestId('theme').selectOption('light');
    await expect(root).toHaveAttribute('data-theme', 'light');
    expect(await background()).toBe(light);
    expect(errors).toEqual([]);
  });
});
