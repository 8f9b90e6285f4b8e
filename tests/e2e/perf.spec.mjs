// Performance report (printed and written to perf.json, never asserted): wasm size, time to
// first paint, and astar / bfs on barto-big x10 in Chromium next to the native release CLI.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { settings, solve } from './support.mjs';

const BIG_TRACK = 'barto-big-x10.txt';
const SOLVERS = ['astar', 'bfs'];

test('performance report', async ({ page }) => {
  test.setTimeout(600_000);
  const report = { wasm_bytes: fs.statSync(settings.wasm).size, solvers: [] };

  await page.goto('/');
  await expect(page.getByTestId('level-item').first()).toBeVisible();
  report.first_paint_ms = await page.evaluate(() => {
    const paint = performance.getEntriesByType('paint');
    const entry = paint.find((e) => e.name === 'first-contentful-paint') ?? paint[0];
    return entry ? Math.round(entry.startTime) : null;
  });
  report.menu_ready_ms = await page.evaluate(() => Math.round(performance.now()));

  const trackFile = path.join(settings.sharedTracks, BIG_TRACK);
  if (!fs.existsSync(trackFile)) {
    report.note = `${trackFile} is missing: no solver timings (the shared/ folder belongs beside the clone)`;
  } else {
    const text = fs.readFileSync(trackFile, 'utf8');
    await page.waitForFunction(() => typeof window.racetrack?.benchSolve === 'function');
    for (const solver of SOLVERS) {
      const wasm = await page.evaluate(
        ([track, name]) => {
          const result = window.racetrack.benchSolve(track, name, 'strict');
          return { moves: result.moves, expanded: Number(result.expanded), ms: result.ms };
        },
        [text, solver],
      );
      const native = fs.existsSync(settings.cliRelease)
        ? solve(trackFile, { solver, cli: settings.cliRelease })
        : null;
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
  }

  fs.mkdirSync(settings.artifacts, { recursive: true });
  fs.writeFileSync(path.join(settings.artifacts, 'perf.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(formatReport(report));
});

function round(value) {
  return Math.round(value * 100) / 100;
}

function formatReport(report) {
  const lines = [
    'performance (not asserted):',
    `  wasm size          ${report.wasm_bytes} bytes (${(report.wasm_bytes / 1024).toFixed(1)} KiB)`,
    `  first paint        ${report.first_paint_ms} ms; menu ready ${report.menu_ready_ms} ms`,
  ];
  for (const s of report.solvers) {
    lines.push(
      `  ${s.solver.padEnd(6)} ${s.track}: wasm ${s.wasm_ms} ms, ${s.wasm_moves} moves, ` +
        `${s.wasm_expanded} expanded; native ${s.native_ms} ms; wasm/native ${s.wasm_over_native}`,
    );
  }
  if (report.note) lines.push(`  note: ${report.note}`);
  return lines.join('\n');
}
