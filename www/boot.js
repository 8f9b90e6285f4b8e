// Before the game has started (a classic script in the page's <head>, run before anything is
// drawn). The page is the menu prerendered in one language (`cargo xtask dist`); this script
// only carries out what the game decided on an earlier visit, and decides nothing itself:
//
// - the reader's colours: light or dark as chosen in the settings, else as the system says;
// - the reader's language: the page of the language chosen in the settings (kept by the game),
//   else of the first of the browser's languages the game speaks, else English; once the page
//   is the reader's, its catalog is preloaded (the game starts with it: www/main.js), and so
//   is the track of the level the page opens on;
// - the menu's records: each card's best run and medal, the main action, the daily button and
//   the progress line, as the game last showed them in this language (it keeps them in
//   storage, `src/ui/first_paint.rs`);
// - a tap on a level (or the daily challenge) before the game has started: kept as the
//   address it opens, with "Starting…" on the card and its track preloaded; the game opens it
//   once it has started;
// - a choice of colours or language in the menu's settings before the game has started: kept
//   where the game keeps it, and carried out as on a return visit (the colours at once, the
//   language's page); the game starts with it;
// - the screens after the menu, held as text: put in the page while it waits for the game.
(() => {
  'use strict';
  const root = document.documentElement;
  const SETTINGS = 'racetrack.settings';
  const stored = (key) => {
    try {
      return JSON.parse(window.localStorage.getItem(key) ?? 'null');
    } catch {
      return null;
    }
  };
  // The colours the reader chose (kept by the game), else the system's: before the style sheet
  // is applied, so a dark page never flashes light.
  const colours = () => {
    try {
      const theme = stored(SETTINGS)?.theme;
      const dark = theme === 'dark' || (theme !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
      root.setAttribute('data-theme', dark ? 'dark' : 'light');
    } catch {
      root.setAttribute('data-theme', 'light');
    }
  };
  colours();
  // Only the built site has a page per language.
  if (!root.hasAttribute('data-prerendered')) return;
  const PAGES = { en: 'index.html', fr: 'index.fr.html', de: 'index.de.html' };

  function wanted() {
    const chosen = stored(SETTINGS)?.lang;
    if (Object.hasOwn(PAGES, chosen)) return chosen;
    for (const tag of navigator.languages ?? [navigator.language]) {
      const primary = String(tag).split(/[-_]/)[0].trim().toLowerCase();
      if (Object.hasOwn(PAGES, primary)) return primary;
    }
    return 'en';
  }
  const here = root.lang;
  // Sends the reader to their language's page; whether it did.
  const toLanguage = () => {
    const lang = wanted();
    if (lang === here) return false;
    const page = new URL(PAGES[lang], window.location.href);
    page.search = window.location.search;
    page.hash = window.location.hash;
    window.location.replace(page.href);
    return true;
  };
  if (toLanguage()) return;
  // A file the game will ask for as it starts, asked for now (the game's request is answered
  // from the page's cache).
  const preload = (href) => {
    const link = document.createElement('link');
    Object.assign(link, { rel: 'preload', as: 'fetch', href, crossOrigin: 'anonymous' });
    document.head.append(link);
  };
  const catalog = document.getElementById('catalog')?.content;
  if (catalog) preload(catalog);
  // The level the page opens on (a link to it, or a card tapped below): its track, when the
  // menu lists it (an address may name a level that does not exist).
  const LEVEL = /^#\/level\/([\w-]+)$/;
  const preloadLevel = (hash) => {
    const file = `${LEVEL.exec(hash)?.[1]}.txt`;
    const listed = [...document.querySelectorAll('#level-list li[data-level]')].some((li) => li.dataset.level === file);
    if (listed) preload(`levels/${file}`);
  };

  const byId = (id) => document.getElementById(id);
  const text = (element, words) => {
    if (element && typeof words === 'string') element.textContent = words;
  };
  const address = (href) => typeof href === 'string' && href.startsWith('#/');

  function firstPaint() {
    const paint = stored('racetrack.first-paint');
    if (!paint || paint.lang !== here || !Array.isArray(paint.cards)) return;
    const items = new Map([...document.querySelectorAll('#level-list li[data-level]')].map((li) => [li.dataset.level, li]));
    for (const card of paint.cards) {
      const item = items.get(card?.file);
      const best = item?.querySelector('.best');
      if (!best) continue;
      text(best, card.best);
      best.dataset.medal = typeof card.medal === 'string' ? card.medal : '';
      best.dataset.assisted = card.assisted === true ? 'true' : 'false';
      if (Number.isInteger(card.moves)) item.dataset.best = String(card.moves);
    }
    text(byId('daily-open'), paint.daily);
    const progress = byId('progress');
    if (progress) {
      text(progress, paint.progress ?? '');
      progress.hidden = typeof paint.progress !== 'string';
    }
    const main = byId('main-action');
    if (main && paint.main && address(paint.main.href)) {
      main.setAttribute('href', paint.main.href);
      text(byId('main-action-label'), paint.main.label);
      text(byId('main-action-detail'), paint.main.detail);
      main.hidden = false;
    }
  }

  // A tap before the game has started. On a level card or the daily challenge: the card says
  // so, and the address it opens is set (the game opens the address it starts on). On another
  // of the menu's buttons: kept, and handed to the game once it has started (`release`, called
  // by www/main.js). Links need nothing: the game starts on their address.
  const held = [];
  window.addEventListener(
    'click',
    (event) => {
      if (window.racetrack || !(event.target instanceof Element)) return;
      const card = event.target.closest('#menu [data-href]');
      const button = event.target.closest('#menu button');
      if (card && address(card.dataset.href)) {
        for (const other of document.querySelectorAll('[data-starting]')) other.removeAttribute('data-starting');
        card.setAttribute('data-starting', byId('level-list')?.dataset.startingWords ?? '');
        window.location.hash = card.dataset.href;
        preloadLevel(card.dataset.href);
      } else if (button) {
        held.push(button);
      } else {
        return;
      }
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    { capture: true },
  );
  // The colours or the language chosen before the game has started.
  const CHOICES = { theme: 'theme', language: 'lang' };
  window.addEventListener(
    'change',
    (event) => {
      const select = event.target;
      if (window.racetrack || !(select instanceof HTMLSelectElement) || !Object.hasOwn(CHOICES, select.id)) return;
      const settings = stored(SETTINGS);
      const kept = settings !== null && typeof settings === 'object' && !Array.isArray(settings) ? settings : {};
      kept[CHOICES[select.id]] = select.value;
      try {
        window.localStorage.setItem(SETTINGS, JSON.stringify(kept));
      } catch {
        return;
      }
      event.stopImmediatePropagation();
      if (select.id === 'theme') colours();
      else toLanguage();
    },
    { capture: true },
  );
  // The screens after the menu, which the built page holds as text the parser skips (`cargo
  // xtask dist`): put in the page one at a time whenever the main thread is idle once the page
  // is parsed, and those left all at once by www/main.js before the game starts.
  const unfold = (held) => {
    held.insertAdjacentHTML('beforebegin', held.textContent);
    held.remove();
  };
  const idle = window.requestIdleCallback ?? ((work) => window.setTimeout(work, 50));
  const unfoldNext = () => {
    const held = document.querySelector('script[data-later]');
    if (!held) return;
    unfold(held);
    idle(unfoldNext);
  };
  window.racetrackBoot = {
    screens() {
      for (const held of document.querySelectorAll('script[data-later]')) unfold(held);
    },
    release() {
      for (const card of document.querySelectorAll('[data-starting]')) card.removeAttribute('data-starting');
      for (const button of held.splice(0)) button.click();
    },
  };

  const parsed = () => {
    preloadLevel(window.location.hash);
    firstPaint();
    idle(unfoldNext);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', parsed, { once: true });
  else parsed();
})();
