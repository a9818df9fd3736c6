#!/usr/bin/env node
// npm test: type check, lint, unit, API (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), the cluster drill
// (with PostgreSQL and nginx), benchmarks and browser tests, then one closing line `N passed, N failed` summed
// over every suite.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const REPORTS = path.resolve('.reports');
fs.rmSync(REPORTS, { recursive: true, force: true });
fs.mkdirSync(REPORTS, { recursive: true });

const NGINX_INSTALLED = ['/usr/sbin/nginx', '/usr/bin/nginx'].some((candidate) => fs.existsSync(candidate));

const withoutDatabaseUrl = { ...process.env };
delete withoutDatabaseUrl.TEST_DATABASE_URL;

// A stage marked besideNext starts in the background (its output kept in a file, printed when the next stage
// ends) and runs beside the next foreground stage: the machine has two cores, and each pairing below puts work
// that waits (on a database server, on timers, on a single thread) beside work that computes.
const stages = [
  // Type check, lint and the web build (used by the browser tests and the benchmarks, built once) are one core
  // each at most and short: they run beside the unit tests.
  { name: 'type check', command: 'npm run typecheck', besideNext: true },
  { name: 'lint', command: 'npm run lint', besideNext: true },
  { name: 'web build', command: 'npm run build', besideNext: true },
  {
    name: 'unit tests',
    command: `npx vitest run --project domain --project web --reporter=default --reporter=json --outputFile.json=${REPORTS}/unit.json`,
    report: { kind: 'vitest', file: 'unit.json' },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          // Beside the PGlite run: much of this run's time is spent waiting on the PostgreSQL server.
          name: 'API tests on PostgreSQL',
          command: `npx vitest run --project server --reporter=default --reporter=json --outputFile.json=${REPORTS}/api-postgres.json`,
          report: { kind: 'vitest', file: 'api-postgres.json' },
          besideNext: true,
        },
      ]
    : []),
  ...(process.env.TEST_DATABASE_URL && NGINX_INSTALLED
    ? [
        {
          // Two processes behind nginx on one PostgreSQL (issue 15); prints what held. Mostly waits (job leases,
          // mail, a trickling upload), so it runs beside the API tests too.
          name: 'cluster drill',
          command: 'npm run test:cluster',
          besideNext: true,
        },
      ]
    : []),
  {
    name: 'API tests on PGlite',
    command: `npx vitest run --project server --reporter=default --reporter=json --outputFile.json=${REPORTS}/api-pglite.json`,
    env: withoutDatabaseUrl,
    report: { kind: 'vitest', file: 'api-pglite.json' },
  },
  {
    // The web build ran beside the unit tests; two workers, each with its own server (e2e/servers.ts).
    name: 'browser tests',
    command: 'npx playwright test -c e2e/playwright.config.ts',
    env: { ...withoutDatabaseUrl, PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/e2e.json` },
    report: { kind: 'playwright', file: 'e2e.json' },
  },
  {
    // The web build lets P7 (Chromium's worker) and P8 (Lighthouse) run too; last, so the figures are taken on a
    // machine doing nothing else. A crash fails CI; a missed target does not (bench/run.ts exits 0), so the suite
    // never rots.
    name: 'benchmarks (quick)',
    command: 'npm run bench -- --quick',
  },
];

// The names of failed and flaky tests, printed in the closing lines: CI keeps only the tail of the output.
const failedNames = [];
const flakyNames = [];

/** The first lines of a failure's message, colour codes stripped: enough to tell a timeout from a wrong value. */
function why(message) {
  if (!message) return '';
  const lines = stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 3);
  return `\n           ${lines.join('\n           ').slice(0, 600)}`;
}

function collectVitestFailures(data) {
  for (const file of data.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') {
        failedNames.push(
          `${path.relative('.', file.name)} › ${test.fullName}${why(test.failureMessages?.[0])}`,
        );
      }
    }
  }
}

function collectPlaywrightOutcomes(suites, titles = []) {
  for (const suite of suites) {
    const inner = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      const name = `${spec.file}:${spec.line} › ${[...inner, spec.title].join(' › ')}`;
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected')
          failedNames.push(`${name}${why(test.results?.at(-1)?.error?.message)}`);
        if (test.status === 'flaky') flakyNames.push(name);
      }
    }
    collectPlaywrightOutcomes(suite.suites ?? [], inner);
  }
}

function countReport(report) {
  const file = path.join(REPORTS, report.file);
  if (!fs.existsSync(file)) return null;
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (report.kind === 'vitest') {
    collectVitestFailures(data);
    return {
      passed: data.numPassedTests ?? 0,
      failed: data.numFailedTests ?? 0,
      skipped: data.numPendingTests ?? 0,
    };
  }
  const stats = data.stats ?? {};
  collectPlaywrightOutcomes(data.suites ?? []);
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
const stageSeconds = [];
function record(stage, status, seconds) {
  stageSeconds.push(`${stage.name} ${seconds} s`);
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

/** Starts a stage in the background with its output in a file; resolves with its exit status and seconds. */
function startBeside(stage) {
  const log = path.join(REPORTS, `${stage.name.replace(/\W+/g, '-')}.log`);
  const output = fs.openSync(log, 'w');
  const startedAt = Date.now();
  const child = spawn(stage.command, {
    stdio: ['ignore', output, output],
    shell: true,
    env: stage.env ?? process.env,
  });
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      fs.closeSync(output);
      resolve({ stage, log, status: code ?? 1, seconds: Math.round((Date.now() - startedAt) / 1000) });
    });
  });
}

/** The machine's CPU ticks so far, busy and in all (from /proc/stat; zeros where there is none). */
function cpuTicks() {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const busy = user + nice + system + irq + softirq;
    return { busy, all: busy + idle + iowait + steal };
  } catch {
    return { busy: 0, all: 0 };
  }
}

let beside = [];
for (const stage of stages) {
  if (stage.besideNext) {
    console.log(`\n=== ${stage.name}: ${stage.command} (beside the next stage)`);
    beside.push(startBeside(stage));
    continue;
  }
  console.log(`\n=== ${stage.name}: ${stage.command}\n`);
  const startedAt = Date.now();
  const ticksBefore = cpuTicks();
  const result = spawnSync(stage.command, { stdio: 'inherit', shell: true, env: stage.env ?? process.env });
  const ticksAfter = cpuTicks();
  record(stage, result.status, Math.round((Date.now() - startedAt) / 1000));
  // How busy both cores were while this stage (and any beside it) ran: a stage well under 100 % waits on something
  // and has room for work beside it; one at 100 % is only made shorter by less work.
  const allTicks = ticksAfter.all - ticksBefore.all;
  if (allTicks > 0)
    stageSeconds[stageSeconds.length - 1] +=
      ` (CPU ${Math.round((100 * (ticksAfter.busy - ticksBefore.busy)) / allTicks)} % busy)`;
  for (const done of await Promise.all(beside)) {
    console.log(`\n=== ${done.stage.name} (ran beside ${stage.name}): exit ${done.status}\n`);
    process.stdout.write(fs.readFileSync(done.log, 'utf8'));
    record(done.stage, done.status, done.seconds);
  }
  beside = [];
}

console.log('');
// Where CI's time goes, so the stage that outgrows the budget is plain.
console.log(`Stage times: ${stageSeconds.join(', ')}`);
if (failedStages.length > 0) console.log(`Failed stages: ${failedStages.join(', ')}`);
if (flaky > 0) console.log(`Flaky: ${flaky} browser test(s) passed only on their retry:`);
for (const name of flakyNames.slice(0, 20)) console.log(`  flaky  ${name}`);
for (const name of failedNames.slice(0, 20)) console.log(`  FAILED ${name}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedStages.length > 0 ? 1 : 0);
