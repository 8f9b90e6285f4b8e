// The page's language: a French browser gets the menu in French (only French's catalog
// fetched: the part a start needs, then the rest; the header's shortcut reaches the select at the menu's foot), the settings' menu
// switches to German at once and is remembered after a reload, English comes back with its
// own catalog (the wasm holds none), and user text stays text; on a phone the game's settings
// sheet has the language and the colours too.
import { expect, test } from '@playwright/test';
import { expectScreen, expectStarted, openMenu, watchConsole } from './support.mjs';

test.use({ locale: 'fr-FR' });

test('a French browser reads the menu in French; German chosen is kept after a reload', async ({ page }) => {
  const errors = watchConsole(page);
  const catalogs = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/www/i18n/')) catalogs.push(path);
  });
  await openMenu(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByTestId('daily-open')).toHaveText('Défi du jour');
  await expect(page.getByTestId('main-action')).toContainText('Jouer\u00a0: ');
  await expect(page.locator('#home')).toHaveAttribute('title', 'Retour aux niveaux');
  await expect(page.getByTestId('language')).toHaveValue('fr');
  // The part of French's catalog a start needs, then its rest once the game has started.
  await expect.poll(() => catalogs).toEqual(['/www/i18n/fr.start.ftl', '/www/i18n/fr.rest.ftl']);
  // The header's shortcut to the select at the menu's foot, the reader's language named first.
  const shortcut = page.getByTestId('language-shortcut');
  await expect(shortcut).toHaveText('Langue · Language · Sprache');
  await shortcut.click();
  await expect(page.getByTestId('language')).toBeFocused();
  await expect(page.getByTestId('language')).toBeInViewport();

  await page.getByTestId('language').selectOption('de');
  // The choice runs on the wasm's second part: on a first visit it is held until that part is
  // in (www/second_part.js), which a loaded machine took more than 10 s to compile once.
  await expect(page.locator('html')).toHaveAttribute('lang', 'de', { timeout: 30_000 });
  await expect(page.getByTestId('daily-open')).toHaveText('Tägliche Herausforderung');
  await expect(page.getByTestId('language-shortcut')).toHaveText('Sprache · Language · Langue');
  await expect(page.getByTestId('main-action')).toContainText('Spielen: ');
  await expect(page.locator('#menu')).toHaveAttribute('aria-label', 'Strecke wählen');
  // The address names German's page (it was French's), the hash kept.
  expect(new URL(page.url()).pathname).toBe('/index.de.html');

  await page.reload();
  await expectStarted(page);
  await expect(page.getByTestId('level-item').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByTestId('daily-open')).toHaveText('Tägliche Herausforderung');
  await expect(page.getByTestId('language')).toHaveValue('de');

  const before = catalogs.length;
  await page.getByTestId('language').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('daily-open')).toHaveText('Daily challenge');
  await expect(page.getByTestId('main-action')).toContainText('Play: ');
  expect(catalogs.slice(before)).toEqual(['/www/i18n/en.ftl']);
  expect(new URL(page.url()).pathname).toBe('/index.html');
  expect(errors).toEqual([]);
});

test('a French browser plays and wins a pasted track in French, and the help page reads French', async ({ page }) => {
  const errors = watchConsole(page);
  await openMenu(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByTestId('track-text-input').fill('>..*\n');
  await page.getByTestId('track-text-load').click();
  await expect(page.locator('#status')).toContainText('Place la voiture\u00a0: ');
  // The menu's language shortcut is the menu's: a game's header has the track's name.
  await expect(page.getByTestId('language-shortcut')).toBeHidden();
  await page.getByTestId('game-canvas').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Digit6');
  await expect(page.locator('#status')).toContainText('Coups 1 · vitesse 1 → (1 à droite)');
  await page.keyboard.press('Digit6');
  // A first win: the status line also says, in French, that the crash warning is off from now on.
  await expect(page.locator('#status')).toHaveText('Gagné en 2 coups · première victoire : l’Alerte de crash est désormais éteinte (son interrupteur la rallume)');
  await expect(page.locator('#message-text')).toContainText('Arrivée en 2 coups. C’est l’optimum.');
  await page.goto('/#/help');
  await expect(page.getByTestId('help')).toContainText('Étoiles et médailles');
  expect(errors).toEqual([]);
});

test('on a phone the game\'s settings sheet changes the language and the colours without leaving the game', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, colorScheme: 'light' });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto('/#/level/02-barto-small');
  await expectScreen(page, 'play');
  await page.getByTestId('settings-button').click();
  const sheet = page.getByTestId('settings-sheet');
  await expect(sheet.locator('label', { has: page.getByTestId('game-language') })).toContainText('Langue');
  await expect(page.getByTestId('game-language')).toHaveValue('fr');
  await expect(page.getByTestId('game-theme')).toHaveValue('system');
  await page.getByTestId('game-language').selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de', { timeout: 30_000 });
  await expect(page.getByTestId('settings-done')).toHaveText('Fertig');
  await expect(sheet.locator('label', { has: page.getByTestId('game-theme') })).toContainText('Farben');
  await page.getByTestId('game-theme').selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Still the same game, and the menu's settings say the same.
  await expectScreen(page, 'play');
  await page.getByTestId('settings-done').click();
  await page.locator('#back').click();
  await expectScreen(page, 'menu');
  await expect(page.getByTestId('language')).toHaveValue('de');
  await expect(page.getByTestId('theme')).toHaveValue('dark');
  expect(errors).toEqual([]);
  await context.close();
});

test('on a wide screen the game\'s toolbar keeps its room: language and colours stay in the menu\'s settings', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/#/level/02-barto-small');
  await expectScreen(page, 'play');
  await expect(page.getByTestId('rules-select')).toBeVisible();
  await expect(page.getByTestId('game-language')).toBeHidden();
  await expect(page.getByTestId('game-theme')).toBeHidden();
});
