// A new player's first minutes at a desktop's and a phone's size: the board stays put from the
// first tap on a start point to the win box, nothing scrolls sideways at 320 and 390 px (and 360 in German), the
// coach comes back after a blitz, and the replay's timeline is not clipped.
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { test, expect } from '@playwright/test';
import {
  expectMoves, expectScreen, expectState, geometry, gotoLevel, levelPath, openMenu, openPasted, settings,
  solve,
  watchConsole,
} from './support.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1366, height: 800 } };

/** Taps (touch) or clicks grid point [row, col] of the game canvas. */
async function press(page, [row, col], touch) {
  const g = await geometry(page);
  const box = await page.getByTestId('game-canvas').boundingBox();
  const [x, y] = [box.x + g.originX + col * g.cell, box.y + g.originY + row * g.cell];
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** Where the canvas is in the window, rounded to the pixel. */
async function canvasBox(page) {
  const box = await page.getByTestId('game-canvas').boundingBox();
  return [box.x, box.y, box.width, box.height].map(Math.round);
}

for (const [label, options] of [['desktop 1366 x 800', DESKTOP], ['phone 390 x 844', PHONE]]) {
  test(`${label}: from the first tap on a start point to the win box the board does not move`, async ({ browser }) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    const errors = watchConsole(page);
    const touch = Boolean(options.hasTouch);
    const run = solve(levelPath('01-first-circuit.txt')).trajectory;
    await gotoLevel(page, '01-first-circuit.txt');
    // A first visit: the hint shows beside the board (under it on a phone), in the device's
    // terms: taps on a touch screen, the mouse and keys on a desktop.
    await expect(page.getByTestId('hint')).toBeVisible();
    await expect(page.getByTestId('hint')).toContainText(touch ? 'tap one' : 'click one');
    await page.getByTestId('game-canvas').scrollIntoViewIfNeeded();
    const before = await canvasBox(page);
    const scrolled = await page.evaluate(() => window.scrollY);
    await press(page, run[0], touch);
    await expectMoves(page, 0);
    await expect(page.getByTestId('status')).toHaveAttribute('data-state', 'playing');
    expect(await canvasBox(page), 'placing the car moves nothing').toEqual(before);
    // On a phone the hint lies under the board: the player scrolls to it, then back.
    const onPage = async () => {
      const [x, y, w, h] = await canvasBox(page);
      return [x, y + Math.round(await page.evaluate(() => window.scrollY)), w, h];
    };
    const placed = await onPage();
    await page.getByTestId('hint-dismiss').click();
    await expect(page.getByTestId('hint')).toBeHidden();
    expect(await onPage(), '"Got it" moves nothing').toEqual(placed);
    await page.evaluate((y) => window.scrollTo(0, y), scrolled);
    expect(await canvasBox(page), 'back where it was').toEqual(before);
    for (const [i, point] of run.slice(1).entries()) {
      await press(page, point, touch);
      await expectMoves(page, i + 1);
      expect(await canvasBox(page), `after move ${i + 1}`).toEqual(before);
    }
    await expectState(page, 'won');
    await expect(page.getByTestId('message')).toBeVisible();
    expect(await canvasBox(page), 'with the win box').toEqual(before);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('phone: a hint with no room over the board goes after Undo, and nothing above it moves when it goes', async ({ browser }) => {
  // The playtests: the hint under the board pushed the camera's buttons down, and they jumped
  // back up under the finger once it went after the first move; then, in French and German,
  // a long hint under the board pushed Undo out of the phone's window.
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = watchConsole(page);
  await openMenu(page);
  await openPasted(page, '##########\n#>......*#\n#>......*#\n##########\n');
  const hint = page.getByTestId('hint');
  await expect(hint).toBeVisible();
  await expect(hint).toHaveAttribute('data-at', 'under');
  const full = page.getByTestId('full-screen');
  await expect(full).toBeVisible();
  const buttons = async () => {
    const box = await full.boundingBox();
    return [box.x, box.y + (await page.evaluate(() => window.scrollY))].map(Math.round);
  };
  const undo = page.locator('#undo');
  const undoAt = async () => Math.round((await undo.boundingBox()).y + (await page.evaluate(() => window.scrollY)));
  const before = await buttons();
  const undoBefore = await undoAt();
  const board = await page.getByTestId('game-canvas').boundingBox();
  const hintBox = await hint.boundingBox();
  const undoBox = await undo.boundingBox();
  expect(hintBox.y, 'the hint is under the buttons').toBeGreaterThan(before[1] - 1);
  expect(hintBox.y, 'and under Undo').toBeGreaterThanOrEqual(undoBox.y + undoBox.height);
  expect(undoBox.y + undoBox.height, 'Undo is in the window').toBeLessThanOrEqual(844);
  expect(before[1], 'the buttons are right under the board').toBeLessThan(board.y + board.height + 20);
  await press(page, [1, 1], true);
  await press(page, [1, 2], true);
  await expectMoves(page, 1);
  await expect(hint).toBeHidden();
  expect(await buttons(), 'the buttons did not move').toEqual(before);
  expect(await undoAt(), 'Undo did not move').toBe(undoBefore);
  expect(errors).toEqual([]);
  await context.close();
});

test('phone: the crash warning in the status moves neither Undo nor the mode between moves', async ({ browser }) => {
  // A playtest of First circuit's optimal run at 390 x 844: the warning ("brake: 4 of the 6
  // options (slashed) crash for certain") wrapped the status to a third line and moved Undo, the
  // mode and New run 21.7 px down and back up, nine times in 21 moves, under the thumb.
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = watchConsole(page);
  const run = solve(levelPath('01-first-circuit.txt')).trajectory;
  await gotoLevel(page, '01-first-circuit.txt');
  const at = async (selector) => {
    const box = await page.locator(selector).boundingBox();
    return Math.round(box.y + (await page.evaluate(() => window.scrollY)));
  };
  const first = [await at('#undo'), await at('[data-testid="mode-select"]')];
  let warned = 0;
  for (const [i, p] of run.slice(0, -1).entries()) {
    await press(page, p, true);
    if (i > 0) await expectMoves(page, i);
    warned += (await page.getByTestId('status').textContent()).includes('⚠') ? 1 : 0;
    expect([await at('#undo'), await at('[data-testid="mode-select"]')], `after move ${i}`).toEqual(first);
  }
  expect(warned, 'the warning showed').toBeGreaterThan(3);
  const undo = await page.locator('#undo').boundingBox();
  expect(undo.y + undo.height, 'Undo is in the window').toBeLessThanOrEqual(844);
  expect(errors).toEqual([]);
  await context.close();
});

/** A phone's page on the online screen of the game server (the functional tests' own site is
 * static: no API). */
async function onlineOnAPhone(browser) {
  const context = await browser.newContext({ ...PHONE, baseURL: settings.serverUrl });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto(`${settings.serverUrl}#/online`);
  return { context, page, errors };
}

test('phone: the online screen\'s fields are a finger\'s height, as its buttons are', async ({ browser }) => {
  // A playtest at 390 x 844: the name box was 34.9 px high beside its 44 px button, the crash
  // penalty's 33.3 px, and ← Levels (a link drawn as a button) 36.5 px.
  const { context, page, errors } = await onlineOnAPhone(browser);
  await expect(page.getByTestId('online-name')).toBeVisible();
  const heights = await page.getByTestId('online').evaluate((section) => [...section.querySelectorAll('input:not([type=checkbox]), button, select, a.button')]
    .filter((e) => e.offsetParent !== null && !e.classList.contains('link'))
    .map((e) => [e.id || e.textContent.trim(), e.getBoundingClientRect().height]));
  expect(heights.length).toBeGreaterThan(5);
  for (const [name, height] of heights) expect(height, name).toBeGreaterThanOrEqual(43.9);
  expect(errors).toEqual([]);
  await context.close();
});

test('phone: the player key is folded under the player\'s switches, and opens to show and copy it', async ({ browser }) => {
  // A playtest at 390 x 844: with a player made, the key's note and its three buttons put New
  // game's Make the game 645 px below the window (449 px folded).
  const { context, page, errors } = await onlineOnAPhone(browser);
  await page.getByTestId('online-name').fill(`Folded${Date.now() % 100000}`);
  await page.getByTestId('online-make-player').click();
  await expect(page.getByTestId('online-me')).toBeVisible();
  const show = page.getByTestId('online-show-key');
  await expect(show).toBeHidden();
  const more = page.getByTestId('online-key-more').locator('summary');
  expect((await more.boundingBox()).height).toBeGreaterThanOrEqual(36);
  await more.click();
  await show.click();
  await expect(page.getByTestId('online-key')).toHaveText(/^[0-9a-f]{32,}$/);
  await expect(page.getByTestId('online-copy-key')).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('a short phone (360 x 640, German): every tutorial step is in the window, the point to tap not under it', async ({ browser }) => {
  // The playtest: at 360 x 640 steps 2 to 4 went after the controls, below the window, and
  // the player never saw them (steps 3 and 4 wait for their button).
  const context = await browser.newContext({ ...PHONE, viewport: { width: 360, height: 640 }, locale: 'de-DE' });
  const page = await context.newPage();
  const errors = watchConsole(page);
  const run = solve(levelPath('01-first-circuit.txt')).trajectory;
  await gotoLevel(page, '01-first-circuit.txt');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const title = page.getByTestId('tutorial-title');
  const hint = page.getByTestId('hint');
  await page.getByTestId('game-canvas').scrollIntoViewIfNeeded();
  const inWindow = async (step) => {
    await expect(title).toContainText(`${step}`);
    const box = await hint.boundingBox();
    expect(box.y, `step ${step}: the card's top`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `step ${step}: the card's foot`).toBeLessThanOrEqual(640);
    return box;
  };
  const clear = async (box, point, step) => {
    const g = await geometry(page);
    const canvas = await page.getByTestId('game-canvas').boundingBox();
    const [x, y] = [canvas.x + g.originX + point[1] * g.cell, canvas.y + g.originY + point[0] * g.cell];
    const under = x > box.x && x < box.x + box.width && y > box.y && y < box.y + box.height;
    expect(under, `step ${step}: the point to tap at (${Math.round(x)}, ${Math.round(y)}) is under the card ${JSON.stringify(box)}`).toBe(false);
  };
  await clear(await inWindow(1), run[0], 1);
  await press(page, run[0], true);
  await clear(await inWindow(2), run[1], 2);
  await press(page, run[1], true);
  await expectMoves(page, 1);
  await inWindow(3);
  await page.getByTestId('tutorial-next').click();
  await inWindow(4);
  await page.getByTestId('tutorial-next').click();
  await expect(hint).toBeHidden();
  expect(errors).toEqual([]);
  await context.close();
});

for (const locale of ['de-DE', 'fr-FR']) {
  test(`a short phone (360 x 640, ${locale}): a whole run under the tutorial's last card, each tap on the board, not the card`, async ({ browser }) => {
    // The playtest (German): the last step's card, which stays until its button, was taller in
    // German and French than in English and lay over the board's foot, where this run's winning
    // tap went: the tap hit the card, and the level was not won.
    const context = await browser.newContext({ ...PHONE, viewport: { width: 360, height: 640 }, locale });
    const page = await context.newPage();
    const errors = watchConsole(page);
    const run = solve(levelPath('01-first-circuit.txt'), { solver: 'greedy' }).trajectory;
    await gotoLevel(page, '01-first-circuit.txt');
    await page.getByTestId('game-canvas').scrollIntoViewIfNeeded();
    for (const [i, [row, col]] of run.entries()) {
      const g = await geometry(page);
      const box = await page.getByTestId('game-canvas').boundingBox();
      const [x, y] = [box.x + g.originX + col * g.cell, box.y + g.originY + row * g.cell];
      const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.id, [x, y]);
      expect(hit, `tap ${i} at (${Math.round(x)}, ${Math.round(y)})`).toBe('game-canvas');
      await page.touchscreen.tap(x, y);
      if (i > 0) await expectMoves(page, i);
    }
    await expectState(page, 'won');
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('a tap on the board sends no click to what opens under the finger', async ({ browser }) => {
  // A move is made when the finger lifts, and a box may open where it was: the click a browser
  // sends after a touch went to the box's button there (a trial build's win went back to the
  // levels). The board cancels the touch's end, so no click follows a tap on it.
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.addInitScript(() => {
    window.__clicks = 0;
    document.addEventListener('click', () => { window.__clicks += 1; }, { capture: true });
  });
  await openMenu(page);
  await openPasted(page, '##########\n#>......*#\n#>......*#\n##########\n');
  // The paste box's button was clicked: only the board's taps count from here.
  await page.evaluate(() => { window.__clicks = 0; });
  await press(page, [1, 1], true);
  await expect(page.getByTestId('status')).toHaveAttribute('data-state', 'playing');
  await press(page, [1, 2], true);
  await expectMoves(page, 1);
  await page.waitForTimeout(400);
  expect(await page.evaluate(() => window.__clicks), 'clicks after two taps on the board').toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('a layout that never settles does not kill the page', async ({ browser }) => {
  // A change measured the board's space from a hint no longer in the board: two sizes, each
  // measuring as the other, re-measured inside the render until the wasm's stack ran out
  // ("memory access out of bounds") and the page stopped answering. The controls' height here
  // alternates at every reading, as such a layout does.
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.addInitScript(() => {
    const real = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
    let flip = false;
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get() {
        if (this.id !== 'controls') return real.get.call(this);
        flip = !flip;
        return flip ? 60 : 300;
      },
    });
  });
  await page.goto('/#/level/03-hairpin');
  await expectScreen(page, 'play');
  await expect(page.getByTestId('status')).toHaveAttribute('data-state', 'placing');
  // The board keeps following the layout's two sizes; the page still answers.
  await page.locator('#back').click();
  await expectScreen(page, 'menu');
  expect(errors).toEqual([]);
  await context.close();
});

test('nothing scrolls sideways on any screen at 320 and 390 px, nor at 360 in German', async ({ browser }) => {
  const record = test.info().outputPath('race.json');
  fs.mkdirSync(test.info().outputDir, { recursive: true });
  execFileSync(settings.cli, ['race', '--bot', 'Ann=builtin:perfect', '--bot', 'Bob=builtin:novice',
    '--bot', 'Cy=builtin:club', '--record', record, levelPath('05-chicane.txt')]);
  // German at 360: "Geschwindigkeit 0" pushed the speed legend 1 px past the window.
  for (const [width, locale] of [[320, 'en-US'], [390, 'en-US'], [360, 'de-DE']]) {
    const context = await browser.newContext({ ...PHONE, viewport: { width, height: 740 }, locale });
    const page = await context.newPage();
    const errors = watchConsole(page);
    // Against the device's width: a phone's browser widens its layout viewport (and
    // window.innerWidth with it) to fit content that overflows.
    const overflow = () => page.evaluate((w) => document.documentElement.scrollWidth - w, width);
    // While the levels load (the thumbnails not painted yet), then loaded.
    await page.goto('/#/');
    expect(await overflow(), `menu loading at ${width}`).toBe(0);
    await openMenu(page);
    expect(await overflow(), `menu at ${width}`).toBe(0);
    for (const hash of ['/level/03-hairpin', '/level/10-spiral', '/solve/level/03-hairpin', '/random/42', '/edit']) {
      await page.goto(`/#${hash}`);
      await expect(page.locator('body')).not.toHaveAttribute('data-screen', 'menu');
      expect(await overflow(), `${hash} at ${width}`).toBe(0);
    }
    await openMenu(page);
    await page.getByTestId('replay-input').setInputFiles(record);
    await expectScreen(page, 'replay');
    await page.getByTestId('replay-scrub').fill('56');
    expect(await overflow(), `replay at ${width}`).toBe(0);
    // The timeline's lines are whole: none is cut at either edge (numbers from 10 on were).
    const clipped = await page.getByTestId('replay-events').evaluate((list) => {
      const box = list.getBoundingClientRect();
      return [...list.children].filter((li) => {
        const r = li.getBoundingClientRect();
        return r.left < box.left - 0.5 || r.right > box.right + 0.5 || li.scrollWidth > li.clientWidth + 1;
      }).length;
    });
    expect(clipped, `replay events at ${width}`).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }
});

test('after a blitz the next level has its coach again', async ({ browser }) => {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  const errors = watchConsole(page);
  // The coach is off until switched on: the player turned it on for playing alone.
  await page.addInitScript(() => localStorage.setItem('racetrack.settings', '{"coach_solo":true}'));
  await gotoLevel(page, '01-first-circuit.txt');
  await expect(page.getByTestId('coach-toggle')).toBeChecked();
  await page.getByTestId('mode-select').selectOption('blitz');
  await page.getByTestId('race-start').click();
  await expect(page.getByTestId('coach-toggle')).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expectScreen(page, 'menu');
  await page.locator('[data-testid="level-item"][data-level="03-hairpin.txt"]').click();
  await expectScreen(page, 'play');
  await expect(page.getByTestId('coach-toggle')).toBeChecked();
  await page.getByTestId('game-canvas').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('status')).toContainText('optimum from here');
  expect(errors).toEqual([]);
  await context.close();
});

test('the sound switch is remembered across a reload', async ({ page }) => {
  const errors = watchConsole(page);
  await gotoLevel(page, '03-hairpin.txt');
  const sound = page.getByTestId('sound-toggle');
  await expect(sound).toBeChecked();
  await sound.uncheck();
  await page.reload();
  await expectScreen(page, 'play');
  await expect(page.getByTestId('sound-toggle')).not.toBeChecked();
  // Moves make no sound now, and nothing fails without one.
  await page.getByTestId('game-canvas').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('status')).toHaveAttribute('data-state', 'playing');
  expect(errors).toEqual([]);
});

/** The game canvas's pixels, as a data URL. */
function canvasPicture(page) {
  return page.getByTestId('game-canvas').evaluate((c) => c.toDataURL());
}

for (const reducedMotion of ['no-preference', 'reduce']) {
  test(`a move ${reducedMotion === 'reduce' ? 'jumps under reduced motion' : 'glides'}`, async ({ browser }) => {
    const context = await browser.newContext({ ...DESKTOP, reducedMotion });
    const page = await context.newPage();
    const errors = watchConsole(page);
    // The page's clock (and its animation frames) moves only when the test says so.
    await page.clock.install({ time: new Date('2026-12-01T12:00:00Z') });
    await gotoLevel(page, '03-hairpin.txt');
    await page.getByTestId('hint-dismiss').click();
    const canvas = page.getByTestId('game-canvas');
    await canvas.focus();
    await page.keyboard.press('Enter');
    await expectMoves(page, 0);
    await page.clock.pauseAt(new Date('2026-12-01T13:00:00Z'));
    await page.clock.runFor(1000);
    await page.keyboard.press('Digit6');
    await expectMoves(page, 1);
    await page.clock.runFor(50);
    const middle = await canvasPicture(page);
    await page.clock.runFor(1000);
    const end = await canvasPicture(page);
    if (reducedMotion === 'reduce') expect(middle).toBe(end);
    else expect(middle).not.toBe(end);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('phone: the tutorial on the first level goes step by step with taps, and shows once', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = watchConsole(page);
  const run = solve(levelPath('01-first-circuit.txt')).trajectory;
  await gotoLevel(page, '01-first-circuit.txt');
  const title = page.getByTestId('tutorial-title');
  await expect(title).toHaveText('Tutorial, step 1 of 4');
  await expect(page.getByTestId('hint-text')).toContainText('tap one to place it');
  await expect(page.getByTestId('hint-dismiss')).toHaveText('Skip the tutorial');
  await page.getByTestId('game-canvas').scrollIntoViewIfNeeded();
  await press(page, run[0], true);
  await expect(title).toHaveText('Tutorial, step 2 of 4');
  await press(page, run[1], true);
  await expectMoves(page, 1);
  await expect(title).toHaveText('Tutorial, step 3 of 4');
  await page.getByTestId('tutorial-next').click();
  await expect(title).toHaveText('Tutorial, step 4 of 4');
  await expect(page.getByTestId('tutorial-next')).toHaveText('Got it');
  await page.getByTestId('tutorial-next').click();
  await expect(page.getByTestId('hint')).toBeHidden();
  await page.reload();
  await expectScreen(page, 'play');
  await expect(page.getByTestId('status')).toHaveAttribute('data-state', /placing|playing/);
  await expect(page.getByTestId('hint')).toBeHidden();
  await expect(title).toBeHidden();
  expect(errors).toEqual([]);
  await context.close();
});
