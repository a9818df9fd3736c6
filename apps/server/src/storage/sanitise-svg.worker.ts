import { parentPort } from 'node:worker_threads';
import { NotAnSvgError, sanitiseSvg } from './sanitise-svg.ts';

/** Answers each `{ id, text }` with the sanitised SVG or why it was refused (see sanitise-svg-off-thread.ts). */
parentPort?.on('message', ({ id, text }: { id: number; text: string }) => {
  try {
    parentPort?.postMessage({ id, ok: true, svg: sanitiseSvg(text) });
  } catch (error) {
    const notSvg = error instanceof NotAnSvgError;
    parentPort?.postMessage({ id, ok: false, notSvg, message: notSvg ? error.message : String(error) });
  }
});
