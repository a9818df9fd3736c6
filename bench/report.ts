// GET /api/reports/report over a year of a large company, next to the same SQL run directly, in one run.
// Run: npx tsx bench/report.ts            (fills 1,000,000 order lines into a wt_people_bench database)
//      BENCH_LINES=200000 npx tsx bench/report.ts
//      DATABASE_URL=postgres://... BENCH_USER_UUID=<uuid> npx tsx bench/report.ts   (existing data)
// Prints medians of 7 warm runs after 2 warm-ups. The raw run executes the very statements the endpoint
// builds (reportStatements), with the same concurrency (a pool, all at once), so the ratio is the cost of
// the API around them: routing, auth, validation, JSON.
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { startSession } from '../apps/server/src/modules/auth/session-tokens.service.ts';
import {
  reportOrderLinesStatement,
  reportStatements,
} from '../apps/server/src/modules/reports/reports.repository.ts';
import { resolveReportFilter } from '../apps/server/src/modules/reports/reports.service.ts';

const SERVER_URL = 'postgres://postgres@127.0.0.1:5432';
const BENCH_DATABASE = 'wt_people_bench';
const LINES = Number(process.env.BENCH_LINES ?? 1_000_000);
const LINES_PER_ORDER = 10;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function time(run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 2; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < 7; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

/** A fresh bench database holding one company with LINES order lines spread over the last 12 months. */
async function fillBenchDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
  await admin.query(`create database ${BENCH_DATABASE}`);
  await admin.end();
  const url = `${SERVER_URL}/${BENCH_DATABASE}`;
  const handle = await openDatabase({ kind: 'postgres', url });
  await handle.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const orderCount = Math.ceil(LINES / LINES_PER_ORDER);
  const started = performance.now();
  await client.query(`
    insert into companies (name, plan) values ('Bench Hotels', 'premium'), ('Other Co', 'premium');
    insert into users (company_id, email, name, setup_done) values (1, 'bench@example.test', 'Bench Buyer', true),
      (2, 'other@example.test', 'Other Buyer', true);
    insert into teams (company_id, name, creator_id) values (1, 'Front Office', 1), (1, 'Kitchen', 1), (2, 'Other', 2);
    insert into team_members (team_id, user_id, email, role, status) values
      (1, 1, 'bench@example.test', 'creator', 'joined'), (2, 1, 'bench@example.test', 'creator', 'joined'),
      (3, 2, 'other@example.test', 'creator', 'joined');
    insert into products (title, sku, sizes, colors, pricing, min_qty)
      select 'Product ' || n, 'SKU-' || n, '["S","M","L","XL"]'::jsonb, '[]'::jsonb, '{"qtys":{"1":2500}}'::jsonb, 1
      from generate_series(1, 40) n;
  `);
  // Orders of both companies (the other company's are noise the report must skip), spread over a year.
  await client.query(
    `insert into orders (uid, company_id, team_id, user_id, order_status, order_type, subtotal, gst_rate, gst, total, created_at, approved_at)
     select 'LV-B-' || n, case when n % 5 = 0 then 2 else 1 end, case when n % 5 = 0 then 3 else 1 + n % 2 end,
       case when n % 5 = 0 then 2 else 1 end,
       (array['order_pending','order_approved','order_processed','order_in_progress','order_ready','order_shipped','order_completed','order_cancelled'])[1 + n % 8],
       case when n % 11 = 0 then 'laundry_order' else 'uniform_order' end,
       250000, 9, 22500, 272500, now() - (n % 365) * interval '1 day' - (n % 24) * interval '1 hour',
       case when n % 8 > 0 then now() - (n % 365) * interval '1 day' end
     from generate_series(1, $1::int) n`,
    [Math.ceil(orderCount * 1.25)],
  );
  await client.query(
    `insert into order_items (order_id, product_id, title, apparel_color, qty_options, total_qty, unit_price, surcharge, amount)
     select o.id, 1 + (o.id * 7 + l) % 40, 'Product ' || (1 + (o.id * 7 + l) % 40), 'Navy',
       jsonb_build_object((array['S','M','L','XL'])[1 + l % 4], 5, (array['S','M','L','XL'])[1 + (l + 1) % 4], 5),
       10, 2500, 0, 25000
     from orders o cross join generate_series(1, ${LINES_PER_ORDER}) l`,
  );
  await client.query('analyze');
  const { rows } = await client.query(
    `select count(*)::int as lines from order_items oi join orders o on o.id = oi.order_id where o.company_id = 1`,
  );
  console.log(
    `filled ${rows[0].lines.toLocaleString('en')} order lines of the bench company (plus another company's) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await client.end();
  return url;
}

const databaseUrl = process.env.DATABASE_URL ?? (await fillBenchDatabase());
const handle = await openDatabase({ kind: 'postgres', url: databaseUrl });
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '/nonexistent',
  DATA_DIR: '/tmp/wt-people-data',
});
const app = await buildApp({ config, db: handle.db });
await app.ready();

const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const userQuery = process.env.BENCH_USER_UUID
  ? await pool.query('select id, email from users where uuid = $1', [process.env.BENCH_USER_UUID])
  : await pool.query(`select id, email from users where email = 'bench@example.test'`);
const benchUser = userQuery.rows[0] as { id: number; email: string };
const headers = await startSession(handle.db, benchUser);
const today = new Date().toISOString().slice(0, 10);
const yearAgo = new Date(Date.now() - 365 * 24 * 3600 * 1000).toISOString().slice(0, 10);
const url = `/api/reports/report?from_date=${yearAgo}&to_date=${today}`;

const first = await app.inject({ method: 'GET', url, headers });
if (first.statusCode !== 200) throw new Error(`report answered ${first.statusCode}: ${first.body}`);
const report = first.json();
console.log(
  `report over 12 months: ${report.purchased_patterns.date_purchased.toLocaleString('en')} orders, ${report.purchased_patterns.sizes_purchased.toLocaleString('en')} pieces, ${report.products.length} products`,
);

const endpoint = await time(async () => {
  const response = await app.inject({ method: 'GET', url, headers });
  if (response.statusCode !== 200) throw new Error(response.body);
});

// The same statements, built by the same code from the same filter, sent straight to PostgreSQL.
const dialect = new PgDialect();
const session = await handle.db.query.users.findFirst({
  where: (users, { eq }) => eq(users.id, benchUser.id),
});
const caller = { ...session!, plan: 'premium' as const, client: 'bench' };
const filter = await resolveReportFilter(
  handle.db,
  caller as never,
  {
    from_date: yearAgo,
    to_date: today,
    team_id: [],
    status: [],
    product_id: [],
    order_type: 'uniform_order',
  },
  config.timeZone,
);
const raw = await time(async () => {
  const statements = Object.values(reportStatements(filter)).map((statement) =>
    dialect.sqlToQuery(statement),
  );
  const results = await Promise.all(statements.map((query) => pool.query(query.sql, query.params)));
  const orders = results[Object.keys(reportStatements(filter)).indexOf('orders')]!.rows as Array<{
    id: number;
  }>;
  const lines = dialect.sqlToQuery(reportOrderLinesStatement(orders.map((order) => order.id)));
  await pool.query(lines.sql, lines.params);
});

console.log(`GET /api/reports/report (12 months): ${endpoint.toFixed(1)} ms (median of 7, warm)`);
console.log(`same SQL run directly:               ${raw.toFixed(1)} ms (median of 7, warm)`);
console.log(
  `ratio endpoint / raw SQL:            ${(endpoint / raw).toFixed(2)} (budget <= 1.20; endpoint budget <= 1000 ms)`,
);

await app.close();
await pool.end();
await handle.close();
if (!process.env.DATABASE_URL && !process.env.BENCH_KEEP) {
  const admin = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
  await admin.end();
}
