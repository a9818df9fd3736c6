import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createPglite, openDatabase } from '../../src/db/database.ts';
import { checkAuthAbuse } from './auth-abuse-check.ts';
import { checkCrash } from './crash-check.ts';
import { fuzzReportRows, runFuzz } from './fuzz-session.ts';
import { checkIsolation, checkRaces } from './isolation-check.ts';
import { checkMailOutage } from './mail-outage-check.ts';
import { formatReportTable, type ReportRow } from './report-table.ts';

/**
 * `npm run check:security`: the security battery's full form, on a fresh in-memory database, printing one
 * table. `--quick` runs a few cases per check (the API suite runs the same quick form in CI).
 * Each check returns report rows; a new check (auth abuse, production start) adds its function to CHECKS.
 */
const isQuick = process.argv.includes('--quick');
const FUZZ_CASES_PER_OPERATION = isQuick ? 4 : 50;
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
/** `--role customer` or `--role "provider staff"` fuzzes one role, so two processes can share the work. */
const roleIndex = process.argv.indexOf('--role');
const ROLES = roleIndex > 0 ? [process.argv[roleIndex + 1] ?? ''] : undefined;
/** `--only R2,R4` runs those checks alone (the full battery takes long; its parts can run one at a time). */
const onlyIndex = process.argv.indexOf('--only');
const ONLY =
  onlyIndex > 0 ? (process.argv[onlyIndex + 1] ?? '').split(',').map((name) => name.trim()) : undefined;

async function checkFuzz(): Promise<ReportRow[]> {
  const database = await openDatabase({ kind: 'pglite-client', client: await createPglite() });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'livery-security-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
  });
  const app = await buildApp({ config, db: database.db });
  await app.ready();
  try {
    const results = await runFuzz({
      app,
      db: database.db,
      casesPerOperation: FUZZ_CASES_PER_OPERATION,
      seed: SEED,
      roles: ROLES,
      onProgress: (line) => console.error(line),
    });
    for (const result of results) {
      for (const finding of [...result.serverErrors, ...result.writesAfterRefusal]) {
        console.error(
          `${finding.role} | ${finding.status} | ${finding.operation} | ${JSON.stringify(finding.request)} | ${finding.detail}`,
        );
      }
    }
    return fuzzReportRows(results);
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** R4 kills a real server process, so it needs a PostgreSQL server; it makes and drops a database there. */
async function checkCrashOnPostgres(): Promise<ReportRow[]> {
  const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return [
      {
        test: 'R4 crash',
        cases: 0,
        figure: 'skipped: needs PostgreSQL (set DATABASE_URL or TEST_DATABASE_URL to a server)',
        pass: true,
      },
    ];
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'livery-crash-'));
  try {
    return await checkCrash({
      serverUrl,
      databasePrefix: process.env.CHECK_DATABASE_PREFIX ?? 'livery_check_',
      kills: isQuick ? 5 : 50,
      buyers: isQuick ? 3 : 4,
      port: Number(process.env.CRASH_CHECK_PORT ?? 3990),
      dataDir,
      maxRunMs: 1_500,
      onProgress: (line) => console.error(line),
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** R6: the full form keeps the SMTP server away two minutes with the real backoff; the quick form seconds. */
function checkMailOutageForm(): Promise<ReportRow[]> {
  return checkMailOutage({
    outageMs: isQuick ? 4_000 : 120_000,
    orders: isQuick ? 10 : 100,
    codes: isQuick ? 10 : 100,
    expiringCodes: isQuick ? 3 : 10,
    retryDelayMs: isQuick ? 200 : 30_000,
    smtpPort: Number(process.env.MAIL_OUTAGE_SMTP_PORT ?? 0),
    drainTimeoutMs: isQuick ? 20_000 : 6 * 60_000,
    buyers: isQuick ? 2 : 5,
    onProgress: (line) => console.error(line),
  });
}

const CHECKS: Array<{ name: string; run: () => Promise<ReportRow[]> }> = [
  { name: 'R1 fuzz', run: checkFuzz },
  { name: 'R2 isolation', run: () => checkIsolation({ isQuick }) },
  { name: 'R3 races', run: () => checkRaces({ racers: isQuick ? 10 : 50 }) },
  // The auth attacks have no quick form here: the API suite runs them as auth-abuse.routes.test.ts.
  ...(isQuick ? [] : [{ name: 'R7 auth abuse', run: checkAuthAbuse }]),
  { name: 'R4 crash', run: checkCrashOnPostgres },
  { name: 'R6 mail outage', run: checkMailOutageForm },
];

async function main() {
  const rows: ReportRow[] = [];
  const checks = ONLY ? CHECKS.filter((check) => ONLY.includes(check.name.split(' ')[0] ?? '')) : CHECKS;
  for (const check of checks) {
    const started = Date.now();
    console.error(`${check.name}: running${isQuick ? ' (quick)' : ''}...`);
    rows.push(...(await check.run()));
    console.error(`${check.name}: done in ${Math.round((Date.now() - started) / 1000)} s`);
  }
  console.log(formatReportTable(rows));
  // A check may leave a socket or timer behind (R6's SMTP server, R4's pools); the table is the result.
  process.exit(rows.every((row) => row.pass) ? 0 : 1);
}

await main();
