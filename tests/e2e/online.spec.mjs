// Online races against the real game server (`racetrack-server`, started by `cargo xtask test`
// on a fresh SQLite file, serving dist/ and the API on one address): two players in two browser
// contexts play a live game to the end while a third context watches, a reload mid-game
// resumes, two players on two instances sharing PostgreSQL play live, a correspondence move
// waits for the other player after the tab is closed, a solo win goes to the world board; the
// eight cars of a full game each have a colour of their own; the static site alone says that
// no server answers.
import { test, expect } from '@playwright/test';
import {
  canvasPixel,
  clickPoint,
  colourDistance,
  expectScreen,
  openPasted,
  settings,
  watchConsole,
} from './support.mjs';

// Each test makes its own players and games: the two workers share the file's tests.
test.describe.configure({ mode: 'parallel' });

const TWO_LANES = '##########\n#>......*#\n#>......*#\n##########';
const server = settings.serverUrl;

/** A page of a new browser context (its own storage: its own player) on `at`. */
async function newPlayerPage(browser, at = server) {
  const context = await browser.newContext({ baseURL: at });
  const page = await context.newPage();
  return { context, page, errors: watchConsole(page) };
}

/** Makes the page's online player `name` on the server at `at`. */
async function makePlayer(page, name, at = server) {
  await page.goto(`${at}#/online`);
  await page.getByTestId('online-name').fill(name);
  await page.getByTestId('online-make-player').click();
  await expect(page.getByTestId('online-my-name')).toHaveText(name);
}

/** Makes a 2-seat game on `track` (TWO_LANES) with `moveTime` (an index of the move times) on
 *  the server at `at`, at night when `night`; returns the invite link. */
async function makeGame(page, moveTime, at = server, rules = 'strict', { track = TWO_LANES, night = false } = {}) {
  await page.goto(`${at}#/`);
  await openPasted(page, track);
  await page.evaluate(() => { location.hash = '#/online'; });
  await expectScreen(page, 'online');
  await page.getByTestId('online-track').selectOption('open');
  await page.getByTestId('online-move-time').selectOption(String(moveTime));
  await page.getByTestId('online-public').uncheck();
  await page.getByTestId('online-rules').selectOption(rules);
  await page.getByTestId('online-night').setChecked(night);
  await page.getByTestId('online-create').click();
  await expectScreen(page, 'online-game');
  const invite = page.getByTestId('online-invite');
  await expect(invite).not.toHaveValue('');
  return invite.inputValue();
}

const panel = (page) => page.getByTestId('online-panel');

/** The page's options now, and its round. */
async function options(page) {
  const data = await panel(page).evaluate((element) => ({ ...element.dataset }));
  return { round: Number(data.round), options: (data.options ?? '').split(' ').filter(Boolean) };
}

/** Plays `point` in `round` once it is one of the page's options; returns once the move is
 *  taken (the point is no option any more in that round, or the round has moved on). */
async function play(page, round, [row, col]) {
  const point = `${row},${col}`;
  await expect.poll(async () => {
    const now = await options(page);
    return now.round === round && now.options.includes(point);
  }).toBe(true);
  await clickPoint(page, [row, col]);
  await expect.poll(async () => {
    const now = await options(page);
    return now.round !== round || !now.options.includes(point);
  }).toBe(true);
}

test('a player leaves an open game and its creator cancels it, each after a yes', async ({ browser }) => {
  const THREE_LANES = '##########\n#>......*#\n#>......*#\n#>......*#\n##########';
  const lea = await newPlayerPage(browser);
  const leo = await newPlayerPage(browser);
  await makePlayer(lea.page, 'Lea');
  await makePlayer(leo.page, 'Leo');
  await lea.page.goto(`${server}#/`);
  await openPasted(lea.page, THREE_LANES);
  await lea.page.evaluate(() => { location.hash = '#/online'; });
  await expectScreen(lea.page, 'online');
  await expect(lea.page.getByTestId('online-public')).not.toBeChecked();
  await lea.page.getByTestId('online-track').selectOption('open');
  await lea.page.getByTestId('online-seats').selectOption('3');
  await lea.page.getByTestId('online-create').click();
  await expectScreen(lea.page, 'online-game');
  const invite = lea.page.getByTestId('online-invite');
  await expect(invite).not.toHaveValue('');
  await leo.page.goto(await invite.inputValue());
  await leo.page.getByTestId('online-join').click();
  await expect(panel(lea.page).getByTestId('online-seat')).toHaveCount(2);
  await expect(lea.page.getByTestId('online-leave')).toBeHidden();
  await expect(leo.page.getByTestId('online-cancel')).toBeHidden();
  // Leaving and cancelling end something: each reads as a button (its border drawn, in the
  // danger colour), not as a label.
  for (const [p, id] of [[leo.page, 'online-leave'], [lea.page, 'online-cancel']]) {
    const look = await p.getByTestId(id).evaluate((b) => {
      const style = getComputedStyle(b);
      const danger = getComputedStyle(document.body).getPropertyValue('--danger').trim();
      const probe = document.createElement('span');
      probe.style.color = danger;
      document.body.append(probe);
      const dangerRgb = getComputedStyle(probe).color;
      probe.remove();
      return { border: style.borderTopColor, color: style.color, dangerRgb };
    });
    expect(look.border).not.toBe('rgba(0, 0, 0, 0)');
    expect(look.color).toBe(look.dangerRgb);
  }
  // Leo leaves, after a yes: Lea's room shows one seat taken again.
  await leo.page.getByTestId('online-leave').click();
  await expect(leo.page.getByTestId('online-confirm')).toContainText('Leave this game?');
  await leo.page.getByTestId('online-confirm-yes').click();
  await expect(leo.page.getByTestId('online-room-note')).toHaveText('You left the game: your seat is free again.');
  await expect(panel(lea.page).getByTestId('online-seat')).toHaveCount(1);
  // Lea cancels: "Keep it" first changes nothing; then yes, and the game is gone for both.
  await lea.page.getByTestId('online-cancel').click();
  await lea.page.getByTestId('online-confirm-no').click();
  await expect(lea.page.getByTestId('online-confirm')).toBeHidden();
  await lea.page.getByTestId('online-cancel').click();
  await lea.page.getByTestId('online-confirm-yes').click();
  await expectScreen(lea.page, 'online');
  await expect(lea.page.getByTestId('online-note')).toHaveText('You cancelled the game: it is gone.');
  await expect(leo.page.getByTestId('online-room-note')).toHaveText('Its creator cancelled this game: it is gone.');
  for (const p of [lea, leo]) {
    expect(p.errors).toEqual([]);
    await p.context.close();
  }
});

test('an invited friend without a player types a name and takes the seat in one go', async ({ browser }) => {
  const ivy = await newPlayerPage(browser);
  const kim = await newPlayerPage(browser);
  await makePlayer(ivy.page, 'Ivy');
  const invite = await makeGame(ivy.page, 1);
  // The link is read whole in the room's panel, the game's code at its end included.
  const field = ivy.page.getByTestId('online-invite');
  await expect(field).toHaveValue(invite);
  expect(await field.evaluate((e) => [e.scrollWidth <= e.clientWidth, e.scrollHeight <= e.clientHeight]))
    .toEqual([true, true]);
  await kim.page.goto(invite);
  await expect(kim.page.getByTestId('online-join')).toBeHidden();
  await expect(kim.page.getByTestId('online-join-as')).toBeVisible();
  await kim.page.getByTestId('online-room-name').fill('Kim');
  await kim.page.getByTestId('online-join-as-button').click();
  for (const p of [ivy.page, kim.page]) {
    await expect(panel(p)).toHaveAttribute('data-state', 'running');
  }
  await expect(panel(kim.page).getByTestId('online-seat').nth(1)).toContainText('Kim');
  for (const p of [ivy, kim]) {
    expect(p.errors).toEqual([]);
    await p.context.close();
  }
});

test('a room opened from its link, and reloaded, draws walls and the finish in the solo board\'s colours', async ({ browser }) => {
  const una = await newPlayerPage(browser);
  const guest = await newPlayerPage(browser);
  await makePlayer(una.page, 'Una');
  // The solo board of the same track, decor off as the rooms draw it.
  await una.page.goto(`${server}#/`);
  await openPasted(una.page, TWO_LANES);
  const wall = [0, 4];
  const finish = [1, 8];
  const solo = { wall: await canvasPixel(una.page, wall), finish: await canvasPixel(una.page, finish) };
  const invite = await makeGame(una.page, 1);
  const close = (a, b) => colourDistance(a, b) < 12;
  for (const step of ['link', 'reload']) {
    if (step === 'link') await guest.page.goto(invite);
    else await guest.page.reload();
    await expect(panel(guest.page)).toHaveAttribute('data-state', 'open');
    await expect.poll(async () => close(await canvasPixel(guest.page, wall), solo.wall), `${step}: wall`).toBe(true);
    await expect.poll(async () => close(await canvasPixel(guest.page, finish), solo.finish), `${step}: finish`).toBe(true);
  }
  for (const p of [una, guest]) {
    expect(p.errors).toEqual([]);
    await p.context.close();
  }
});

test('two players race live to the standings while a third watches, and a reload resumes', async ({ browser }) => {
  const ann = await newPlayerPage(browser);
  const bob = await newPlayerPage(browser);
  const cy = await newPlayerPage(browser);
  await makePlayer(ann.page, 'Ann');
  await makePlayer(bob.page, 'Bob <i>');
  const invite = await makeGame(ann.page, 1);
  await expect(panel(ann.page)).toHaveAttribute('data-state', 'open');

  await bob.page.goto(invite);
  await bob.page.getByTestId('online-join').click();
  for (const p of [ann.page, bob.page]) {
    await expect(panel(p)).toHaveAttribute('data-state', 'running');
    await expect(p.getByTestId('online-bar')).toContainText('Round 1');
  }
  // Cy watches without a player: no options, no seat, the same board.
  const id = new URL(invite).hash.split('/')[2];
  await cy.page.goto(`${server}#/online/${id}`);
  await expect(panel(cy.page)).toHaveAttribute('data-state', 'running');
  await expect(panel(cy.page)).toHaveAttribute('data-options', '');
  await expect(cy.page.getByTestId('online-join')).toBeHidden();
  // Names are text: Bob's markup shows as typed.
  await expect(panel(cy.page).getByTestId('online-seat').nth(1)).toContainText('Bob <i>');

  await play(ann.page, 1, [1, 1]);
  await expect(panel(bob.page).getByTestId('online-seat').first()).toHaveAttribute('data-chosen', 'true');

  await play(bob.page, 1, [2, 1]);
  // Both players have the page open: each seat's dot says so, to the players and to Cy.
  for (const p of [ann.page, cy.page]) {
    for (const seat of [0, 1]) {
      await expect(panel(p).getByTestId('online-presence').nth(seat)).toHaveAttribute('data-connected', 'true');
    }
  }
  await play(ann.page, 2, [1, 2]);
  await play(bob.page, 2, [2, 2]);
  // Bob reloads mid-game: the room comes back as it was, and he plays on.
  await expect(panel(bob.page)).toHaveAttribute('data-round', '3');
  await bob.page.reload();
  await expect(panel(bob.page)).toHaveAttribute('data-positions', '1,2 2,2');
  await play(bob.page, 3, [2, 4]);
  await play(ann.page, 3, [1, 4]);
  for (const [round, col] of [[4, 6], [5, 8]]) {
    await play(ann.page, round, [1, col]);
    await play(bob.page, round, [2, col]);
  }
  for (const p of [ann.page, bob.page, cy.page]) {
    await expect(panel(p)).toHaveAttribute('data-state', 'over');
    await expect(panel(p)).toHaveAttribute('data-positions', '1,8 2,8');
    await expect(p.getByTestId('online-standings')).toContainText('1. Ann, 4 moves');
  }
  // The finished game plays back in the replay viewer.
  await cy.page.getByTestId('online-watch').click();
  await expectScreen(cy.page, 'replay');
  await expect(cy.page.getByTestId('replay-car')).toHaveCount(2);
  // Its back button returns to the game, not to the levels.
  await expect(cy.page.locator('#back')).toBeHidden();
  await cy.page.getByTestId('back-to-room').click();
  await expectScreen(cy.page, 'online-game');
  await expect(panel(cy.page)).toHaveAttribute('data-state', 'over');
  for (const p of [ann, bob, cy]) {
    expect(p.errors).toEqual([]);
    await p.context.close();
  }
});

test('a Karopapier game goes one car at a time, says whose turn it is, and a crash puts the car back', async ({ browser }) => {
  const ann = await newPlayerPage(browser);
  const bob = await newPlayerPage(browser);
  await makePlayer(ann.page, 'Kai');
  await makePlayer(bob.page, 'Lou');
  const invite = await makeGame(ann.page, 1, server, 'karopapier');
  await expect(ann.page.getByTestId('online-heading')).toContainText('Karopapier rules');
  await bob.page.goto(invite);
  await bob.page.getByTestId('online-join').click();
  for (const p of [ann.page, bob.page]) await expect(panel(p)).toHaveAttribute('data-state', 'running');
  // Kai drives row 2 into the wall (columns 2, 3, 5, 8: at speed 3 every next point is in the
  // wall); Lou drives row 3 at speed 1. Grid points are [row, col] from 0.
  const plans = new Map([[ann.page, [[1, 1], [1, 2], [1, 4], [1, 7]]], [bob.page, [[2, 1], [2, 2], [2, 3], [2, 4]]]]);
  const names = new Map([[ann.page, 'Kai'], [bob.page, 'Lou']]);
  const turn = async () => {
    let mover;
    await expect.poll(async () => {
      const a = await options(ann.page);
      const b = await options(bob.page);
      mover = a.options.length > 0 ? ann.page : b.options.length > 0 ? bob.page : undefined;
      return mover !== undefined;
    }).toBe(true);
    return mover;
  };
  for (let round = 0; round < 4; round += 1) {
    for (let i = 0; i < 2; i += 1) {
      const mover = await turn();
      const other = mover === ann.page ? bob.page : ann.page;
      // One car at a time: the other player waits, told whose turn it is.
      expect((await options(other)).options).toEqual([]);
      await expect(other.getByTestId('online-bar')).toContainText(`${names.get(mover)} to choose`);
      // Before the car is on the track the bar says what the move is.
      await expect(mover.getByTestId('online-bar')).toContainText(round === 0 ? 'choose your start point' : 'your move');
      const { round: now } = await options(mover);
      await play(mover, now, plans.get(mover)[round]);
    }
  }
  // Lou plays on when his turn comes first; Kai's turn finds no legal move: back 2 moves.
  const mover = await turn();
  if (mover === bob.page) await play(bob.page, (await options(bob.page)).round, [2, 5]);
  await expect(ann.page.getByTestId('online-log')).toContainText('you had no legal move and go back 2 moves, at speed 0');
  await expect(panel(ann.page)).toHaveAttribute('data-positions', /^1,2 2,[45]$/);
  // Kai drives on from there at speed 0: the square round (1, 2) minus the wall and his own point.
  await expect.poll(async () => (await options(ann.page)).options.length).toBeGreaterThanOrEqual(4);
  expect((await options(ann.page)).options).toContain('1,3');
  await ann.page.screenshot({ path: 'target/karopapier-online.png' });
  for (const p of [ann, bob]) {
    expect(p.errors).toEqual([]);
    await p.context.close();
  }
});

test('a night game shows each player only what their car lights, and a spectator nothing', async ({ browser }) => {
  const LONG = `${'#'.repeat(24)}\n#>${'.'.repeat(20)}*#\n#>${'.'.repeat(20)}*#\n${'#'.repeat(24)}`;
  const ann = await newPlayerPage(browser);
  const bob = await newPlayerPage(browser);
  // Names no other spec takes (the suite shares one server).
  await makePlayer(ann.page, 'Vik');
  await makePlayer(bob.page, 'Wes');
  const invite = await makeGame(ann.page, 1, server, 'strict', { track: LONG, night: true });
  await expect(ann.page.getByTestId('online-heading')).toContainText('at night');
  await bob.page.goto(invite);
  await bob.page.getByTestId('online-join').click();
  for (const p of [ann.page, bob.page]) await expect(panel(p)).toHaveAttribute('data-state', 'running');
  const dark = (rgb) => Math.max(...rgb) < 24;
  // Before the start each player sees round the start points; the finish is in the dark.
  await expect.poll(async () => dark(await canvasPixel(ann.page, [0, 3]))).toBe(false);
  expect(dark(await canvasPixel(ann.page, [1, 22]))).toBe(true);
  // Vik drives row 1 to speed 3 (columns 2, 4, 7), Wes row 2 at speed 1: the moves offered are
  // the server's (the page cannot see every cell a move passes).
  const plans = [[ann.page, [[1, 1], [1, 2], [1, 4], [1, 7]]], [bob.page, [[2, 1], [2, 2], [2, 3], [2, 4]]]];
  for (let round = 1; round <= 4; round += 1) {
    for (const [p, plan] of plans) await play(p, round, plan[round - 1]);
  }
  await expect(panel(ann.page)).toHaveAttribute('data-positions', '1,7 2,4');
  // Vik's headlight reaches five cells ahead; the wall round the start, seen at first, is dark
  // again (cells off the cars' trails, which are drawn over the dark).
  await expect.poll(async () => dark(await canvasPixel(ann.page, [1, 11]))).toBe(false);
  await expect.poll(async () => dark(await canvasPixel(ann.page, [0, 3]))).toBe(true);
  expect(dark(await canvasPixel(bob.page, [1, 11]))).toBe(true);
  await ann.page.screenshot({ path: 'target/night-online.png' });
  // A spectator is sent no cell: the road round the cars is dark too.
  const eve = await newPlayerPage(browser);
  await eve.page.goto(invite.replace(/\/[^/]+$/, ''));
  await expect(panel(eve.page)).toHaveAttribute('data-positions', '1,7 2,4');
  for (const cell of [[0, 3], [1, 9], [3, 6]]) {
    await expect.poll(async () => dark(await canvasPixel(eve.page, cell))).toBe(true);
  }
  for (const p of [ann, bob, eve]) {
    expect(p.errors).toEqual([]);
    await p.context.close();
  }
});

test('two players choose the same start point: the one who lost it is placed on the nearest free one, and told', async ({ browser }) => {
  const ada = await newPlayerPage(browser);
  const ben = await newPlayerPage(browser);
  await makePlayer(ada.page, 'Sia');
  await makePlayer(ben.page, 'Tom');
  const invite = await makeGame(ada.page, 1);
  await ben.page.goto(invite);
  await ben.page.getByTestId('online-join').click();
  for (const p of [ada.page, ben.page]) await expect(panel(p)).toHaveAttribute('data-state', 'running');
  await play(ada.page, 1, [1, 1]);
  await play(ben.page, 1, [1, 1]);
  // One of them placed the car there; the other is placed on the nearest free start point at
  // once (race rules 2), told so, and moves in round 2 like the winner.
  const lost = async (p) => (await options(p)).round === 2 && (await p.getByTestId('online-log').textContent()).includes('you lost start point');
  await expect.poll(async () => (await lost(ada.page)) || (await lost(ben.page))).toBe(true);
  const loser = (await lost(ada.page)) ? ada.page : ben.page;
  const winner = loser === ada.page ? 'Tom' : 'Sia';
  await expect(loser.getByTestId('online-log')).toContainText(`you lost start point 1 of 2 to ${winner}, who chose it too and came first in the round’s order, drawn by lot: your car was placed on the nearest free one, start point 2 of 2`);
  await expect(panel(loser)).toHaveAttribute('data-positions', /^(2,1 1,1|1,1 2,1)$/);
  for (const p of [ada, ben]) {
    expect(p.errors).toEqual([]);
    await p.context.close();
  }
});

test('two players on two server instances sharing PostgreSQL race live to the end', async ({ browser }) => {
  const { instanceA, instanceB } = settings;
  if (!instanceA || !instanceB) {
    // CI always has PostgreSQL (.ci/run starts it); elsewhere this needs DATABASE_URL.
    expect(process.env.CI, 'CI runs the two-instance game: set DATABASE_URL').toBeFalsy();
    test.skip(true, 'no PostgreSQL (DATABASE_URL): one instance only');
  }
  const ann = await newPlayerPage(browser, instanceA);
  const bob = await newPlayerPage(browser, instanceB);
  await makePlayer(ann.page, 'Ann', instanceA);
  await makePlayer(bob.page, 'Bob', instanceB);
  const invite = await makeGame(ann.page, 1, instanceA);
  // Bob opens the invite on the other instance.
  const hash = new URL(invite).hash;
  await bob.page.goto(`${instanceB}${hash}`);
  await bob.page.getByTestId('online-join').click();
  for (const p of [ann.page, bob.page]) {
    await expect(panel(p)).toHaveAttribute('data-state', 'running');
  }
  // Each sees the other's choice live, through the other instance.
  await play(ann.page, 1, [1, 1]);
  await expect(panel(bob.page).getByTestId('online-seat').first()).toHaveAttribute('data-chosen', 'true');
  await play(bob.page, 1, [2, 1]);
  await play(bob.page, 2, [2, 2]);
  await expect(panel(ann.page).getByTestId('online-seat').nth(1)).toHaveAttribute('data-chosen', 'true');
  await play(ann.page, 2, [1, 2]);
  for (const [round, col] of [[3, 4], [4, 6], [5, 8]]) {
    await play(ann.page, round, [1, col]);
    await play(bob.page, round, [2, col]);
  }
  for (const p of [ann.page, bob.page]) {
    await expect(panel(p)).toHaveAttribute('data-state', 'over');
    await expect(panel(p)).toHaveAttribute('data-positions', '1,8 2,8');
  }
  for (const p of [ann, bob]) {
    expect(p.errors).toEqual([]);
    await p.context.close();
  }
});

test('a correspondence move waits for the other player after the tab is closed', async ({ browser }) => {
  const ann = await newPlayerPage(browser);
  const bob = await newPlayerPage(browser);
  await makePlayer(ann.page, 'Ada');
  await makePlayer(bob.page, 'Ben');
  const invite = await makeGame(ann.page, 5);
  await bob.page.goto(invite);
  await bob.page.getByTestId('online-join').click();
  await expect(ann.page.getByTestId('online-bar')).toContainText(/^2[34] h .*Round 1: /);
  await play(ann.page, 1, [1, 1]);
  // The tab closes once the server has the move (the seat reads "chosen"), not while it is on its way.
  await expect(panel(ann.page).getByTestId('online-seat').first()).toHaveAttribute('data-chosen', 'true');
  await ann.page.close();

  await play(bob.page, 1, [2, 1]);
  await expect(panel(bob.page)).toHaveAttribute('data-round', '2');
  // Ada comes back later: her games list marks the game waiting for her, and the tab says so.
  const later = await ann.context.newPage();
  await later.goto(`${server}#/online`);
  const game = later.locator('[data-testid="online-mine"] [data-testid="online-game"]');
  await expect(game).toHaveAttribute('data-your-turn', 'true');
  await expect(later).toHaveTitle(/^\(1\) /);
  await game.getByRole('button').click();
  await expect(panel(later)).toHaveAttribute('data-positions', '1,1 2,1');
  await play(later, 2, [1, 2]);
  expect(bob.errors).toEqual([]);
  await ann.context.close();
  await bob.context.close();
});

test('a solo win goes to the world board with its rank, and the board\'s page shows it', async ({ browser }) => {
  const eve = await newPlayerPage(browser);
  await makePlayer(eve.page, 'Eve');
  await eve.page.goto(`${server}#/`);
  await openPasted(eve.page, TWO_LANES);
  for (const point of [[1, 1], [1, 2], [1, 4], [1, 6], [1, 8]]) await clickPoint(eve.page, point);
  await eve.page.getByTestId('world-send').click();
  await expect(eve.page.getByTestId('world-status')).toHaveText('On the world board: number 1 with 4 moves.');
  await expect(eve.page.getByTestId('world-send')).toBeHidden();
  // The board's page, from the win box: her row marked, her place said, her name a profile.
  await eve.page.getByTestId('world-board').click();
  await expectScreen(eve.page, 'leaderboard');
  await expect(eve.page.getByTestId('board-heading')).toHaveText('World board: Pasted track');
  await expect(eve.page.getByTestId('board-you')).toHaveText('You: 1st of 1 clean run, with 4 moves.');
  const mine = eve.page.getByTestId('board-clean').locator('li[aria-current="true"]');
  await expect(mine).toContainText('Eve');
  await expect(mine).toContainText('4 moves');
  await mine.getByRole('button', { name: 'Eve: profile' }).click();
  await expect(eve.page.getByTestId('profile-heading')).toHaveText('Eve');
  await eve.page.getByTestId('profile-close').click();
  // Reloaded, the board comes back; its track plays from it.
  await eve.page.reload();
  await expect(eve.page.getByTestId('board-you')).toHaveText('You: 1st of 1 clean run, with 4 moves.');
  await eve.page.getByTestId('board-play').click();
  await expectScreen(eve.page, 'play');
  expect(eve.errors).toEqual([]);
  await eve.context.close();
});

test('the static site alone says that no game server answers, and plays on offline', async ({ page }) => {
  await page.goto('/#/online');
  await expect(page.getByTestId('online-no-server')).toContainText('No game server answers');
  await page.goto('/#/online/abc123');
  await expect(page.getByTestId('online-room-note')).toContainText('No game server answers');
  await page.goto('/#/');
  await openPasted(page, TWO_LANES);
});

test('the eight cars of a full game each have a colour of their own', async ({ browser, request }) => {
  const api = (path) => new URL(path, server).href;
  const players = [];
  for (let i = 1; i <= 8; i += 1) {
    const made = await request.post(api('/api/v1/players'), { data: { name: `Car ${i}` } });
    await expect(made).toBeOK();
    players.push((await made.json()).token);
  }
  const auth = (token) => ({ Authorization: `Bearer ${token}` });
  const track = '#############\n#>>>>>>>>..*#\n#..........*#\n#############';
  const made = await request.post(api('/api/v1/games'), {
    headers: auth(players[0]),
    data: { track, seats: 8, move_seconds: 120 },
  });
  await expect(made).toBeOK();
  const game = await made.json();
  for (const token of players.slice(1)) {
    const joined = await request.post(api(`/api/v1/games/${game.id}/join`), {
      headers: auth(token),
      data: { invite: game.invite },
    });
    await expect(joined).toBeOK();
  }
  const watcher = await newPlayerPage(browser);
  await watcher.page.goto(`${server}#/online/${game.id}`);
  const seats = panel(watcher.page).getByTestId('online-seat');
  await expect(seats).toHaveCount(8);
  const colours = await seats.locator('i.swatch').evaluateAll((swatches) =>
    swatches.map((s) => getComputedStyle(s).backgroundColor));
  test.info().annotations.push({ type: 'colours', description: colours.join(' ') });
  expect(colours).toHaveLength(8);
  expect(new Set(colours).size).toBe(8);
  expect(colours).not.toContain('rgba(0, 0, 0, 0)');
  expect(watcher.errors).toEqual([]);
  await watcher.context.close();
});

test('a private game\'s creator adds a bot on a phone, which takes the last seat and places its car by itself', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: server, viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true,
  });
  const page = await context.newPage();
  const rio = { context, page, errors: watchConsole(page) };
  await makePlayer(rio.page, 'Rio');
  await makeGame(rio.page, 1);
  const row = rio.page.locator('#online-add-bot-row');
  await expect(row).toBeVisible();
  await expect(rio.page.getByTestId('online-bot-skill')).toHaveValue('club');
  await rio.page.getByTestId('online-bot-skill').selectOption('novice');
  // While the game waits for players, what there is to do comes before the board: Add a bot
  // and Start lie in the window.
  for (const id of ['online-add-bot', 'online-cancel']) {
    const box = await rio.page.getByTestId(id).boundingBox();
    expect(box.y + box.height, id).toBeLessThanOrEqual(640);
  }
  // A short phone scrolled down to the chat, under the button.
  await rio.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await rio.page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await rio.page.getByTestId('online-add-bot').tap();
  // Its seat was the last: the race runs, and no more bots are offered.
  await expect(panel(rio.page)).toHaveAttribute('data-state', 'running');
  await expect(row).toBeHidden();
  // The page is back at its top, the board whole in the window, for the first tap.
  await expect.poll(() => rio.page.evaluate(() => window.scrollY)).toBe(0);
  const board = await rio.page.getByTestId('game-canvas').boundingBox();
  expect(board.y).toBeGreaterThanOrEqual(0);
  expect(board.y + board.height).toBeLessThanOrEqual(640 + 0.5);
  const seats = rio.page.getByTestId('online-seats-list');
  // The server's own bot is named by its skill, and is always there.
  await expect(seats.locator('li').nth(1)).toContainText('Novice bot');
  await expect(seats.locator('li').nth(1)).not.toContainText('(bot)');
  await expect(seats.locator('li').nth(1).getByTestId('online-presence')).toHaveAttribute('data-connected', 'true');
  // A moment after the round opens, the bot has placed its car; Rio has not.
  await expect(seats.locator('li').nth(1)).toContainText('has chosen', { timeout: 10_000 });
  await expect(seats.locator('li').nth(0)).not.toContainText('has chosen');
  expect(rio.errors).toEqual([]);
  await rio.context.close();
});

test('on a phone a chat line said during the race shows over the board for a while, as text', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: server, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true,
  });
  const phone = await context.newPage();
  const sol = { context, page: phone, errors: watchConsole(phone) };
  const tim = await newPlayerPage(browser);
  await makePlayer(sol.page, 'Sol');
  await makePlayer(tim.page, 'Tim');
  // A track as tall as the phone's board: the panel comes under it.
  const tall = ['##########', '#>......*#', '#>......*#', ...Array(14).fill('#........#'), '##########'].join('\n');
  const invite = await makeGame(sol.page, 1, server, 'strict', { track: tall });
  await tim.page.goto(invite);
  await tim.page.getByTestId('online-join').click();
  await expect(panel(sol.page)).toHaveAttribute('data-state', 'running');
  // Sol's chat is below the board, out of the window; Tim's line comes over the board.
  const chat = await sol.page.getByTestId('online-chat').boundingBox();
  expect(chat.y).toBeGreaterThan(844);
  await tim.page.getByTestId('online-chat-input').fill('good luck <b>Sol</b>');
  await tim.page.getByTestId('online-chat-send').click();
  const toast = sol.page.getByTestId('chat-toast');
  await expect(toast).toBeVisible();
  await expect(toast).toHaveText('Tim: good luck <b>Sol</b>');
  const box = await toast.boundingBox();
  const board = await sol.page.getByTestId('game-canvas').boundingBox();
  expect(box.y).toBeGreaterThanOrEqual(board.y);
  expect(box.y + box.height).toBeLessThanOrEqual(board.y + board.height);
  // Taps go through it to the board; it goes after a while.
  expect(await toast.evaluate((e) => getComputedStyle(e).pointerEvents)).toBe('none');
  await expect(toast).toBeHidden({ timeout: 10_000 });
  // The bar over the board says one line or two as the round goes: the board stays put.
  const before = await sol.page.getByTestId('game-canvas').boundingBox();
  const start = (await options(sol.page)).options[0].split(',').map(Number);
  await play(sol.page, 1, start);
  await expect(sol.page.getByTestId('online-bar')).toContainText('Tim');
  const after = await sol.page.getByTestId('game-canvas').boundingBox();
  expect(after.y).toBe(before.y);
  // On a desktop the chat is beside the board: nothing comes over it.
  await sol.page.getByTestId('online-chat-input').fill('thanks');
  await sol.page.getByTestId('online-chat-send').click();
  await expect(tim.page.getByTestId('online-chat')).toContainText('Sol: thanks');
  await expect(tim.page.getByTestId('chat-toast')).toBeHidden();
  for (const p of [sol, tim]) {
    expect(p.errors).toEqual([]);
    await p.context.close();
  }
});
