// Shared helpers of the browser suite: settings from the environment, the native CLI,
// and the page's stable hooks (data-testid attributes, status and canvas data attributes).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const target = path.resolve(repo, process.env.CARGO_TARGET_DIR ?? 'target');
const artifacts = process.env.RACETRACK_ARTIFACTS ?? path.join(target, 'e2e-artifacts');

/** Where everything is; `cargo xtask test` sets each of these. */
export const settings = {
  repo,
  baseUrl: process.env.RACETRACK_BASE_URL ?? 'http://127.0.0.1:8080/',
  chromium: process.env.RACETRACK_CHROMIUM ?? '/usr/bin/chromium',
  cli: process.env.RACETRACK_CLI ?? path.join(target, 'debug', 'racetrack'),
  cliRelease: process.env.RACETRACK_CLI_RELEASE ?? path.join(target, 'release', 'racetrack'),
  wasm: process.env.RACETRACK_WASM ?? path.join(repo, 'dist', 'pkg', 'racetrack_bg.wasm'),
  artifacts,
  report: process.env.RACETRACK_REPORT ?? path.join(artifacts, 'report.json'),
  sharedTracks: process.env.RACETRACK_SHARED_TRACKS ?? path.join(repo, '..', 'shared', 'tracks'),
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

/** Records console errors and uncaught exceptions of a page. */
export function watchConsole(page) {
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/** Opens the page (optionally with a fragment) and waits for the menu. */
export async function openMenu(page, fragment = '') {
  await page.goto(fragment ? `/#${fragment}` : '/');
  await expect(page.getByTestId('level-item').first()).toBeVisible();
}

/** Opens a bundled level from the menu and waits for the game view. */
export async function openLevel(page, name) {
  await page.locator(`[data-testid="level-item"][data-level="${name}"]`).click();
  await expect(page.getByTestId('game-canvas')).toBeVisible();
  await expect(page.getByTestId('status')).toHaveAttribute('data-state', 'placing');
}

/** The text of a bundled level. */
export function levelText(name) {
  return fs.readFileSync(levelPath(name), 'utf8');
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
  await expect(page.getByTestId('status')).toHaveAttribute('data-moves', String(moves));
}

/**
 * Clicks the grid point [row, col] on the game canvas: point (row, col) is at
 * (data-origin-x + col * data-cell-size, data-origin-y + row * data-cell-size) CSS px.
 */
export async function clickPoint(page, [row, col]) {
  const canvas = page.getByTestId('game-canvas');
  const geometry = await canvas.evaluate((element) => ({ ...element.dataset }));
  const box = await canvas.boundingBox();
  const x = Number(geometry.originX) + col * Number(geometry.cellSize);
  const y = Number(geometry.originY) + row * Number(geometry.cellSize);
  if (![x, y].every(Number.isFinite)) throw new Error(`canvas geometry unreadable: ${JSON.stringify(geometry)}`);
  await page.mouse.click(box.x + x, box.y + y);
}

/** The start points ('>') of a track text, in row-major order (the order Tab visits them). */
export function startPoints(text) {
  const points = [];
  text.split(/\r?\n/).forEach((line, row) => {
    [...line].forEach((character, col) => {
      if (character === '>') points.push([row, col]);
    });
  });
  return points;
}

/** Places the car on the start point [row, col] of `trackText` with the keyboard: Tab, Enter. */
export async function placeCarByKeyboard(page, trackText, [row, col]) {
  const index = startPoints(trackText).findIndex(([r, c]) => r === row && c === col);
  if (index < 0) throw new Error(`(${row}, ${col}) is not a start point of the track`);
  await page.getByTestId('game-canvas').focus();
  // The first Tab highlights the first start point, each further Tab the next one.
  for (let i = 0; i <= index; i += 1) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('status')).toHaveAttribute('data-state', 'playing');
}
