// The board first, on a phone (390 x 844, touch) and a desktop (1366 x 800): the board right under
// the header, the status and the main controls (Undo, the mode and its Start) in the window
// without scrolling; on the phone the switches, Edit and Share wait in a settings sheet; full
// screen keeps Undo and the status; a clean and an assisted run are marked as such.
import { expect, test } from '@playwright/test';
import { clickPoint, colourDistance, expectMoves, expectState, gotoLevel, openMenu, openPasted, themeColour, watchConsole } from './support.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1366, height: 800 } };

/** The element's box in the window, or null when it is not rendered. */
async function box(page, testid) {
  return page.getByTestId(testid).evaluate((e) => {
    if (e.offsetParent === null && getComputedStyle(e).position !== 'fixed') return null;
    const r = e.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  });
}

function inWindow(b, { width, height }) {
  return b !== null && b.top >= 0 && b.left >= 0 && b.bottom <= height && b.right <= width;
}

for (const [label, device] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test(`${label}: the board comes right under the header, with the status and the main controls in the window`, async ({ browser }) => {
    const context = await browser.newContext(device);
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.addInitScript(() => localStorage.setItem('racetrack.hint', 'seen'));
    await gotoLevel(page, '01-first-circuit.txt');
    await expect(page.getByTestId('game-canvas')).toBeVisible();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    const canvas = await box(page, 'game-canvas');
    // Under the header and the one toolbar row (Levels, Coach, Settings): nothing else between.
    expect(canvas.top).toBeLessThan(label === 'phone' ? 125 : 130);
    for (const id of ['status', 'race-start', 'mode-select']) {
      expect(inWindow(await box(page, id), device.viewport), id).toBe(true);
    }
    expect(inWindow(await page.locator('#undo').evaluate((e) => {
      const r = e.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    }), device.viewport), 'Undo').toBe(true);
    const soft = page.getByTestId('rules-select');
    if (label === 'phone') {
      // The switches wait behind Settings; the coach stays one switch away.
      await expect(page.getByTestId('coach-toggle')).toBeVisible();
      await expect(soft).toBeHidden();
      await expect(page.getByTestId('share-button')).toBeHidden();
      const settings = page.getByTestId('settings-button');
      await expect(settings).toHaveAttribute('aria-expanded', 'false');
      await settings.click();
      await expect(settings).toHaveAttribute('aria-expanded', 'true');
      await expect(soft).toBeVisible();
      await expect(page.getByTestId('share-button')).toBeVisible();
      expect(inWindow(await box(page, 'settings-sheet'), device.viewport)).toBe(true);
      // A switch flipped there keeps the sheet open; Done closes it.
      await soft.selectOption('soft');
      await expect(page.getByTestId('status')).toContainText('Place the car');
      await expect(soft).toBeVisible();
      await page.getByTestId('settings-done').click();
      await expect(soft).toBeHidden();
      await expect(soft).toHaveValue('soft');
      // Escape closes it too, and leaves the track only after.
      await settings.click();
      await expect(soft).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(soft).toBeHidden();
      await expect(page.getByTestId('game-canvas')).toBeVisible();
    } else {
      await expect(page.getByTestId('settings-button')).toBeHidden();
      await expect(soft).toBeVisible();
      await expect(page.getByTestId('share-button')).toBeVisible();
    }
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('phone: full screen keeps Undo and the status', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.addInitScript(() => localStorage.setItem('racetrack.hint', 'seen'));
  await gotoLevel(page, '10-spiral.txt');
  await page.getByTestId('full-screen').click();
  await expect(page.locator('body')).toHaveAttribute('data-full-screen', /.*/);
  await page.waitForTimeout(300);
  const undo = await page.locator('#undo').evaluate((e) => {
    const r = e.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, shown: e.offsetParent !== null };
  });
  expect(undo.shown).toBe(true);
  expect(inWindow(undo, PHONE.viewport)).toBe(true);
  expect(inWindow(await box(page, 'status'), PHONE.viewport)).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});

test('a clean run and an assisted one are marked as such in the win box and the records', async ({ page }) => {
  const errors = watchConsole(page);
  await page.addInitScript(() => localStorage.setItem('racetrack.hint', 'seen'));
  await openMenu(page);
  await openPasted(page, '>...*\n');
  await expect(page.getByTestId('coach-toggle')).not.toBeChecked();
  const win = async (points) => {
    for (const [i, p] of points.entries()) {
      await clickPoint(page, p);
      if (i > 0) await expectMoves(page, i);
    }
    await expectState(page, 'won');
  };
  await win([[0, 0], [0, 1], [0, 3], [0, 4]]);
  const message = page.getByTestId('message');
  await expect(message).toContainText('Clean run.');
  await expect(message).toHaveAttribute('data-assisted', 'false');
  await page.getByTestId('record-name-input').fill('Ann');
  await page.getByTestId('record-save').click();
  await expect(page.getByTestId('record-row').first()).toHaveAttribute('data-help', 'clean');
  // Undo once, then win: assisted.
  await page.getByTestId('retry').click();
  await clickPoint(page, [0, 0]);
  await clickPoint(page, [0, 1]);
  await expectMoves(page, 1);
  await page.locator('#undo').click();
  await expectMoves(page, 0);
  await clickPoint(page, [0, 1]);
  await expectMoves(page, 1);
  await clickPoint(page, [0, 3]);
  await expectMoves(page, 2);
  await clickPoint(page, [0, 4]);
  await expectState(page, 'won');
  await expect(message).toContainText('Assisted run (Undo).');
  await expect(message).toHaveAttribute('data-assisted', 'true');
  // Kept at once under the name given before.
  await expect(page.getByTestId('record-saved')).toHaveText('Kept in the records, number 2.');
  await expect(page.locator('#record-form')).toBeHidden();
  await expect(page.getByTestId('record-row')).toHaveCount(2);
  await expect(page.getByTestId('record-row').nth(1)).toHaveAttribute('data-help', 'assisted');
  expect(errors).toEqual([]);
});

for (const scheme of ['light', 'dark']) {
  test(`${scheme}: no car's colour is the selection ring's`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    await openMenu(page);
    const ring = await themeColour(page, '--track-focus');
    for (let car = 1; car <= 8; car += 1) {
      const colour = await themeColour(page, `--car-${car}`);
      // The Pro AI's car 3 was violet like the ring (distance 30 in light, 66 in dark).
      expect(colourDistance(colour, ring), `--car-${car}`).toBeGreaterThan(90);
    }
    await context.close();
  });
}
