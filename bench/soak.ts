// npm run soak -- --minutes N [--scale S]: one Livery server (the embedded database, or BENCH_DATABASE_URL) under
// the peak mix times S (2 by default) for N minutes: lists, checkouts, artwork uploads and order exports at once.
// Each minute prints its requests, failures, p99 by kind and the server's heap outside the young generation (read
// off /metrics every 2 s; the least reading of a minute is the heap left after its collections), then the totals
// against the targets: under 1 % failures, and heap growth under 10 % after the warm-up (the first minute): from
// the second minute to the last.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { load } from './lib/load.ts';
import { METRICS_TOKEN, startDemoLivery } from './lib/processes.ts';
import { signIn } from './lib/sign-in.ts';
import { formatBenchTable } from './lib/table.ts';

/**
 * The peak mix at scale 1, from the bench's measured loads: the lists' connections (half P2's buyer list, half
 * the console's), one buyer checking out after another (P5's checkout, one cart at a time per buyer), one
 * artwork upload at a time (P11) and one export at a time (the orders CSV or workbook). Checkouts need a
 * buyer of their own each (a cart is per user): the demo has two in different companies with an address.
 */
const PEAK_MIX = { listConnections: 8, checkoutBuyers: 1, uploaders: 1, exporters: 1 };
const CHECKOUT_BUYERS = ['buyer@demo.test', 'stock@demo.test'];
const LISTS = {
  buyer: '/api/orders?per_page=25',
  provider: '/api/admin/orders?per_page=25',
};
/** A request not answered in this time counts as failed. */
const REQUEST_TIMEOUT_MS = 30_000;
const HEAP_SAMPLE_MS = 2_000;
const MAX_FAILURE_SHARE = 0.01;
const MAX_HEAP_GROWTH = 0.1;

type Headers = Record<string, string>;
type Kind = 'checkout' | 'upload' | 'export';

interface Minute {
  requests: number;
  failures: number;
  latencies: Record<Kind, number[]>;
  listP99Ms: number;
  /** The lists' non-2xx answers and requests without one (errors, timeouts). */
  listFailures: { non2xx: number; errors: number };
  heapSamples: number[];
  firstFailure?: string;
}

const newMinute = (): Minute => ({
  requests: 0,
  failures: 0,
  latencies: { checkout: [], upload: [], export: [] },
  listP99Ms: 0,
  listFailures: { non2xx: 0, errors: 0 },
  heapSamples: [],
});

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

const { values: options } = parseArgs({
  options: { minutes: { type: 'string', default: '30' }, scale: { type: 'string', default: '2' } },
});
const minutes = Number(options.minutes);
const scale = Number(options.scale);
if (!(minutes >= 1 && Number.isInteger(minutes)) || !(scale > 0))
  throw new Error('usage: npm run soak -- --minutes N [--scale S] (N a whole number of minutes, at least 1)');
const mix = {
  listConnections: Math.max(2, Math.round(PEAK_MIX.listConnections * scale)),
  checkoutBuyers: Math.min(CHECKOUT_BUYERS.length, Math.max(1, Math.round(PEAK_MIX.checkoutBuyers * scale))),
  uploaders: Math.max(1, Math.round(PEAK_MIX.uploaders * scale)),
  exporters: Math.max(1, Math.round(PEAK_MIX.exporters * scale)),
};

const databaseUrl = process.env.BENCH_DATABASE_URL;
const livery = await startDemoLivery(false, {
  METRICS_TOKEN,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const base = livery.url;
const done: Minute[] = [];
let current = newMinute();
let isRunning = true;

/** One timed request of the mix; a non-2xx answer, a network error or a timeout is a failure. */
async function timed(kind: Kind, path: string, init: RequestInit & { headers: Headers }): Promise<unknown> {
  const minute = current;
  const started = performance.now();
  try {
    const answer = await fetch(`${base}${path}`, {
      ...init,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = Buffer.from(await answer.arrayBuffer());
    minute.requests += 1;
    minute.latencies[kind].push(performance.now() - started);
    if (!answer.ok) {
      minute.failures += 1;
      minute.firstFailure ??= `${kind} ${path}: ${answer.status} ${body.toString('utf8').slice(0, 160)}`;
      return undefined;
    }
    return answer.headers.get('content-type')?.includes('json') ? JSON.parse(body.toString('utf8')) : body;
  } catch (error) {
    minute.requests += 1;
    minute.failures += 1;
    minute.firstFailure ??= `${kind} ${path}: ${error instanceof Error ? error.message : String(error)}`;
    return undefined;
  }
}

const json = (headers: Headers, body: unknown) => ({
  method: 'POST',
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

interface SavedProduct {
  uuid: string;
  team_id: number | null;
  sizes: string[];
  min_qty: number;
}

/** A buyer putting their first saved product in the cart at its minimum and placing the order, again and again. */
async function checkoutLoop(email: string) {
  const headers = await signIn(base, email);
  const get = async <T>(path: string) => (await (await fetch(`${base}${path}`, { headers })).json()) as T;
  const [{ saved_products: products }, { teams }, { addresses }] = await Promise.all([
    get<{ saved_products: SavedProduct[] }>('/api/saved_products?per_page=1'),
    get<{ teams: Array<{ id: number }> }>('/api/teams'),
    get<{ addresses: Array<{ id: number }> }>('/api/addresses'),
  ]);
  const product = products[0];
  const teamId = product?.team_id ?? teams[0]?.id;
  const address = addresses[0];
  if (!product || !teamId || !address) throw new Error(`${email} has no saved product, team or address`);
  for (let order = 0; isRunning; order += 1) {
    const added = await timed(
      'checkout',
      '/api/kart_items',
      json(headers, {
        quote: { saved_product_id: product.uuid, qty_options: { [product.sizes[0]!]: product.min_qty } },
      }),
    );
    if (added === undefined) continue;
    await timed(
      'checkout',
      '/api/orders',
      json(headers, {
        team_id: teamId,
        ship_add_id: address.id,
        bill_add_id: address.id,
        reference: `SOAK-${order}`,
        status: 'order_pending',
      }),
    );
  }
}

/** A new 1 MB PNG artwork each time (noise with a counter in its first pixels), so none is the kept copy. */
async function uploadLoop(headers: Headers) {
  const side = 580;
  const pixels = randomBytes(side * side * 3);
  for (let upload = 0; isRunning; upload += 1) {
    pixels.writeUInt32BE(upload, 0);
    pixels.writeUInt32BE(process.pid, 4);
    const png = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `soak-${upload}.png`);
    await timed('upload', '/api/artwork_files', { method: 'POST', headers, body: form });
  }
}

/**
 * The buyer's orders up to two days before the soak, as CSV and as a workbook in turn: a fixed set, so an export
 * does not grow with the orders the soak's checkouts add (a growing export read as heap growth in the first runs).
 */
async function exportLoop(headers: Headers) {
  const toDate = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  for (let round = 0; isRunning; round += 1)
    await timed('export', `/api/orders/${round % 2 ? 'export.xlsx' : 'export_csv'}?to_date=${toDate}`, {
      headers,
    });
}

/**
 * The server's heap used outside the young generation: what survived its collections. The young generation
 * (up to some 30 MB of fresh garbage, emptied every few milliseconds) swung a minute's heap figure by 15 %.
 */
async function heapUsedBytes(): Promise<number | undefined> {
  try {
    const answer = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const text = await answer.text();
    const used = /^nodejs_heap_size_used_bytes ([\d.e+]+)$/m.exec(text)?.[1];
    const young = /^nodejs_heap_space_size_used_bytes\{space="new"\} ([\d.e+]+)$/m.exec(text)?.[1];
    return used === undefined ? undefined : Number(used) - Number(young ?? 0);
  } catch {
    return undefined;
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const milliseconds = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : '-');
const leastHeap = (minute: Minute) => Math.min(...minute.heapSamples);

function minuteLine(index: number, minute: Minute): string {
  const p99 = (kind: Kind) => milliseconds(percentile(minute.latencies[kind], 0.99));
  const share = minute.requests ? minute.failures / minute.requests : 0;
  return [
    `minute ${String(index + 1).padStart(2)}`,
    `${String(minute.requests).padStart(6)} requests`,
    `${minute.failures} failed (${(share * 100).toFixed(2)} %)`,
    `p99 lists ${milliseconds(minute.listP99Ms)}, checkout ${p99('checkout')}, upload ${p99('upload')}, export ${p99('export')}`,
    `heap used (old generation) ${megabytes(leastHeap(minute))} (highest ${megabytes(Math.max(...minute.heapSamples))})`,
  ].join(' | ');
}

try {
  const buyer = await signIn(base, 'buyer@demo.test');
  const provider = await signIn(base, 'provider@demo.test');
  console.error(
    `soak: ${minutes} min at ${scale}x the peak mix: ${mix.listConnections} list connections, ${mix.checkoutBuyers} buyers checking out, ${mix.uploaders} uploading, ${mix.exporters} exporting; ${databaseUrl ? 'PostgreSQL' : 'embedded database'} at ${base}`,
  );
  // A loop that stops (a buyer with nothing to order) is reported and leaves the mix short, visibly.
  const reportStop = (error: unknown) => console.error(`soak: a loop stopped: ${String(error)}`);
  const loops = [
    ...CHECKOUT_BUYERS.slice(0, mix.checkoutBuyers).map((email) => checkoutLoop(email)),
    ...Array.from({ length: mix.uploaders }, () => uploadLoop(buyer)),
    ...Array.from({ length: mix.exporters }, () => exportLoop(buyer)),
  ].map((loop) => loop.catch(reportStop));
  const sampling = (async () => {
    while (isRunning) {
      const heap = await heapUsedBytes();
      if (heap !== undefined) current.heapSamples.push(heap);
      await new Promise((resolve) => setTimeout(resolve, HEAP_SAMPLE_MS));
    }
  })();
  const buyerConnections = Math.ceil(mix.listConnections / 2);
  const listLoad = { seconds: 60, warmUp: false, timeoutSeconds: REQUEST_TIMEOUT_MS / 1000 };
  for (let minute = 0; minute < minutes; minute += 1) {
    // Each minute's list load is an autocannon run of its own (bench/lib/load.ts), beside this process's loops.
    const lists = await Promise.all([
      load(`${base}${LISTS.buyer}`, { ...listLoad, connections: buyerConnections, headers: buyer }),
      load(`${base}${LISTS.provider}`, {
        ...listLoad,
        connections: mix.listConnections - buyerConnections,
        headers: provider,
      }),
    ]);
    const finished = current;
    current = newMinute();
    const heap = await heapUsedBytes();
    if (heap !== undefined) finished.heapSamples.push(heap);
    for (const list of lists) {
      finished.requests += list.requests;
      finished.failures += list.non2xx + list.errors;
      finished.listFailures.non2xx += list.non2xx;
      finished.listFailures.errors += list.errors;
      finished.listP99Ms = Math.max(finished.listP99Ms, list.p99Ms);
    }
    done.push(finished);
    console.log(minuteLine(minute, finished));
    const { non2xx, errors } = finished.listFailures;
    if (non2xx + errors > 0) console.log(`           lists: ${non2xx} non-2xx, ${errors} unanswered`);
    if (finished.firstFailure) console.log(`           first other failure: ${finished.firstFailure}`);
  }
  isRunning = false;
  await Promise.allSettled([...loops, sampling]);

  const requests = done.reduce((sum, minute) => sum + minute.requests, 0);
  const failures = done.reduce((sum, minute) => sum + minute.failures, 0);
  const failureShare = requests ? failures / requests : 1;
  // The first minute is the warm-up (lazy libraries, caches, compiled serialisers load in it): growth counts from
  // the minute after it.
  const warmHeap = leastHeap(done[Math.min(1, done.length - 1)]!);
  const lastHeap = leastHeap(done.at(-1)!);
  const growth = lastHeap / warmHeap - 1;
  const all = (kind: Kind) => done.flatMap((minute) => minute.latencies[kind]);
  console.log(
    formatBenchTable([
      {
        scenario: `Soak ${minutes} min, ${scale}x peak mix`,
        figure: `${requests.toLocaleString('en')} requests, ${failures} failed; p99 lists ${milliseconds(Math.max(...done.map((minute) => minute.listP99Ms)))} (worst minute), checkout ${milliseconds(percentile(all('checkout'), 0.99))}, upload ${milliseconds(percentile(all('upload'), 0.99))}, export ${milliseconds(percentile(all('export'), 0.99))}`,
        anchor: '',
        ratio: `${(failureShare * 100).toFixed(2)} %`,
        target: '< 1 % failures',
        pass: failureShare < MAX_FAILURE_SHARE,
      },
      {
        scenario: 'Soak heap used, last minute vs the second (after the warm-up)',
        figure: `${megabytes(lastHeap)} vs ${megabytes(warmHeap)}`,
        anchor: 'least reading of each minute (every 2 s), young generation left out',
        ratio: `${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %`,
        target: '< 10 % growth',
        pass: minutes > 2 ? growth < MAX_HEAP_GROWTH : null,
      },
    ]),
  );
} finally {
  isRunning = false;
  await livery.stop();
}
