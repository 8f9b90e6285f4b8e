// Shared helpers of the browser suite: settings from the environment, the native CLI,
// and the page's stable hooks (data-testid attributes, `body[data-screen]`, the status and
// canvas data attributes, the addresses `#/`, `#/level/<stem>`, `#v1.…`, `#/solve/…`).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const target = path.resolve(repo, process.env.CARGO_TARGET_DIR ?? 'target');
const artifacts = process.env.RACETRACK_ARTIFACTS ?? path.join(target, 'e2e-artifacts');

/** Where everything is; `cargo xtask test` and `cargo xtask perf` set each of these. */
export const settings = {
  repo,
  baseUrl: process.env.RACETRACK_BASE_URL ?? 'http://127.0.0.1:8080/',
  /** The game server (`racetrack-server` serving dist/ and the API) for the online tests. */
  serverUrl: process.env.RACETRACK_SERVER_URL ?? 'http://127.0.0.1:8080/',
  /** Two more game servers on one PostgreSQL database (empty without one). */
  instanceA: process.env.RACETRACK_INSTANCE_A ?? '',
  instanceB: process.env.RACETRACK_INSTANCE_B ?? '',
  chromium: process.env.RACETRACK_CHROMIUM ?? '/usr/bin/chromium',
  /** The `racetrack` command the specs run: the build `cargo test --workspace` makes. */
  cli: process.env.RACETRACK_CLI ?? path.join(target, 'debug', 'racetrack'),
  /** The release build the performance report times (`cargo xtask perf` builds it there). */
  cliRelease: process.env.RACETRACK_CLI_RELEASE ?? path.join(target, 'command-line', 'release', 'racetrack'),
  wasm: process.env.RACETRACK_WASM ?? path.join(repo, 'dist', 'pkg', 'racetrack_bg.wasm'),
  artifacts,
  report: process.env.RACETRACK_REPORT ?? path.join(artifacts, 'report.json'),
};

/** The bundled level file names, sorted (the order of dist/levels/index.json). */
export const levels = fs
  .readdirSync(path.join(repo, 'levels'))
  .filter((name) => name.endsWith('.txt'))
  .sort();

/** Path of a bundled level. */
export function levelPath(name) {
  return path.join(repo, 'levels', name);
}

/** `racetrack solve FILE --solver S --rules R --json`, parsed. */
export function solve(file, { solver = 'bfs', rules = 'strict', cli = settings.cli } = {}) {
  const out = execFileSync(cli, ['solve', file, '--solver', solver, '--rules', rules, '--json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out.trim().split('\n').pop());
}

/** Numpad digit of each acceleration (dr, dc): 7 8 9 / 4 5 6 / 1 2 3. */
const DIGIT = { '-1,-1': 7, '-1,0': 8, '-1,1': 9, '0,-1': 4, '0,0': 5, '0,1': 6, '1,-1': 1, '1,0': 2, '1,1': 3 };

/** The digits that replay a trajectory ([[row, col], ...]) after the car is placed. */
export function accelerationDigits(trajectory) {
  const digits = [];
  let velocity = [0, 0];
  for (let i = 1; i < trajectory.length; i += 1) {
    const next = [trajectory[i][0] - trajectory[i - 1][0], trajectory[i][1] - trajectory[i - 1][1]];
    const digit = DIGIT[`${next[0] - velocity[0]},${next[1] - velocity[1]}`];
    if (digit === undefined) throw new Error(`move ${i} of ${JSON.stringify(trajectory)} is not a legal acceleration`);
    digits.push(digit);
    velocity = next;
  }
  return digits;
}

/**
 * Records console errors, uncaught exceptions and Content-Security-Policy violations of a page
 * (the site is served with the game server's policy: a violation is a defect).
 */
export function watchConsole(page) {
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`);
    });
  });
  return errors;
}

/** A level's address name: its file name without `.txt` (`03-hairpin`). */
export function stem(name) {
  return name.replace(/\.txt$/, '');
}

/** The fragment of the page's address (`#/level/03-hairpin`, or '' for none). */
export function fragment(page) {
  return new URL(page.url()).hash;
}

/** Waits until `body[data-screen]` says `screen` (`menu`, `play` or `solver`). */
export async function expectScreen(page, screen) {
  await untilData(page, 'body', 'screen', true, screen);
  await expect(page.locator('body')).toHaveAttribute('data-screen', screen);
}

/** Waits until the menu shows, its address `#/` or none. */
export async function expectMenu(page) {
  await expectScreen(page, 'menu');
  await expect(page.getByTestId('level-list')).toBeVisible();
  await expect(page.getByTestId('game-canvas')).toBeHidden();
  expect(['', '#/']).toContain(fragment(page));
}

/** Chromium's slow phone on `page`: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip, the
 * CPU 4 times slower (the viewport, 390 x 844, is the context's). */
export async function emulateSlowPhone(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Waits until the game has started (the prerendered menu shows before it has). */
export async function expectStarted(page) {
  await page.waitForFunction(() => Boolean(window.racetrack?.page));
}

/** Opens the page (optionally with a fragment) and waits for the menu. */
export async function openMenu(page, hash = '') {
  await page.goto(hash ? `/#${hash}` : '/');
  await expectStarted(page);
  await expect(page.getByTestId('level-item').first()).toBeVisible();
  await expectScreen(page, 'menu');
}

/** Waits for the play screen of a fresh game. */
async function expectFreshGame(page) {
  await expectScreen(page, 'play');
  await expect(page.getByTestId('game-canvas')).toBeVisible();
  await expect(page.getByTestId('status')).toHaveAttribute('data-state', 'placing');
}

/** Opens a bundled level from the menu and waits for the game view. */
export async function openLevel(page, name) {
  await page.locator(`[data-testid="level-item"][data-level="${name}"]`).click();
  await expectFreshGame(page);
  expect(fragment(page)).toBe(`#/level/${stem(name)}`);
}

/** Loads the page on a bundled level's address (`#/level/<stem>`) and waits for the game. */
export async function gotoLevel(page, name) {
  await page.goto(`/#/level/${stem(name)}`);
  await expectFreshGame(page);
}

/** Opens `text` through the menu's paste box and waits for the game. */
export async function openPasted(page, text) {
  await page.getByTestId('track-text-input').fill(text);
  await page.getByTestId('track-text-load').click();
  await expectFreshGame(page);
}

/** The text of a bundled level. */
export function levelText(name) {
  return fs.readFileSync(levelPath(name), 'utf8');
}

/** The rows of a track text, as strings. */
export function trackRows(text) {
  // The grid ends where the moving elements' `@` lines begin.
  const lines = text.split(/\r?\n/);
  const end = lines.findIndex((line) => line.startsWith('@'));
  return (end < 0 ? lines : lines.slice(0, end)).filter((line) => line.length > 0);
}

/** The status line's data attributes. */
export async function status(page) {
  const element = page.getByTestId('status');
  return {
    moves: Number(await element.getAttribute('data-moves')),
    state: await element.getAttribute('data-state'),
    speed: await element.getAttribute('data-speed'),
  };
}

/** Waits until the status shows `moves` moves. */
export async function expectMoves(page, moves) {
  await untilData(page, TEST_ID('status'), 'moves', true, String(moves));
  await expect(page.getByTestId('status')).toHaveAttribute('data-moves', String(moves));
}

/** Waits until the status shows `state` (`placing`, `playing`, `won`, `crashed`). */
export async function expectState(page, state) {
  await untilData(page, TEST_ID('status'), 'state', true, state);
  await expect(page.getByTestId('status')).toHaveAttribute('data-state', state);
}

/** The CSS selector of test id `id`. */
const TEST_ID = (id) => `[data-testid="${id}"]`;

/**
 * Waits, checking on every animation frame, until the `data-NAME` of the element `selector`
 * finds (`NAME` in the dataset's camel case) is `value` (`equal`) or is not (`!equal`).
 * Playwright's `expect` polls after 100, 250, 500 and then every 1,000 ms, so a condition met
 * 260 ms after the first look is seen 600 ms later; the `expect` after this wait names what was
 * there when the condition never held (this wait gives up silently at `expect`'s own timeout).
 */
async function untilData(page, selector, name, equal, value) {
  await page
    .waitForFunction(
      ([css, key, same, wanted]) => {
        const element = document.querySelector(css);
        return element !== null && (element.dataset[key] === wanted) === same;
      },
      [selector, name, equal, value],
      { polling: 'raf', timeout: 10_000 },
    )
    .catch(() => {});
}

/** Waits until the announcer (the aria-live region) says something matching `words`. */
export async function expectAnnounced(page, words) {
  await expect(page.getByTestId('announcer')).toHaveText(words);
}

/**
 * The canvas geometry: CSS px of the first point, of a cell, and the grid's size. When the
 * board's camera shows a part of the track, it waits for the camera to stop gliding (the
 * canvas's `data-camera` is `whole`, `still` or `moving`).
 */
export async function geometry(page) {
  await untilData(page, TEST_ID('game-canvas'), 'camera', false, 'moving');
  await expect(page.getByTestId('game-canvas')).not.toHaveAttribute('data-camera', 'moving');
  const data = await page.getByTestId('game-canvas').evaluate((element) => ({ ...element.dataset }));
  const g = {
    originX: Number(data.originX),
    originY: Number(data.originY),
    cell: Number(data.cellSize),
    rows: Number(data.rows),
    cols: Number(data.cols),
  };
  if (!Object.values(g).every(Number.isFinite)) throw new Error(`canvas geometry unreadable: ${JSON.stringify(data)}`);
  return g;
}

/**
 * Clicks the grid point [row, col] on the game canvas: point (row, col) is at
 * (data-origin-x + col * data-cell-size, data-origin-y + row * data-cell-size) CSS px.
 */
export async function clickPoint(page, [row, col]) {
  const g = await geometry(page);
  const canvas = page.getByTestId('game-canvas');
  let box = await canvas.boundingBox();
  const at = () => [box.x + g.originX + col * g.cell, box.y + g.originY + row * g.cell];
  // The mouse clicks where the window shows: a page taller than the window (a win box's button
  // reached by scrolling) may have scrolled the point out of it, as a player would scroll back.
  const [, y] = at();
  const height = await page.evaluate(() => window.innerHeight);
  if (y < 0 || y >= height) {
    await page.evaluate((dy) => window.scrollBy(0, dy), y - height / 2);
    box = await canvas.boundingBox();
  }
  const [x, y2] = at();
  await page.mouse.click(x, y2);
}

/**
 * The colour [r, g, b] painted on the game canvas at grid position [row, col] (fractions allowed:
 * [5.25, 10.25] is a quarter of a square off point (5, 10)), read from the backing store at
 * device pixels (CSS px x devicePixelRatio).
 */
export function canvasPixel(page, [row, col]) {
  return page.getByTestId('game-canvas').evaluate((canvas, [row, col]) => {
    const ratio = canvas.width / canvas.getBoundingClientRect().width;
    const { cellSize, originX, originY } = canvas.dataset;
    const x = Math.round((Number(originX) + col * Number(cellSize)) * ratio);
    const y = Math.round((Number(originY) + row * Number(cellSize)) * ratio);
    return [...canvas.getContext('2d').getImageData(x, y, 1, 1).data.slice(0, 3)];
  }, [row, col]);
}

/** WCAG relative luminance of an sRGB colour [r, g, b] (0-255). */
export function luminance([r, g, b]) {
  const linear = (v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two colours, from 1 to 21. */
export function contrast(a, b) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The start points ('>') of a track text, in row-major order (the order the page lists them). */
export function startPoints(text) {
  const points = [];
  text.split(/\r?\n/).forEach((line, row) => {
    [...line].forEach((character, col) => {
      if (character === '>') points.push([row, col]);
    });
  });
  return points;
}

const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/**
 * Where an arrow key moves the keyboard highlight among `options` (src/ui/play.rs,
 * `move_highlight`): to the nearest option that way, counting a step across as two along.
 */
function arrowTarget(options, from, [dr, dc]) {
  let best = null;
  for (const p of options) {
    const [r, c] = [p[0] - from[0], p[1] - from[1]];
    const along = r * dr + c * dc;
    const across = Math.abs(r * dc - c * dr);
    if (along <= 0) continue;
    const key = [along + 2 * across, p[0], p[1]];
    if (!best || compare(key, best.key) < 0) best = { key, p };
  }
  return best ? best.p : from;
}

function compare(a, b) {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** The shortest list of arrow keys that takes the highlight from `from` to `to` among `options`. */
export function arrowKeys(options, from, to) {
  const key = (p) => `${p[0]},${p[1]}`;
  const seen = new Map([[key(from), []]]);
  const queue = [from];
  while (queue.length > 0) {
    const here = queue.shift();
    const path = seen.get(key(here));
    if (key(here) === key(to)) return path;
    for (const [name, direction] of Object.entries(ARROWS)) {
      const next = arrowTarget(options, here, direction);
      if (!seen.has(key(next))) {
        seen.set(key(next), [...path, name]);
        queue.push(next);
      }
    }
  }
  throw new Error(`the arrows cannot reach ${JSON.stringify(to)} from ${JSON.stringify(from)}`);
}

/**
 * Places the car on the start point [row, col] of `trackText` with the keyboard: the canvas
 * focused, arrows from the first start point to this one, then Enter.
 */
export async function placeCarByKeyboard(page, trackText, [row, col]) {
  const starts = startPoints(trackText);
  if (!starts.some(([r, c]) => r === row && c === col)) throw new Error(`(${row}, ${col}) is not a start point of the track`);
  await page.getByTestId('game-canvas').focus();
  for (const arrow of arrowKeys(starts, starts[0], [row, col])) await page.keyboard.press(arrow);
  await page.keyboard.press('Enter');
  await expectState(page, 'playing');
  await expectMoves(page, 0);
  await expectAnnounced(page, new RegExp(`^Car placed at row ${row + 1}, column ${col + 1}\\b`));
}

/**
 * Plays a whole trajectory ([[row, col], ...]) of `trackText` by keyboard: the car placed on its
 * first point, then one digit per move, each move awaited. Leaves the game won (or wherever the
 * trajectory ends).
 */
export async function playTrajectory(page, trackText, trajectory) {
  await placeCarByKeyboard(page, trackText, trajectory[0]);
  for (const [i, digit] of accelerationDigits(trajectory).entries()) {
    await page.keyboard.press(`Digit${digit}`);
    await expectMoves(page, i + 1);
  }
}

/** Opens a bundled level from the menu and wins it with the CLI's optimal run; returns the run. */
export async function winLevel(page, name) {
  const run = solve(levelPath(name));
  await openLevel(page, name);
  await playTrajectory(page, levelText(name), run.trajectory);
  await expectState(page, 'won');
  return run;
}

/** The page's localStorage item `key` (null when absent). */
export function storedItem(page, key) {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

/** The `racetrack.records` file in the page's localStorage, parsed (null when absent). */
export async function storedRecords(page) {
  const text = await storedItem(page, 'racetrack.records');
  return text === null ? null : JSON.parse(text);
}

/** The CSS colour [r, g, b] of a custom property of the page's root (`--track-danger`). */
export function themeColour(page, property) {
  return page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
    document.body.append(probe);
    const rgb = getComputedStyle(probe).color.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number);
    probe.remove();
    return rgb;
  }, property);
}

/** Euclidean distance between two colours [r, g, b]. */
export function colourDistance(a, b) {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

// ---- The track editor, image tracks and random tracks -------------------------------------
import os from 'node:os';
import zlib from 'node:zlib';

/** CRC-32 (the PNG chunk checksum) of a byte buffer. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** One PNG chunk: length, type, data, CRC of type + data. */
function pngChunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG of `width` x `height` whose pixel (x, y) is `colour(x, y)` = [r, g, b]. */
export function encodePng(width, height, colour) {
  const raw = Buffer.alloc(height * (1 + 3 * width));
  for (let y = 0; y < height; y += 1) {
    const row = y * (1 + 3 * width);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = colour(x, y);
      raw[row + 1 + 3 * x] = r;
      raw[row + 2 + 3 * x] = g;
      raw[row + 3 + 3 * x] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, adaptive filters, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The image-track colours: road white, start #00AAAA, finish #808080, wall (anything else) black. */
const IMAGE_COLOUR = { '.': [255, 255, 255], '>': [0x00, 0xaa, 0xaa], '*': [0x80, 0x80, 0x80] };

/** A colour-coded PNG of a track text at `k` px per grid point. */
export function trackPng(text, k) {
  const rows = trackRows(text);
  const cols = Math.max(...rows.map((r) => r.length));
  return encodePng(cols * k, rows.length * k, (x, y) => IMAGE_COLOUR[rows[Math.floor(y / k)][Math.floor(x / k)]] ?? [0, 0, 0]);
}

/** A painted picture (a smooth gradient of many colours, never a logic image) of `width` x `height`. */
export function decorPng(width, height) {
  return encodePng(width, height, (x, y) => [(x * 7 + 13) % 256, (y * 5 + 41) % 256, ((x + y) * 3 + 97) % 256]);
}

/** Writes `text` to a temporary track file and returns its path (for `solve`). */
export function tempTrack(text, name = 'track') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'racetrack-e2e-'));
  const file = path.join(dir, `${name}.txt`);
  fs.writeFileSync(file, text);
  return file;
}

/** Waits until `body[data-screen]` says `editor` and the editor canvas shows. */
export async function expectEditor(page) {
  await expectScreen(page, 'editor');
  await expect(page.getByTestId('editor-canvas')).toBeVisible();
  expect(fragment(page)).toBe('#/edit');
}

/** The editor canvas geometry: CSS px of point (0, 0), of a cell, and the grid's size. */
export async function editorGeometry(page) {
  const data = await page.getByTestId('editor-canvas').evaluate((element) => ({ ...element.dataset }));
  const g = {
    originX: Number(data.originX),
    originY: Number(data.originY),
    cell: Number(data.cellSize),
    rows: Number(data.rows),
    cols: Number(data.cols),
  };
  if (!Object.values(g).every(Number.isFinite)) throw new Error(`editor geometry unreadable: ${JSON.stringify(data)}`);
  return g;
}

/** Page coordinates (CSS px) of the centre of the editor's cell at grid point [row, col]. */
export async function editorXY(page, [row, col]) {
  const g = await editorGeometry(page);
  const box = await page.getByTestId('editor-canvas').boundingBox();
  return { x: box.x + g.originX + col * g.cell, y: box.y + g.originY + row * g.cell };
}

/** Picks an editor tool by its `data-tool` (road, wall, start, finish, pen, line, rect, fill, pan). */
export async function editorTool(page, tool) {
  const button = page.locator(`[data-testid="editor-tool"][data-tool="${tool}"]`);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/** Presses the mouse on point `from`, drags through `steps` moves to point `to`, releases. */
export async function editorDrag(page, from, to, steps = 12) {
  const a = await editorXY(page, from);
  const b = await editorXY(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps });
  await page.mouse.up();
}

/** The draft kept in localStorage (`racetrack.draft`), parsed (null when absent). */
export async function storedDraft(page) {
  const text = await storedItem(page, 'racetrack.draft');
  return text === null ? null : JSON.parse(text);
}

/** The character at [row, col] of a track text. */
export function cellOf(text, [row, col]) {
  return trackRows(text)[row][col];
}

/** The colour [r, g, b] the editor canvas shows at the centre of grid point [row, col]. */
export function editorPixel(page, [row, col]) {
  return page.getByTestId('editor-canvas').evaluate((canvas, [row, col]) => {
    const ratio = canvas.width / canvas.getBoundingClientRect().width;
    const { cellSize, originX, originY } = canvas.dataset;
    const x = Math.round((Number(originX) + col * Number(cellSize)) * ratio);
    const y = Math.round((Number(originY) + row * Number(cellSize)) * ratio);
    return [...canvas.getContext('2d').getImageData(x, y, 1, 1).data.slice(0, 3)];
  }, [row, col]);
}

/** From the game screen, "Edit a copy": the open track's text, as the editor's draft holds it. */
export async function trackTextViaEditor(page) {
  await page.locator('#edit-track').click();
  await expectEditor(page);
  await expect.poll(async () => (await storedDraft(page))?.track ?? null).not.toBeNull();
  return (await storedDraft(page)).track;
}
