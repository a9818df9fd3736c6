import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_WORKERS, SERVERS_READY, templateDataDir, workerServers } from './servers.ts';

// Every run loads the demo data afresh into an embedded database, copied for each worker's server.
// (Workers evaluate this file too, under other pids; only the runner starts the servers.)
const SERVERS = workerServers(process.pid);

// Debian's headless shell (package chromium-headless-shell, which .ci/run installs), as Playwright's own Chromium
// runs headless: Chromium is most of this stage's CPU, and the shell spent 28 % less of it than the full browser's
// headless mode on the same 18 signed-in page loads (10.7 s against 14.9 s, two runs each, loaded machine). The
// full browser still serves where the shell is not installed.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  // Every journey is spread over the workers, whatever its file: the journeys that write make a company of their own
  // (fixtures/own-company.ts), and those left on the demo companies only read them or write what no other journey
  // reads. Journeys that must follow one another say so with a serial describe (product-builder.spec.ts).
  fullyParallel: true,
  workers: E2E_WORKERS,
  // One retry in CI: a journey that passes only on retry is reported as flaky in the summary, not hidden.
  retries: process.env.CI ? 1 : 0,
  // CI's machine ran the journeys at half this machine's speed (1,295 s against 693 s): its waits are doubled, which
  // costs a passing journey nothing.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../.reports/e2e.json' }],
  ],
  use: {
    // baseURL is each worker's own server: the `test` exported by tests/helpers.ts sets it.
    viewport: { width: 1280, height: 800 },
    // The app turns antd's animations off for it (theme.ts); journeys then never wait on a closing modal.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // Recording a trace costs about a third of a journey's time (a DOM snapshot per action), so it is taken on
    // the retry of a failed journey, which shows the failure again; E2E_TRACE=on records every journey.
    trace: process.env.E2E_TRACE === 'on' ? 'retain-on-failure' : 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // One command starts every slot's server (start-servers.mjs): the demo data is loaded once and copied, and the
  // servers start side by side, where Playwright would start its webServer entries one after the other.
  webServer: {
    // The compiled server `npm start` runs (built by `npm run build`), so the journeys cover the production build.
    command: 'node start-servers.mjs',
    wait: { stdout: SERVERS_READY },
    // Loading the demo data took 86 s on the loaded machine (once for both servers; each loaded its own before).
    timeout: 240_000,
    // Their warnings and errors (LOG_LEVEL warn) show in the run's output, so a server that fails says why.
    stdout: 'pipe',
    env: { E2E_SERVERS: JSON.stringify(SERVERS), E2E_TEMPLATE_DIR: templateDataDir(process.pid) },
  },
});
