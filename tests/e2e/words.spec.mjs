// No English left in French and German: a browser whose language is French (then German) goes
// through the game's screens (the menu before and after the game starts, the help, a level
// played and won, the settings sheet, the solver, the editor, the daily challenge, a demo race,
// the online home) and on each, every visible text and every `title`, `aria-label` and
// `placeholder` is compared with the English catalog's words: none may be an English message
// the language words differently. Numbers and plurals are checked where the screens show them.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { clickPoint, expectMoves, expectScreen, expectStarted, expectState, levelPath, openLevel, settings, solve, watchConsole } from './support.mjs';

/** A Fluent catalog's plain messages and attributes (no placeable): `id` or `id.attr` -> words. */
function plainWords(lang) {
  const text = fs.readFileSync(path.join(settings.repo, 'www', 'i18n', `${lang}.ftl`), 'utf8');
  const words = new Map();
  let id = null;
  for (const line of text.split('\n')) {
    const message = /^([a-z][a-z0-9-]*)\s*=\s*(.*)$/.exec(line);
    const attribute = /^\s+\.([a-z-]+)\s*=\s*(.*)$/.exec(line);
    if (message) {
      id = message[1];
      if (message[2]) words.set(id, message[2].trim());
    } else if (attribute && id) {
      words.set(`${id}.${attribute[1]}`, attribute[2].trim());
    } else if (/^\s+\S/.test(line) && id && words.has(id) && !line.trim().startsWith('.')) {
      // A value continued on the next lines.
      words.set(id, `${words.get(id)} ${line.trim()}`);
    } else if (!/^\s/.test(line)) {
      id = null;
    }
  }
  for (const [key, value] of words) if (value.includes('{')) words.delete(key);
  return words;
}

/** English words the language says otherwise (long enough not to be a name or a symbol). */
function englishOnly(lang) {
  const english = plainWords('en');
  const other = plainWords(lang);
  // Words the language uses too ("Terrain" is French as well) are not English left over.
  const its = new Set(other.values());
  const found = new Map();
  for (const [key, value] of english) {
    if (value.length >= 4 && other.has(key) && other.get(key) !== value && !its.has(value)) found.set(value, key);
  }
  return found;
}

/** Every visible text of the page (each element's own text, and its worded attributes). */
function visibleWords(page) {
  return page.evaluate(() => {
    const seen = [];
    const visible = (e) => e.checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true }) ?? e.offsetParent !== null;
    for (const element of document.body.querySelectorAll('*')) {
      if (!visible(element)) continue;
      let own = '';
      for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE) own += node.textContent;
      own = own.replace(/\s+/g, ' ').trim();
      if (own) seen.push(own);
      for (const name of ['title', 'aria-label', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) seen.push(value.replace(/\s+/g, ' ').trim());
      }
    }
    seen.push(document.title);
    return seen;
  });
}

/** Wins a bundled level with the optimal run, by taps on the board (the helpers that read the
 * announcer expect English). */
async function winLevel(page, name) {
  const run = solve(levelPath(name));
  await openLevel(page, name);
  for (const [i, point] of run.trajectory.entries()) {
    await clickPoint(page, point);
    if (i > 0) await expectMoves(page, i);
  }
  await expectState(page, 'won');
}

async function expectNoEnglish(page, english, screen) {
  const words = await visibleWords(page);
  const left = words.filter((w) => english.has(w)).map((w) => `${screen}: "${w}" (${english.get(w)})`);
  expect(left, `English words on the ${screen}`).toEqual([]);
}

for (const [lang, locale, sample] of [
  ['fr', 'fr-FR', { daily: 'Défi du jour', optimum: /^optimum \d+$/, moves: 'Gagné en 2 coups', emptyName: 'Ton nom : le nom est vide.' }],
  ['de', 'de-DE', { daily: 'Tägliche Herausforderung', optimum: /^Optimum \d+$/, moves: 'Gewonnen in 2 Zügen', emptyName: 'Dein Name: der Name ist leer.' }],
]) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale });

    test(`every screen reads ${lang}, not English`, async ({ page }) => {
      test.setTimeout(120_000);
      const errors = watchConsole(page);
      const english = englishOnly(lang);
      expect(english.size).toBeGreaterThan(300);

      // The prerendered menu, before the game has started: its own language's page.
      await page.route('**/pkg/racetrack_bg.wasm', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.goto('/');
      await expect(page).toHaveURL(new RegExp(`index\\.${lang}\\.html$`));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByTestId('daily-open')).toHaveText(sample.daily);
      expect(await page.evaluate(() => Boolean(window.racetrack))).toBe(false);
      await expectNoEnglish(page, english, 'prerendered menu');
      await expectStarted(page);
      await page.unroute('**/pkg/racetrack_bg.wasm');
      await expect(page.getByTestId('level-item').first().locator('.optimum')).toHaveText(sample.optimum);
      await expectNoEnglish(page, english, 'menu');

      await page.goto(`/index.${lang}.html#/help`);
      await expectScreen(page, 'help');
      await expectNoEnglish(page, english, 'help');

      await page.goto(`/index.${lang}.html`);
      await expectStarted(page);
      await winLevel(page, '01-first-circuit.txt');
      await expectNoEnglish(page, english, 'won game');
      await page.goto(`/index.${lang}.html#/level/02-barto-small`);
      await expectScreen(page, 'play');
      // On a desktop the game's settings show beside the board.
      await expect(page.getByTestId('settings-sheet')).toBeVisible();
      await expectNoEnglish(page, english, 'play screen and its settings');

      await page.goto(`/index.${lang}.html#/solve/level/01-first-circuit`);
      await expectScreen(page, 'solver');
      await page.getByTestId('solver-run').click();
      await expect(page.getByTestId('solver-result')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
      await expectNoEnglish(page, english, 'solver');

      await page.goto(`/index.${lang}.html#/edit`);
      await expectScreen(page, 'editor');
      await expectNoEnglish(page, english, 'editor');

      await page.goto(`/index.${lang}.html#/daily`);
      await expectScreen(page, 'play');
      await expectNoEnglish(page, english, 'daily challenge');

      await page.goto(`/index.${lang}.html`);
      await expectStarted(page);
      await page.getByTestId('demo-race').click();
      await expectScreen(page, 'replay');
      await expectNoEnglish(page, english, 'demo race');

      await page.goto(`/index.${lang}.html#/online`);
      await expectScreen(page, 'online');
      await expectNoEnglish(page, english, 'online home');

      // A pasted two-move track: the plural as the language writes it.
      await page.goto(`/index.${lang}.html`);
      await expectStarted(page);
      await page.getByTestId('track-text-input').fill('>..*\n');
      await page.getByTestId('track-text-load').click();
      await page.getByTestId('game-canvas').focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Digit6');
      await page.keyboard.press('Digit6');
      await expect(page.locator('#status')).toHaveText(sample.moves);
      await expectNoEnglish(page, english, 'pasted track');
      // Offline after this visit: the service worker serves the language's prerendered page,
      // and the game starts from its cache.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
      await page.context().setOffline(true);
      await page.goto('/');
      await expect(page).toHaveURL(new RegExp(`index\\.${lang}\\.html$`));
      await expect(page.getByTestId('daily-open')).toHaveText(sample.daily);
      await expectStarted(page);
      await expectNoEnglish(page, english, 'menu offline');
      await page.context().setOffline(false);

      // The test site has no game server: the online home's requests are answered 404 (and
      // the page says so in the language, checked above).
      expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    });

    test(`an empty name is refused in ${lang}, not by the browser's English bubble`, async ({ page }) => {
      // The browser's own check of a required field speaks the browser's language, not the
      // page's, and stops the form before the page sees it: the page checks every form itself.
      await page.goto(`/index.${lang}.html#/online`);
      await expectScreen(page, 'online');
      expect(await page.evaluate(() => [...document.forms].filter((f) => !f.noValidate).map((f) => f.id))).toEqual([]);
      await page.getByTestId('online-make-player').click();
      await expect(page.getByTestId('online-note')).toHaveText(sample.emptyName);
    });
  });
}
