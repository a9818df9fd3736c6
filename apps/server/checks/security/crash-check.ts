import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../../src/db/database.ts';
import { REPOSITORY_ROOT } from '../../src/server-paths.ts';
import { buildServerIfStale, COMPILED_SERVER_ARGS } from '../compiled-server.ts';
import { CHECK_PASSWORD, type CheckBuyer, checkoutBody, seedCheckBuyers } from './check-fixtures.ts';
import type { ReportRow } from './report-table.ts';

/**
 * R4 crash: the real server runs as a child process on PostgreSQL while buyers add lines, bulk-order
 * rosters into their carts, edit lines and check out; it is killed with SIGKILL at random moments and
 * started again. Afterwards no write may be half done (SQL invariants below), every cart line the server
 * acknowledged must be found exactly once (in the cart or in an order), and every checkout retried under
 * its Idempotency-Key must get the original answer.
 */
export interface CrashOptions {
  /** A PostgreSQL server URL; the check makes (and drops) a database of its own there. */
  serverUrl: string;
  /** Name prefix of that database. */
  databasePrefix: string;
  kills: number;
  buyers: number;
  port: number;
  dataDir: string;
  /** The longest random pause between the server being ready and the kill. */
  maxRunMs: number;
  onProgress?: (line: string) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A loaded machine (two cores, parallel test runs) can take a minute or more to start the server. */
const START_TIMEOUT_MS = 300_000;

/** The server under test, started as `npm start` starts it (one process) so the pid killed is the server itself. */
function createServerProcess(options: { port: number; databaseUrl: string; dataDir: string }) {
  let child: ChildProcess | null = null;
  let hasExited = true;
  const base = `http://127.0.0.1:${options.port}`;
  const start = async () => {
    child = spawn(process.execPath, COMPILED_SERVER_ARGS, {
      cwd: REPOSITORY_ROOT,
      env: {
        // Mail stays in the outbox: the check is about orders and carts.
        ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'SMTP_URL')),
        PORT: String(options.port),
        HOST: '127.0.0.1',
        DATA_DIR: options.dataDir,
        DATABASE_URL: options.databaseUrl,
        SECRET_KEY: 'crash-check-secret-key-crash-check-secret',
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        SEED_DEMO_DATA: 'false',
        // One process, not a cluster: the pid killed must be the one serving.
        WEB_CONCURRENCY: '1',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    hasExited = false;
    child.once('exit', () => {
      hasExited = true;
    });
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (hasExited) throw new Error(`the server exited with ${child.exitCode} while starting`);
      try {
        const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1_000) });
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`the server did not start within ${START_TIMEOUT_MS / 1000} s`);
  };
  const kill = async () => {
    const running = child;
    // A process killed by a signal keeps exitCode null, so the exit event is what tells.
    if (!running || hasExited) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  return { base, start, kill };
}

type Outcome = { status: number; body: unknown } | { status: 'lost' };

/** One HTTP call; a dropped connection (the server was killed) is 'lost', not an error. */
async function call(
  base: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Outcome> {
  try {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  } catch {
    return { status: 'lost' };
  }
}

/** What the driver knows of one cart line: the M quantities it may carry (each unique, a tag). */
interface LedgerLine {
  uuid: string | null;
  tags: number[];
  /** The server answered its creation: it must exist exactly once; otherwise at most once. */
  isCertain: boolean;
  inCart: boolean;
}

interface Ledger {
  lines: LedgerLine[];
  /** Roster markers of bulk orders: each puts two lines in the cart at once, or none. */
  bulks: Array<{ marker: string; isCertain: boolean }>;
}

interface Tally {
  requests: number;
  lost: number;
  checkouts: number;
  retriedCheckouts: number;
  /** Retries whose first attempt had committed: they must get that order back. */
  replayedAnswers: number;
  wrongReplays: string[];
  unexpected: string[];
}

let nextTag = 1;

/** One buyer's loop of cart writes and checkouts until told to stop. */
async function driveBuyer(
  buyer: CheckBuyer,
  server: { base: string; isUp: () => Promise<void> },
  admin: pg.Pool,
  headers: Record<string, string>,
  shouldStop: () => boolean,
  tally: Tally,
  ledger: Ledger,
) {
  const send = async (method: string, url: string, body?: unknown, extra: Record<string, string> = {}) => {
    tally.requests += 1;
    const outcome = await call(server.base, method, url, { ...headers, ...extra }, body);
    if (outcome.status === 'lost') {
      tally.lost += 1;
      await server.isUp();
    } else if (outcome.status >= 500) {
      tally.unexpected.push(`${method} ${url} answered ${outcome.status}`);
    }
    return outcome;
  };

  while (!shouldStop()) {
    const cartLines = ledger.lines.filter((line) => line.inCart && line.isCertain && line.uuid);
    const choice = Math.random();
    if (choice < 0.4 || cartLines.length === 0) {
      const tag = nextTag++;
      const line: LedgerLine = { uuid: null, tags: [tag], isCertain: false, inCart: true };
      ledger.lines.push(line);
      const outcome = await send('POST', '/api/kart_items', {
        quote: { saved_product_id: buyer.savedProductUuids[0], qty_options: { M: tag } },
      });
      if (outcome.status === 201) {
        line.isCertain = true;
        line.uuid = (outcome.body as { kart_item: { uuid: string } }).kart_item.uuid;
      } else if (outcome.status !== 'lost') {
        tally.unexpected.push(`adding a line answered ${outcome.status}`);
      }
    } else if (choice < 0.55) {
      const marker = `crash-${randomBytes(6).toString('hex')}`;
      const bulk = { marker, isCertain: false };
      ledger.bulks.push(bulk);
      const outcome = await send('POST', '/api/kart_items/bulk_orders', {
        quote: {
          mode: 'pro',
          data: buyer.savedProductUuids.map((uuid) => ({ saved_product_id: uuid })),
          employees: [
            {
              staff_id: marker,
              name: 'Crash Test',
              product1_size: 'M',
              product1_qty: '1',
              product2_size: 'L',
              product2_qty: '2',
            },
          ],
        },
      });
      if (outcome.status === 201) bulk.isCertain = true;
      else if (outcome.status !== 'lost') {
        tally.unexpected.push(`a bulk order answered ${outcome.status}: ${JSON.stringify(outcome.body)}`);
      }
    } else if (choice < 0.75) {
      const line = cartLines[Math.floor(Math.random() * cartLines.length)]!;
      const tag = nextTag++;
      const outcome = await send('PUT', `/api/kart_items/${line.uuid}`, { qty_options: { M: tag } });
      if (outcome.status === 200) line.tags = [tag];
      else if (outcome.status === 'lost') line.tags.push(tag);
      else tally.unexpected.push(`editing a line answered ${outcome.status}`);
    } else {
      tally.checkouts += 1;
      const key = randomUUID();
      const body = checkoutBody(buyer, `CRASH-${tally.checkouts}`);
      let outcome = await send('POST', '/api/orders', body, { 'idempotency-key': key });
      let isRetry = false;
      while (outcome.status === 'lost') {
        if (!isRetry) tally.retriedCheckouts += 1;
        isRetry = true;
        const committed = await admin.query<{ response: { uuid: string } }>(
          'select response from idempotency_keys where key = $1',
          [key],
        );
        outcome = await send('POST', '/api/orders', body, { 'idempotency-key': key });
        const original = committed.rows[0]?.response;
        if (original && outcome.status !== 'lost') {
          tally.replayedAnswers += 1;
          const answer = outcome.body as { uuid?: string } | null;
          if (outcome.status !== 201 || answer?.uuid !== original.uuid) {
            tally.wrongReplays.push(`key ${key}: ${outcome.status} ${JSON.stringify(outcome.body)}`);
          }
        }
      }
      if (outcome.status === 201) {
        // The whole cart was ordered, bulk lines too.
        for (const line of ledger.lines) line.inCart = false;
      } else {
        tally.unexpected.push(`a checkout answered ${outcome.status}: ${JSON.stringify(outcome.body)}`);
      }
    }
  }
}

/** The invariants, each a query counting the rows that break it. */
export const CRASH_INVARIANTS: Array<{ name: string; sql: string }> = [
  {
    name: 'orders without lines',
    sql: 'select count(*) from orders o where not exists (select 1 from order_items i where i.order_id = o.id)',
  },
  {
    name: 'order lines without order',
    sql: 'select count(*) from order_items i where not exists (select 1 from orders o where o.id = i.order_id)',
  },
  {
    name: 'employee rows without order line',
    sql: 'select count(*) from employee_products e where not exists (select 1 from order_items i where i.id = e.order_item_id)',
  },
  {
    name: 'orders without their placement log',
    sql: 'select count(*) from orders o where not exists (select 1 from order_logs l where l.order_id = o.id)',
  },
  {
    // Numbers come from a sequence per year (decision 163): a cut-off checkout may leave a gap, but no number
    // repeats and none lies beyond its year's sequence, which would hand it out again.
    name: 'order numbers repeated or ahead of their sequence',
    sql: `select count(*) from (
      select substring(o.uid from 4 for 4) as year, count(*) as made, count(distinct o.uid) as distinct_uids,
        max(substring(o.uid from 9)::bigint) as highest
      from orders o where o.uid ~ '^LV-[0-9]{4}-[0-9]+$'
      group by 1) counted
      left join pg_sequences s on s.schemaname = current_schema() and s.sequencename = 'order_numbers_' || counted.year
      where distinct_uids <> made or s.last_value is null or highest > s.last_value`,
  },
  {
    name: 'idempotency keys without a stored answer',
    sql: 'select count(*) from idempotency_keys where status_code <> 201',
  },
  {
    name: "idempotency answers naming no order of the key's user",
    sql: `select count(*) from idempotency_keys k where not exists (
      select 1 from orders o where o.uuid::text = k.response->>'uuid' and o.user_id = k.user_id)`,
  },
  {
    name: 'orders made by the check without exactly one key',
    sql: `select count(*) from orders o where o.reference like 'CRASH-%'
      and (select count(*) from idempotency_keys k where k.response->>'uuid' = o.uuid::text) <> 1`,
  },
];

/** Where every tag and roster marker of one buyer ended up: cart lines and ordered lines. */
async function findPlacedTags(admin: pg.Pool, email: string) {
  const { rows } = await admin.query<{ tag: string | null; markers: string[] | null }>(
    `select (k.qty_options->>'M') as tag,
        (select array_agg(e->>'staff_id') from jsonb_array_elements(k.employees) e) as markers
       from kart_items k join users u on u.id = k.user_id where u.email = $1
     union all
     select (i.qty_options->>'M') as tag,
        (select array_agg(e.staff_id) from employee_products e where e.order_item_id = i.id) as markers
       from order_items i join orders o on o.id = i.order_id join users u on u.id = o.user_id
      where u.email = $1`,
    [email],
  );
  return rows;
}

/** Compares a buyer's ledger with the database: no acknowledged line lost, none doubled, no bulk half done. */
function compareLedger(ledger: Ledger, placed: Array<{ tag: string | null; markers: string[] | null }>) {
  const problems: string[] = [];
  const bulkLines = new Map<string, number>();
  const tagCounts = new Map<number, number>();
  for (const row of placed) {
    const marker = row.markers?.[0];
    if (marker) bulkLines.set(marker, (bulkLines.get(marker) ?? 0) + 1);
    else if (row.tag !== null) tagCounts.set(Number(row.tag), (tagCounts.get(Number(row.tag)) ?? 0) + 1);
  }
  const known = new Set<number>();
  for (const line of ledger.lines) {
    const found = line.tags.reduce((sum, tag) => sum + (tagCounts.get(tag) ?? 0), 0);
    for (const tag of line.tags) known.add(tag);
    if (found > 1) problems.push(`line ${line.tags.join('/')} found ${found} times`);
    if (line.isCertain && found === 0) problems.push(`acknowledged line ${line.tags.join('/')} lost`);
  }
  for (const tag of tagCounts.keys()) if (!known.has(tag)) problems.push(`unknown line ${tag}`);
  for (const bulk of ledger.bulks) {
    const found = bulkLines.get(bulk.marker) ?? 0;
    if (found !== 0 && found !== 2) problems.push(`bulk ${bulk.marker} half written (${found} of 2 lines)`);
    if (bulk.isCertain && found === 0) problems.push(`acknowledged bulk ${bulk.marker} lost`);
  }
  return {
    problems,
    lines: ledger.lines.length + ledger.bulks.length * 2,
    uncertain:
      ledger.lines.filter((line) => !line.isCertain).length + ledger.bulks.filter((b) => !b.isCertain).length,
  };
}

export async function checkCrash(options: CrashOptions): Promise<ReportRow[]> {
  const progress = options.onProgress ?? (() => {});
  const name = `${options.databasePrefix}crash_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: options.serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(options.serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  // The drivers look up committed keys at the same time, hence a pool.
  const checker = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  // pool.end() resolves before its connections have closed, so the forced drop of the database below can end
  // one while it closes; without a listener that 'error' would be an uncaught exception in the test run.
  checker.on('error', () => {});
  fs.mkdirSync(options.dataDir, { recursive: true });
  buildServerIfStale();
  const server = createServerProcess({ port: options.port, databaseUrl, dataDir: options.dataDir });
  try {
    const seeding = await openDatabase({ kind: 'postgres', url: databaseUrl });
    const buyers = await seedCheckBuyers(seeding.db, options.buyers, 'crash');
    await seeding.close();
    await server.start();

    const sessions: Array<Record<string, string>> = [];
    for (const buyer of buyers) {
      const response = await fetch(`${server.base}/api/v1/auth/sign_in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: buyer.email, password: CHECK_PASSWORD }),
      });
      if (!response.ok) throw new Error(`sign-in of ${buyer.email} answered ${response.status}`);
      sessions.push({
        'access-token': response.headers.get('access-token') ?? '',
        client: response.headers.get('client') ?? '',
        uid: response.headers.get('uid') ?? '',
      });
    }

    // Drivers wait here while the server is down; the kill loop opens it again after each restart.
    let ready: Promise<void> = Promise.resolve();
    let isStopping = false;
    const tally: Tally = {
      requests: 0,
      lost: 0,
      checkouts: 0,
      retriedCheckouts: 0,
      replayedAnswers: 0,
      wrongReplays: [],
      unexpected: [],
    };
    const ledgers: Ledger[] = buyers.map(() => ({ lines: [], bulks: [] }));
    const drivers = buyers.map((buyer, index) =>
      driveBuyer(
        buyer,
        { base: server.base, isUp: () => ready },
        checker,
        sessions[index]!,
        () => isStopping,
        tally,
        ledgers[index]!,
      ),
    );

    const started = Date.now();
    for (let kill = 1; kill <= options.kills; kill += 1) {
      await sleep(50 + Math.random() * options.maxRunMs);
      let reopen = () => {};
      ready = new Promise<void>((resolve) => {
        reopen = resolve;
      });
      await server.kill();
      await server.start();
      reopen();
      progress(`R4: ${kill}/${options.kills} kills, ${tally.requests} requests, ${tally.lost} cut off`);
    }
    // A last stretch without kills, then the drivers finish their current request.
    await sleep(500);
    isStopping = true;
    await Promise.all(drivers);
    await server.kill();
    const elapsedSeconds = Math.round((Date.now() - started) / 1000);

    const broken: string[] = [];
    for (const invariant of CRASH_INVARIANTS) {
      const { rows } = await checker.query<{ count: string }>(invariant.sql);
      const count = Number(rows[0]?.count ?? 0);
      if (count > 0) broken.push(`${invariant.name}: ${count}`);
    }
    const { rows: orderCount } = await checker.query<{ count: string }>('select count(*) from orders');
    const comparisons = await Promise.all(
      buyers.map(async (buyer, index) =>
        compareLedger(ledgers[index]!, await findPlacedTags(checker, buyer.email)),
      ),
    );
    const ledgerProblems = comparisons.flatMap((comparison) => comparison.problems);
    for (const problem of [...broken, ...ledgerProblems, ...tally.wrongReplays, ...tally.unexpected]) {
      progress(`R4 problem: ${problem}`);
    }
    const lines = comparisons.reduce((sum, comparison) => sum + comparison.lines, 0);
    const uncertain = comparisons.reduce((sum, comparison) => sum + comparison.uncertain, 0);
    return [
      {
        test: 'R4 crash: no partial rows',
        cases: options.kills,
        figure: `${options.kills} kill -9 in ${elapsedSeconds} s over ${tally.requests} requests (${tally.lost} cut off), ${orderCount[0]?.count ?? 0} orders: ${broken.length} of ${CRASH_INVARIANTS.length} SQL invariants broken; ${lines} cart lines (${uncertain} unacknowledged) traced: ${ledgerProblems.length} lost, doubled or half-written; ${tally.unexpected.length} unexpected answers${tally.unexpected[0] ? ` (first: ${tally.unexpected[0].slice(0, 300)})` : ''}`,
        pass: broken.length === 0 && ledgerProblems.length === 0 && tally.unexpected.length === 0,
      },
      {
        test: 'R4 crash: a retried checkout gets the original result',
        cases: tally.retriedCheckouts,
        figure: `${tally.checkouts} checkouts, ${tally.retriedCheckouts} cut off and retried under their key: ${tally.replayedAnswers} had committed and got their order back, ${tally.wrongReplays.length} wrong answers`,
        pass: tally.wrongReplays.length === 0 && tally.unexpected.length === 0,
      },
    ];
  } finally {
    await server.kill();
    await checker.end().catch(() => {});
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
