// The solver view: the in-page bfs agrees with the command line, and the animation can run,
// pause, step and finish.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { levelPath, levels, openLevel, openMenu, settings, solve } from './support.mjs';

/** The "N moves" / "no solution" text the CLI's answer should produce. */
function expectedResult(answer) {
  return answer.solved ? new RegExp(`\\b${answer.moves} moves\\b`) : /no solution/i;
}

/** Expects the finished search to show the CLI's answer, in its text and its data attributes. */
async function expectSolverResult(page, answer, options = {}) {
  const result = page.getByTestId('solver-result');
  await expect(result).toHaveAttribute('data-state', 'done', options);
  await expect(result).toHaveAttribute('data-moves', answer.solved ? String(answer.moves) : '');
  await expect(result).toHaveText(expectedResult(answer));
}

/** A number shown in the solver counters ("12,345" or "12 345" read as 12345). */
async function counter(page, id) {
  const text = await page.locator(`#${id}`).textContent();
  return Number(text.replace(/[^0-9]/g, ''));
}

test('the in-page bfs gives the move count of `racetrack solve --json` on every level', async ({ page }) => {
  test.setTimeout(240_000);
  await openMenu(page);
  for (const name of levels) {
    const answer = solve(levelPath(name), { solver: 'bfs' });
    expect(answer.solver).toBe('bfs');
    await openLevel(page, name);
    await page.getByTestId('solver-select').selectOption('bfs');
    await page.getByTestId('solver-instant').click();
    await expectSolverResult(page, answer, { timeout: 60_000 });
    await page.locator('#back').click();
    await expect(page.getByTestId('level-list')).toBeVisible();
  }
});

test('the solver animation runs, pauses, steps and finishes', async ({ page }) => {
  test.setTimeout(120_000);
  const name = '10-spiral.txt';
  const answer = solve(levelPath(name), { solver: 'bfs' });
  await openMenu(page);
  await openLevel(page, name);
  await page.getByTestId('solver-select').selectOption('bfs');
  await page.getByTestId('solver-speed').fill('1');

  const run = page.getByTestId('solver-run');
  await run.click();
  await expect(page.getByTestId('solver-result')).toHaveAttribute('data-state', 'running');
  await expect.poll(() => counter(page, 'stat-expanded')).toBeGreaterThan(0);

  // Pause: the counters stop moving.
  await run.click();
  await expect(page.getByTestId('solver-result')).toHaveAttribute('data-state', 'paused');
  await expect(run).toHaveText(/resume/i);
  const paused = await counter(page, 'stat-expanded');
  await page.waitForTimeout(600);
  expect(await counter(page, 'stat-expanded')).toBe(paused);

  // A single step advances a paused search.
  await page.getByTestId('solver-step').click();
  await expect.poll(() => counter(page, 'stat-expanded')).toBeGreaterThan(paused);
  await page.screenshot({ path: path.join(settings.artifacts, 'solver-view.png') });

  // Resume at full speed and let it finish on the optimum.
  await page.getByTestId('solver-speed').fill('10');
  await run.click();
  await expectSolverResult(page, answer, { timeout: 90_000 });
  await page.screenshot({ path: path.join(settings.artifacts, 'solver-finished.png') });
});

test('cancel stops a running search without a result', async ({ page }) => {
  await openMenu(page);
  await openLevel(page, '10-spiral.txt');
  await page.getByTestId('solver-select').selectOption('bfs');
  await page.getByTestId('solver-speed').fill('1');
  await page.getByTestId('solver-run').click();
  await expect.poll(() => counter(page, 'stat-expanded')).toBeGreaterThan(0);
  await page.getByTestId('solver-cancel').click();
  await expect(page.getByTestId('solver-result')).toHaveAttribute('data-state', 'idle');
  const cancelled = await counter(page, 'stat-expanded');
  await page.waitForTimeout(500);
  expect(await counter(page, 'stat-expanded')).toBe(cancelled);
  await expect(page.getByTestId('solver-result')).not.toHaveText(/\d+ moves/);
});
