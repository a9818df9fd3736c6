// P5: checkout under 16 concurrent buyers with 20-line carts on PostgreSQL, in this process (app.inject), next
// to pgbench's TPC-B on the same database in the same run; SQL statements per order are counted.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { createBuyerWithCart, ensureCatalogue, fillCart } from '../../apps/server/src/security/races.ts';
import type { Scenario } from '../lib/bench-row.ts';
import { ratioText } from '../lib/table.ts';

const run = promisify(execFile);
const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BUYERS = 16;
const LINES = 20;

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

const p5: Scenario = async ({ quick }) => {
  const admin = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch {
    return [
      { scenario: 'P5 checkout', figure: 'needs PostgreSQL', anchor: '', ratio: '', target: '', pass: null },
    ];
  }
  const name = `bench_checkout_${process.pid}`;
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  let statements = 0;
  const database = await openDatabase({
    kind: 'postgres',
    url: url.toString(),
    onQuery: () => (statements += 1),
  });
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
    let orders = 0;
    let checkoutStatements = 0;
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
      orders += answers.filter((status) => status === 201).length;
    }
    const counter = new pg.Client({ connectionString: url.toString() });
    await counter.connect();
    const { rows } = await counter.query<{ n: string }>(
      'select count(*) as n from (select uid from orders group by uid having count(*) > 1) repeated',
    );
    await counter.end();
    const duplicates = Number(rows[0]?.n ?? 0);
    // The anchor: TPC-B on the same server, same client count.
    await run('pgbench', ['-i', '-q', '-s', '1', url.toString()]);
    const { stdout } = await run('pgbench', [
      '-c',
      String(BUYERS),
      '-j',
      '2',
      '-T',
      quick ? '1' : '10',
      url.toString(),
    ]);
    const latencyAverage = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1]);
    const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1]);
    const p99 = percentile(latencies, 0.99);
    const perOrder = checkoutStatements / Math.max(orders, 1);
    return [
      {
        scenario: `P5 checkout, ${BUYERS} buyers x ${LINES}-line carts (PostgreSQL)`,
        figure: `${orders} orders, p99 ${p99.toFixed(0)} ms, ${perOrder.toFixed(1)} statements/order, ${duplicates} duplicate numbers`,
        anchor: `pgbench TPC-B ${BUYERS} clients: ${Math.round(tps)} tps, ${latencyAverage} ms avg`,
        ratio: ratioText(p99 / latencyAverage),
        target: 'p99 <= 150 ms; <= 15 statements per order; 0 duplicates',
        pass: p99 <= 150 && perOrder <= 15 && duplicates === 0 && orders === latencies.length,
      },
    ];
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
};

export default p5;
