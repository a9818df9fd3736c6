// Index checks on generated data: a list request is made once through an app in this process whose database
// handle records every statement it sends with its parameters; each statement is then EXPLAINed with those same
// values on the generated database, and its plan must read every big table through an index.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { Database } from '../../apps/server/src/db/database.ts';
import * as schema from '../../apps/server/src/db/schema.ts';
import type { BenchRow } from './bench-row.ts';

/** A table with more rows than this (pg_class.reltuples) may not be read by a sequential scan. */
export const BIG_TABLE_ROWS = 10_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

interface StatementPlan {
  indexes: string[];
  seqScans: string[];
}

function walk(node: PlanNode, plan: StatementPlan): void {
  if (node['Index Name'] && !plan.indexes.includes(node['Index Name'])) plan.indexes.push(node['Index Name']);
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) plan.seqScans.push(node['Relation Name']);
  for (const child of node.Plans ?? []) walk(child, plan);
}

export interface IndexChecker {
  /** One row: the list's statements, as `email` asks for it, EXPLAINed on the generated data. */
  check(label: string, url: string, email: string): Promise<BenchRow>;
  close(): Promise<void>;
}

export async function openIndexChecker(databaseUrl: string): Promise<IndexChecker> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  let captured: Array<{ text: string; values: unknown[] }> | undefined;
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, values) => captured?.push({ text, values }) },
  }) as unknown as Database;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'livery-bench-explain-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent',
    SECRET_KEY: 'bench-explain-secret-key-bench-explain',
    PUBLIC_URL: 'http://127.0.0.1',
  });
  const app = await buildApp({ config, db });
  await app.ready();
  const big = new Map<string, number>(
    (
      await pool.query<{ name: string; rows: number }>(
        `select relname as name, reltuples::bigint as rows from pg_class
         where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples > $1`,
        [BIG_TABLE_ROWS],
      )
    ).rows.map((row) => [row.name, Number(row.rows)]),
  );
  const sessions = new Map<string, Record<string, string>>();
  /** A demo account's session, signed in through this app (the bench server's sessions are its own). */
  async function sessionOf(email: string): Promise<Record<string, string>> {
    const known = sessions.get(email);
    if (known) return known;
    const answer = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign_in',
      payload: { email, password: 'livery-demo' },
    });
    if (answer.statusCode !== 200) throw new Error(`${email} could not sign in: ${answer.statusCode}`);
    const session = {
      'access-token': String(answer.headers['access-token']),
      client: String(answer.headers.client),
      uid: String(answer.headers.uid),
    };
    sessions.set(email, session);
    return session;
  }
  return {
    async check(label, url, email) {
      const headers = await sessionOf(email);
      // Once to fill the app's caches, as a serving process is; the second request's statements are checked.
      await app.inject({ method: 'GET', url, headers });
      captured = [];
      const answer = await app.inject({ method: 'GET', url, headers });
      const statements = captured;
      captured = undefined;
      if (answer.statusCode !== 200)
        throw new Error(`${label} answered ${answer.statusCode}: ${answer.body}`);
      const plans: StatementPlan[] = [];
      for (const statement of statements) {
        const result = await pool.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
          `explain (format json) ${statement.text}`,
          statement.values,
        );
        const plan: StatementPlan = { indexes: [], seqScans: [] };
        walk(result.rows[0]!['QUERY PLAN'][0]!.Plan, plan);
        plans.push(plan);
      }
      const bigScans = [...new Set(plans.flatMap((plan) => plan.seqScans.filter((name) => big.has(name))))];
      const smallScans = [
        ...new Set(plans.flatMap((plan) => plan.seqScans.filter((name) => !big.has(name)))),
      ];
      const indexes = [...new Set(plans.flatMap((plan) => plan.indexes))];
      return {
        scenario: `P2 index check GET ${label} (generated data)`,
        figure:
          `${statements.length} statements; indexes: ${indexes.join(', ') || 'none'}` +
          (bigScans.length
            ? `; SEQ SCAN of ${bigScans.map((name) => `${name} (${big.get(name)?.toLocaleString()} rows)`).join(', ')}`
            : '') +
          (smallScans.length ? `; small tables scanned: ${smallScans.join(', ')}` : ''),
        anchor: 'EXPLAIN of each statement the request sends, with its values',
        ratio: '',
        target: `no Seq Scan of a table over ${BIG_TABLE_ROWS.toLocaleString()} rows`,
        pass: statements.length > 0 && bigScans.length === 0 && indexes.length > 0,
      };
    },
    async close() {
      await app.close();
      await pool.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
