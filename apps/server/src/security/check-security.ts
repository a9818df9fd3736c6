import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { checkAuthAbuse } from './auth-abuse-check.ts';
import { fuzzReportRows, runFuzz } from './fuzz-session.ts';
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

async function checkFuzz(): Promise<ReportRow[]> {
  const database = await openDatabase({ kind: 'pglite-client', client: await PGlite.create() });
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

const CHECKS: Array<{ name: string; run: () => Promise<ReportRow[]> }> = [
  { name: 'R1 fuzz', run: checkFuzz },
  // The auth attacks have no quick form here: the API suite runs them as auth-abuse.routes.test.ts.
  ...(isQuick ? [] : [{ name: 'R7 auth abuse', run: checkAuthAbuse }]),
];

async function main() {
  const rows: ReportRow[] = [];
  for (const check of CHECKS) {
    const started = Date.now();
    console.error(`${check.name}: running${isQuick ? ' (quick)' : ''}...`);
    rows.push(...(await check.run()));
    console.error(`${check.name}: done in ${Math.round((Date.now() - started) / 1000)} s`);
  }
  console.log(formatReportTable(rows));
  process.exitCode = rows.every((row) => row.pass) ? 0 : 1;
}

await main();
