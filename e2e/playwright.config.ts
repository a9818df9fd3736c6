import { defineConfig } from '@playwright/test';
import { E2E_WORKERS, workerServers } from './servers.ts';

// Every run starts each worker's server from an empty embedded database, loaded with the demo data on first start.
// (Workers evaluate this file too, under other pids; only the runner starts the servers.)
const SERVERS = workerServers(process.pid);

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  // Files, not tests, are shared out: a file's journeys run in order on one worker (see servers.ts).
  fullyParallel: false,
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
      executablePath: '/usr/bin/chromium',
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
  webServer: SERVERS.map(({ port, dataDir }) => ({
    // The compiled server `npm start` runs (built by `npm run build`), so the journeys cover the production build.
    command: `rm -rf ${dataDir} && node --enable-source-maps ../apps/server/dist/main.js`,
    url: `http://127.0.0.1:${port}/api/health`,
    // Each migrates and seeds the demo data at start (Playwright starts them one after the other); on a loaded
    // machine one took over 120 s.
    timeout: 240_000,
    reuseExistingServer: false,
    // Its warnings and errors (LOG_LEVEL warn) show in the run's output, so a server that fails says why.
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
    },
  })),
});
