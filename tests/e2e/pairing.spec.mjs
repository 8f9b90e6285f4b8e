// "Play now" on a phone against the real game server, pressed by a newcomer before making a
// player (the wait begins once the name is given): nobody else waits, so after the server's
// bot wait (2 s in the suite) a bot of the server's takes the other seat; the paired game's room
// opens, the player places the car and sees the bot move too, resigns after a yes, and the end
// says the result and offers a rematch.
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { clickPoint, expectScreen, settings, watchConsole } from './support.mjs';

// One after the other: both tests use the server's one pairing pool, where a player waiting in
// one could be paired with the other's.
test.describe.configure({ mode: 'default' });

const server = settings.serverUrl;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

const panel = (page) => page.getByTestId('online-panel');

async function options(page) {
  const data = await panel(page).evaluate((element) => ({ ...element.dataset }));
  return { round: Number(data.round), options: (data.options ?? '').split(' ').filter(Boolean) };
}

test('Play now on a phone: paired with a bot, a round played, resigned, a rematch offered', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server, ...PHONE });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto(`${server}#/online`);
  // "Play now" comes first on the screen, above the name a newcomer has not given yet.
  const playNow = page.getByTestId('online-play-now');
  await expect(playNow).toBeVisible();
  const playBox = await playNow.boundingBox();
  const nameBox = await page.getByTestId('online-name').boundingBox();
  expect(playBox.y).toBeLessThan(nameBox.y);
  await page.getByTestId('online-pair-kind').selectOption('2');
  // Pressed before there is a player: the name is asked for, and once the player is made the
  // wait begins by itself (no second press of a button now above the fold).
  await playNow.click();
  await expect(page.getByTestId('online-name')).toBeFocused();
  await expect(page.getByTestId('online-note')).toContainText('the search for an opponent starts by itself');
  await page.getByTestId('online-name').fill('Pia');
  await page.getByTestId('online-make-player').click();
  await expect(page.getByTestId('online-my-name')).toHaveText('Pia');
  await expect(page.getByTestId('online-pairing')).toContainText('Looking for an opponent (Live, rated: 60 s a move)');
  await expect(page.getByTestId('online-pair-cancel')).toBeVisible();
  // The kind of game asked for cannot change under the search.
  await expect(page.getByTestId('online-pair-kind')).toBeDisabled();
  // The bot comes: the room of the paired game opens.
  await expectScreen(page, 'online-game');
  await expect(page.getByTestId('online-seats-list')).toContainText('bot');
  await expect(page.getByTestId('online-status')).toContainText('place your car');
  await expect.poll(async () => (await options(page)).options.length).toBeGreaterThan(0);
  const [start] = (await options(page)).options;
  await clickPoint(page, start.split(',').map(Number));
  // The bot places too (it thinks a moment): round 2.
  await expect.poll(async () => (await options(page)).round, { timeout: 15_000 }).toBe(2);
  await page.screenshot({ path: path.join(settings.artifacts, 'pairing-phone-room.png') });
  // Resign, after saying yes.
  await page.getByTestId('online-resign').click();
  await expect(page.getByTestId('online-confirm')).toBeVisible();
  await page.getByTestId('online-confirm-yes').click();
  // Play now's games are rated: the end says what the game did to the rating.
  await expect(page.getByTestId('online-status')).toHaveText(/^You are out of the race: 2nd of 2\. Your rating: 1500\? → \d+\? \(−\d+\)\. “\?”: provisional/);
  await expect(page.getByTestId('online-rematch')).toHaveText('Rematch');
  // The end in view: on this phone it lay a screen below the result.
  await expect(page.getByTestId('online-rematch')).toBeInViewport();
  await expect(page.getByTestId('online-log')).toContainText('you resigned');
  await page.screenshot({ path: path.join(settings.artifacts, 'pairing-phone-end.png') });
  expect(errors).toEqual([]);
  await context.close();
});

test('Play now paired with a player who waits: both rooms open, the second player\'s too', async ({ browser }) => {
  // The playtest: Bob pressed Play now while Ann waited; the server paired them in its answer to
  // Bob's join, and Bob's page stayed where it was, with a toast, while the move clock ran.
  const players = [];
  for (const name of ['Ann', 'Bob']) {
    const context = await browser.newContext({ baseURL: server, ...PHONE });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto(`${server}#/online`);
    await page.getByTestId('online-name').fill(`${name}${Date.now() % 100000}`);
    await page.getByTestId('online-make-player').click();
    await expect(page.getByTestId('online-my-name')).toBeVisible();
    players.push({ context, page, errors });
  }
  const [ann, bob] = players;
  // The suite's server gives a bot the seat after 2 s: Bob presses as soon as Ann waits.
  await ann.page.getByTestId('online-play-now').click();
  await expect(ann.page.getByTestId('online-pairing')).toContainText('Looking for an opponent');
  await bob.page.getByTestId('online-play-now').click();
  for (const { page } of players) await expectScreen(page, 'online-game');
  expect(new URL(bob.page.url()).hash).toBe(new URL(ann.page.url()).hash);
  await expect(bob.page.getByTestId('online-seats-list')).not.toContainText('bot');
  for (const { context, errors } of players) {
    expect(errors).toEqual([]);
    await context.close();
  }
});
