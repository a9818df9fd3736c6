import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createPglite, type Database, openDatabase } from '../../src/db/database.ts';
import type { IsolationResult } from './isolation.ts';
import { runIsolationMatrix } from './isolation.ts';
import { createIsolationWorld } from './isolation-world.ts';
import { raceReportRows, runRaces } from './races.ts';
import type { ReportRow } from './report-table.ts';

/** R2 on an app over an empty, migrated database: the world, then the matrix. */
export async function runIsolation(options: {
  app: FastifyInstance;
  db: Database;
  full: boolean;
  onProgress?: (line: string) => void;
}): Promise<IsolationResult> {
  const world = await createIsolationWorld(options.app, options.db);
  return runIsolationMatrix({ ...options, world });
}

const count = (result: IsolationResult, ...kinds: string[]) =>
  result.findings.filter((finding) => kinds.includes(finding.kind)).length;

/** The report rows of R2: cross-company answers, role escalations, writes after refusal. */
export function isolationReportRows(result: IsolationResult): ReportRow[] {
  const crossCompany = count(result, 'cross-company 2xx', 'foreign data in answer');
  const escalations = count(result, 'role escalation', 'console answered a customer');
  const writes = count(result, 'write after refusal');
  const serverErrors = count(result, '5xx');
  return [
    {
      test: `R2 isolation: cross-company 2xx (${result.operations} operations, ${result.actors} actors)`,
      cases: result.foreignCases,
      figure: `${crossCompany} cross-company 2xx or foreign data; ${result.reachedWithOwnIds.length}/${result.operationsWithIds} id-taking operations reached with own ids`,
      pass: crossCompany === 0,
    },
    {
      test: 'R2 isolation: role and plan escalations',
      cases: result.roleCases,
      figure: `${escalations} escalations (member, basic plan, customer on /api/admin)`,
      pass: escalations === 0,
    },
    {
      test: 'R2 isolation: writes after a refusal, answers >= 500',
      cases: result.cases,
      figure: `${writes} refusals wrote; ${serverErrors} x 5xx; ${Object.entries(result.statusCounts)
        .sort()
        .map(([status, times]) => `${status} ${times}`)
        .join(', ')}`,
      pass: writes === 0 && serverErrors === 0,
    },
  ];
}

/** Runs `check` against the real app on a fresh in-memory database, then closes both. */
async function withFreshApp<T>(check: (app: FastifyInstance, db: Database) => Promise<T>): Promise<T> {
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
    return await check(app, database.db);
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `npm run check:security`'s R2: the quick form runs one side's actors against the other side. */
export function checkIsolation(options: { isQuick: boolean }): Promise<ReportRow[]> {
  return withFreshApp(async (app, db) => {
    const result = await runIsolation({
      app,
      db,
      full: !options.isQuick,
      onProgress: (line) => console.error(line),
    });
    for (const finding of result.findings) {
      console.error(
        `${finding.kind} | ${finding.actor} | ${finding.status} | ${finding.request.slice(0, 300)} | ${finding.detail}`,
      );
    }
    if (result.unreached.length > 0) {
      console.error(
        `R2: not reached with own ids (their input samples fall short): ${result.unreached.join(', ')}`,
      );
    }
    return isolationReportRows(result);
  });
}

/** `npm run check:security`'s R3 on the in-memory database; the API suite runs it on PostgreSQL too. */
export function checkRaces(options: { racers: number }): Promise<ReportRow[]> {
  return withFreshApp(async (app, db) => raceReportRows(await runRaces({ app, db, racers: options.racers })));
}
