// Playwright configuration for the browser suite. `cargo xtask test` (and `perf`) set the RACETRACK_*
// variables (server URL, browser, CLI, artifact folder); the defaults let a developer run
// `npx playwright test -c tests/e2e/playwright.config.mjs` against `cargo xtask serve`.
import { defineConfig } from '@playwright/test';
import { settings } from './support.mjs';

export default defineConfig({
  testDir: '.',
  outputDir: `${settings.artifacts}/test-results`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: settings.report }]],
  // The online games (three browsers and a game server at once) run after the other
  // functional tests, so their load does not slow the timed tests (blitz clocks). The
  // performance report is a benchmark, not a test: `cargo xtask test` runs the projects `e2e`
  // and `online`, `cargo xtask perf` the project `perf` alone (`--no-deps`); run by hand, the
  // whole configuration keeps it last, so no other browser shares the two cores with it.
  projects: [
    // Test by test, not file by file: a file's tests no longer end the run on one worker while
    // the other waits (the phone's win boxes took the last minute alone).
    { name: 'e2e', testIgnore: /(perf|online)\.spec\.mjs$/, fullyParallel: true },
    { name: 'online', testMatch: /online\.spec\.mjs$/, dependencies: ['e2e'] },
    { name: 'perf', testMatch: /perf\.spec\.mjs$/, dependencies: ['online'] },
  ],
  use: {
    baseURL: settings.baseUrl,
    headless: true,
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: settings.chromium,
      // Without the networking flags Chromium stalls on this closed network.
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
