import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// Every run starts from an empty embedded database, loaded with the demo data on first start.
const DATA_DIR = path.join(os.tmpdir(), `livery-e2e-${process.pid}`);

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  // One retry in CI: a journey that passes only on retry is reported as flaky in the summary, not hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../.reports/e2e.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
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
  webServer: {
    command: `rm -rf ${DATA_DIR} && npx tsx ../apps/server/src/main.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    // Migrating and seeding a fresh database took 110-135 s with the shared machine at a load of 20-35.
    timeout: 240_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT), DATA_DIR, LOG_LEVEL: 'warn', NODE_ENV: 'development', HOST: '127.0.0.1' },
  },
});
