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

type Answer =
  | ({ id: number; ok: true } & SanitisedSvg)
  | { id: number; ok: false; notSvg: boolean; message: string };
interface Waiting {
  resolve: (answer: SanitisedSvg) => void;
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

function askWorker(text: string, countColours: boolean): Promise<SanitisedSvg> {
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    const sanitiser = startedWorker();
    sanitiser.ref();
    sanitiser.postMessage({ id, text, countColours });
  });
}

/**
 * `sanitiseSvg` on a worker thread: even streamed, a large SVG takes tens of milliseconds, which on the main
 * thread would stall every other request. One long-lived worker takes the files in turn; it restarts if it dies.
 */
export async function sanitiseSvgOffThread(text: string): Promise<string> {
  return (await askWorker(text, false)).svg;
}

/** `sanitiseSvgOffThread` that also counts the colours the clean SVG paints (`countSvgColours`), off the thread too. */
export async function sanitiseSvgAndCountColoursOffThread(text: string): Promise<Required<SanitisedSvg>> {
  const { svg, colours } = await askWorker(text, true);
  return { svg, colours: colours ?? 0 };
}
