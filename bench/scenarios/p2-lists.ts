// P2: the list endpoints under load, next to a Fastify route answering the very same 25-row JSON in the same
// run. Without a generated database (BENCH_DATABASE_URL, npm run bench:data) it runs on the demo data.
import http from 'node:http';
import type { BenchRow, Scenario } from '../lib/bench-row.ts';
import { cpuSplitText, startCpuSplit } from '../lib/cpu-split.ts';
import { openIndexChecker } from '../lib/index-check.ts';
import { load } from '../lib/load.ts';
import { freePort, METRICS_TOKEN, startDemoLivery, startServer } from '../lib/processes.ts';
import { signIn } from '../lib/sign-in.ts';
import { ratioText } from '../lib/table.ts';

const LISTS = [
  { path: '/api/orders?per_page=25', who: 'buyer' },
  { path: '/api/saved_products?per_page=25', who: 'buyer' },
  { path: '/api/admin/orders?per_page=25', who: 'provider' },
  { path: '/api/admin/products?per_page=25', who: 'provider' },
  { path: '/api/rf_quotes?per_page=25', who: 'buyer' },
  { path: '/api/admin/rf_quotes?per_page=25', who: 'provider' },
  { path: '/api/billings?per_page=25', who: 'buyer' },
  { path: '/api/admin/invoices?per_page=25', who: 'provider' },
  { path: '/api/orders/show_orders_history?per_page=25', who: 'buyer' },
  // Not paged: every joined team's budget and spend this programme year (issue 25), read from the kept day sums;
  // the programme year is a statement of its own before the list's one.
  { path: '/api/reports/budgets', who: 'buyer', statements: 3 },
] as const satisfies ReadonlyArray<{ path: string; who: 'buyer' | 'provider'; statements?: number }>;

/**
 * BENCH_P2_LISTS=conversations,proofs measures only the lists whose path holds one of the words: a quick look at
 * the lists one is working on, without the ten seconds each of the rest.
 */
const CHOSEN_WORDS = process.env.BENCH_P2_LISTS?.split(',').filter(Boolean);
const chosen = (list: List) => !CHOSEN_WORDS || CHOSEN_WORDS.some((word) => list.path.includes(word));

/** A list's statements a request: the session read and its page, unless the list says otherwise. */
const statementsOf = (list: List) => list.statements ?? 2;

type Who = 'buyer' | 'provider';
const WHO = ['buyer', 'provider'] as const;
interface List {
  path: string;
  who: Who;
  /** How the row names it, when the path holds ids. */
  label?: string;
  /** Statements a request may take, when more than the session read and its page. */
  statements?: number;
}

const EMAILS: Record<Who, string> = { buyer: 'buyer@demo.test', provider: 'provider@demo.test' };
/** Staff ids asked for at once on the balances list, as a roster order of this size would. */
const BALANCE_STAFF = 100;

/**
 * The lists issue 25 and 26 added (programme requests and balances, the entitlement report, an order's
 * conversation, the console's proofs, webhook endpoints and a delivery log), their ids read through the API: on
 * generated data the demo company's 1,000 extra employees, its longest conversation, the proofs of one order in
 * ten and its endpoint's 20,000 deliveries. A list the data cannot show (no endpoint in the demo data) is answered
 * as a row that says so.
 */
async function newLists(
  base: string,
  headers: Record<Who, Record<string, string>>,
): Promise<{ lists: List[]; missing: BenchRow[] }> {
  // biome-ignore lint/suspicious/noExplicitAny: a few fields of several answers; their API tests check the shapes.
  const read = async (url: string, who: Who): Promise<any> => {
    const answer = await fetch(`${base}${url}`, { headers: headers[who] });
    if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
    return answer.json();
  };
  const report = await read('/api/reports/entitlements', 'buyer');
  const staffIds = (report.employees as Array<{ staff_id: string }>)
    .slice(0, BALANCE_STAFF)
    .map((employee) => employee.staff_id);
  const lists: List[] = [
    { path: '/api/programme/requests?per_page=25', who: 'buyer' },
    {
      path: `/api/programme/balances?staff_ids=${encodeURIComponent(staffIds.join(','))}`,
      who: 'buyer',
      label: `/api/programme/balances?staff_ids=<${staffIds.length} staff ids>`,
    },
    {
      path: '/api/reports/entitlements',
      who: 'buyer',
      label: `/api/reports/entitlements (${report.employees.length} employees)`,
    },
  ];
  // Both sidebars' unread badge, from the kept counts (migration 0051).
  for (const who of WHO)
    lists.push({
      path: '/api/conversations/unread',
      who,
      label: `/api/conversations/unread as the ${who}`,
    });
  const missing: BenchRow[] = [];
  // The thread with the newest unread message: on generated data the long one.
  const unread = await read('/api/conversations/unread', 'buyer');
  const orderId = (unread.orders as Array<{ order_id: string }>)[0]?.order_id;
  if (orderId) {
    const thread = await read(`/api/conversations/${orderId}?per_page=1`, 'buyer');
    for (const who of ['buyer', 'provider'] as const)
      lists.push({
        path: `/api/conversations/${orderId}?per_page=25`,
        who,
        label: `/api/conversations/{order}?per_page=25 as the ${who} (${thread.meta?.total_count ?? '?'} entries)`,
      });
  } else {
    missing.push(notShown('/api/conversations/{order}', 'no order of the demo buyer has an unread message'));
  }
  // The console's proofs to follow up (waiting for the customer, changes requested), newest first: on generated
  // data one line in ten of one order in ten, read through order_proofs_status_idx.
  lists.push({ path: '/api/admin/proofs?per_page=25', who: 'provider' });
  lists.push({ path: '/api/webhook_endpoints', who: 'buyer' });
  const endpoint = (
    (await read('/api/webhook_endpoints', 'buyer')).webhook_endpoints as Array<{ id: string }>
  )[0];
  if (endpoint) {
    lists.push({
      path: `/api/webhook_endpoints/${endpoint.id}/deliveries?per_page=25`,
      who: 'buyer',
      label: '/api/webhook_endpoints/{id}/deliveries?per_page=25',
    });
  } else {
    missing.push(
      notShown(
        '/api/webhook_endpoints/{id}/deliveries',
        'the demo buyer has no webhook endpoint (generated data has one)',
      ),
    );
  }
  return { lists, missing };
}

function notShown(path: string, why: string): BenchRow {
  return { scenario: `P2 GET ${path}`, figure: why, anchor: '', ratio: '', target: '', pass: null };
}

/**
 * Deep pages of the biggest lists: the demo buyer, in two teams (`team_id = any(...)`), holds 5 % of the generated
 * orders spread over both (page 2,000 of 25 is their last); the provider sees all.
 */
const DEEP_PAGES = [
  { path: '/api/orders?per_page=25', who: 'buyer', what: 'a buyer in 2 teams' },
  { path: '/api/admin/orders?per_page=25', who: 'provider', what: 'the provider' },
] as const;
const DEEP_PAGE_RUNS = 15;

/** The median time of one request at a time, after one warm-up. */
async function medianMs(url: string, headers: Record<string, string>): Promise<number> {
  await fetch(url, { headers });
  const times: number[] = [];
  for (let run = 0; run < DEEP_PAGE_RUNS; run += 1) {
    const started = performance.now();
    const answer = await fetch(url, { headers });
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

/** How many orders a page holds: a deep page past the end would be fast and empty. */
async function deepPageRows(url: string, headers: Record<string, string>): Promise<number> {
  const answer = await fetch(url, { headers });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return ((await answer.json()) as { orders: unknown[] }).orders.length;
}

/**
 * The orders Export streams every order the buyer's list holds (keyset batches of 1,000); its anchor reads the
 * same orders by paging the list 100 at a time, as a client without the export would.
 */
async function exportRow(base: string, headers: Record<string, string>, label: string): Promise<BenchRow> {
  const pagingStarted = performance.now();
  let paged = 0;
  for (let page = 1; ; page += 1) {
    const answer = await fetch(`${base}/api/orders?per_page=100&page=${page}`, { headers });
    if (!answer.ok) throw new Error(`/api/orders page ${page} answered ${answer.status}`);
    const body = (await answer.json()) as { orders: unknown[]; meta: { total_pages: number } };
    paged += body.orders.length;
    if (page >= body.meta.total_pages) break;
  }
  const pagingMs = performance.now() - pagingStarted;
  const started = performance.now();
  const answer = await fetch(`${base}/api/orders/export_csv`, { headers });
  const text = await answer.text();
  const exportMs = performance.now() - started;
  if (!answer.ok) throw new Error(`/api/orders/export_csv answered ${answer.status}`);
  const rows = text.trimEnd().split('\r\n').length - 1;
  return {
    scenario: `P2 GET /api/orders/export_csv, every order of the demo buyer (${label})`,
    figure: `${rows} rows in ${exportMs.toFixed(0)} ms, ${Math.round(rows / Math.max(exportMs / 1000, 0.001))} rows/s`,
    anchor: `the same ${paged} orders paged 100 at a time: ${pagingMs.toFixed(0)} ms`,
    ratio: ratioText(exportMs / Math.max(pagingMs, 0.1)),
    target: 'every row; no slower than paging the list',
    pass: rows === paged && exportMs <= pagingMs,
  };
}

interface ServerCounters {
  cpuSeconds: number;
  statements: number;
  requests: number;
}

/** One process's /metrics text, over a connection of its own (so the cluster may hand it to any process). */
function scrapeOnce(base: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}/metrics`,
      { agent: false, headers: { authorization: `Bearer ${METRICS_TOKEN}` } },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (text += chunk));
        answer.on('end', () =>
          answer.statusCode === 200
            ? resolve(text)
            : reject(new Error(`/metrics answered ${answer.statusCode}`)),
        );
      },
    );
    request.on('error', reject);
  });
}

/** Scrapes in a row that find no process not seen yet before the reading counts every process as found. */
const SCRAPES_WITHOUT_NEW_PROCESS = 6;

/**
 * The server's own counters from /metrics, summed over its processes: process CPU (process.cpuUsage), SQL
 * statements sent, requests answered. On PostgreSQL `npm start` runs a process per core, each with its own
 * registry, and one scrape reads whichever process the cluster hands the connection to; so it scrapes over fresh
 * connections until several in a row find no new process (told apart by their start time), and sums each process's
 * first reading. (A scrape's own job count is one statement of that process: noise of a few statements a run.)
 */
async function readServerCounters(base: string): Promise<ServerCounters> {
  const sum = (text: string, name: string) =>
    text
      .split('\n')
      .filter((line) => line.startsWith(`${name} `) || line.startsWith(`${name}{`))
      .reduce((total, line) => total + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
  const processes = new Map<number, ServerCounters>();
  for (let quiet = 0; quiet < SCRAPES_WITHOUT_NEW_PROCESS; ) {
    const text = await scrapeOnce(base);
    const started = sum(text, 'process_start_time_seconds');
    if (processes.has(started)) {
      quiet += 1;
      continue;
    }
    quiet = 0;
    processes.set(started, {
      cpuSeconds: sum(text, 'process_cpu_seconds_total'),
      statements: sum(text, 'livery_db_statements_total'),
      requests: sum(text, 'livery_http_requests_total'),
    });
  }
  const readings = [...processes.values()];
  return {
    cpuSeconds: readings.reduce((total, reading) => total + reading.cpuSeconds, 0),
    statements: readings.reduce((total, reading) => total + reading.statements, 0),
    requests: readings.reduce((total, reading) => total + reading.requests, 0),
  };
}

/** Node CPU milliseconds and SQL statements per request between two readings. */
function perRequest(before: ServerCounters, after: ServerCounters) {
  const requests = Math.max(after.requests - before.requests, 1);
  return {
    cpuMs: ((after.cpuSeconds - before.cpuSeconds) * 1000) / requests,
    statements: (after.statements - before.statements) / requests,
  };
}

/** A bare Fastify serving each list's sampled JSON at /0, /1 ...: one process for every anchor of the run. */
const FIXED_JSON_SERVER = `import('fastify').then(async ({ default: Fastify }) => {
  const fs = require('node:fs');
  const path = require('node:path');
  const app = Fastify();
  app.get('/', async () => 'ready');
  app.get('/:index', async (request, reply) =>
    reply.type('application/json; charset=utf-8').send(fs.readFileSync(path.join(process.env.BODY_DIR, request.params.index + '.json'), 'utf8')));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
});`;

const p2: Scenario = async ({ quick, databaseUrl }) => {
  const connections = quick ? 20 : 50;
  // Quick (CI): a second per list and no warm-up, enough to see a list break, not to set a figure.
  const seconds = quick ? 1 : 10;
  // An empty database gets the demo data; a generated one (npm run bench:data) is used as it is.
  const livery = await startDemoLivery(quick, {
    METRICS_TOKEN,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const fs = await import('node:fs');
  const os = await import('node:os');
  const path = await import('node:path');
  const bodyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'livery-bench-bodies-'));
  const rows: BenchRow[] = [];
  try {
    const headers = {
      buyer: await signIn(livery.url, 'buyer@demo.test'),
      provider: await signIn(livery.url, 'provider@demo.test'),
    };
    const added = await newLists(livery.url, headers);
    rows.push(...added.missing);
    const lists: List[] = [...LISTS, ...added.lists].filter(chosen);
    // Each list's first page, sampled once, is what its anchor answers.
    for (const [index, list] of lists.entries()) {
      const sample = await fetch(`${livery.url}${list.path}`, { headers: headers[list.who] });
      fs.writeFileSync(path.join(bodyDir, `${index}.json`), await sample.text());
    }
    const anchorServer = await startServer({
      command: process.execPath,
      args: ['-e', FIXED_JSON_SERVER],
      port: await freePort(),
      readyPath: '/',
      env: { BODY_DIR: bodyDir },
    });
    try {
      for (const [index, list] of lists.entries()) {
        const url = `${livery.url}${list.path}`;
        let anchorCores: ReturnType<typeof startCpuSplit> | undefined;
        const anchor = await load(`${anchorServer.url}/${index}`, {
          connections,
          seconds,
          warmUp: !quick,
          beforeMeasured: async () => {
            anchorCores = startCpuSplit(anchorServer.pid);
          },
        });
        const anchorSplit = anchorCores!.stop();
        let before: ServerCounters | undefined;
        let cores: ReturnType<typeof startCpuSplit> | undefined;
        const measured = await load(url, {
          connections,
          seconds,
          headers: headers[list.who],
          warmUp: !quick,
          beforeMeasured: async () => {
            before = await readServerCounters(livery.url);
            cores = startCpuSplit(livery.pid);
          },
        });
        const split = cores!.stop();
        const cost = perRequest(before!, await readServerCounters(livery.url));
        const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
        const ratio = measured.p99Ms / Math.max(anchor.p99Ms, 1);
        rows.push({
          scenario: `P2 GET ${list.label ?? list.path} (${database}, ${connections} conn)`,
          figure: `${Math.round(measured.requestsPerSecond)} req/s, p99 ${measured.p99Ms} ms, ${cost.cpuMs.toFixed(2)} ms CPU and ${cost.statements.toFixed(1)} statements a request${
            measured.errors > 0 ? `, ${measured.errors} unanswered` : ''
          }`,
          anchor: `same JSON from a bare Fastify route: p99 ${anchor.p99Ms} ms, ${Math.round(anchor.requestsPerSecond)} req/s; ${cpuSplitText(anchorSplit)}`,
          ratio: ratioText(ratio),
          target: 'p99 <= 50 ms; <= 3x anchor p99',
          // No answer at all (every request timed out) is no pass, whatever its empty p99 says.
          pass:
            measured.requestsPerSecond > 0 &&
            measured.errors === 0 &&
            measured.non2xx === 0 &&
            measured.p99Ms <= 50 &&
            ratio <= 3,
        });
        rows.push({
          scenario: `P2 GET ${list.label ?? list.path} Node CPU and statements per request (${database})`,
          // Where both cores went during the measured run: a p99 missed at 50 connections is shown as saturation.
          figure: `${cost.cpuMs.toFixed(2)} ms CPU, ${cost.statements.toFixed(1)} statements; during the run ${cpuSplitText(split)}`,
          anchor: 'process.cpuUsage of the server over the measured run / requests answered',
          ratio: '',
          target: `<= 1 ms CPU; <= ${statementsOf(list)} statements`,
          pass: cost.cpuMs <= 1 && cost.statements <= statementsOf(list),
        });
      }
    } finally {
      await anchorServer.stop();
    }
    if (chosen({ path: '/api/orders/export_csv', who: 'buyer' }))
      rows.push(await exportRow(livery.url, headers.buyer, databaseUrl ? 'PostgreSQL' : 'PGlite'));
    if (databaseUrl) {
      // The new lists' statements on the generated data, each read through an index.
      const checker = await openIndexChecker(databaseUrl);
      try {
        for (const list of added.lists.filter(chosen))
          rows.push(await checker.check(list.label ?? list.path, list.path, EMAILS[list.who]));
      } finally {
        await checker.close();
      }
    }
    if (databaseUrl) {
      for (const list of DEEP_PAGES.filter(chosen)) {
        const url = (page: number) => `${livery.url}${list.path}&page=${page}`;
        const first = await medianMs(url(1), headers[list.who]);
        const deep = await medianMs(url(2_000), headers[list.who]);
        const orders = await deepPageRows(url(2_000), headers[list.who]);
        rows.push({
          scenario: `P2 ${list.path} page 2,000 vs page 1, ${list.what} (generated data)`,
          figure: `page 2,000 (${orders} orders): ${deep.toFixed(1)} ms`,
          anchor: `page 1: ${first.toFixed(1)} ms (median of ${DEEP_PAGE_RUNS}, one at a time)`,
          ratio: ratioText(deep / Math.max(first, 0.1)),
          target: 'page 2,000 <= 2x page 1',
          // An empty page 2,000 (too few orders) proves nothing.
          pass: orders > 0 && deep <= 2 * first,
        });
      }
    }
  } finally {
    fs.rmSync(bodyDir, { recursive: true, force: true });
    await livery.stop();
  }
  if (!databaseUrl) {
    rows.push({
      scenario: 'P2 index checks of the programme, conversation, proof and webhook lists',
      figure: 'needs a generated database (npm run bench:data; BENCH_DATABASE_URL)',
      anchor: '',
      ratio: '',
      target: 'no Seq Scan of a big table',
      pass: null,
    });
    rows.push({
      scenario: 'P2 page 2,000 vs page 1',
      figure: 'needs a generated database (npm run bench:data; BENCH_DATABASE_URL)',
      anchor: '',
      ratio: '',
      target: 'page 2,000 <= 2x page 1',
      pass: null,
    });
  }
  return rows;
};

export default p2;
