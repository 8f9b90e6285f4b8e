// Races in the page (the mode panel before the first move): each mode played to its end on a
// bundled level. Against AI (one perfect opponent; a novice and a club one), hot-seat (two named
// players taking turns, a name that looks like markup shown as text), blitz (the clock counts
// down and a time-out plays the main point), ghost (your own best run, kept from an earlier win),
// and the panel itself (hidden once a race starts, back on Retry).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  accelerationDigits,
  clickPoint,
  expectMoves,
  expectState,
  levelPath,
  levelText,
  openLevel,
  openMenu,
  placeCarByKeyboard,
  playTrajectory,
  settings,
  solve,
  watchConsole,
} from './support.mjs';

const LEVEL = '02-barto-small.txt';
const OPTIMUM = 10;

/** `racetrack analyse TRACK --trajectory "r,c r,c ..." --json`, parsed. */
function analyse(file, trajectory) {
  const out = execFileSync(
    settings.cli,
    ['analyse', file, '--trajectory', trajectory.map((p) => p.join(',')).join(' '), '--json'],
    { encoding: 'utf8' },
  );
  return JSON.parse(out.trim().split('\n').pop());
}

/**
 * Continues `trajectory` on the track `file` to the finish along an optimal line from where it
 * stands (the coach's best option at each step, as `racetrack analyse` scores them).
 */
function finishOptimally(file, trajectory) {
  const run = trajectory.map((p) => [...p]);
  for (let guard = 0; guard < 100; guard += 1) {
    const report = analyse(file, run);
    const last = report.positions[report.positions.length - 1];
    if (last.optimal_from_here === 0) return run;
    const best = report.options
      .filter((o) => o.optimal_from_here !== null)
      .sort((a, b) => a.optimal_from_here - b.optimal_from_here)[0];
    if (!best) throw new Error(`no way to the finish from ${JSON.stringify(run)}`);
    run.push(best.to);
  }
  throw new Error('no finish within 100 moves');
}

/** The optimal run of the level from one start point only (the level with the others erased). */
function solveFrom(name, [row, col]) {
  const rows = levelText(name).split(/\r?\n/);
  const text = rows
    .map((line, r) => [...line].map((ch, c) => (ch === '>' && (r !== row || c !== col) ? '.' : ch)).join(''))
    .join('\n');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'modes-'));
  try {
    const file = path.join(folder, 'track.txt');
    fs.writeFileSync(file, text);
    return solve(file);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** Picks a mode in the panel. */
async function chooseMode(page, mode) {
  await page.getByTestId('mode-select').selectOption(mode);
  await expect(page.getByTestId('mode-select')).toHaveValue(mode);
}

/** Starts the chosen mode: a race hides the panel; solo and ghost keep it (its button says
 * New run once the run has a move). */
async function startRace(page) {
  const mode = await page.getByTestId('mode-select').inputValue();
  await page.getByTestId('race-start').click();
  if (mode === 'solo' || mode === 'ghost') {
    await expect(page.getByTestId('race-setup')).toBeVisible();
  } else {
    await expect(page.getByTestId('race-setup')).toBeHidden();
  }
}

/** Waits until it is car `car`'s turn (1-based) with `moves` moves played. */
async function expectTurn(page, car, moves) {
  const statusLine = page.getByTestId('status');
  await expect(statusLine).toHaveAttribute('data-car', String(car));
  await expect(statusLine).toHaveAttribute('data-moves', String(moves));
}

/** The standings rows' data attributes, best first. */
function standings(page) {
  return page.getByTestId('standing-row').evaluateAll((rows) =>
    rows.map((row) => ({
      name: row.dataset.name,
      moves: Number(row.dataset.moves),
      place: Number(row.dataset.place),
      car: Number(row.dataset.car),
      state: row.dataset.state,
    })),
  );
}

/** The place the standings give a finisher: 1 + the number of finishers with fewer moves. */
function expectedPlace(rows, row) {
  return 1 + rows.filter((other) => other.state === 'finished' && other.moves < row.moves).length;
}

/** Waits for the end of a race: status `over`, no car to move, the race's end box. */
async function expectRaceOver(page) {
  // The AI cars drive on after the player finishes, one move per 350 ms each; their seeds are
  // random (getrandom), so a novice may need many more moves in one race than in another.
  await expect(page.getByTestId('status')).toHaveAttribute('data-state', 'over', { timeout: 60_000 });
  await expect(page.getByTestId('status')).not.toHaveAttribute('data-car', /.*/);
  const message = page.getByTestId('message');
  await expect(message).toBeVisible();
  await expect(message).toHaveAttribute('data-kind', 'race');
  return message;
}

/** Plays car 1's `trajectory` in a race against AI cars: its turns come back after theirs. */
async function playAgainstAi(page, trajectory) {
  await expectTurn(page, 1, 0);
  await expectState(page, 'placing');
  await clickPoint(page, trajectory[0]);
  for (const [i, digit] of accelerationDigits(trajectory).entries()) {
    // The AI cars move on their own ~350 ms after their turn comes; wait for ours.
    await expectTurn(page, 1, i);
    await expectState(page, 'playing');
    await page.keyboard.press(`Digit${digit}`);
  }
}

/**
 * Plays a two-player hot-seat race to its end: Ann the optimal line from the first start point,
 * Bo from the second one keeping speed 0 once (one move slower, never in Ann's way). Returns the
 * cars seen to move, in order, and both runs.
 */
async function playHotSeat(page) {
  const ann = solve(levelPath(LEVEL)).trajectory;
  const boLine = solveFrom(LEVEL, [6, 0]).trajectory;
  const bo = [boLine[0], ...boLine];
  expect(ann.length - 1).toBe(OPTIMUM);
  expect(bo.length - 1).toBe(OPTIMUM + 1);
  const annDigits = accelerationDigits(ann);
  const boDigits = accelerationDigits(bo);
  const seen = [];
  // Placements, then moves: car 1, car 2, car 1, ... until Ann finishes; then Bo alone.
  await expectTurn(page, 1, 0);
  seen.push(1);
  await clickPoint(page, ann[0]);
  await expectTurn(page, 2, 0);
  seen.push(2);
  await clickPoint(page, bo[0]);
  for (let i = 0; i < boDigits.length; i += 1) {
    if (i < annDigits.length) {
      await expectTurn(page, 1, i);
      seen.push(1);
      await page.keyboard.press(`Digit${annDigits[i]}`);
    }
    await expectTurn(page, 2, i);
    seen.push(2);
    await page.keyboard.press(`Digit${boDigits[i]}`);
  }
  return seen;
}

test.describe('modes:', () => {
  // Races against AI drivers last as long as their random seeds make them (see expectRaceOver).
  test.describe.configure({ timeout: 120_000 });
  test('modes: against a perfect AI, both finish, ranked by moves, and the announcer reads its moves', async ({ page }) => {
    const errors = watchConsole(page);
    const run = solve(levelPath(LEVEL));
    expect(run.moves).toBe(OPTIMUM);
    await openMenu(page);
    await openLevel(page, LEVEL);
    await expect(page.getByTestId('race-setup')).toBeVisible();
    await chooseMode(page, 'ai');
    await expect(page.getByTestId('player-count')).toHaveValue('1');
    const levelsOf = page.getByTestId('opponent-level');
    await expect(levelsOf.and(page.locator('[data-car="2"]'))).toBeVisible();
    await expect(levelsOf.and(page.locator('[data-car="3"]'))).toBeHidden();
    await levelsOf.and(page.locator('[data-car="2"]')).selectOption('perfect');
    await startRace(page);
    await expect(page.getByTestId('standings')).toBeVisible();

    // The AI's moves are read out: after its first turn the announcer names it.
    await clickPoint(page, run.trajectory[0]);
    await expectTurn(page, 1, 0);
    await expectState(page, 'playing');
    await expect(page.getByTestId('announcer')).toContainText(/Perfect AI placed at row \d+, column \d+\./);
    const digits = accelerationDigits(run.trajectory);
    for (const [i, digit] of digits.entries()) {
      await expectTurn(page, 1, i);
      if (i > 0) {
        await expect(page.getByTestId('announcer')).toContainText(/Perfect AI to row \d+, column \d+, speed \d+\./);
      }
      await page.keyboard.press(`Digit${digit}`);
    }
    // We finished; the AI drives on alone until it finishes too.
    const message = await expectRaceOver(page);
    await expect(page.getByTestId('announcer')).toContainText(/Race over: /);

    const rows = await standings(page);
    test.info().annotations.push({ type: 'standings', description: JSON.stringify(rows) });
    expect(rows).toHaveLength(2);
    const you = rows.find((r) => r.car === 1);
    const ai = rows.find((r) => r.car === 2);
    expect(you).toMatchObject({ name: 'You', moves: OPTIMUM, place: 1, state: 'finished' });
    expect(ai).toMatchObject({ name: 'Perfect AI', state: 'finished' });
    // Equal scores would share a place (src/race/standings.rs: 1 + the cars strictly better).
    // But every optimal line of this track passes (10, 15) on its fifth move, and a car may not
    // stop where another stands: moving second, the perfect AI finds our car there and loses
    // exactly one move. So no tie: 10 moves first, 11 second.
    expect(ai.moves).toBe(OPTIMUM + 1);
    expect(ai.place).toBe(expectedPlace(rows, ai));
    expect(ai.place).toBe(2);
    expect(rows.map((r) => r.car)).toEqual([1, 2]);
    await expect(message).toContainText(new RegExp(`Race over: You wins? in ${OPTIMUM} moves\\.`));
    await expect(page.getByTestId('message-reasons')).toContainText(`1. You, ${OPTIMUM} moves`);
    await expect(page.getByTestId('message-reasons')).toContainText(`${ai.place}. Perfect AI, ${ai.moves} moves`);
    expect(errors).toEqual([]);
  });

  test('modes: against a novice and a club AI, the optimal line finishes first', async ({ page }) => {
    const errors = watchConsole(page);
    const run = solve(levelPath(LEVEL));
    await openMenu(page);
    await openLevel(page, LEVEL);
    await chooseMode(page, 'ai');
    await page.getByTestId('player-count').selectOption('2');
    const level = (car) => page.locator(`[data-testid="opponent-level"][data-car="${car}"]`);
    await expect(level(2)).toBeVisible();
    await expect(level(3)).toBeVisible();
    await expect(level(4)).toBeHidden();
    await level(2).selectOption('novice');
    await level(3).selectOption('club');
    // The same AI drivers every run: with other seeds a club driver can drive the optimum too.
    await page.evaluate(() => window.racetrack.page.seedForTest(1));
    await startRace(page);
    await expect(page.getByTestId('standing-row')).toHaveCount(3);

    await playAgainstAi(page, run.trajectory);
    await expectRaceOver(page);
    const rows = await standings(page);
    test.info().annotations.push({ type: 'standings', description: JSON.stringify(rows) });
    expect(rows.map((r) => r.name).sort()).toEqual(['Club AI', 'Novice AI', 'You']);
    expect(rows[0]).toMatchObject({ car: 1, name: 'You', moves: OPTIMUM, place: 1, state: 'finished' });
    for (const row of rows.filter((r) => r.car !== 1)) {
      expect(row.state).toBe('finished');
      expect(row.moves).toBeGreaterThan(OPTIMUM);
      expect(row.place).toBe(expectedPlace(rows, row));
      expect(row.place).toBeGreaterThan(1);
    }
    // Best first.
    const moves = rows.map((r) => r.moves);
    expect(moves).toEqual([...moves].sort((a, b) => a - b));
    await expect(page.getByTestId('message')).toContainText(new RegExp(`Race over: You wins? in ${OPTIMUM} moves\\.`));
    expect(errors).toEqual([]);
  });

  test('modes: hot-seat, two named players alternate and the names stay text', async ({ page }) => {
    const errors = watchConsole(page);
    await openMenu(page);
    await openLevel(page, LEVEL);
    await chooseMode(page, 'hotseat');
    await expect(page.getByTestId('player-count')).toHaveValue('2');
    const name = (n) => page.locator(`[data-testid="player-name"][data-player="${n}"]`);
    await expect(name(1)).toBeVisible();
    await expect(name(2)).toBeVisible();
    await expect(name(3)).toBeHidden();
    await expect(page.getByTestId('opponent-level').first()).toBeHidden();
    await name(1).fill('Ann');
    await name(2).fill('<b>Bo</b>');
    await startRace(page);

    const seen = await playHotSeat(page);
    // Turns alternate 1, 2, 1, 2, ... (placements included); Bo's last move comes alone.
    const expectedOrder = [];
    for (let i = 0; i <= OPTIMUM; i += 1) expectedOrder.push(1, 2);
    expectedOrder.push(2);
    expect(seen).toEqual(expectedOrder);

    const message = await expectRaceOver(page);
    const rows = await standings(page);
    expect(rows).toEqual([
      { name: 'Ann', moves: OPTIMUM, place: 1, car: 1, state: 'finished' },
      { name: '<b>Bo</b>', moves: OPTIMUM + 1, place: 2, car: 2, state: 'finished' },
    ]);
    const standingsList = page.getByTestId('standings');
    await expect(standingsList).toContainText('<b>Bo</b>');
    await expect(standingsList.locator('b')).toHaveCount(0);
    await expect(message).toContainText(`Race over: Ann wins in ${OPTIMUM} moves.`);
    await expect(page.getByTestId('message-reasons')).toContainText(`2. <b>Bo</b>, ${OPTIMUM + 1} moves`);
    await expect(message.locator('b')).toHaveCount(0);
    await expect(page.locator('b', { hasText: 'Bo' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('modes: blitz, the clock counts down and a time-out plays the main point', async ({ page }) => {
    const errors = watchConsole(page);
    const run = solve(levelPath(LEVEL)).trajectory;
    const quick = 3;
    // After `quick` moves the clock runs out: the car takes its main point (velocity kept).
    const played = run.slice(0, quick + 1);
    const [a, b] = played.slice(-2);
    const main = [2 * b[0] - a[0], 2 * b[1] - a[1]];
    const rest = finishOptimally(levelPath(LEVEL), [...played, main]);
    const total = rest.length - 1;
    expect(total).toBeGreaterThanOrEqual(OPTIMUM);

    await openMenu(page);
    await openLevel(page, LEVEL);
    await chooseMode(page, 'blitz');
    await expect(page.getByTestId('blitz-seconds')).toBeVisible();
    await expect(page.getByTestId('blitz-seconds')).toHaveValue('10');
    await page.getByTestId('blitz-seconds').fill('3');
    await page.getByTestId('blitz-seconds').dispatchEvent('change');
    await startRace(page);
    const clock = page.getByTestId('blitz-clock');
    await expect(clock).toBeVisible();
    await expect(page.getByTestId('standing-row')).toHaveCount(1);
    // Placing the car is not timed: the clock waits for it.
    await expect(clock).toHaveText('3.0 s a move once your car is placed');
    await page.waitForTimeout(3500);
    await expect(clock).toHaveText('3.0 s a move once your car is placed');
    await expect(page.getByTestId('standing-row')).toHaveAttribute('data-moves', '0');

    // A few moves quickly.
    await clickPoint(page, played[0]);
    await expectTurn(page, 1, 0);
    for (const [i, digit] of accelerationDigits(played).entries()) {
      await page.keyboard.press(`Digit${digit}`);
      await expectTurn(page, 1, i + 1);
    }
    const statusLine = page.getByTestId('status');
    const speed = await statusLine.getAttribute('data-speed');

    // Then no key: the clock counts down from at most 3 s.
    const remaining = async () => Number(await clock.getAttribute('data-remaining-ms'));
    const first = await remaining();
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(3000);
    await expect(clock).toHaveText(/^Time \d\.\d s$/);
    await page.waitForTimeout(600);
    const second = await remaining();
    expect(second).toBeLessThan(first);
    expect(second).toBeGreaterThan(0);
    await expect(clock).toHaveText(/^Time \d\.\d s$/);

    // At 0 the car moves by itself to its main point: one more move, the same velocity.
    await expectTurn(page, 1, quick + 1);
    await expect(page.getByTestId('announcer')).toContainText(
      `Time is up for You. You to row ${main[0] + 1}, column ${main[1] + 1}, speed ${speed}.`,
    );
    await expect(statusLine).toHaveAttribute('data-speed', speed);
    await expect(page.getByTestId('standing-row')).toHaveAttribute('data-moves', String(quick + 1));
    expect(await remaining()).toBeGreaterThan(2000);

    // On to the finish, a move well within each turn.
    for (const [i, digit] of accelerationDigits(rest).slice(quick + 1).entries()) {
      await expectTurn(page, 1, quick + 1 + i);
      await page.keyboard.press(`Digit${digit}`);
    }
    const message = await expectRaceOver(page);
    await expect(clock).toBeHidden();
    await expect(message).toContainText(new RegExp(`Race over: You wins? in ${total} moves\\.`));
    await expect(page.getByTestId('message-reasons')).toHaveText(`1. You, ${total} moves`);
    expect(await standings(page)).toEqual([{ name: 'You', moves: total, place: 1, car: 1, state: 'finished' }]);
    expect(errors).toEqual([]);
  });

  test('modes: ghost, a later run races your best and the box says how it went', async ({ page }) => {
    const errors = watchConsole(page);
    const text = levelText(LEVEL);
    const best = solve(levelPath(LEVEL)).trajectory;
    // One move slower: keep speed 0 once after the placement.
    const slow = [best[0], ...best];
    const canvas = page.getByTestId('game-canvas');
    const message = page.getByTestId('message');
    const statusLine = page.getByTestId('status');

    await openMenu(page);
    await openLevel(page, LEVEL);
    // No best run yet: the ghost mode says so and shows none.
    await chooseMode(page, 'ghost');
    await page.getByTestId('race-start').click();
    await expect(statusLine).toContainText('No best run on this track yet: win once, then race your ghost.');
    await expect(canvas).not.toHaveAttribute('data-ghost-moves', /.*/);

    // A first win (one move over the optimum) is kept as the best run.
    await playTrajectory(page, text, slow);
    await expectState(page, 'won');
    await expect(message).toContainText(`Finished in ${OPTIMUM + 1} moves.`);
    await expect(message).not.toContainText(/ghost/i);
    await page.getByTestId('retry').click();
    await expect(page.getByTestId('race-setup')).toBeVisible();

    // Race it as a ghost: the canvas says the ghost's moves; the status where we stand.
    await chooseMode(page, 'ghost');
    await startRace(page);
    await expect(canvas).toHaveAttribute('data-ghost-moves', String(OPTIMUM + 1));
    await placeCarByKeyboard(page, text, best[0]);
    // From the start the optimum (10) is a move ahead of the ghost (11).
    await expect(statusLine).toContainText('you are 1 move ahead of your ghost');
    for (const [i, digit] of accelerationDigits(best).entries()) {
      await page.keyboard.press(`Digit${digit}`);
      await expectMoves(page, i + 1);
    }
    await expectState(page, 'won');
    await expect(message).toBeVisible();
    await expect(message).toHaveAttribute('data-kind', 'won');
    await expect(message).toContainText(`Finished in ${OPTIMUM} moves.`);
    await expect(message).toContainText('A new best: 1 move better than your ghost.');

    // The new best is kept: on the next visit it is the ghost, and a slower run hears it.
    await page.reload();
    await expectState(page, 'placing');
    await expect(page.getByTestId('race-setup')).toBeVisible();
    await chooseMode(page, 'ghost');
    await startRace(page);
    await expect(canvas).toHaveAttribute('data-ghost-moves', String(OPTIMUM));
    await playTrajectory(page, text, slow);
    await expectState(page, 'won');
    await expect(message).toContainText(`Finished in ${OPTIMUM + 1} moves.`);
    await expect(message).toContainText('Your ghost was 1 move faster.');
    expect(errors).toEqual([]);
  });

  test('modes: ghost, Retry races the new best run and Solo drops the ghost', async ({ page }) => {
    const errors = watchConsole(page);
    const text = levelText(LEVEL);
    const best = solve(levelPath(LEVEL)).trajectory;
    const slow = [best[0], ...best];
    const canvas = page.getByTestId('game-canvas');
    const message = page.getByTestId('message');
    const panel = page.getByTestId('race-setup');

    await openMenu(page);
    await openLevel(page, LEVEL);
    await playTrajectory(page, text, slow);
    await expectState(page, 'won');
    await page.getByTestId('retry').click();
    await chooseMode(page, 'ghost');
    await startRace(page);
    await expect(canvas).toHaveAttribute('data-ghost-moves', String(OPTIMUM + 1));
    await playTrajectory(page, text, best);
    await expect(message).toContainText('A new best: 1 move better than your ghost.');

    // Retry, Ghost again, in the same visit: the ghost is the 10-move best run just kept
    // ("Ghost: race your best run"), as after a reload.
    await page.getByTestId('retry').click();
    await expect(panel).toBeVisible();
    await chooseMode(page, 'ghost');
    await startRace(page);
    await expect
      .soft(canvas, 'after a new best, Retry + Ghost races the new best run (10 moves)')
      .toHaveAttribute('data-ghost-moves', String(OPTIMUM), { timeout: 3000 });
    await playTrajectory(page, text, best);
    await expectState(page, 'won');
    await expect.soft(message).toContainText('As fast as your ghost.', { timeout: 3000 });

    // Retry and Solo: the game as it always was, with no ghost drawn and none in the box.
    await page.getByTestId('retry').click();
    await expect(panel).toBeVisible();
    await chooseMode(page, 'solo');
    // In solo the placement begins the run: Start shows as not usable until then.
    await expect(page.getByTestId('race-start')).toHaveAttribute('aria-disabled', 'true');
    await expect
      .soft(canvas, 'Solo after a ghost race shows no ghost')
      .not.toHaveAttribute('data-ghost-moves', /.*/, { timeout: 3000 });
    await playTrajectory(page, text, best);
    await expectState(page, 'won');
    await expect.soft(message, 'the Solo win box says nothing of a ghost').not.toContainText(/ghost/i, { timeout: 3000 });
    expect(errors).toEqual([]);
  });

  test('modes: the panel hides while a race runs and comes back at its end and on Retry', async ({ page }) => {
    const errors = watchConsole(page);
    const text = levelText(LEVEL);
    const run = solve(levelPath(LEVEL)).trajectory;
    const panel = page.getByTestId('race-setup');
    const statusLine = page.getByTestId('status');
    await openMenu(page);
    await openLevel(page, LEVEL);
    await expect(panel).toBeVisible();
    await expect(page.getByTestId('mode-select')).toHaveValue('solo');
    await expect(page.getByTestId('race-start')).toBeVisible();
    await expect(page.getByTestId('player-count')).toBeHidden();
    await expect(page.getByTestId('blitz-seconds')).toBeHidden();
    await expect(statusLine).not.toHaveAttribute('data-car', /.*/);

    // Solo: the panel stays through the run (the board does not move), its button a new run.
    await playTrajectory(page, text, run);
    await expect(panel).toBeVisible();
    await expect(page.getByTestId('race-start')).toHaveText('New run');
    await expectState(page, 'won');
    await page.getByTestId('retry').click();
    await expect(panel).toBeVisible();
    await expectState(page, 'placing');

    // A hot-seat race: hidden while it runs, back at its end; Retry gives the panel with the
    // setup kept, and the race's standings and turn gone.
    await chooseMode(page, 'hotseat');
    await page.locator('[data-testid="player-name"][data-player="1"]').fill('Ann');
    await startRace(page);
    await expect(page.getByTestId('standings')).toBeVisible();
    await playHotSeat(page);
    await expectRaceOver(page);
    await expect(panel).toBeVisible();
    await page.getByTestId('retry').click();
    await expect(panel).toBeVisible();
    await expect(page.getByTestId('mode-select')).toHaveValue('hotseat');
    await expect(page.locator('[data-testid="player-name"][data-player="1"]')).toHaveValue('Ann');
    await expect(page.getByTestId('standings')).toBeHidden();
    await expect(page.getByTestId('message')).toBeHidden();
    await expect(statusLine).not.toHaveAttribute('data-car', /.*/);
    await expectState(page, 'placing');

    // Another race to its end, the end box closed: the panel's Start, in the window, races again
    // (a closed box used to leave nothing but a greyed Undo).
    await startRace(page);
    await playHotSeat(page);
    await expectRaceOver(page);
    await page.getByTestId('message-close').click();
    await expect(page.getByTestId('message')).toBeHidden();
    await expect(page.getByTestId('race-start')).toBeInViewport();
    await startRace(page);
    await expect(page.getByTestId('standings')).toBeVisible();
    await expect(statusLine).toHaveAttribute('data-car', '1');
    expect(errors).toEqual([]);
  });
});
