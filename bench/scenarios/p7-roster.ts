// P7: parse + check of a generated 10,000-row staff roster by the bulk-order page's own Web Worker (the
// production build's chunk) in Debian's Chromium, the checked rows unpacked on the page's thread as the page does
// (its own function, bundled from the source), next to a bare Papa.parse of the same file in a worker of the same
// page, in the same run. The page's main thread is watched with the Long Tasks API meanwhile (wall time, which a
// loaded machine stretches), and one more run is traced for each main-thread task's CPU time (which it does not).
// The same functions are also timed in Node, for a figure where no Chromium is installed.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { build } from 'esbuild';
import Papa from 'papaparse';
import { chromium } from 'playwright-core';
import { checkRosterLines, parseRoster } from '../../apps/web/src/features/bulk-order/roster/read-roster.ts';
import { mapBulkOrderColumns } from '../../packages/domain/src/roster-columns.ts';
import type { BenchRow, Scenario } from '../lib/bench-row.ts';
import { freePort, REPOSITORY_ROOT } from '../lib/processes.ts';
import { ratioText } from '../lib/table.ts';

const CHROMIUM = '/usr/bin/chromium';
const DIST = path.join(REPOSITORY_ROOT, 'apps/web/dist');
const PAPA = path.join(REPOSITORY_ROOT, 'node_modules/papaparse/papaparse.min.js');
const ROWS = 10_000;
/** Quick (CI) proves the worker and the functions still run, on a smaller roster. */
const QUICK_ROWS = 2_000;
const SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL'];
const PRODUCTS = [
  { title: 'Polo', sizes: SIZES },
  { title: 'Shirt', sizes: SIZES },
  { title: 'Tote', sizes: ['One Size'] },
];

function generateRoster(rows: number): string {
  const header =
    'staff_id,name,nametag,sex,department,cost_center,position,product1_size,product1_qty,product2_size,product2_qty,product3_size,product3_qty,other_info';
  const lines = [header];
  for (let i = 0; i < rows; i++) {
    const size = SIZES[i % SIZES.length];
    // Every 50th row carries a mistake, as real rosters do.
    const staffId = i % 50 === 0 ? '' : String(i).padStart(6, '0');
    lines.push(
      `${staffId},"Employee ${i}, Jr",Emp ${i},${i % 2 ? 'male' : 'female'},Dept ${i % 12},CC${i % 30},Crew,${size},${1 + (i % 3)},${size},1,One Size,${i % 2},"note, with comma"`,
    );
  }
  return lines.join('\r\n');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function time(run: () => unknown, samples: number): Promise<number> {
  for (let warm = 0; warm < 2; warm += 1) await run();
  const times: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

/** Serves the production build, PapaParse and an empty page for the bench, on one origin. */
async function startStaticServer(csv: string): Promise<{ url: string; close(): void }> {
  const port = await freePort();
  const server = http.createServer((request, answer) => {
    const pathname = new URL(request.url ?? '/', 'http://bench').pathname;
    const send = (type: string, body: string | Buffer) =>
      answer.writeHead(200, { 'content-type': type }).end(body);
    if (pathname === '/bench.html') return send('text/html', '<!doctype html><title>P7</title>');
    if (pathname === '/roster.csv') return send('text/csv', csv);
    if (pathname === '/papaparse.js') return send('text/javascript', fs.readFileSync(PAPA));
    const file = path.join(DIST, path.normalize(pathname));
    if (file.startsWith(DIST) && pathname.endsWith('.js') && fs.existsSync(file))
      return send('text/javascript', fs.readFileSync(file));
    answer.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

interface BrowserFigures {
  workerMs: number;
  bareMs: number;
  invalid: number;
  longestTaskMs: number;
  longTasks: number;
  /** The CPU time of the longest main-thread task of one traced run. */
  longestTaskCpuMs: number;
}

/** The page's own unpacking of the worker's answer (compact-roster.ts), as a script that sets `expandRoster`. */
async function unpackingScript(): Promise<string> {
  const bundled = await build({
    entryPoints: [path.join(REPOSITORY_ROOT, 'apps/web/src/features/bulk-order/roster/compact-roster.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'compactRosterModule',
    write: false,
    logLevel: 'silent',
  });
  return `${bundled.outputFiles[0]?.text ?? ''}\nglobalThis.expandRoster = compactRosterModule.expandRoster;`;
}

/** The longest CPU time (ms) of a task on the page's main thread in a Chromium trace. */
function longestMainThreadTaskCpu(trace: Buffer): number {
  const parsed = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mains = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  let longest = 0;
  for (const event of events) {
    const onMain = mains.some((main) => main.pid === event.pid && main.tid === event.tid);
    if (event.ph === 'X' && event.name === 'RunTask' && onMain)
      longest = Math.max(longest, (event.tdur ?? 0) / 1000);
  }
  return longest;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  tdur?: number;
  args?: { name?: string };
}

/** In the page: the roster worker's parse + check of the file, then a bare Papa.parse in a classic worker. */
async function measureInChromium(csv: string, samples: number): Promise<BrowserFigures> {
  const workerChunk = fs
    .readdirSync(path.join(DIST, 'assets'))
    .find((file) => /^roster\.worker-.*\.js$/.test(file));
  if (!workerChunk) throw new Error('no roster worker chunk in the production build');
  const server = await startStaticServer(csv);
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const page = await browser.newPage();
    // tsx names the functions it compiles with a `__name` helper, which the page must have too.
    await page.addInitScript('globalThis.__name = (target) => target');
    await page.goto(`${server.url}/bench.html`);
    await page.addScriptTag({ content: await unpackingScript() });
    const figures = await page.evaluate(
      async ({ workerUrl, products, samples }) => {
        const longTasks: number[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) longTasks.push(entry.duration);
        }).observe({ type: 'longtask' });
        const text = await (await fetch('/roster.csv')).text();
        const file = new File([text], 'roster.csv', { type: 'text/csv' });
        const median = (values: number[]) =>
          [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

        const roster = new Worker(workerUrl, { type: 'module' });
        let id = 0;
        const ask = (message: Record<string, unknown>, answerType: string) =>
          new Promise<Record<string, unknown>>((resolve, reject) => {
            id += 1;
            const asked = id;
            roster.onmessage = (event: MessageEvent<Record<string, unknown>>) => {
              if (event.data.id !== asked) return;
              if (event.data.type === answerType) resolve(event.data);
              if (event.data.type === 'failed') reject(new Error(String(event.data.message)));
            };
            roster.postMessage({ ...message, id: asked });
          });
        const expandRoster = (globalThis as unknown as { expandRoster(roster: unknown): unknown[] })
          .expandRoster;
        const runRoster = async () => {
          const parsed = await ask({ type: 'parse', file, productCount: products.length }, 'parsed');
          const checked = await ask({ type: 'check', columns: parsed.columns, products }, 'checked');
          // The rows as the page keeps them, unpacked on this thread.
          if (expandRoster(checked.roster).length !== parsed.rowCount) throw new Error('rows lost');
          return Number(checked.invalidCount);
        };
        (globalThis as unknown as { runRoster: typeof runRoster }).runRoster = runRoster;
        // The anchor is handed the same File as the roster worker and reads it itself: a page has a File.
        const bareSource = `importScripts('${location.origin}/papaparse.js');
          onmessage = (event) => {
            Papa.parse(new FileReaderSync().readAsText(event.data), { skipEmptyLines: 'greedy' });
            postMessage('done');
          };`;
        const bare = new Worker(URL.createObjectURL(new Blob([bareSource], { type: 'text/javascript' })));
        const runBare = () =>
          new Promise<void>((resolve) => {
            bare.onmessage = () => resolve();
            bare.postMessage(file);
          });

        const timed = async (run: () => Promise<unknown>) => {
          const started = performance.now();
          await run();
          return performance.now() - started;
        };
        const invalid = await runRoster();
        for (let warm = 0; warm < 2; warm += 1) {
          await runRoster();
          await runBare();
        }
        longTasks.length = 0;
        // Interleaved, so that a burst of load on the shared machine falls on both alike.
        const workerTimes: number[] = [];
        const bareTimes: number[] = [];
        for (let sample = 0; sample < samples; sample += 1) {
          workerTimes.push(await timed(runRoster));
          bareTimes.push(await timed(runBare));
        }
        const workerMs = median(workerTimes);
        const bareMs = median(bareTimes);
        // Long tasks are reported after the task ends: give the observer a turn.
        await new Promise((resolve) => setTimeout(resolve, 100));
        return {
          workerMs,
          bareMs,
          invalid,
          longestTaskMs: Math.max(0, ...longTasks),
          longTasks: longTasks.length,
        };
      },
      { workerUrl: `${server.url}/assets/${workerChunk}`, products: PRODUCTS, samples },
    );
    await browser.startTracing(page, {
      categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await page.evaluate(() => (globalThis as unknown as { runRoster(): Promise<number> }).runRoster());
    const longestTaskCpuMs = longestMainThreadTaskCpu(await browser.stopTracing());
    return { ...figures, longestTaskCpuMs };
  } finally {
    await browser.close();
    server.close();
  }
}

const p7: Scenario = async ({ quick }) => {
  // Quick takes five samples too: one sample on a shared machine was as likely 2x as 4x.
  const samples = quick ? 5 : 7;
  const rosterRows = quick ? QUICK_ROWS : ROWS;
  const csv = generateRoster(rosterRows);
  const rows: BenchRow[] = [];
  const rowLabel = `P7 ${rosterRows.toLocaleString('en')}-row roster: parse + check`;
  if (!fs.existsSync(CHROMIUM) || !fs.existsSync(path.join(DIST, 'index.html'))) {
    rows.push({
      scenario: `${rowLabel} in Chromium's worker`,
      figure: `not measured: needs ${CHROMIUM} and a production build (npm run build)`,
      anchor: '',
      ratio: '',
      target: '<= 3x; no main-thread task over 50 ms',
      pass: null,
    });
  } else {
    const browser = await measureInChromium(csv, samples);
    const ratio = browser.workerMs / browser.bareMs;
    rows.push({
      scenario: `${rowLabel} in Chromium's worker (the production chunk)`,
      figure: `${browser.workerMs.toFixed(0)} ms, ${browser.invalid} invalid rows; main thread: ${browser.longTasks} long tasks, longest ${browser.longestTaskMs.toFixed(0)} ms, longest by CPU ${browser.longestTaskCpuMs.toFixed(0)} ms (median of ${samples})`,
      anchor: `bare Papa.parse in a worker: ${browser.bareMs.toFixed(0)} ms`,
      ratio: ratioText(ratio),
      target: '<= 3x; no main-thread task over 50 ms',
      pass: ratio <= 3 && browser.longestTaskMs <= 50,
    });
  }
  const bare = await time(() => Papa.parse(csv, { skipEmptyLines: 'greedy' }), samples);
  let invalid = 0;
  const full = await time(async () => {
    // The worker's two messages: parse (which also suggests the mapping), then check under the mapping.
    const { headers, lines } = await parseRoster(csv, () => {});
    const columns = mapBulkOrderColumns(headers, PRODUCTS.length);
    invalid = checkRosterLines(lines, columns, PRODUCTS, () => {}).invalidCount;
  }, samples);
  rows.push({
    scenario: `${rowLabel} (the same functions in Node)`,
    figure: `${full.toFixed(0)} ms, ${invalid} invalid rows found (median of ${samples})`,
    anchor: `bare Papa.parse: ${bare.toFixed(0)} ms`,
    ratio: ratioText(full / bare),
    target: '<= 3x',
    pass: full / bare <= 3,
  });
  return rows;
};

export default p7;
