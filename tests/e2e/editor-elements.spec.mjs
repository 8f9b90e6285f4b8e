// Moving elements in the editor, in a real browser: a gate dragged across a corridor with the
// mouse becomes a line in the panel, the live check gives the CLI's timed optimum, the turn
// slider shows the gate open and closed, a typed change is checked, the draft keeps the
// elements across a reload, a train's rail is laid by dragging, and a test drive plays them.
import { expect, test } from '@playwright/test';
import {
  colourDistance,
  editorDrag,
  editorPixel,
  editorTool,
  expectEditor,
  expectScreen,
  openMenu,
  openPasted,
  solve,
  storedDraft,
  tempTrack,
  themeColour,
  watchConsole,
} from './support.mjs';

const CORRIDOR = [
  '##############',
  '#>...........#',
  '#>..........*#',
  '#>...........#',
  '##############',
].join('\n') + '\n';

const status = (page) => page.getByTestId('editor-status');

/** Whether the editor canvas paints point `p` in the element colour. */
async function elementAt(page, p) {
  const element = await themeColour(page, '--track-element');
  return colourDistance(await editorPixel(page, p), element) < 60;
}

test('a gate and a train placed with the mouse are checked, shown over time, kept and driven', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = watchConsole(page);
  await openMenu(page);
  await openPasted(page, CORRIDOR);
  await page.locator('#edit-track').click();
  await expectEditor(page);

  // The gate tool: a drag from wall to wall across column 6 makes a gate of its 3 road points.
  await editorTool(page, 'gate');
  await editorDrag(page, [0, 6], [4, 6]);
  const items = page.getByTestId('editor-element');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Gate on 3 points');
  await expect(page.getByTestId('editor-elements')).toHaveValue('@gate 1,6 2,6 3,6 cycle 10 closed 0-4\n');
  const gated = `${CORRIDOR}@gate 1,6 2,6 3,6 cycle 10 closed 0-4\n`;
  const answer = solve(tempTrack(gated, 'gated'));
  const plain = solve(tempTrack(CORRIDOR, 'plain'));
  expect(answer.moves).toBeGreaterThan(plain.moves);
  await expect(status(page)).toHaveAttribute('data-optimum', String(answer.moves));
  await expect(page.getByTestId('editor-time-words')).toHaveText('Turn 0 of a 10-turn cycle');

  // Closed at turn 0, open at turn 5.
  // The canvas is painted on the next animation frame: poll it.
  await expect.poll(() => elementAt(page, [2, 6])).toBe(true);
  await page.getByTestId('editor-time').fill('5');
  await expect(page.getByTestId('editor-time-words')).toHaveText('Turn 5 of a 10-turn cycle');
  await expect.poll(() => elementAt(page, [2, 6])).toBe(false);

  // A typed line that does not read is named and kept; fixed, the check runs again.
  const lines = page.getByTestId('editor-elements');
  await lines.fill('@gate 1,6 2,6 3,6 cycle 4 closed 0-7\n');
  await lines.blur();
  await expect(status(page)).toHaveAttribute('data-error', /line 1: closed range 0-7 is not within 0-3/);
  await lines.fill('@gate 1,6 2,6 3,6 cycle 4 closed 0-1\n');
  await lines.blur();
  const fixed = solve(tempTrack(`${CORRIDOR}@gate 1,6 2,6 3,6 cycle 4 closed 0-1\n`, 'fixed'));
  await expect(status(page)).toHaveAttribute('data-optimum', String(fixed.moves));

  // The train tool: a drag down column 9 lays a rail of 3 points.
  await editorTool(page, 'train');
  await editorDrag(page, [1, 9], [3, 9]);
  await expect(items).toHaveCount(2);
  await expect(items.nth(1)).toContainText('Train on a rail of 3 points');
  await expect(lines).toHaveValue(/@train 1,9 2,9 3,9 length 3 speed 1\n$/);

  // The draft keeps them across a reload.
  await expect.poll(async () => (await storedDraft(page))?.track ?? '').toContain('@train 1,9 2,9 3,9');
  await page.reload();
  await expectEditor(page);
  await expect(page.getByTestId('editor-element')).toHaveCount(2);

  // Remove the train from the list; Undo brings it back.
  await page.getByTestId('element-remove').nth(1).click();
  await expect(page.getByTestId('editor-element')).toHaveCount(1);
  await page.getByTestId('editor-undo').click();
  await expect(page.getByTestId('editor-element')).toHaveCount(2);

  // A test drive plays the elements.
  await page.getByTestId('editor-test-drive').click();
  await expectScreen(page, 'play');
  await expect(page.getByTestId('moving-legend')).toBeVisible();
  await expect(page.getByTestId('moving-legend')).toHaveAttribute('data-cycle', '4');
  expect(errors).toEqual([]);
});

test('on a phone the moving-element tools and lines stay within reach', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openMenu(page);
  await openPasted(page, CORRIDOR);
  // On a phone, Edit waits in the settings sheet.
  await page.getByTestId('settings-button').click();
  await page.locator('#edit-track').click();
  await expectEditor(page);
  for (const tool of ['gate', 'train']) {
    const button = page.locator(`[data-testid="editor-tool"][data-tool="${tool}"]`);
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  const lines = page.getByTestId('editor-elements');
  await lines.scrollIntoViewIfNeeded();
  const box = await lines.boundingBox();
  expect(box.width).toBeGreaterThan(200);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});
