// P5: checkout under 16 concurrent buyers with 20-line carts on PostgreSQL, in this process (app.inject), next
// to pgbench's TPC-B on the same database in the same run, then the same on the embedded PGlite; SQL statements
// per order are counted and order numbers checked for repeats.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { createBuyerWithCart, ensureCatalogue, fillCart } from '../../apps/server/checks/security/races.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { type DatabaseSource, openDatabase } from '../../apps/server/src/db/database.ts';
import { orders as ordersTable } from '../../apps/server/src/db/schema.ts';
import type { BenchRow, Scenario } from '../lib/bench-row.ts';
import { ratioText } from '../lib/table.ts';

const execute = promisify(execFile);
const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Runs sharing one PostgreSQL name their scratch database apart (letters, digits, underscores).
const DATABASE_PREFIX = /^[a-z][a-z0-9_]{0,30}$/.test(process.env.BENCH_DATABASE_PREFIX ?? '')
  ? process.env.BENCH_DATABASE_PREFIX
  : 'bench_';
const BUYERS = 16;
const LINES = 20;

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

/** What the busy backends of one database were doing, sampled every few milliseconds while checkouts ran. */
interface WaitSamples {
  /** Samples of a backend running a statement (state 'active'). */
  active: number;
  /** Of those, waiting on a heavyweight lock (a row, a transaction, a relation): the hot rows. */
  lockWaits: number;
  /** The most seen wait events among active backends, e.g. 'Lock/transactionid 41'. */
  top: string;
}

/** Samples pg_stat_activity of `database` from a connection of its own until the returned stop is called. */
async function sampleWaits(serverUrl: string, database: string): Promise<() => Promise<WaitSamples>> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  const events = new Map<string, number>();
  let active = 0;
  let lockWaits = 0;
  let isRunning = true;
  const sampling = (async () => {
    while (isRunning) {
      const { rows } = await client.query<{ wait_event_type: string | null; wait_event: string | null }>(
        `select wait_event_type, wait_event from pg_stat_activity
          where datname = $1 and state = 'active' and pid <> pg_backend_pid()`,
        [database],
      );
      for (const row of rows) {
        active += 1;
        if (row.wait_event_type === 'Lock') lockWaits += 1;
        const event = row.wait_event_type ? `${row.wait_event_type}/${row.wait_event}` : 'CPU';
        events.set(event, (events.get(event) ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  return async () => {
    isRunning = false;
    await sampling;
    await client.end();
    const top = [...events]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([event, seen]) => `${event} ${seen}`)
      .join(', ');
    return { active, lockWaits, top };
  };
}

interface CheckoutRun {
  orders: number;
  attempts: number;
  p99: number;
  /** Statements the app sent per order, over every round (the first round fills the caches). */
  perOrder: number;
  duplicates: number;
  /** Node CPU (user + system) per order while the checkouts ran, in milliseconds: what load moves least. */
  cpuPerOrder: number;
  /** PostgreSQL only: what its backends waited on during the checkouts. */
  waits?: WaitSamples;
}

/** BUYERS buyers with LINES-line carts check out at once, for some rounds; every statement is counted. */
async function runCheckouts(
  source: DatabaseSource,
  quick: boolean,
  sampler?: { serverUrl: string; database: string },
): Promise<CheckoutRun> {
  let statements = 0;
  const database = await openDatabase({ ...source, onQuery: () => (statements += 1) });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'livery-bench-checkout-'));
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      DATA_DIR: dataDir,
    }),
    db: database.db,
  });
  try {
    const productId = await ensureCatalogue(database.db);
    const buyers = [];
    for (let buyer = 0; buyer < BUYERS; buyer += 1)
      buyers.push(await createBuyerWithCart(app, database.db, productId, 0));
    const latencies: number[] = [];
    let waits: WaitSamples = { active: 0, lockWaits: 0, top: '' };
    let orders = 0;
    let checkoutStatements = 0;
    let cpuMicroseconds = 0;
    for (let round = 0; round < (quick ? 1 : 10); round += 1) {
      const bodies: Array<Awaited<ReturnType<typeof fillCart>>> = [];
      for (const buyer of buyers) {
        bodies.push(
          await fillCart(
            app,
            database.db,
            {
              companyId: buyer.user.companyId,
              userId: buyer.user.id,
              teamId: buyer.team.id,
              headers: buyer.headers,
            },
            productId,
            LINES,
          ),
        );
      }
      statements = 0;
      const stopSampling = sampler ? await sampleWaits(sampler.serverUrl, sampler.database) : undefined;
      const cpuBefore = process.cpuUsage();
      const answers = await Promise.all(
        buyers.map(async (buyer, index) => {
          const started = performance.now();
          const answer = await app.inject({
            method: 'POST',
            url: '/api/orders',
            headers: buyer.headers,
            payload: bodies[index],
          });
          latencies.push(performance.now() - started);
          return answer.statusCode;
        }),
      );
      checkoutStatements += statements;
      const cpu = process.cpuUsage(cpuBefore);
      cpuMicroseconds += cpu.user + cpu.system;
      const sampled = await stopSampling?.();
      if (sampled) {
        waits = {
          active: waits.active + sampled.active,
          lockWaits: waits.lockWaits + sampled.lockWaits,
          top: sampled.top,
        };
      }
      orders += answers.filter((status) => status === 201).length;
    }
    const [repeated] = await database.db
      .select({ n: count() })
      .from(
        database.db
          .select({ uid: ordersTable.uid })
          .from(ordersTable)
          .groupBy(ordersTable.uid)
          .having(sql`count(*) > 1`)
          .as('repeated'),
      );
    return {
      orders,
      attempts: latencies.length,
      p99: percentile(latencies, 0.99),
      perOrder: checkoutStatements / Math.max(orders, 1),
      cpuPerOrder: cpuMicroseconds / 1000 / Math.max(orders, 1),
      duplicates: Number(repeated?.n ?? 0),
      waits: sampler ? waits : undefined,
    };
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Lock waits as a share of the sampled busy backends, and the most seen wait events. */
function waitsText(waits: WaitSamples | undefined): string {
  if (!waits || waits.active === 0) return 'no busy backend sampled';
  return `lock waits ${Math.round((100 * waits.lockWaits) / waits.active)} % of ${waits.active} busy-backend samples (${waits.top})`;
}

const TARGET = 'p99 <= 150 ms; <= 15 statements per order; 0 duplicates';

const p5: Scenario = async ({ quick }) => {
  const rows: BenchRow[] = [];
  const admin = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch {
    rows.push({
      scenario: 'P5 checkout',
      figure: 'needs PostgreSQL',
      anchor: '',
      ratio: '',
      target: '',
      pass: null,
    });
  }
  let anchor = { tps: Number.NaN, latencyAverage: Number.NaN };
  if (rows.length === 0) {
    const name = `${DATABASE_PREFIX}checkout_${process.pid}`;
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const url = new URL(SERVER_URL);
    url.pathname = `/${name}`;
    try {
      const run = await runCheckouts({ kind: 'postgres', url: url.toString() }, quick, {
        serverUrl: SERVER_URL,
        database: name,
      });
      // The anchor: TPC-B on the same server, same client count.
      await execute('pgbench', ['-i', '-q', '-s', '1', url.toString()]);
      const { stdout } = await execute('pgbench', [
        '-c',
        String(BUYERS),
        '-j',
        '2',
        '-T',
        quick ? '1' : '10',
        url.toString(),
      ]);
      anchor = {
        latencyAverage: Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1]),
        tps: Number(/tps = ([\d.]+)/.exec(stdout)?.[1]),
      };
      rows.push({
        scenario: `P5 checkout, ${BUYERS} buyers x ${LINES}-line carts (PostgreSQL)`,
        figure: `${run.orders} orders, p99 ${run.p99.toFixed(0)} ms, ${run.perOrder.toFixed(1)} statements/order, Node CPU ${run.cpuPerOrder.toFixed(1)} ms/order, ${run.duplicates} duplicate numbers, ${waitsText(run.waits)}`,
        anchor: `pgbench TPC-B ${BUYERS} clients: ${Math.round(anchor.tps)} tps, ${anchor.latencyAverage} ms avg`,
        ratio: ratioText(run.p99 / anchor.latencyAverage),
        target: TARGET,
        pass: run.p99 <= 150 && run.perOrder <= 15 && run.duplicates === 0 && run.orders === run.attempts,
      });
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  // The embedded default: one connection, so the 16 checkouts take turns; PGlite runs begin and commit itself,
  // which the statement count does not see: two are added per order.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'livery-bench-checkout-pglite-'));
  try {
    const run = await runCheckouts({ kind: 'pglite', dataDir }, quick);
    const perOrder = run.perOrder + 2;
    rows.push({
      scenario: `P5 checkout, ${BUYERS} buyers x ${LINES}-line carts (PGlite)`,
      figure: `${run.orders} orders, p99 ${run.p99.toFixed(0)} ms, ${perOrder.toFixed(1)} statements/order, Node CPU ${run.cpuPerOrder.toFixed(1)} ms/order, ${run.duplicates} duplicate numbers`,
      anchor: Number.isNaN(anchor.latencyAverage)
        ? ''
        : `pgbench TPC-B ${BUYERS} clients: ${anchor.latencyAverage} ms avg`,
      ratio: Number.isNaN(anchor.latencyAverage) ? '' : ratioText(run.p99 / anchor.latencyAverage),
      target: TARGET,
      pass: run.p99 <= 150 && perOrder <= 15 && run.duplicates === 0 && run.orders === run.attempts,
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
};

export default p5;
