// The menu: loading, every level, and the error paths (bad links, bad track files).
import { expect, test } from '@playwright/test';
import { levelPath, levelText, levels, openLevel, openMenu, solve, watchConsole } from './support.mjs';

test('the page loads with no console error', async ({ page }) => {
  const errors = watchConsole(page);
  await openMenu(page);
  await expect(page.getByTestId('level-list').getByTestId('level-item')).toHaveCount(levels.length);
  await expect(page.getByTestId('error-banner')).toBeHidden();
  // Give late module work (fonts, first frame) a moment to fail if it is going to.
  await page.waitForTimeout(500);
  expect(errors).toEqual([]);
});

test('the menu shows the optimum of every level, as `racetrack solve` finds it', async ({ page }) => {
  await openMenu(page);
  for (const name of levels) {
    const { moves } = solve(levelPath(name), { solver: 'bfs' });
    const item = page.locator(`[data-testid="level-item"][data-level="${name}"]`);
    await expect(item, name).toHaveAttribute('data-optimum', String(moves), { timeout: 30_000 });
    await expect(item, name).toContainText(String(moves));
  }
});

test('every level opens', async ({ page }) => {
  const errors = watchConsole(page);
  await openMenu(page);
  for (const name of levels) {
    await openLevel(page, name);
    const lines = levelText(name).split(/\r?\n/).filter((line) => line.length > 0);
    const canvas = page.getByTestId('game-canvas');
    await expect(canvas, name).toHaveAttribute('data-rows', String(lines.length));
    await expect(canvas, name).toHaveAttribute('data-cols', String(Math.max(...lines.map((l) => l.length))));
    const box = await canvas.boundingBox();
    expect(box.width, `${name}: canvas width`).toBeGreaterThan(50);
    expect(box.height, `${name}: canvas height`).toBeGreaterThan(50);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('level-list')).toBeVisible();
  }
  await expect(page.getByTestId('error-banner')).toBeHidden();
  expect(errors).toEqual([]);
});

for (const [label, fragment] of [
  ['bad base64', 'v1.strict.@@@not-base64@@@'],
  ['unknown version', 'v9.strict.AAAA'],
  ['truncated deflate', 'v1.strict.eJzT'],
  ['nonsense', 'hello'],
]) {
  test(`a malformed link (${label}) shows an error and the menu`, async ({ page }) => {
    const uncaught = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await page.goto(`/#${fragment}`);
    const banner = page.getByTestId('error-banner');
    await expect(banner).toBeVisible();
    await expect(banner).not.toHaveText(/^\s*$/);
    await expect(page.getByTestId('level-list')).toBeVisible();
    await expect(page.getByTestId('level-item').first()).toBeVisible();
    expect(uncaught).toEqual([]);
  });
}

test('a malformed track file shows the line and column of the error', async ({ page }) => {
  await openMenu(page);
  await page.getByTestId('track-file-input').setInputFiles({
    name: 'broken.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('#####\n#>.*#\n#.x.#\n#####\n'),
  });
  const banner = page.getByTestId('error-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(/line 3/i);
  await expect(banner).toContainText(/column 3/i);
  await expect(page.getByTestId('level-list')).toBeVisible();
});

test('a pasted track without a finish shows an error; a good one opens', async ({ page }) => {
  await openMenu(page);
  await page.getByTestId('track-text-input').fill('#####\n#>..#\n#####\n');
  await page.getByTestId('track-text-load').click();
  await expect(page.getByTestId('error-banner')).toBeVisible();
  await expect(page.getByTestId('error-banner')).toContainText(/finish/i);

  await page.getByTestId('track-text-input').fill('#####\n#>.*#\n#####\n');
  await page.getByTestId('track-text-load').click();
  await expect(page.getByTestId('game-canvas')).toBeVisible();
  await expect(page.getByTestId('error-banner')).toBeHidden();
});

test('a good track file opens a game', async ({ page }) => {
  await openMenu(page);
  await page.getByTestId('track-file-input').setInputFiles({
    name: 'tiny.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('######\n#>..*#\n######\n'),
  });
  await expect(page.getByTestId('game-canvas')).toBeVisible();
  await expect(page.getByTestId('status')).toHaveAttribute('data-state', 'placing');
});
