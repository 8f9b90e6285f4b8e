// The crash explanation: the box lists why the nine candidates are blocked, the canvas marks
// each blocked candidate with a red X, and the announcer says where and why.
import { expect, test } from '@playwright/test';
import {
  expectAnnounced,
  expectMoves,
  expectState,
  geometry,
  openMenu,
  openPasted,
  placeCarByKeyboard,
  watchConsole,
} from './support.mjs';

// Three Digit6 presses take the car to (1, 7) at speed 3: the candidates are (0..2, 9..11).
// (1, 9) is a wall, (1, 10) and (1, 11) are road behind it, the rest walls.
const TRACK = '##############\n#>.......#..*#\n##############\n';
const BLOCKED = [
  [0, 9], [0, 10], [0, 11],
  [1, 9], [1, 10], [1, 11],
  [2, 9], [2, 10], [2, 11],
];

/** The reddest pixel within 2 device pixels of each grid point's centre, as [r, g, b]. */
function reddest(page, points) {
  return page.getByTestId('game-canvas').evaluate((canvas, points) => {
    const ratio = canvas.width / canvas.getBoundingClientRect().width;
    const { cellSize, originX, originY } = canvas.dataset;
    const context = canvas.getContext('2d');
    return points.map(([row, col]) => {
      const x = Math.round((Number(originX) + col * Number(cellSize)) * ratio);
      const y = Math.round((Number(originY) + row * Number(cellSize)) * ratio);
      const data = context.getImageData(x - 2, y - 2, 5, 5).data;
      let best = [0, 0, 0];
      for (let i = 0; i < data.length; i += 4) {
        const redness = data[i] - Math.max(data[i + 1], data[i + 2]);
        if (redness > best[0] - Math.max(best[1], best[2])) best = [data[i], data[i + 1], data[i + 2]];
      }
      return best;
    });
  }, points);
}

const isRed = ([r, g, b]) => r >= 150 && r - g >= 80 && r - b >= 80;

test('a crash lists its reasons and draws a red X on every blocked candidate', async ({ page }) => {
  const errors = watchConsole(page);
  await openMenu(page);
  await openPasted(page, TRACK);
  expect((await geometry(page)).cell).toBeGreaterThanOrEqual(14);
  await placeCarByKeyboard(page, TRACK, [1, 1]);
  await page.keyboard.press('Digit6');
  await expectMoves(page, 1);
  await page.keyboard.press('Digit6');
  await expectMoves(page, 2);
  await expectState(page, 'playing');
  const before = await reddest(page, BLOCKED);
  for (const [i, colour] of before.entries()) expect(isRed(colour), `before the crash, ${BLOCKED[i]}: ${colour}`).toBe(false);

  await page.keyboard.press('Digit6');
  await expectState(page, 'crashed');
  const message = page.getByTestId('message');
  await expect(message).toBeVisible();
  await expect(message).toHaveAttribute('data-kind', 'crashed');
  // In plain words: the speed it had and where every next point lies.
  await expect(message).toContainText('Crashed at speed 3 → (3 right): every next point is in or behind the wall');
  await expect(page.getByTestId('message-reasons').locator('li')).toHaveText([
    'W 7 moves into a wall',
    'T 2 moves through a wall',
  ]);
  await expectAnnounced(page, /^Crashed at row 2, column 8: .*7 into a wall \(W\).*2 through a wall \(T\)/);

  await expect.poll(async () => (await reddest(page, BLOCKED)).every(isRed)).toBe(true);
  // The car's own point is not marked.
  expect(isRed((await reddest(page, [[1, 7]]))[0])).toBe(false);

  // Undo: the marks go with the crash.
  await page.keyboard.press('Backspace');
  await expectMoves(page, 2);
  await expect(message).toBeHidden();
  await expect.poll(async () => (await reddest(page, BLOCKED)).some(isRed)).toBe(false);
  expect(errors).toEqual([]);
});

test('a digit through a pinch is refused with the pinch named', async ({ page }) => {
  const errors = watchConsole(page);
  // From (1, 1), Digit3 (down-right) goes to the road at (2, 2) between the corner walls at
  // (1, 2) and (2, 1): a pinch under strict rules.
  const track = '####\n#>#*\n##.#\n####\n';
  await openMenu(page);
  await openPasted(page, track);
  await placeCarByKeyboard(page, track, [1, 1]);
  await page.keyboard.press('Digit3');
  await expect(page.getByTestId('status')).toContainText('Key 3 (down-right): that move goes through a pinch.');
  await expectAnnounced(page, 'Key 3 (down-right): that move goes through a pinch.');
  await expectMoves(page, 0);
  expect(errors).toEqual([]);
});
