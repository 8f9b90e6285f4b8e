// The replay viewer in a real browser: a race recorded by `racetrack race --record` opens from
// the menu's picker (and by dropping the file on the page), plays to its standings, and the
// scrubber shows each car where the record puts it at that round; a bad file is an error; the
// menu's demo race, asked for before its level has arrived, starts when it does.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  canvasPixel,
  colourDistance,
  expectScreen,
  expectStarted,
  levelPath,
  openMenu,
  settings,
  tempTrack,
  themeColour,
  watchConsole,
} from './support.mjs';

/** Races three built-in drivers on a level and returns the record's path and its JSON. */
function recordRace(level, seed) {
  const file = tempTrack('', `race-${seed}`).replace(/\.txt$/, '.json');
  execFileSync(settings.cli, [
    'race', levelPath(level), '--seed', String(seed), '--record', file,
    '--bot', 'Ada=builtin:pro', '--bot', 'Bob=builtin:novice', '--bot', 'Cy=builtin:club',
  ]);
  return { file, record: JSON.parse(fs.readFileSync(file, 'utf8')) };
}

/** Where each car stands after `round` rounds, from the record's events. */
function positionsAfter(record, round) {
  const at = record.cars.map(() => null);
  for (const r of record.rounds.slice(0, round)) {
    for (const e of r.events) {
      if (e.kind === 'placed') at[e.car] = e.at;
      if (e.kind === 'moved') at[e.car] = e.to;
    }
  }
  return at;
}

test('a recorded race plays to its standings and the scrubber shows each round', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = watchConsole(page);
  const { file, record } = recordRace('03-hairpin.txt', 4);
  await openMenu(page);
  await page.getByTestId('replay-input').setInputFiles(file);
  await expectScreen(page, 'replay');
  const round = page.getByTestId('replay-round');
  await expect(round).toHaveAttribute('data-rounds', String(record.rounds.length));
  // Fast, then to the end: the standings are the record's.
  await page.getByTestId('replay-speed').selectOption('16');
  await expect(round).toHaveAttribute('data-round', String(record.rounds.length), { timeout: 20_000 });
  await expect(page.getByTestId('replay-play')).toHaveText('Play');
  const standings = page.getByTestId('replay-standings').locator('li');
  await expect(standings).toHaveCount(record.standings.length);
  for (const [i, s] of record.standings.entries()) {
    await expect(standings.nth(i)).toHaveText(`${s.place}. ${s.name}: ${s.moves} moves, ${s.state}`);
  }
  await expect(page.getByTestId('replay-events').locator('li').last()).toHaveText(/The race is over/);

  // Scrubbing: each car is drawn in its colour where the record puts it at that round.
  const colours = [];
  for (let i = 1; i <= 3; i += 1) colours.push(await themeColour(page, `--car-${i}`));
  for (const k of [3, Math.floor(record.rounds.length / 2)]) {
    await page.getByTestId('replay-scrub').fill(String(k));
    await expect(round).toHaveAttribute('data-round', String(k));
    const at = positionsAfter(record, k);
    for (const [car, p] of at.entries()) {
      if (!p) continue;
      // Painted on the next animation frame: poll the pixel.
      await expect
        .poll(
          async () => colourDistance(await canvasPixel(page, [p[0] - 0.2, p[1] - 0.2]), colours[car]),
          { message: `car ${car + 1} at round ${k} on ${p}` },
        )
        .toBeLessThan(90);
    }
  }
  // Step back and forth with the buttons and the keys.
  await page.getByTestId('replay-forward').click();
  await expect(round).toHaveAttribute('data-round', String(Math.floor(record.rounds.length / 2) + 1));
  await page.getByTestId('replay-back').click();
  await page.getByTestId('replay-back').click();
  await expect(round).toHaveAttribute('data-round', String(Math.floor(record.rounds.length / 2) - 1));
  await page.keyboard.press('Home');
  await expect(round).toHaveAttribute('data-round', '0');
  expect(errors).toEqual([]);
});

test('a record dropped on the page opens; a file that is not a record is an error', async ({ page }) => {
  const errors = watchConsole(page);
  const { file, record } = recordRace('02-barto-small.txt', 5);
  await openMenu(page);
  const text = fs.readFileSync(file, 'utf8');
  const drop = async (name, content) => {
    const transfer = await page.evaluateHandle(([n, c]) => {
      const t = new DataTransfer();
      t.items.add(new File([c], n, { type: 'application/json' }));
      return t;
    }, [name, content]);
    await page.dispatchEvent('body', 'drop', { dataTransfer: transfer });
  };
  await drop('junk.json', '{"format": "something else"}');
  await expect(page.getByTestId('error-banner')).toContainText('junk.json: this is not a race record');
  await expectScreen(page, 'menu');
  await drop('race.json', text);
  await expectScreen(page, 'replay');
  await expect(page.getByTestId('replay-round')).toHaveAttribute('data-rounds', String(record.rounds.length));
  await expect(page.getByTestId('replay-cars').locator('li')).toHaveCount(3);
  expect(errors).toEqual([]);
});

test('"Watch the AI drivers race" plays a demo race on the level picked, on a phone too', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await openMenu(page);
  await expect(page.getByTestId('demo-level').locator('option')).toHaveCount(15);
  await page.getByTestId('demo-level').selectOption({ label: 'Hairpin' });
  await page.getByTestId('demo-race').click();
  await expectScreen(page, 'replay');
  await expect(page.locator('#track-name')).toContainText('Hairpin');
  await expect(page.getByTestId('replay-cars').locator('li')).toHaveCount(4);
  await expect(page.getByTestId('replay-cars')).toContainText('Perfect AI');
  // As it plays, the events list follows its latest line; the page stays at its top, where
  // the board is.
  await expect(page.getByTestId('replay-round')).toContainText(/Turn (9|\d\d)/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Played to its end, someone finished.
  await page.getByTestId('replay-scrub').evaluate((el) => {
    el.value = el.max;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await expect(page.getByTestId('replay-standings')).toContainText('finished');
  expect(errors).toEqual([]);
  await context.close();
});

test('"Watch the AI drivers race" clicked while its level is on its way says Starting…, then plays', async ({ page }) => {
  // A loaded machine: the words test clicked the button before the levels had arrived, and the
  // click was lost. Here the level files are held back until the click is in.
  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  await page.route(/\/levels\/[^/]+\.txt$/, async (route) => {
    await held;
    await route.continue();
  });
  const errors = watchConsole(page);
  await page.goto('/');
  await expectStarted(page);
  await page.getByTestId('demo-level').selectOption({ label: 'Hairpin' });
  const button = page.getByTestId('demo-race');
  await button.click();
  await expect(button).toHaveAttribute('data-starting', 'Starting…');
  await expectScreen(page, 'menu');
  release();
  await expectScreen(page, 'replay');
  await expect(page.locator('#track-name')).toContainText('Hairpin');
  await expect(page.getByTestId('replay-cars').locator('li')).toHaveCount(4);
  await expect(button).not.toHaveAttribute('data-starting');
  expect(errors).toEqual([]);
});

test.describe('before the second part of the wasm', () => {
  // No service worker: it would answer the part from its cache, past the route that holds it.
  test.use({ serviceWorkers: 'block' });

  test('a record picked before the second part arrives opens once it has', async ({ page }) => {
    const errors = watchConsole(page);
    const { record, file } = recordRace('03-hairpin.txt', 4);
    let open;
    const opened = new Promise((resolve) => { open = resolve; });
    let asked = 0;
    await page.route('**/pkg/racetrack_bg_2.wasm', async (route) => {
      asked += 1;
      await opened;
      await route.continue();
    });
    await page.goto('/');
    await expectStarted(page);
    await expect.poll(() => asked).toBe(1);
    // The file picker's change is held until the part is in, and handed over with its file.
    await page.getByTestId('replay-input').setInputFiles(file);
    await expect(page.getByTestId('part-loading')).toBeVisible();
    open();
    await expectScreen(page, 'replay');
    await expect(page.getByTestId('replay-round')).toHaveAttribute('data-rounds', String(record.rounds.length));
    expect(errors).toEqual([]);
  });
});
