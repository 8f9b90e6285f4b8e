// Tournaments against the real game server (`racetrack-server`, started by `cargo xtask test`):
// a player joins an arena from its page, is paired and sent into the game by itself, comes back
// to the table after it and is paired again; a Grand Prix's table after a race; the page in
// French; an arena made with the form.
import { test, expect } from '@playwright/test';
import { expectScreen, settings, watchConsole } from './support.mjs';

const server = settings.serverUrl;
const api = (path) => new URL(path, server).href;
const auth = (token) => ({ Authorization: `Bearer ${token}` });
const TWO_LANES = '##########\n#>......*#\n#>......*#\n##########';
const FIVE_LANES = '##########\n' + '#>......*#\n'.repeat(5) + '##########';

/** A player made through the API: its token. */
async function apiPlayer(request, name) {
  const made = await request.post(api('/api/v1/players'), { data: { name } });
  await expect(made).toBeOK();
  return (await made.json()).token;
}

/** A page of a new browser context with a player called `name`, made on the online page. */
async function player(browser, name, options = {}) {
  const context = await browser.newContext({ baseURL: server, ...options });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto(`${server}#/online`);
  await page.getByTestId('online-name').fill(name);
  await page.getByTestId('online-make-player').click();
  await expect(page.getByTestId('online-my-name')).toHaveText(name);
  return { context, page, errors };
}

/** The game `token`'s player plays now in tournament `id` (other than `before`), once there is one. */
async function gameOf(request, id, token, before = null) {
  let game = null;
  await expect.poll(async () => {
    const view = await (await request.get(api(`/api/v1/tournaments/${id}`), { headers: auth(token) })).json();
    game = view.you && view.you.state === 'playing' && view.you.game !== before ? view.you.game : null;
    return game;
  }, { timeout: 30_000 }).not.toBeNull();
  return game;
}

test('a player joins an arena, plays a game, comes back to the table and is paired again', async ({ browser, request }) => {
  const host = await apiPlayer(request, 'Arena host');
  const made = await request.post(api('/api/v1/tournaments'), {
    headers: auth(host),
    data: {
      kind: 'arena', name: 'Lunch arena', starts_ms: Date.now() + 12_000, minutes: 10,
      tracks: [TWO_LANES], move_seconds: 60, max_players: 8,
    },
  });
  await expect(made).toBeOK();
  const arena = await made.json();
  await expect(await request.post(api(`/api/v1/tournaments/${arena.id}/join`), { headers: auth(host) })).toBeOK();

  const ann = await player(browser, 'Arena Ann');
  const sockets = [];
  ann.page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname));
  await ann.page.goto(`${server}#/`);
  await ann.page.getByTestId('tournaments-open').click();
  await expectScreen(ann.page, 'tournaments');
  const card = ann.page.getByTestId('tournament-card').filter({ hasText: 'Lunch arena' });
  await expect(card).toContainText('Arena · 1 player');
  await card.click();
  await expect(ann.page.getByTestId('tournament-name')).toHaveText('Lunch arena');
  await expect(ann.page.getByTestId('tournament-when')).toContainText('Starts in');
  await ann.page.getByTestId('tournament-join').click();
  await expect(ann.page.getByTestId('tournament-you')).toHaveText('You have joined: your first game starts with the tournament. Need a break? Press Pause: no game starts for you until you come back.');
  await expect(ann.page.getByTestId('tournament-pause')).toBeVisible();
  await expect(ann.page.getByTestId('tournament-row')).toHaveCount(2);
  // The page follows the tournament on its live stream.
  await expect.poll(() => sockets).toContain(`/api/v1/tournaments/${arena.id}/live`);

  // The arena starts: both are paired, and Ann's game opens by itself.
  const first = await gameOf(request, arena.id, host);
  await expectScreen(ann.page, 'online-game');
  await expect(ann.page).toHaveURL(new RegExp(`#/online/${first}$`));
  // The host resigns: Ann wins; her room leads back to the tournament.
  await expect(await request.post(api(`/api/v1/games/${first}/resign`), { headers: auth(host) })).toBeOK();
  const back = ann.page.getByTestId('online-tournament');
  await expect(back).toBeVisible();
  await expect(ann.page.getByTestId('online-rematch')).toBeHidden();
  await back.click();
  // Paired again at once (the two of them are all that is free): the next room opens by itself.
  const second = await gameOf(request, arena.id, host, first);
  await expect(ann.page).toHaveURL(new RegExp(`#/online/${second}$`), { timeout: 15_000 });
  await expectScreen(ann.page, 'online-game');
  // The table counts the win; the page leads back to the game under way and stays put.
  await ann.page.goto(`${server}#/tournaments/${arena.id}`);
  await expectScreen(ann.page, 'tournaments');
  const mine = ann.page.locator('[data-testid="tournament-row"].mine');
  await expect(mine).toContainText('Arena Ann');
  await expect(mine.locator('td.number').first()).toHaveText('2');
  await expect(ann.page.getByTestId('tournament-you')).toHaveText('You are playing a game of the tournament. Press Pause for a break after this game: no other game starts for you until you come back.');
  await expect(ann.page.getByTestId('tournament-my-game')).toHaveAttribute('href', `#/online/${second}`);
  await expect(ann.page.getByTestId('tournament-games').locator('a')).toHaveCount(1);
  // Leave asks first; No keeps her in.
  await ann.page.getByTestId('tournament-leave').click();
  await expect(ann.page.getByTestId('tournament-confirm')).toContainText('Leave this tournament for good?');
  await ann.page.getByTestId('tournament-confirm-no').click();
  await expect(ann.page.getByTestId('tournament-confirm')).toBeHidden();
  await expect(ann.page.getByTestId('tournament-you')).toHaveText('You are playing a game of the tournament. Press Pause for a break after this game: no other game starts for you until you come back.');
  await ann.page.waitForTimeout(2_500);
  await expectScreen(ann.page, 'tournaments');
  expect(ann.errors).toEqual([]);
  await ann.context.close();
});

test("a Grand Prix's table after its first race, in French", async ({ browser, request }) => {
  const names = ['GP Un', 'GP Deux', 'GP Trois', 'GP Quatre', 'GP Cinq'];
  const tokens = [];
  for (const name of names) tokens.push(await apiPlayer(request, name));
  const made = await request.post(api('/api/v1/tournaments'), {
    headers: auth(tokens[0]),
    data: {
      kind: 'grand_prix', name: 'Grand Prix de Noël', starts_ms: Date.now() + 2_000,
      tracks: [FIVE_LANES, FIVE_LANES], move_seconds: 60, max_players: 5,
    },
  });
  await expect(made).toBeOK();
  const gp = await made.json();
  for (const token of tokens) {
    await expect(await request.post(api(`/api/v1/tournaments/${gp.id}/join`), { headers: auth(token) })).toBeOK();
  }
  const game = await gameOf(request, gp.id, tokens[0]);
  // The race: four resign, the fifth car wins it.
  for (const [i, token] of tokens.entries()) {
    if (i === 0) continue;
    await expect(await request.post(api(`/api/v1/games/${game}/resign`), { headers: auth(token) })).toBeOK();
  }
  const context = await browser.newContext({ baseURL: server, locale: 'fr-FR' });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto(`${server}#/tournaments/${gp.id}`);
  await expectScreen(page, 'tournaments');
  await expect(page.getByTestId('tournament-when')).toContainText('Prochaine course dans', { timeout: 15_000 });
  await expect(page.getByTestId('tournament-about')).toHaveText('Grand Prix · 2 courses · règles strictes · 1 minute par coup');
  await expect(page.getByTestId('tournament-tracks')).toHaveText('Circuits : Track 1 · Track 2');
  await expect(page.getByTestId('tournament-finished')).toContainText('Course 1 : 1. GP Un · GP Deux (n’a pas fini)');
  const rows = page.getByTestId('tournament-row');
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toContainText('GP Un');
  await expect(rows.first().locator('td.number').first()).toHaveText('25');
  await expect(rows.nth(1).locator('td.number').first()).toHaveText('0');
  await expect(page.getByTestId('tournament-you')).toHaveText('Les inscriptions sont closes.');
  await expect(page.getByTestId('tournament-join')).toBeHidden();
  expect(errors).toEqual([]);
  await context.close();
});

test('a player makes an arena with the form and lands on its page, entered in it', async ({ browser }) => {
  const ann = await player(browser, 'Form Ann', { viewport: { width: 390, height: 844 } });
  await ann.page.goto(`${server}#/tournaments`);
  await expectScreen(ann.page, 'tournaments');
  await expect(ann.page.getByTestId('tournament-form')).toBeHidden();
  await ann.page.getByTestId('tournament-form-open').click();
  const form = ann.page.getByTestId('tournament-form');
  await expect(form).toBeVisible();
  await expect(ann.page.getByTestId('tournament-form-open')).toBeHidden();
  // Nothing is sent with a name too short: the form says why.
  await ann.page.getByTestId('tournament-form-name').fill('Ev');
  await ann.page.getByTestId('tournament-form-send').click();
  await expect(ann.page.getByTestId('tournament-form-note')).toHaveText('The name needs 3 to 60 characters.');
  await ann.page.getByTestId('tournament-form-name').fill('Evening arena');
  await ann.page.getByTestId('tournament-form-starts').selectOption({ label: 'in 1 hour' });
  await ann.page.getByTestId('tournament-form-minutes').selectOption({ label: '45 minutes' });
  const tracks = ann.page.getByTestId('tournament-form-track');
  await expect(tracks.first()).toBeChecked();
  await tracks.nth(2).check();
  await ann.page.getByTestId('tournament-form-players').fill('12');
  // Its maker races in it unless they untick it.
  await expect(ann.page.getByTestId('tournament-form-play')).toBeChecked();
  await ann.page.getByTestId('tournament-form-send').click();
  // Made: its page opens, with the settings chosen and its maker entered.
  await expect(ann.page).toHaveURL(/#\/tournaments\/[A-Za-z0-9]{8}$/);
  await expect(ann.page.getByTestId('tournament-name')).toHaveText('Evening arena');
  await expect(ann.page.getByTestId('tournament-about')).toHaveText('Arena · 45 minutes · strict rules · 30 seconds a move · rated');
  await expect(ann.page.getByTestId('tournament-when')).toContainText('Starts in');
  await expect(ann.page.getByTestId('tournament-seats')).toHaveText('1 of 12 players');
  await expect(ann.page.getByTestId('tournament-tracks')).toHaveText('Tracks: First circuit · Hairpin');
  await expect(ann.page.getByTestId('tournament-you')).toHaveText('You have joined: your first game starts with the tournament. Need a break? Press Pause: no game starts for you until you come back.');
  await expect(ann.page.getByTestId('tournament-join')).toBeHidden();
  await expect(ann.page.getByTestId('tournament-leave')).toBeVisible();
  expect(ann.errors).toEqual([]);
  await ann.context.close();
});

test('without an online player the form says first, at its top, where one is made', async ({ browser }) => {
  // A playtest filled the whole form in before reading, at its bottom, that a player is needed.
  const context = await browser.newContext({ baseURL: server, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto(`${server}#/tournaments`);
  await expectScreen(page, 'tournaments');
  await page.getByTestId('tournament-form-open').tap();
  const link = page.getByTestId('tournament-form-player');
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', '#/online');
  const top = async (id) => (await page.getByTestId(id).boundingBox()).y;
  expect(await top('tournament-form-player')).toBeLessThan(await top('tournament-form-kind'));
  // Why, above it (another playtest read a lone button there).
  await expect(page.getByTestId('tournament-form-player-why')).toHaveText('Make your online player first (Race online), then come back.');
  expect(await top('tournament-form-player-why')).toBeLessThan(await top('tournament-form-player'));
  await expect(page.getByTestId('tournament-form-send')).toBeHidden();
  expect(errors).toEqual([]);
  await context.close();
});

test('on a phone each check box of the tournament form is a finger\'s row', async ({ browser }) => {
  // A playtest measured the tracks' rows at 23 to 26 px.
  const context = await browser.newContext({
    baseURL: server, viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true,
  });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto(`${server}#/tournaments`);
  await expectScreen(page, 'tournaments');
  await page.getByTestId('tournament-form-open').tap();
  const rows = page.locator('#tournament-form label.switch');
  await expect(page.getByTestId('tournament-form-track').first()).toBeVisible();
  // The list fills as the tracks on offer arrive (a fresh clone's CI counted 5 rows once, the
  // first one shown before the rest): the rows are measured once they are all there.
  await expect.poll(() => rows.count()).toBeGreaterThan(10);
  const heights = await rows.evaluateAll((labels) => labels.map((l) => l.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(10);
  for (const h of heights) expect(h).toBeGreaterThanOrEqual(44);
  // A tap on a track's row, not only on its box, checks it.
  const second = page.locator('#tournament-form-track-list label').nth(1);
  await second.locator('span').tap();
  await expect(second.locator('input')).toBeChecked();
  expect(errors).toEqual([]);
  await context.close();
});

test('on a 360 px phone in French an arena\'s card shows its whole name and its table stays in the page', async ({ browser, request }) => {
  // A playtest: "Tournoi · Damien" read "Tour…" beside its start time, and the table of an
  // arena about to start ran 29 px past the window (the page scrolled sideways).
  // A name of one long word too (another playtest's "Maximilien46412" pushed the table 21 px
  // past the window).
  const tokens = [await apiPlayer(request, 'Damien Lefebvre'), await apiPlayer(request, 'Fanny Dubois'),
    await apiPlayer(request, 'MaximilienRobespierre46')];
  const name = 'Tournoi · Damien Lefebvre';
  const made = await request.post(api('/api/v1/tournaments'), {
    headers: auth(tokens[0]),
    data: {
      kind: 'arena', name, starts_ms: Date.now() + 13 * 60_000, minutes: 30,
      tracks: [TWO_LANES], move_seconds: 30, max_players: 20, rated: true,
    },
  });
  await expect(made).toBeOK();
  const arena = await made.json();
  for (const token of tokens) {
    await expect(await request.post(api(`/api/v1/tournaments/${arena.id}/join`), { headers: auth(token) })).toBeOK();
  }
  const context = await browser.newContext({
    baseURL: server, viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, locale: 'fr-FR',
  });
  const page = await context.newPage();
  const errors = watchConsole(page);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - 360);
  await page.goto(`${server}#/tournaments`);
  await expectScreen(page, 'tournaments');
  const card = page.getByTestId('tournament-card').filter({ hasText: 'Damien Lefebvre' });
  const shown = card.locator('.tournament-card-name');
  await expect(shown).toHaveText(name);
  expect(await shown.evaluate((e) => e.scrollWidth <= e.clientWidth && e.getBoundingClientRect().width > 60)).toBe(true);
  await expect(card.locator('.tournament-card-when')).toContainText('Commence dans');
  expect(await overflow(), 'the list').toBe(0);
  await page.goto(`${server}#/tournaments/${arena.id}`);
  await expect(page.getByTestId('tournament-row')).toHaveCount(3);
  expect(await overflow(), 'the table').toBe(0);
  const table = await page.getByTestId('tournament-table').boundingBox();
  expect(table.x + table.width).toBeLessThanOrEqual(360);
  expect(errors).toEqual([]);
  await context.close();
});
