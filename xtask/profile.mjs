// `cargo xtask dist`: opens the menu of a site whose wasm was instrumented by
// `wasm-split --instrument` and writes the profiles (which functions ran) of three starts: a
// first visit; a return visit after a pasted track was opened (My tracks, a run on a link's
// address); and one after the first level was won, with a player for online races and a daily
// finished stored (records, a run on a level's address, settings, ghosts). The page reads and
// parses all of these as it starts, before the second part can have arrived; which functions
// run depends on what is stored (a level's address parses apart from a link's), so each start
// is profiled; and a first visit by a French browser (its page, its catalog, the page worded).
// The page is the menu prerendered before the game starts: each start is waited for until the
// game has drawn the menu's pictures (which it does once it has its own cards).
// A first visit that starts on a level (a card tapped before the game had started, which
// www/boot.js turns into the level's address) is played on the first part alone: the level
// opened, the car placed and its first moves played by taps (on a phone) or by the mouse (on a
// desktop) are in the profile.
// Usage: node xtask/profile.mjs URL RUN_JSON FIRST RETURN_PASTED RETURN_WON FIRST_FRENCH
//   RETURN_WON_FRENCH RETURN_CHOSEN_GERMAN LEVEL_START LEVEL_START_DESKTOP
//   RUN_JSON: {"level": FILE, "text": TRACK, "trajectory": [[row, col], ...]}, the first
//   level's optimal run (xtask/src/split.rs). RACETRACK_CHROMIUM: the browser.
import { chromium } from '@playwright/test';
import fs from 'node:fs';

const [url, runFile, firstOut, pastedOut, wonOut, frenchOut, frenchWonOut, germanOut, levelOut, levelDesktopOut] = process.argv.slice(2);
const run = JSON.parse(fs.readFileSync(runFile, 'utf8'));
const browser = await chromium.launch({
  executablePath: process.env.RACETRACK_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** Numpad digit of each acceleration (dr, dc): 7 8 9 / 4 5 6 / 1 2 3. */
const DIGIT = { '-1,-1': 7, '-1,0': 8, '-1,1': 9, '0,-1': 4, '0,0': 5, '0,1': 6, '1,-1': 1, '1,0': 2, '1,1': 3 };

/** A page whose wasm instance is kept (its exports write the profile) and whose errors are said. */
async function profiledPage(context) {
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`profile: uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`profile: console.error: ${message.text()}`);
  });
  await page.addInitScript(() => {
    for (const name of ['instantiateStreaming', 'instantiate']) {
      const original = WebAssembly[name];
      WebAssembly[name] = async (...args) => {
        const result = await original(...args);
        window.__profiled ??= result.instance ?? result;
        return result;
      };
    }
  });
  return page;
}

/** Waits until the game has started and drawn the menu's pictures (its own cards): the first
 * level's picture is wider than the 96 pixels of the prerendered card. */
async function menuDrawn(page) {
  await page.waitForFunction(
    () => window.racetrack?.page && document.querySelector('#level-list canvas')?.width > 96,
    null,
    { timeout: 60_000 },
  );
}

/** The profile of the page's first instance so far. */
async function writeProfile(page, out) {
  const bytes = await page.evaluate(() => {
    const wasm = window.__profiled.exports;
    // A fresh page of memory past everything the allocator owns.
    const at = wasm.memory.grow(1) * 65536;
    const length = wasm.__write_profile(at, 65536);
    return Array.from(new Uint8Array(wasm.memory.buffer, at, length));
  });
  if (bytes.length === 0) throw new Error('the instrumented module wrote an empty profile');
  fs.writeFileSync(out, Buffer.from(bytes));
}

/** Opens the first level and wins it by keyboard: Enter on the first start point after the
 * arrows that reach the run's, then a digit per move (src/ui/board_keys.rs). */
async function winFirstLevel(page) {
  await page.locator(`[data-testid="level-item"][data-level="${run.level}"]`).click();
  await driveFirstLevel(page);
}

/** Plays the first moves of the first level by taps, as on a phone (or by the mouse, moved
 * over the board and clicked, as on a desktop): the hint dismissed and the zoom buttons tried,
 * the car placed and each of the run's next points tapped on the board (the camera still),
 * then a move taken back by Undo, one by Backspace, and one played by a digit. Only what a
 * player reaches before the second part has come: a level's end is the second part's. */
async function tapFirstMoves(page, moves, mouse = false) {
  await page.locator('#status[data-state="placing"]').waitFor({ timeout: 60_000 });
  const press = async (locator) => {
    if (!(await locator.isVisible())) return;
    if (mouse) await locator.click();
    else await locator.tap();
  };
  // What a newcomer taps first: the hint's "Got it", the zoom buttons (phones).
  await press(page.locator('#hint-dismiss'));
  await press(page.locator('#zoom-in'));
  await press(page.locator('#zoom-out'));
  const canvas = page.getByTestId('game-canvas');
  for (const [i, [row, col]] of run.trajectory.slice(0, moves + 1).entries()) {
    await page.waitForFunction(() => document.querySelector('[data-testid=game-canvas]')?.dataset.camera !== 'moving');
    const data = await canvas.evaluate((element) => ({ ...element.dataset }));
    const box = await canvas.boundingBox();
    const [x, y] = [box.x + Number(data.originX) + col * Number(data.cellSize), box.y + Number(data.originY) + row * Number(data.cellSize)];
    if (mouse) {
      await page.mouse.move(x - 20, y - 20);
      await page.mouse.move(x, y, { steps: 4 });
      await page.mouse.click(x, y);
    } else {
      await page.touchscreen.tap(x, y);
    }
    await page.waitForFunction((k) => document.querySelector('#status')?.dataset.moves === String(k), i);
  }
  // A move taken back by the Undo button, then by the keyboard, and one played by the keyboard.
  await press(page.locator('#undo'));
  await page.waitForFunction((k) => document.querySelector('#status')?.dataset.moves === String(k), moves - 1);
  await canvas.focus();
  await page.keyboard.press('Backspace');
  await page.waitForFunction((k) => document.querySelector('#status')?.dataset.moves === String(k), moves - 2);
  // The run's next move again, by its digit.
  const at = moves - 3;
  const [a, b, c] = run.trajectory.slice(at, at + 3);
  const acc = `${c[0] - 2 * b[0] + a[0]},${c[1] - 2 * b[1] + a[1]}`;
  await page.keyboard.press(`Digit${DIGIT[acc]}`);
  await page.waitForFunction((k) => document.querySelector('#status')?.dataset.moves === String(k), moves - 1);
}

/** Wins the first level by keyboard, open and waiting for the car's placement. */
async function driveFirstLevel(page) {
  await page.locator('#status[data-state="placing"]').waitFor({ timeout: 60_000 });
  const starts = [];
  run.text.split(/\r?\n/).forEach((line, row) => {
    [...line].forEach((c, col) => { if (c === '>') starts.push([row, col]); });
  });
  const [start] = run.trajectory;
  // The start points in reading order, the highlight on the first: on one row ArrowRight walks
  // them one by one, in one column ArrowDown does.
  const index = starts.findIndex(([r, c]) => r === start[0] && c === start[1]);
  const row = starts.every(([r]) => r === starts[0][0]);
  const column = starts.every(([, c]) => c === starts[0][1]);
  if (index < 0 || !(row || column)) {
    throw new Error(`${run.level}: its start points are neither on one row nor in one column`);
  }
  await page.getByTestId('game-canvas').focus();
  for (let i = 0; i < index; i += 1) await page.keyboard.press(row ? 'ArrowRight' : 'ArrowDown');
  await page.keyboard.press('Enter');
  let velocity = [0, 0];
  for (let i = 1; i < run.trajectory.length; i += 1) {
    const [a, b] = [run.trajectory[i - 1], run.trajectory[i]];
    const step = [b[0] - a[0], b[1] - a[1]];
    await page.keyboard.press(`Digit${DIGIT[`${step[0] - velocity[0]},${step[1] - velocity[1]}`]}`);
    velocity = step;
  }
  await page.locator('#status[data-state="won"]').waitFor({ timeout: 30_000 });
}

try {
  // A phone's width: the menu as most first visits see it.
  // No service worker: the site being profiled has none yet.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const first = await profiledPage(context);
  await first.goto(url);
  await menuDrawn(first);
  // The menu's first frames and its level cards.
  await first.waitForTimeout(500);
  await writeProfile(first, firstOut);

  // A pasted track opened (kept in My tracks; the run kept is on its link's address), then the
  // page opened again on that storage.
  await first.getByTestId('track-text-input').fill('#######\n#>...*#\n#######\n');
  await first.getByTestId('track-text-load').click();
  await first.locator('#status[data-state="placing"]').waitFor({ timeout: 30_000 });
  await first.close();
  const pasted = await profiledPage(context);
  await pasted.goto(url);
  await menuDrawn(pasted);
  await pasted.getByTestId('my-track').first().waitFor({ timeout: 60_000 });
  await pasted.waitForTimeout(500);
  await writeProfile(pasted, pastedOut);

  // The first level won (the run kept is on its address), a player and a finished daily
  // stored, then the page opened again.
  await winFirstLevel(pasted);
  await pasted.evaluate(() => {
    localStorage.setItem('racetrack.online', JSON.stringify({ id: 1, name: 'Profile', token: 'profile-token' }));
    localStorage.setItem('racetrack.daily', JSON.stringify(['2026-01-01']));
  });
  await pasted.close();
  const again = await profiledPage(context);
  await again.goto(url);
  await menuDrawn(again);
  await again.locator(`[data-testid="level-item"][data-level="${run.level}"][data-best]`)
    .waitFor({ timeout: 60_000 });
  await again.waitForTimeout(500);
  await writeProfile(again, wonOut);
  await context.close();

  // A French browser's first visit: its page, then its catalog read and the page worded in it
  // (the speed legend's titles are worded last).
  const french = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block', locale: 'fr-FR' });
  const fr = await profiledPage(french);
  await fr.goto(url);
  await menuDrawn(fr);
  const worded = (page, word) => page.waitForFunction(
    (w) => document.querySelector('#legend i[data-speed]')?.title.startsWith(w),
    word,
    { timeout: 60_000 },
  );
  await worded(fr, 'vitesse');
  await fr.waitForTimeout(500);
  await writeProfile(fr, frenchOut);

  // The first level won in French, then the page opened again: the records' words (plurals,
  // numbers, dates) by French rules.
  await winFirstLevel(fr);
  await fr.close();
  const frWon = await profiledPage(french);
  await frWon.goto(url);
  await menuDrawn(frWon);
  await worded(frWon, 'vitesse');
  await frWon.waitForTimeout(500);
  await writeProfile(frWon, frenchWonOut);

  // German chosen in the settings (kept), then the page opened again: the German page.
  await frWon.getByTestId('language').selectOption('de');
  await worded(frWon, 'Geschwindigkeit');
  await frWon.close();
  const de = await profiledPage(french);
  await de.goto(url);
  await menuDrawn(de);
  await worded(de, 'Geschwindigkeit');
  await de.waitForTimeout(500);
  await writeProfile(de, germanOut);

  // A first visit on a phone that starts on the first level's address: the car placed and
  // three moves played by taps.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block', isMobile: true, hasTouch: true });
  const level = await profiledPage(phone);
  await level.goto(`${url}#/level/${run.level.replace(/\.txt$/, "")}`);
  await tapFirstMoves(level, 3);
  await level.waitForTimeout(500);
  await writeProfile(level, levelOut);
  await phone.close();

  // On a desktop, the first level's card clicked once the game has started, three moves played
  // by the mouse, and back to the menu.
  const desktop = await browser.newContext({ viewport: { width: 1366, height: 800 }, serviceWorkers: 'block' });
  const wide = await profiledPage(desktop);
  await wide.goto(url);
  await menuDrawn(wide);
  await wide.locator(`[data-testid="level-item"][data-level="${run.level}"]`).click();
  await tapFirstMoves(wide, 3, true);
  await wide.goBack();
  await menuDrawn(wide);
  await wide.waitForTimeout(500);
  await writeProfile(wide, levelDesktopOut);
  await desktop.close();
} finally {
  await browser.close();
}
