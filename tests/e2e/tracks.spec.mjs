// The track collection against the real game server (`racetrack-server`, started by `cargo
// xtask test`): a player publishes a track from the editor, another finds it by search, opens
// its page, votes and plays it; the collection on a phone and a desktop, light and dark.
import { test, expect } from '@playwright/test';
import { expectScreen, openPasted, settings, watchConsole } from './support.mjs';

const server = settings.serverUrl;

/** A page of a new browser context (its own player) with a player called `name`. */
async function player(browser, name, options = {}) {
  const context = await browser.newContext({ baseURL: server, ...options });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto(`${server}#/online`);
  await page.getByTestId('online-name').fill(name);
  await page.getByTestId('online-make-player').click();
  await expect(page.getByTestId('online-my-name')).toHaveText(name);
  return { context, page, errors };
}

test('a track published from the editor is found by search, opened, voted for and played', async ({ browser }) => {
  const ann = await player(browser, 'Zoé');
  // A track of its own, drawn as text and opened in the editor.
  const track = '############\n#>.........#\n#>....##..*#\n############';
  await ann.page.goto(`${server}#/`);
  await openPasted(ann.page, track);
  await ann.page.locator('#edit-track').click();
  await expectScreen(ann.page, 'editor');
  await ann.page.getByTestId('editor-publish').click();
  const form = ann.page.getByTestId('publish-form');
  await expect(form).toBeVisible();
  await ann.page.getByTestId('publish-name').fill('Pit <b>lane</b> ÉTÉ');
  await ann.page.getByTestId('publish-description').fill('A wall in the way\nand a sprint');
  // While the server drives the track to its finish, the form is at work and Publish waits.
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await ann.page.route('**/api/v1/tracks', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await ann.page.getByTestId('publish-send').click();
  await expect(form).toHaveAttribute('aria-busy', 'true');
  await expect(ann.page.getByTestId('publish-send')).toBeDisabled();
  await expect(ann.page.getByTestId('publish-note')).toContainText('Publishing');
  release();
  // Published: its page opens, the name as text.
  await expectScreen(ann.page, 'tracks');
  await expect(ann.page.getByTestId('track-page-name')).toHaveText('Pit <b>lane</b> ÉTÉ');
  await expect(ann.page.getByTestId('track-facts')).toContainText('moves at best');
  await expect(ann.page.getByTestId('track-stars')).toBeHidden();
  const address = ann.page.url();

  // Another player finds it by a word of its name, without its accents or case.
  const bob = await player(browser, 'Yann');
  await bob.page.goto(`${server}#/tracks`);
  await expectScreen(bob.page, 'tracks');
  await bob.page.getByTestId('tracks-q').fill('ete');
  const card = bob.page.getByTestId('track-card');
  await expect(card).toHaveCount(1);
  await expect(card).toHaveAttribute('aria-label', /^Pit <b>lane<\/b> ÉTÉ, by Zoé: No votes yet/);
  const picture = card.locator('img');
  await expect.poll(() => picture.evaluate((img) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await card.click();
  await expect(bob.page).toHaveURL(address);
  await expect(bob.page.getByTestId('track-description')).toHaveText('A wall in the way\nand a sprint');
  // Four stars.
  await bob.page.getByTestId('track-star').nth(3).click();
  await expect(bob.page.getByTestId('track-rating')).toHaveText('4.0 stars from 1 vote');
  await expect(bob.page.getByTestId('track-star').nth(3)).toHaveAttribute('aria-pressed', 'true');
  // The author's name opens their profile, which lists the track.
  await bob.page.getByTestId('track-author').click();
  await expect(bob.page.getByTestId('profile-heading')).toHaveText('Zoé');
  await expect(bob.page.getByTestId('profile-tracks')).toContainText('Pit <b>lane</b> ÉTÉ');
  await bob.page.getByTestId('profile-close').click();
  // Raced against the AI drivers: the race's controls show.
  await bob.page.getByTestId('track-race-ai').click();
  await expectScreen(bob.page, 'play');
  await expect(bob.page.getByTestId('race-quit')).toBeVisible();
  // Played like any track.
  await bob.page.goto(address);
  await bob.page.getByTestId('track-play').click();
  await expectScreen(bob.page, 'play');
  // Raced online from its page: the new game form offers it.
  await bob.page.goto(address);
  await bob.page.getByTestId('track-race-online').click();
  await expectScreen(bob.page, 'online');
  await expect(bob.page.getByTestId('online-track')).toHaveValue('open');

  // The list on a phone and a desktop, light and dark, looked at.
  for (const [width, height, scheme] of [[390, 844, 'light'], [390, 844, 'dark'], [1280, 800, 'light'], [1280, 800, 'dark']]) {
    const look = await browser.newContext({ baseURL: server, viewport: { width, height }, colorScheme: scheme });
    const page = await look.newPage();
    await page.goto(`${server}#/tracks`);
    await expect(page.getByTestId('track-card').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `no sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    if (width < 560) {
      // On a phone the filters stand in a column, their menus aligned on one edge.
      const edges = await page.locator('.tracks-filters input, .tracks-filters select')
        .evaluateAll((controls) => controls.map((c) => Math.round(c.getBoundingClientRect().left)));
      expect(new Set(edges).size, `the filters' left edges: ${edges}`).toBe(1);
    }
    await page.screenshot({ path: `target/tracks-${width}-${scheme}.png` });
    await page.goto(address);
    await expect(page.getByTestId('track-page-name')).toBeVisible();
    await page.screenshot({ path: `target/track-${width}-${scheme}.png`, fullPage: true });
    await look.close();
  }
  for (const p of [ann, bob]) {
    expect(p.errors).toEqual([]);
    await p.context.close();
  }
});

test('without a game server the collection says so in one line and the game plays on', async ({ page }) => {
  // The static site alone (no API behind it).
  await page.goto('/#/tracks');
  await expectScreen(page, 'tracks');
  await expect(page.getByTestId('tracks-status')).toContainText('needs the game server');
  await page.goto('/#/');
  await expectScreen(page, 'menu');
});
