#!/usr/bin/env node
// npm test: type check, lint, unit, API (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) and browser
// tests, then one closing line `N passed, N failed` summed over every suite.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const REPORTS = path.resolve('.reports');
fs.rmSync(REPORTS, { recursive: true, force: true });
fs.mkdirSync(REPORTS, { recursive: true });

const withoutDatabaseUrl = { ...process.env };
delete withoutDatabaseUrl.TEST_DATABASE_URL;
const BROWSER_SHARDS = [1, 2];

const stages = [
  { name: 'type check', command: 'npm run typecheck' },
  { name: 'lint', command: 'npm run lint' },
  {
    name: 'unit tests',
    command: `npx vitest run --project domain --project web --reporter=default --reporter=json --outputFile.json=${REPORTS}/unit.json`,
    report: { kind: 'vitest', file: 'unit.json' },
  },
  {
    name: 'API tests on PGlite',
    command: `npx vitest run --project server --reporter=default --reporter=json --outputFile.json=${REPORTS}/api-pglite.json`,
    env: withoutDatabaseUrl,
    report: { kind: 'vitest', file: 'api-pglite.json' },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'API tests on PostgreSQL',
          command: `npx vitest run --project server --reporter=default --reporter=json --outputFile.json=${REPORTS}/api-postgres.json`,
          report: { kind: 'vitest', file: 'api-postgres.json' },
        },
      ]
    : []),
  { name: 'web build', command: 'npm run build' },
  // Two shards at once, each with its own server and demo database (journeys share a database, so each shard
  // runs its files one after another): the browser stage is the longest, and a browser waits more than it works.
  ...BROWSER_SHARDS.map((shard) => ({
    name: `browser tests ${shard}/${BROWSER_SHARDS.length}`,
    command: `npx playwright test -c e2e/playwright.config.ts --shard=${shard}/${BROWSER_SHARDS.length}`,
    env: {
      ...withoutDatabaseUrl,
      E2E_PORT: String(3100 + shard),
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/e2e-${shard}.json`,
    },
    report: { kind: 'playwright', file: `e2e-${shard}.json` },
    group: 'browser',
  })),
];

function countReport(report) {
  const file = path.join(REPORTS, report.file);
  if (!fs.existsSync(file)) return null;
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (report.kind === 'vitest') {
    return {
      passed: data.numPassedTests ?? 0,
      failed: data.numFailedTests ?? 0,
      skipped: data.numPendingTests ?? 0,
    };
  }
  const stats = data.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    flaky: stats.flaky ?? 0,
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
}

let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;
const failedStages = [];
/** Runs a stage to the end, its output straight to ours. */
function runInline(stage) {
  console.log(`\n=== ${stage.name}: ${stage.command}\n`);
  return spawnSync(stage.command, { stdio: 'inherit', shell: true, env: stage.env ?? process.env }).status;
}

/** Runs stages at once; each one's output is kept and printed whole when it ends, so logs do not interleave. */
function runTogether(group) {
  return Promise.all(
    group.map(
      (stage) =>
        new Promise((resolve) => {
          const child = spawn(stage.command, { shell: true, env: stage.env ?? process.env });
          let output = '';
          child.stdout.on('data', (chunk) => {
            output += chunk;
          });
          child.stderr.on('data', (chunk) => {
            output += chunk;
          });
          child.on('close', (status) => {
            console.log(`\n=== ${stage.name}: ${stage.command}\n\n${output}`);
            resolve(status);
          });
        }),
    ),
  );
}

function record(stage, status) {
  const counts = stage.report ? countReport(stage.report) : null;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
    flaky += counts.flaky ?? 0;
  }
  if (status !== 0) {
    failedStages.push(stage.name);
    // A stage that failed without reporting a test failure (a crash, a type error) still counts as one failure.
    if (!counts || counts.failed === 0) failed += 1;
  }
}

for (let index = 0; index < stages.length; ) {
  const stage = stages[index];
  if (!stage.group) {
    record(stage, runInline(stage));
    index += 1;
    continue;
  }
  const together = [];
  for (const other of stages.slice(index)) {
    if (other.group !== stage.group) break;
    together.push(other);
  }
  const statuses = await runTogether(together);
  together.forEach((other, position) => record(other, statuses[position]));
  index += together.length;
}

console.log('');
if (failedStages.length > 0) console.log(`Failed stages: ${failedStages.join(', ')}`);
if (flaky > 0) console.log(`Flaky: ${flaky} browser test(s) passed only on their retry (see the list above)`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedStages.length > 0 ? 1 : 0);
