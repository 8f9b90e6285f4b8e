// Addresses and history: every screen has an address (`#/`, `#/level/<stem>`, `#v1.…`,
// `#/solve/…`), Back and Forward move between screens, and a reload keeps the screen.
import { expect, test } from '@playwright/test';
import { expectMenu, expectMoves, expectScreen, expectStarted, expectState, fragment, gotoLevel, levelText, openLevel, openMenu, openPasted, placeCarByKeyboard, trackRows, watchConsole } from './support.mjs';

/** Expects the canvas to show a track of the size of `text`. */
async function expectTrackOf(page, text) {
  const rows = trackRows(text);
  const canvas = page.getByTestId('game-canvas');
  await expect(canvas).toHaveAttribute('data-rows', String(rows.length));
  await expect(canvas).toHaveAttribute('data-cols', String(Math.max(...rows.map((r) => r.length))));
}

test('Back from a level shows the menu and Forward reopens the level', async ({ page }) => {
  const errors = watchConsole(page);
  const name = '03-hairpin.txt';
  await openMenu(page);
  expect(['', '#/']).toContain(fragment(page));
  await openLevel(page, name);
  await expectTrackOf(page, levelText(name));
  await expect(page.locator('#track-name')).toHaveText('Hairpin');

  await page.goBack();
  await expectMenu(page);

  await page.goForward();
  await expectScreen(page, 'play');
  expect(fragment(page)).toBe('#/level/03-hairpin');
  await expect(page.getByTestId('game-canvas')).toBeVisible();
  await expectTrackOf(page, levelText(name));

  // Escape is a new history entry too: Back from the menu returns to the level.
  await page.keyboard.press('Escape');
  await expectMenu(page);
  expect(fragment(page)).toBe('#/');
  await page.goBack();
  await expectScreen(page, 'play');
  expect(fragment(page)).toBe('#/level/03-hairpin');
  expect(errors).toEqual([]);
});

test('a level address opens that level, also after a reload', async ({ page }) => {
  const errors = watchConsole(page);
  const name = '03-hairpin.txt';
  await gotoLevel(page, name);
  expect(fragment(page)).toBe('#/level/03-hairpin');
  await expectTrackOf(page, levelText(name));
  await expect(page.locator('#track-name')).toHaveText('Hairpin');

  await page.reload();
  await expectScreen(page, 'play');
  await expectState(page, 'placing');
  expect(fragment(page)).toBe('#/level/03-hairpin');
  await expectTrackOf(page, levelText(name));
  await expect(page.locator('#track-name')).toHaveText('Hairpin');
  await expect(page.getByTestId('error-banner')).toBeHidden();
  expect(errors).toEqual([]);
});

test('a pasted track gets a v3.strict address (its name kept) that a reload reopens', async ({ page }) => {
  const errors = watchConsole(page);
  const track = '#########\n#>.....*#\n#########\n';
  await openMenu(page);
  await openPasted(page, track);
  const address = fragment(page);
  expect(address).toMatch(/^#v3\.strict\.[A-Za-z0-9_-]+\.\.[A-Za-z0-9_-]+$/);
  await expectTrackOf(page, track);

  await page.reload();
  await expectScreen(page, 'play');
  expect(fragment(page)).toBe(address);
  await expectTrackOf(page, track);
  await expectState(page, 'placing');

  await page.goBack();
  await expectMenu(page);
  expect(errors).toEqual([]);
});

test('the solver view has its own address; Back returns to the game unchanged', async ({ page }) => {
  const errors = watchConsole(page);
  const name = '01-first-circuit.txt';
  await openMenu(page);
  await openLevel(page, name);
  await placeCarByKeyboard(page, levelText(name), [10, 11]);
  await page.keyboard.press('Digit6');
  await expectMoves(page, 1);
  await page.keyboard.press('Digit6');
  await expectMoves(page, 2);
  const before = await page.getByTestId('status').evaluate((e) => ({ ...e.dataset }));

  await page.getByTestId('solver-step').click();
  await expectScreen(page, 'solver');
  expect(fragment(page)).toBe('#/solve/level/01-first-circuit');
  await expect(page.getByTestId('watching')).toBeVisible();

  await page.goBack();
  await expectScreen(page, 'play');
  expect(fragment(page)).toBe('#/level/01-first-circuit');
  await expect(page.getByTestId('watching')).toBeHidden();
  expect(await page.getByTestId('status').evaluate((e) => ({ ...e.dataset }))).toEqual(before);

  // Forward shows the solver again, and the game still waits.
  await page.goForward();
  await expectScreen(page, 'solver');
  expect(fragment(page)).toBe('#/solve/level/01-first-circuit');
  await expectMoves(page, 2);
  expect(errors).toEqual([]);
});

test('a solver address opens the solver screen on that level', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/#/solve/level/03-hairpin');
  await expectScreen(page, 'solver');
  await expect(page.getByTestId('watching')).toBeVisible();
  await expectTrackOf(page, levelText('03-hairpin.txt'));
  await expect(page.getByTestId('solver-result')).toHaveAttribute('data-state', 'idle');
  await page.keyboard.press('Escape');
  await expectScreen(page, 'play');
  expect(fragment(page)).toBe('#/level/03-hairpin');
  await expectState(page, 'placing');
  expect(errors).toEqual([]);
});

test('a level address that does not exist, typed on the menu, shows an error', async ({ page }) => {
  const errors = watchConsole(page);
  await openMenu(page);
  await expect(page.getByTestId('level-item').last()).toHaveAttribute('data-optimum', /\d+/);
  await page.evaluate(() => {
    window.location.hash = '#/level/99-no-such-level';
  });
  const banner = page.getByTestId('error-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('99-no-such-level');
  await expectMenu(page);
  expect(errors).toEqual([]);
});

// Loaded as the first address, before the level list has arrived.
for (const [label, hash] of [
  ['an unknown screen', '/nowhere'],
  ['a level that does not exist', '/level/99-no-such-level'],
]) {
  test(`an address to ${label} shows the menu with an error`, async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto(`/#${hash}`);
    await expectScreen(page, 'menu');
    await expectStarted(page);
    await expect(page.getByTestId('level-item').first()).toBeVisible();
    const banner = page.getByTestId('error-banner');
    await expect(banner).toBeVisible();
    await expect(banner).not.toHaveText(/^\s*$/);
    await expect(page.getByTestId('game-canvas')).toBeHidden();
    // The address is replaced by the menu's.
    await expect.poll(() => fragment(page)).toBe('#/');
    expect(errors).toEqual([]);
  });
}
