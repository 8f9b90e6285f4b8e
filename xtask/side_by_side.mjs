// Two builds of the site side by side in one headless Chromium: `benchSolve` (astar and bfs on
// barto-big x10, strict rules) on each, the builds alternating run by run, and the medians.
//
//   node xtask/side_by_side.mjs BEFORE_URL AFTER_URL [RUNS]
//
// Each URL serves a `dist/` of `cargo xtask dist` (for example `python3 -m http.server` in each,
// one of them built from an older commit in a `git worktree`). Needs the release command line
// (`cargo build --release -p racetrack-cli`) for the track and the npm packages (`npm ci`).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [before, after] = process.argv.slice(2, 4);
const runs = Number(process.argv[4] ?? 11);
if (!before || !after) {
  console.error('usage: node xtask/side_by_side.mjs BEFORE_URL AFTER_URL [RUNS]');
  process.exit(2);
}
const cli = path.join(repo, 'target', 'release', 'racetrack');
const track = execFileSync(cli, ['scale', path.join(repo, 'levels', '06-barto-big.txt'), '10']).toString();
const browser = await chromium.launch({
  executablePath: process.env.RACETRACK_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
async function open(url) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => typeof window.racetrack?.benchSolve === 'function');
  // The second part of the wasm arrives after the page's load event.
  await page.waitForTimeout(3000);
  return page;
}
const pages = { before: await open(before), after: await open(after) };
const times = { before: { astar: [], bfs: [] }, after: { astar: [], bfs: [] } };
for (let i = 0; i < runs; i++) {
  for (const solver of ['astar', 'bfs']) {
    for (const side of i % 2 ? ['after', 'before'] : ['before', 'after']) {
      const ms = await pages[side].evaluate(
        ([t, s]) => window.racetrack.benchSolve(t, s, 'strict').ms,
        [track, solver],
      );
      times[side][solver].push(ms);
    }
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const solver of ['astar', 'bfs']) {
  const [b, a] = [median(times.before[solver]), median(times.after[solver])];
  console.log(`${solver}: before ${b.toFixed(1)} ms, after ${a.toFixed(1)} ms, after / before ${(a / b).toFixed(3)} (medians of ${runs})`);
}
await browser.close();
