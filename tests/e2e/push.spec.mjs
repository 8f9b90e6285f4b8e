// Told when it is your move: a push delivered to the page's service worker (Chromium's
// DevTools protocol plays the push service: ServiceWorker.deliverPushMessage) is shown as a
// notification naming the track, and its tap's address is the game's room; a pairing and a
// tournament begun have words of their own.
import { test, expect } from '@playwright/test';
import { settings, watchConsole } from './support.mjs';

const server = settings.serverUrl;

const MOVE = { game: 'abcdefghij', title: 'Two lanes', round: 3, deadline_ms: 1, url: '#/online/abcdefghij' };

/** Delivers push `message` to the page's service worker (in a browser whose language is
 * `locale`) and waits for its notification; returns what it shows. */
async function pushed(browser, locale, message = MOVE) {
  const origin = new URL(server).origin;
  const context = await browser.newContext({ baseURL: server, locale });
  await context.grantPermissions(['notifications'], { origin });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto(`${server}#/online`);
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.active?.state === 'activated' && window.racetrack;
  });
  // The page keeps the worker's words in its language once it speaks it.
  await page.waitForFunction(async () => Boolean(await (await caches.open('racetrack-words')).match('words.json')));
  // Once the worker is active (a push to a worker still installing is lost).
  const cdp = await context.newCDPSession(page);
  const registrations = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.filter((r) => !r.isDeleted).length).toBeGreaterThan(0);
  const { registrationId } = registrations.find((r) => !r.isDeleted);
  const shown = () => page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const notes = await registration.getNotifications();
    return notes.map((n) => ({ title: n.title, body: n.body, url: n.data?.url }));
  });
  // A push that has to start a stopped worker can be dropped by headless Chromium: pushed
  // again until shown (the same game's notifications replace each other: one is left).
  let notes = [];
  await expect.poll(async () => {
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(message) });
    await page.waitForTimeout(300);
    notes = await shown();
    return notes.length;
  }, { timeout: 15_000 }).toBe(1);
  expect(errors).toEqual([]);
  await context.close();
  return { ...notes[0], origin };
}

test('a push is shown by the service worker as "Your move in <track>"', async ({ browser }) => {
  const note = await pushed(browser, 'en-US');
  expect(note).toEqual({
    title: 'Your move in Two lanes',
    body: 'Round 3 waits for your move.',
    url: `${note.origin}/#/online/abcdefghij`,
    origin: note.origin,
  });
});

test('a push is worded in the page\'s language: French, German', async ({ browser }) => {
  const french = await pushed(browser, 'fr-FR');
  expect([french.title, french.body]).toEqual(['À toi de jouer dans Two lanes', 'Le tour 3 attend ton coup.']);
  const german = await pushed(browser, 'de-DE');
  expect([german.title, german.body]).toEqual(['Du bist am Zug in Two lanes', 'Runde 3 wartet auf deinen Zug.']);
});

test('a pairing and a tournament begun are pushed in their own words', async ({ browser }) => {
  const paired = { kind: 'paired', game: 'abcdefghij', title: 'Bob', round: 1, deadline_ms: null, url: '#/online/abcdefghij' };
  const note = await pushed(browser, 'en-US', paired);
  expect([note.title, note.body, note.url]).toEqual([
    'Your game against Bob', 'Your game has begun: round 1 waits for your start point.', `${note.origin}/#/online/abcdefghij`,
  ]);
  const began = { kind: 'tournament_started', game: 'T4K9M2XQ', title: 'Friday <b>arena</b>', round: 0, deadline_ms: null, url: '#/tournaments/T4K9M2XQ' };
  const french = await pushed(browser, 'fr-FR', began);
  expect([french.title, french.body, french.url]).toEqual([
    'Friday <b>arena</b> a commencé', 'Ton tournoi a commencé : reviens jouer tes parties.', `${french.origin}/#/tournaments/T4K9M2XQ`,
  ]);
});

test('notifications the browser refuses are said in the page\'s words, not the browser\'s', async ({ browser }) => {
  // The playtest: the switch showed Chromium's raw "Registration failed - permission denied".
  // Headless Chromium, asked for a permission not granted, refuses it.
  const context = await browser.newContext({ baseURL: server });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto(`${server}#/online`);
  await page.getByTestId('online-name').fill('Nia');
  await page.getByTestId('online-make-player').click();
  await expect(page.getByTestId('online-my-name')).toHaveText('Nia');
  await page.getByTestId('online-notify').click();
  const note = page.getByTestId('online-note');
  await expect(note).toHaveText(
    "Notifications could not be turned on: notifications are blocked for this site in the browser's settings.",
  );
  await expect(page.getByTestId('online-notify')).not.toBeChecked();
  expect(errors).toEqual([]);
  await context.close();
});
