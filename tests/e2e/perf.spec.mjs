// Performance report (printed and written to perf.json, never asserted): wasm size, time to
// first paint, astar / bfs on barto-big x10 in Chromium next to the native release CLI, and the
// coach's table on every bundled level and on barto-big x10, and frames while dragging
// barto-big x6 on a phone's board.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { accelerationDigits, emulateSlowPhone, expectStarted, levels, levelText, placeCarByKeyboard, settings, solve, watchConsole } from './support.mjs';

const BIG_TRACK = 'barto-big-x10.txt';
// About 200 x 200: the editor's live check must not freeze a frame on it.
const EDITOR_TRACK = 'barto-big-x6.txt';

/** Writes the shipped barto-big level scaled `factor` times (`racetrack scale`) under the
 * artifacts folder; returns the file's path. */
function bartoBig(factor) {
  const dir = path.join(settings.artifacts, 'bench-tracks');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `barto-big-x${factor}.txt`);
  execFileSync(settings.cli, ['scale', path.join(settings.repo, 'levels', '06-barto-big.txt'), String(factor), '-o', file]);
  return file;
}
const SOLVERS = ['astar', 'bfs'];
// Each timing is the median of this many runs (wasm and native alike).
const RUNS = 3;

test('performance report', async ({ page, browser }) => {
  test.setTimeout(600_000);
  const errors = watchConsole(page);
  const size = (file) => (fs.existsSync(file) ? fs.statSync(file).size : null);
  // The second part of the split wasm (xtask/src/split.rs), beside the first.
  const second = settings.wasm.replace(/\.wasm$/, '_2.wasm');
  const report = {
    wasm_bytes: size(settings.wasm),
    wasm_brotli_bytes: size(`${settings.wasm}.br`),
    wasm_gzip_bytes: size(`${settings.wasm}.gz`),
    second_part_bytes: size(second),
    second_part_brotli_bytes: size(`${second}.br`),
    second_part_gzip_bytes: size(`${second}.gz`),
    solvers: [],
  };
  report.slow_phone = await slowPhone(browser);

  await page.goto('/');
  await expectStarted(page);
  await expect(page.getByTestId('level-item').first()).toBeVisible();
  report.first_paint_ms = await page.evaluate(() => {
    const paint = performance.getEntriesByType('paint');
    const entry = paint.find((e) => e.name === 'first-contentful-paint') ?? paint[0];
    return entry ? Math.round(entry.startTime) : null;
  });
  report.menu_ready_ms = await page.evaluate(() => Math.round(performance.now()));

  await page.waitForFunction(() => typeof window.racetrack?.benchCoach === 'function');
  report.coach_levels = [];
  for (const name of levels) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(await page.evaluate(([t]) => window.racetrack.benchCoach(t, 'strict'), [levelText(name)]));
    }
    report.coach_levels.push({ level: name, ms: round(median(runs.map((r) => r.ms))), optimum: runs[0].optimum });
  }

  const trackFile = bartoBig(10);
  {
    const text = fs.readFileSync(trackFile, 'utf8');
    await page.waitForFunction(() => typeof window.racetrack?.benchSolve === 'function');
    for (const solver of SOLVERS) {
      const wasmRuns = [];
      for (let run = 0; run < RUNS; run++) {
        wasmRuns.push(
          await page.evaluate(
            ([track, name]) => {
              const result = window.racetrack.benchSolve(track, name, 'strict');
              return { moves: result.moves, expanded: Number(result.expanded), ms: result.ms };
            },
            [text, solver],
          ),
        );
      }
      const wasm = { ...wasmRuns[0], ms: median(wasmRuns.map((r) => r.ms)) };
      let native = null;
      if (fs.existsSync(settings.cliRelease)) {
        const runs = Array.from({ length: RUNS }, () => solve(trackFile, { solver, cli: settings.cliRelease }));
        native = { ...runs[0], elapsed_ms: median(runs.map((r) => r.elapsed_ms)) };
      }
      report.solvers.push({
        track: BIG_TRACK,
        solver,
        wasm_moves: wasm.moves,
        wasm_expanded: wasm.expanded,
        wasm_ms: round(wasm.ms),
        native_moves: native?.moves ?? null,
        native_expanded: native?.expanded ?? null,
        native_ms: native ? round(native.elapsed_ms) : null,
        wasm_over_native: native ? round(wasm.ms / native.elapsed_ms) : null,
      });
      // The same search must give the same answer in both builds.
      if (native) expect(wasm.moves, `${solver} move count, wasm vs native`).toBe(native.moves);
    }
    const big = await page.evaluate(([t]) => window.racetrack.benchCoach(t, 'strict'), [text]);
    report.coach_big = {
      track: BIG_TRACK,
      ms: round(big.ms),
      configurations: big.configurations,
      mib: round(big.bytes / 1048576),
      optimum: big.optimum,
    };
    report.animation = await animationFrames(page, text);
  }
  const editorTrack = bartoBig(6);
  {
    report.editor = await editorFrames(page, fs.readFileSync(editorTrack, 'utf8'));
    report.phone_board = await phoneBoardFrames(browser, fs.readFileSync(editorTrack, 'utf8'));
    report.phone_glide = await phoneGlideFrames(browser, editorTrack);
  }

  fs.mkdirSync(settings.artifacts, { recursive: true });
  fs.writeFileSync(path.join(settings.artifacts, 'perf.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(formatReport(report));
  expect(errors).toEqual([]);
});

/**
 * The menu on a phone on a slow network, as Chromium emulates one (`emulateSlowPhone`): 1.6
 * Mbit/s down, 150 ms round trip, the CPU slowed 4 times, 390 x 844. A fresh context each time
 * (no cache, no service worker); the server sends the site compressed when the browser accepts
 * it. Milliseconds from the navigation's start: the first contentful paint; the menu usable (a
 * level tap registered: the tap on Hairpin's card, made as soon as the card shows, reaches the
 * page); the game started (its module running); and the level playable (its board drawn,
 * waiting for the car's placement). The median of three loads.
 */
async function slowPhone(browser) {
  const loads = [];
  for (let run = 0; run < 3; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.addEventListener('pointerdown', () => { window.__tapped ??= performance.now(); }, { capture: true });
    });
    await emulateSlowPhone(context, page);
    const encodings = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.wasm')) encodings.push(r.headers()['content-encoding'] ?? 'identity');
    });
    await page.goto('/', { waitUntil: 'commit', timeout: 60_000 });
    await page.locator('[data-testid="level-item"][data-level="03-hairpin.txt"] button').tap({ timeout: 60_000 });
    await page.waitForFunction(() => window.racetrack?.page, null, { timeout: 60_000 });
    const started = await page.evaluate(() => Math.round(performance.now()));
    const playable = await page.waitForFunction(
      () => document.body.dataset.screen === 'play' && document.querySelector('[data-testid=status]')?.dataset.state === 'placing' && performance.now(),
      null,
      { timeout: 60_000, polling: 'raf' },
    );
    const load = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return { first_paint_ms: paint ? Math.round(paint.startTime) : null, tap_ms: Math.round(window.__tapped) };
    });
    loads.push({ ...load, started_ms: started, playable_ms: Math.round(await playable.jsonValue()), wasm_encoding: encodings[0] ?? null });
    await context.close();
  }
  return {
    first_paint_ms: median(loads.map((l) => l.first_paint_ms)),
    tap_ms: median(loads.map((l) => l.tap_ms)),
    started_ms: median(loads.map((l) => l.started_ms)),
    playable_ms: median(loads.map((l) => l.playable_ms)),
    wasm_encoding: loads[0].wasm_encoding,
  };
}

/**
 * Frames drawn while the bfs animation runs at top speed on the big track: the page must stay
 * smooth (the search runs in slices per animation frame, the heat layer is one image).
 */
async function animationFrames(page, text) {
  await page.getByTestId('track-text-input').fill(text);
  await page.getByTestId('track-text-load').click();
  await expect(page.getByTestId('game-canvas')).toBeVisible();
  await page.getByTestId('solver-select').selectOption('bfs');
  // The slider's top position (70): as many expansions as fit in each frame.
  await page.getByTestId('solver-speed').fill('70');
  await expect(page.getByTestId('solver-speed-label')).toHaveText('as fast as possible');
  await page.getByTestId('solver-run').click();
  await expect(page.locator('body')).toHaveAttribute('data-screen', 'solver');
  await expect(page.getByTestId('solver-result')).toHaveAttribute('data-state', 'running');
  const seconds = 3;
  const frames = await recordFrames(page, seconds * 1000);
  const gaps = frames.slice(1).map((t, i) => t - frames[i]);
  const expanded = await page.getByTestId('solver-stats').innerText();
  return {
    seconds,
    fps: round((frames.length - 1) / ((frames.at(-1) - frames[0]) / 1000)),
    median_frame_ms: round(median(gaps)),
    longest_frame_ms: round(Math.max(...gaps)),
    stats: expanded.replace(/\s+/g, ' '),
  };
}

/**
 * Frames drawn while editing a ~200 x 200 track: pen strokes across it (each ends with a new
 * background check of the whole track), then the check running to its optimum.
 */
async function editorFrames(page, text) {
  await page.goto('/#/');
  await page.getByTestId('track-text-input').fill(text);
  await page.getByTestId('track-text-load').click();
  await expect(page.getByTestId('game-canvas')).toBeVisible();
  await page.locator('#edit-track').click();
  await expect(page.locator('body')).toHaveAttribute('data-screen', 'editor');
  const canvas = page.getByTestId('editor-canvas');
  const rows = String(text.trimEnd().split('\n').length);
  await expect(canvas).toHaveAttribute('data-rows', rows);
  await page.waitForTimeout(300);
  const box = await canvas.boundingBox();
  const recording = recordFrames(page, 4000);
  const started = Date.now();
  for (let stroke = 0; stroke < 4; stroke++) {
    const y = box.y + box.height * (0.2 + 0.15 * stroke);
    await page.mouse.move(box.x + box.width * 0.1, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.9, y, { steps: 20 });
    await page.mouse.up();
  }
  const strokes_ms = Date.now() - started;
  const frames = await recording;
  await expect(page.getByTestId('editor-status')).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  const gaps = frames.slice(1).map((t, i) => t - frames[i]);
  return {
    track: EDITOR_TRACK,
    strokes_ms,
    fps: round((frames.length - 1) / ((frames.at(-1) - frames[0]) / 1000)),
    median_frame_ms: round(median(gaps)),
    longest_frame_ms: round(Math.max(...gaps)),
    status: await page.getByTestId('editor-status').innerText(),
  };
}

/**
 * Frames drawn on a phone (390 x 844, touch) playing barto-big x6 (180 x 198): the camera shows
 * a part at 30 px a step; the car is placed, then a finger drags the track back and forth for
 * three seconds while the coach builds its table in the background.
 */
async function phoneBoardFrames(browser, text) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('/#/');
  await page.getByTestId('track-text-input').fill(text);
  await page.getByTestId('track-text-load').click();
  const canvas = page.getByTestId('game-canvas');
  await expect(canvas).toHaveAttribute('data-camera', 'still');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  const cell = Number(await canvas.getAttribute('data-cell-size'));
  const cdp = await context.newCDPSession(page);
  const touch = (type, x, y) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 0 }] });
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  const recording = recordFrames(page, 3000);
  const started = Date.now();
  while (Date.now() - started < 2800) {
    await touch('touchStart', cx, cy - 120);
    for (let i = 1; i <= 12; i++) await touch('touchMove', cx - 8 * i, cy - 120 + 20 * i);
    for (let i = 11; i >= 0; i--) await touch('touchMove', cx - 8 * i, cy - 120 + 20 * i);
    await touch('touchEnd');
  }
  const frames = await recording;
  const gaps = frames.slice(1).map((t, i) => t - frames[i]);
  const result = {
    track: EDITOR_TRACK,
    cell_px: cell,
    fps: round((frames.length - 1) / ((frames.at(-1) - frames[0]) / 1000)),
    median_frame_ms: round(median(gaps)),
    longest_frame_ms: round(Math.max(...gaps)),
  };
  await context.close();
  return result;
}

/**
 * Frames drawn on a phone (390 x 844, touch) while the car drives barto-big x6's optimal line
 * at a move every 150 ms: each move glides and the camera leads the car (its next two moves in
 * view), so the board repaints on every frame of the run.
 */
async function phoneGlideFrames(browser, file) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('racetrack.hint', 'seen'));
  await page.goto('/#/');
  await page.getByTestId('track-text-input').fill(fs.readFileSync(file, 'utf8'));
  await page.getByTestId('track-text-load').click();
  const canvas = page.getByTestId('game-canvas');
  await expect(canvas).toHaveAttribute('data-camera', 'still');
  const run = solve(file, { solver: 'astar' }).trajectory;
  const digits = accelerationDigits(run);
  // Placed by the keyboard: the arrows from the first start point, then Enter.
  await canvas.focus();
  await placeCarByKeyboard(page, fs.readFileSync(file, 'utf8'), run[0]);
  const moves = Math.min(digits.length - 1, 24);
  const recording = recordFrames(page, moves * 150 + 300);
  for (let i = 0; i < moves; i++) {
    await page.keyboard.press(`Digit${digits[i]}`);
    await page.waitForTimeout(150);
  }
  const frames = await recording;
  const gaps = frames.slice(1).map((t, i) => t - frames[i]);
  const result = {
    track: EDITOR_TRACK,
    moves,
    cell_px: Number(await canvas.getAttribute('data-cell-size')),
    fps: round((frames.length - 1) / ((frames.at(-1) - frames[0]) / 1000)),
    median_frame_ms: round(median(gaps)),
    longest_frame_ms: round(Math.max(...gaps)),
  };
  await context.close();
  return result;
}

/** The animation frames' timestamps during the next `ms` milliseconds. */
function recordFrames(page, ms) {
  return page.evaluate(
    (duration) =>
      new Promise((resolve) => {
        const times = [];
        const start = performance.now();
        const tick = (now) => {
          times.push(now);
          if (now - start < duration) requestAnimationFrame(tick);
          else resolve(times);
        };
        requestAnimationFrame(tick);
      }),
    ms,
  );
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function round(value) {
  return Math.round(value * 100) / 100;
}

function formatReport(report) {
  const lines = [
    `performance (not asserted; solver times are medians of ${RUNS} runs):`,
    `  wasm size          ${report.wasm_bytes} bytes (${(report.wasm_bytes / 1024).toFixed(1)} KiB)`,
    `  wasm compressed    ${report.wasm_brotli_bytes} bytes brotli, ${report.wasm_gzip_bytes} bytes gzip`,
    `  second part        ${report.second_part_bytes} bytes, ${report.second_part_brotli_bytes} brotli, ${report.second_part_gzip_bytes} gzip (fetched after load)`,
    `  first paint        ${report.first_paint_ms} ms; menu ready ${report.menu_ready_ms} ms`,
    `  slow phone         first paint ${report.slow_phone.first_paint_ms} ms; level tap registered ${report.slow_phone.tap_ms} ms; ` +
      `game started ${report.slow_phone.started_ms} ms; level playable ${report.slow_phone.playable_ms} ms ` +
      `(1.6 Mbit/s, 150 ms, CPU 4x slower, 390 x 844, wasm sent as ${report.slow_phone.wasm_encoding}; median of 3)`,
  ];
  for (const s of report.solvers) {
    lines.push(
      `  ${s.solver.padEnd(6)} ${s.track}: wasm ${s.wasm_ms} ms, ${s.wasm_moves} moves, ` +
        `${s.wasm_expanded} expanded; native ${s.native_ms} ms; wasm/native ${s.wasm_over_native}`,
    );
  }
  if (report.coach_levels?.length) {
    const slowest = report.coach_levels.reduce((a, b) => (b.ms > a.ms ? b : a));
    lines.push(
      `  coach, every level: ${report.coach_levels.map((c) => `${c.level.replace('.txt', '')} ${c.ms} ms`).join(', ')}; ` +
        `slowest ${slowest.ms} ms`,
    );
  }
  if (report.coach_big) {
    const c = report.coach_big;
    lines.push(`  coach ${c.track}: ${c.ms} ms, ${c.configurations} configurations, ${c.mib} MiB, optimum ${c.optimum}`);
  }
  if (report.animation) {
    const a = report.animation;
    lines.push(
      `  bfs animation on barto-big-x10, top speed, ${a.seconds} s: ${a.fps} frames/s, ` +
        `median frame ${a.median_frame_ms} ms, longest ${a.longest_frame_ms} ms (${a.stats})`,
    );
  }
  if (report.editor) {
    const e = report.editor;
    lines.push(
      `  editor on ${e.track}, 4 pen strokes and the live check, 4 s: ${e.fps} frames/s, ` +
        `median frame ${e.median_frame_ms} ms, longest ${e.longest_frame_ms} ms (${e.status})`,
    );
  }
  if (report.phone_board) {
    const b = report.phone_board;
    lines.push(
      `  phone board on ${b.track}, 390 x 844 at ${b.cell_px} px a step, 3 s of dragging: ${b.fps} frames/s, ` +
        `median frame ${b.median_frame_ms} ms, longest ${b.longest_frame_ms} ms`,
    );
  }
  if (report.phone_glide) {
    const g = report.phone_glide;
    lines.push(
      `  phone, car gliding on ${g.track} with the camera leading, ${g.moves} moves at 150 ms, ${g.cell_px} px a step: ` +
        `${g.fps} frames/s, median frame ${g.median_frame_ms} ms, longest ${g.longest_frame_ms} ms`,
    );
  }
  if (report.note) lines.push(`  note: ${report.note}`);
  return lines.join('\n');
}
