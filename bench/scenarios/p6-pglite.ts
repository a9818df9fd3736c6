// P6: the embedded default next to PostgreSQL. The same lists (P2's) and the same checkout (P5's, a 20-line
// cart) at one connection, in this process through app.inject, on an embedded PGlite and on a fresh
// PostgreSQL database with the same demo data, measured in the same run; the ratio is PGlite's mean time to
// PostgreSQL's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createBuyerWithCart, ensureCatalogue, fillCart } from '../../apps/server/checks/security/races.ts';
import { seedDemoDataIfEmpty } from '../../apps/server/seed/demo-data.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/database.ts';
import { openFileStore } from '../../apps/server/src/storage/open-file-store.ts';
import type { BenchRow, Scenario } from '../lib/bench-row.ts';
import { seededDataDirTemplate } from '../lib/processes.ts';
import { ratioText } from '../lib/table.ts';

const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LISTS = ['/api/orders?per_page=25', '/api/saved_products?per_page=25'];
const CART_LINES = 20;

interface Engine {
  app: FastifyInstance;
  database: DatabaseHandle;
  stop(): Promise<void>;
}

async function startEngine(kind: 'pglite' | 'postgres'): Promise<Engine> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `livery-bench-p6-${kind}-`));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
  });
  let dropDatabase = async () => {};
  let database: DatabaseHandle;
  if (kind === 'postgres') {
    const name = `bench_p6_${process.pid}`;
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(SERVER_URL);
    url.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString() });
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: SERVER_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    };
  } else {
    // The run's seeded embedded database, copied: the same demo data as a seed here, without its half-minute of
    // initdb, migrations and loading on a slow machine.
    fs.cpSync(await seededDataDirTemplate(), dataDir, { recursive: true });
    database = await openDatabase({ kind: 'pglite', dataDir });
  }
  const files = await openFileStore(config);
  await seedDemoDataIfEmpty(database.db, files);
  const app = await buildApp({ config, db: database.db, files });
  return {
    app,
    database,
    async stop() {
      await app.close();
      await database.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signIn(app: FastifyInstance, email: string): Promise<Record<string, string>> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign_in',
    payload: { email, password: 'livery-demo' },
  });
  if (answer.statusCode !== 200) throw new Error(`${email} could not sign in: ${answer.statusCode}`);
  return {
    'access-token': String(answer.headers['access-token']),
    client: String(answer.headers.client),
    uid: String(answer.headers.uid),
  };
}

/** Mean milliseconds of `requests` list requests one after another, after a warm-up of five. */
async function meanListMs(engine: Engine, url: string, requests: number): Promise<number> {
  const headers = await signIn(engine.app, 'buyer@demo.test');
  for (let warm = 0; warm < 5; warm += 1) await engine.app.inject({ method: 'GET', url, headers });
  const started = performance.now();
  for (let request = 0; request < requests; request += 1) {
    const answer = await engine.app.inject({ method: 'GET', url, headers });
    if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}`);
  }
  return (performance.now() - started) / requests;
}

/** Mean milliseconds of one checkout of a 20-line cart, one buyer at a time (cart filling is not timed). */
async function meanCheckoutMs(engine: Engine, checkouts: number): Promise<number> {
  const { app, database } = engine;
  const productId = await ensureCatalogue(database.db);
  const buyer = await createBuyerWithCart(app, database.db, productId, 0);
  const who = {
    companyId: buyer.user.companyId,
    userId: buyer.user.id,
    teamId: buyer.team.id,
    headers: buyer.headers,
  };
  let total = 0;
  for (let checkout = 0; checkout < checkouts + 1; checkout += 1) {
    const body = await fillCart(app, database.db, who, productId, CART_LINES);
    const started = performance.now();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.headers,
      payload: body,
    });
    if (answer.statusCode !== 201) throw new Error(`checkout answered ${answer.statusCode}: ${answer.body}`);
    // The first checkout warms up; it is not counted.
    if (checkout > 0) total += performance.now() - started;
  }
  return total / checkouts;
}

const p6: Scenario = async ({ quick }) => {
  const probe = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 2_000 });
  try {
    await probe.connect();
    await probe.end();
  } catch {
    return [
      {
        scenario: 'P6 PGlite vs PostgreSQL',
        figure: 'needs PostgreSQL',
        anchor: '',
        ratio: '',
        target: '',
        pass: null,
      },
    ];
  }
  const requests = quick ? 10 : 300;
  const checkouts = quick ? 1 : 20;
  const figures: Record<string, { pglite: number; postgres: number }> = {};
  for (const kind of ['postgres', 'pglite'] as const) {
    const engine = await startEngine(kind);
    try {
      for (const list of LISTS) {
        figures[list] ??= { pglite: 0, postgres: 0 };
        figures[list][kind] = await meanListMs(engine, list, requests);
      }
      const checkout = `checkout (${CART_LINES}-line cart)`;
      figures[checkout] ??= { pglite: 0, postgres: 0 };
      figures[checkout][kind] = await meanCheckoutMs(engine, checkouts);
    } finally {
      await engine.stop();
    }
  }
  return Object.entries(figures).map(([what, { pglite, postgres }]): BenchRow => {
    const ratio = pglite / postgres;
    return {
      scenario: `P6 ${what.startsWith('/') ? `GET ${what}` : what} at 1 connection, PGlite (demo data)`,
      figure: `${pglite.toFixed(1)} ms mean`,
      anchor: `the same on PostgreSQL: ${postgres.toFixed(1)} ms`,
      ratio: ratioText(ratio),
      target: '<= 3x PostgreSQL',
      pass: ratio <= 3,
    };
  });
};

export default p6;
