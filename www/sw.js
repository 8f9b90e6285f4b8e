// Service worker: the whole site in one cache per version, so that after one visit the game
// opens and plays with no network. `cargo xtask dist` writes it to the site root as sw.js (its
// scope is then the whole site), replacing the two placeholders below: the version (a hash of
// every file of the site) and the list of those files.
const VERSION = '__RACETRACK_VERSION__';
const PRECACHE = __RACETRACK_PRECACHE__;

const PREFIX = 'racetrack-';
const CACHE = `${PREFIX}${VERSION}`;
// The page's words for a push, in its language (kept by the page: src/web/effects.rs).
const WORDS = `${PREFIX}words`;
// The page itself: a navigation to the site root, with any query or #fragment, gets this.
const PAGE = new URL('index.html', self.location).href;
const ROOT = new URL('./', self.location).href;

// Install: fetch every file of this version (past the HTTP cache) into a new cache. Waiting for
// old tabs to close would keep the old version through any number of reloads: take over now.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

// Activate: drop the caches of other versions and serve the open pages from now on.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(PREFIX) && name !== CACHE && name !== WORDS)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

// Fetch: cache first, for the page too, so that index.html, the script and the wasm always come
// from the same version; anything not cached goes to the network.
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !request.url.startsWith(ROOT)) return;
  event.respondWith(respond(request));
});

async function respond(request) {
  const cache = await caches.open(CACHE);
  const cached = isPage(request) ? await cache.match(PAGE) : await cache.match(request);
  return cached ?? fetch(request);
}

/** Whether `request` navigates to the page: the site root or index.html, any query. */
function isPage(request) {
  if (request.mode !== 'navigate') return false;
  const url = new URL(request.url);
  url.search = '';
  url.hash = '';
  return url.href === ROOT || url.href === PAGE;
}

// Push (Web Push, from the game server): a round waits for the player's move, a game was paired
// for them, or a tournament they joined began. The message is the server's JSON (`PushMessage`:
// its kind, the game or tournament, a name, the round, the address to open); the notification
// says so in the page's words (kept by the page in its language; English until the page has
// kept them), and a tap opens the address, in an open tab of the site when there is one. One
// notification per game: a newer round replaces the older.
const ENGLISH = {
  title: 'Your move in {title}',
  title_any: 'Your move in Racetrack',
  body: 'Round {round} waits for your move.',
  body_any: 'A game waits for your move.',
  paired_title: 'Your game against {title}',
  paired_body: 'Your game has begun: round 1 waits for your start point.',
  started_title: '{title} has begun',
  started_body: 'Your tournament has started: come back to play your games.',
};

async function pushWords() {
  try {
    const kept = await (await caches.open(WORDS)).match('words.json');
    const words = kept ? await kept.json() : null;
    // Words kept by an older page lack the newer kinds' templates: English fills them in.
    const ok = words && ['title', 'title_any', 'body', 'body_any'].every((k) => typeof words[k] === 'string');
    if (!ok) return ENGLISH;
    const all = { ...ENGLISH };
    for (const k of Object.keys(ENGLISH)) if (typeof words[k] === 'string') all[k] = words[k];
    return all;
  } catch {
    return ENGLISH;
  }
}

/** The notification's title and body for `message` (its `kind`: a move, a pairing, a
 * tournament begun), in `words`. Names fill the templates as text. */
function say(words, message) {
  const fill = (template) => template.replace('{title}', () => String(message.title));
  if (message.kind === 'paired' && message.title) {
    return [fill(words.paired_title), words.paired_body];
  }
  if (message.kind === 'tournament_started' && message.title) {
    return [fill(words.started_title), words.started_body];
  }
  const title = message.title ? fill(words.title) : words.title_any;
  const body = message.round ? words.body.replace('{round}', () => String(message.round)) : words.body_any;
  return [title, body];
}

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = {};
  }
  const url = new URL(typeof message.url === 'string' ? message.url : '#/online', ROOT).href;
  event.waitUntil(
    (async () => {
      const words = await pushWords();
      const [title, body] = say(words, message);
      await self.registration.showNotification(title, {
        body,
        tag: `racetrack-${message.game ?? 'move'}`,
        icon: new URL('www/icons/icon-192.png', ROOT).href,
        data: { url },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data?.url ?? ROOT;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs.find((client) => client.url.startsWith(ROOT));
      if (tab) {
        await tab.focus();
        await tab.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
