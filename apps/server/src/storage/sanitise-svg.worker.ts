import { parentPort } from 'node:worker_threads';
import { NotAnSvgError, sanitiseSvg } from './sanitise-svg.ts';
import { countSvgColours } from './svg-colours.ts';

/**
 * Answers each `{ id, text, countColours }` with the sanitised SVG (and the colours it paints, when asked) or why
 * it was refused (see sanitise-svg-off-thread.ts). Counting here keeps a large logo's colour count off the
 * server's event loop too.
 */
parentPort?.on(
  'message',
  ({ id, text, countColours }: { id: number; text: string; countColours?: boolean }) => {
    try {
      const svg = sanitiseSvg(text);
      parentPort?.postMessage({
        id,
        ok: true,
        svg,
        colours: countColours ? countSvgColours(svg) : undefined,
      });
    } catch (error) {
      const notSvg = error instanceof NotAnSvgError;
      parentPort?.postMessage({ id, ok: false, notSvg, message: notSvg ? error.message : String(error) });
    }
  },
);
