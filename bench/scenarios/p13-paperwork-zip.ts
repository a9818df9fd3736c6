// P13: the billing list's paperwork zip (POST /api/orders/download_paperworks) of 200 orders with every kind
// (10 in quick mode), from Livery's server in a process of its own. Its resident memory is read off /metrics
// every 25 ms while the zip streams, next to the same process idle after a warm-up zip (so pdfkit, archiver
// and the fonts are loaded): a zip made file by file keeps memory flat however many orders it holds. The time
// is set beside the server's zip writer taking the very same files (no PDF made), here in the same run.
import { Writable } from 'node:stream';
import yauzl from 'yauzl';
import { appendEntry, createZip } from '../../apps/server/src/modules/paperwork/zip-writer.ts';
import type { Scenario } from '../lib/bench-row.ts';
import { METRICS_TOKEN, startDemoLivery } from '../lib/processes.ts';
import { signIn } from '../lib/sign-in.ts';
import { ratioText } from '../lib/table.ts';

const ALL_KINDS = ['order_detail', 'delivery_orders', 'purchase_order', 'invoice', 'namelists'];
const ROSTER_SIZE = 12;

type Headers = Record<string, string>;

async function call<T>(base: string, path: string, headers: Headers, body?: unknown): Promise<T> {
  const answer = await fetch(`${base}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

/** The uuids of the buyer's billing rows, newest first, at most `count`. */
async function billingOrderIds(base: string, headers: Headers, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ids.length < count; page += 1) {
    const answer = await call<{ billings: Array<{ uuid: string }>; meta: { total_pages: number } }>(
      base,
      `billings?per_page=100&page=${page}`,
      headers,
    );
    ids.push(...answer.billings.map((row) => row.uuid));
    if (page >= answer.meta.total_pages) break;
  }
  return ids.slice(0, count);
}

/** Places and approves roster orders of a demo polo until the buyer's billing list holds `count` orders. */
async function topUpOrders(base: string, buyer: Headers, provider: Headers, count: number) {
  const have = (await billingOrderIds(base, buyer, count)).length;
  if (have >= count) return;
  const products = await call<{ saved_products: Array<{ uuid: string; title: string }> }>(
    base,
    'saved_products?keyword=Front%20Office%20Polo',
    buyer,
  );
  const polo = products.saved_products[0];
  const teams = await call<{ teams: Array<{ id: number; name: string }> }>(base, 'teams', buyer);
  const addresses = await call<{ addresses: Array<{ id: number; country: string }> }>(
    base,
    'addresses',
    buyer,
  );
  const address = addresses.addresses.find((entry) => entry.country === 'SG') ?? addresses.addresses[0];
  const team = teams.teams.find((entry) => entry.name === 'Front Office') ?? teams.teams[0];
  if (!polo || !address || !team)
    throw new Error('the demo buyer has no polo, address or team to order with');
  for (let order = have; order < count; order += 1) {
    const employees = Array.from({ length: ROSTER_SIZE }, (_, index) => ({
      staff_id: String(index + 1).padStart(4, '0'),
      name: index % 3 === 0 ? `陈大文 ${index}` : `Staff Member ${index}`,
      product1_size: ['S', 'M', 'L'][index % 3]!,
      product1_qty: '1',
    }));
    await call(base, 'kart_items/bulk_orders', buyer, {
      quote: { mode: 'pro', data: [{ saved_product_id: polo.uuid }], employees },
    });
    const placed = await call<{ uuid: string }>(base, 'orders', buyer, {
      team_id: team.id,
      ship_add_id: address.id,
      bill_add_id: address.id,
      reference: `BENCH-${order}`,
      status: 'order_pending',
    });
    await call(base, `admin/orders/${placed.uuid}/transition`, provider, { to: 'order_approved' });
  }
}

/** The server's resident memory off /metrics; undefined when a reading fails, so one lost sample ends nothing. */
async function residentBytes(base: string): Promise<number | undefined> {
  const answer = await fetch(`${base}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  }).catch(() => undefined);
  if (!answer?.ok) return undefined;
  const value = /^process_resident_memory_bytes ([\d.e+]+)$/m.exec(await answer.text())?.[1];
  return value === undefined ? undefined : Number(value);
}

/** Downloads a zip, reading RSS off /metrics meanwhile; answers its bytes, the time and the peak RSS seen. */
async function downloadZip(base: string, headers: Headers, ids: string[]) {
  const before = await residentBytes(base);
  if (before === undefined) throw new Error('the server reports no resident memory');
  let peak = before;
  let sampling = true;
  // A sample that fails (the metrics route busy or limited while the zip is made) is skipped, not thrown: a
  // rejection here would end the whole bench run before its table is printed.
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, (await residentBytes(base)) ?? peak);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  const started = performance.now();
  const answer = await fetch(`${base}/api/orders/download_paperworks`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ ids, fields: ALL_KINDS }),
  });
  const bytes = Buffer.from(await answer.arrayBuffer());
  const ms = performance.now() - started;
  sampling = false;
  await sampler;
  if (!answer.ok)
    throw new Error(`the paperwork zip answered ${answer.status}: ${bytes.toString().slice(0, 200)}`);
  return { bytes, ms, peak };
}

function entriesOf(zip: Buffer): Promise<Array<{ name: string; bytes: Buffer }>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      const entries: Array<{ name: string; bytes: Buffer }> = [];
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.push({ name: entry.fileName, bytes: Buffer.concat(chunks) });
            file.readEntry();
          });
        });
      });
      file.on('end', () => resolve(entries));
      file.on('error', reject);
      file.readEntry();
    });
  });
}

/** The least the zip can cost: the server's own zip writer taking the very same files into a sink. */
async function bareZipMs(entries: Array<{ name: string; bytes: Buffer }>): Promise<number> {
  const archive = await createZip();
  const started = performance.now();
  const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
  const finished = new Promise<void>((resolve, reject) => {
    sink.on('finish', () => resolve());
    archive.on('error', reject);
  });
  archive.pipe(sink);
  for (const entry of entries) await appendEntry(archive, entry.name, entry.bytes);
  await archive.finalize();
  await finished;
  return performance.now() - started;
}

const megabytes = (bytes: number) => bytes / 1024 / 1024;

const p13: Scenario = async ({ quick, databaseUrl }) => {
  const count = quick ? 10 : 200;
  const livery = await startDemoLivery(quick, {
    METRICS_TOKEN,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    const buyer = await signIn(livery.url, 'buyer@demo.test');
    const provider = await signIn(livery.url, 'provider@demo.test');
    await topUpOrders(livery.url, buyer, provider, count);
    const ids = await billingOrderIds(livery.url, buyer, count);
    const warmUp = quick ? 2 : 5;
    await downloadZip(livery.url, buyer, ids.slice(0, warmUp)); // warm-up: pdfkit, archiver and the fonts load
    const idle = await residentBytes(livery.url);
    if (idle === undefined) throw new Error('the server reports no resident memory');
    const zip = await downloadZip(livery.url, buyer, ids);
    const entries = await entriesOf(zip.bytes);
    await bareZipMs(entries);
    const anchorMs = Math.min(await bareZipMs(entries), await bareZipMs(entries));
    const growth = megabytes(zip.peak - idle);
    const where = databaseUrl ? 'PostgreSQL' : 'PGlite';
    const perOrderMs = zip.ms / ids.length;
    return [
      {
        scenario: `P13 paperwork zip of ${ids.length} orders, every kind (${where})`,
        figure: `${(zip.ms / 1000).toFixed(1)} s, ${perOrderMs.toFixed(0)} ms per order; ${entries.length} files, ${megabytes(zip.bytes.length).toFixed(1)} MB`,
        anchor: `zip writer alone, same files: ${anchorMs.toFixed(0)} ms`,
        ratio: ratioText(zip.ms / anchorMs),
        target: '<= 150 ms per order (making the PDFs is the cost)',
        pass: perOrderMs <= 150,
      },
      {
        scenario: `P13 server RSS while zipping ${ids.length} orders (${where})`,
        figure: `peak ${megabytes(zip.peak).toFixed(0)} MB (+${growth.toFixed(0)} MB)`,
        anchor: `same process idle after a ${warmUp}-order warm-up zip: ${megabytes(idle).toFixed(0)} MB`,
        ratio: ratioText(zip.peak / idle),
        target: '<= +100 MB over idle (memory flat)',
        pass: growth <= 100,
      },
    ];
  } finally {
    await livery.stop();
  }
};

export default p13;
