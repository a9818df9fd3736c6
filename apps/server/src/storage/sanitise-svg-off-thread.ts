import { Worker } from 'node:worker_threads';
import { NotAnSvgError } from './not-an-svg-error.ts';

/**
 * Run from source (tsx), the worker is TypeScript like the rest of the server: it registers tsx before loading
 * its file. Run from the bundle (dist/server.cjs), the worker is the bundle's own dist/sanitise-svg.worker.js.
 */
const IS_BUNDLED = !import.meta.url.endsWith('.ts');
const WORKER_FILE = new URL(
  IS_BUNDLED ? './sanitise-svg.worker.js' : './sanitise-svg.worker.ts',
  import.meta.url,
).href;
const BOOTSTRAP = IS_BUNDLED
  ? `import(${JSON.stringify(WORKER_FILE)});`
  : `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_FILE)}); });`;
/** A sanitising that needs more memory than this stops the worker rather than starving the server. */
const MAX_WORKER_HEAP_MB = 512;

/** A sanitised SVG, and the colours it paints when they were asked for. */
export interface SanitisedSvg {
  svg: string;
  colours?: number;
}

/** What the worker answers: a sanitised SVG (`svg`, and `colours` when asked), or a raster's `colours` alone. */
type Worked = { svg?: string; colours?: number };
type Answer =
  | ({ id: number; ok: true } & Worked)
  | { id: number; ok: false; notSvg: boolean; message: string };
interface Waiting {
  resolve: (answer: Worked) => void;
  reject: (error: Error) => void;
}

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, Waiting>();

function failAll(error: Error) {
  for (const entry of waiting.values()) entry.reject(error);
  waiting.clear();
}

function startedWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(BOOTSTRAP, {
    eval: true,
    resourceLimits: { maxOldGenerationSizeMb: MAX_WORKER_HEAP_MB },
  });
  started.on('message', (answer: Answer) => {
    const entry = waiting.get(answer.id);
    if (!entry) return;
    waiting.delete(answer.id);
    if (waiting.size === 0) started.unref();
    if (answer.ok) entry.resolve({ svg: answer.svg, colours: answer.colours });
    else entry.reject(answer.notSvg ? new NotAnSvgError(answer.message) : new Error(answer.message));
  });
  started.on('error', (error) => {
    // Out of memory means the file was too much to read; anything else is our failure.
    failAll(
      (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? new NotAnSvgError('This SVG is too large to read')
        : error,
    );
  });
  started.on('exit', () => {
    if (worker === started) worker = undefined;
    failAll(new Error('The SVG sanitiser stopped'));
  });
  // An idle sanitiser never keeps the process alive, a busy one does (set after the listeners: a 'message'
  // listener refs the worker's port again, which kept `npm run seed` from exiting).
  started.unref();
  worker = started;
  return started;
}

function askWorker(
  question: { text: string; countColours: boolean } | { pixels: Uint8Array },
  transfer: ArrayBuffer[] = [],
): Promise<Worked> {
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    const sanitiser = startedWorker();
    sanitiser.ref();
    sanitiser.postMessage({ id, ...question }, transfer);
  });
}

/**
 * `sanitiseSvg` on a worker thread: even streamed, a large SVG takes tens of milliseconds, which on the main
 * thread would stall every other request. One long-lived worker takes the files in turn; it restarts if it dies.
 */
export async function sanitiseSvgOffThread(text: string): Promise<string> {
  return (await askWorker({ text, countColours: false })).svg ?? '';
}

/** `sanitiseSvgOffThread` that also counts the colours the clean SVG paints (`countSvgColours`), off the thread too. */
export async function sanitiseSvgAndCountColoursOffThread(text: string): Promise<Required<SanitisedSvg>> {
  const { svg, colours } = await askWorker({ text, countColours: true });
  return { svg: svg ?? '', colours: colours ?? 0 };
}

/**
 * `countPixelColours` of a raster's RGBA thumbnail on the same worker: a photo's tens of thousands of colours
 * took the event loop 10-20 ms (issue 23 item 9). The pixels are copied and the copy handed over, so the
 * caller's buffer stays usable (sharp is still encoding the thumbnail from it).
 */
export async function countPixelColoursOffThread(rgba: Uint8Array): Promise<number> {
  const pixels = new Uint8Array(rgba);
  return (await askWorker({ pixels }, [pixels.buffer])).colours ?? 0;
}
