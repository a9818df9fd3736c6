import { parentPort } from 'node:worker_threads';
import { countPixelColours } from './pixel-colours.ts';
import { NotAnSvgError, sanitiseSvg } from './sanitise-svg.ts';
import { countSvgColours } from './svg-colours.ts';

type Question = { id: number; text: string; countColours?: boolean } | { id: number; pixels: Uint8Array };

/**
 * Answers each `{ id, text, countColours }` with the sanitised SVG (and the colours it paints, when asked) or why
 * it was refused, and each `{ id, pixels }` (a raster's RGBA thumbnail) with the inks it holds (see
 * sanitise-svg-off-thread.ts). Counting here keeps a large logo's or a photo's colour count off the server's event
 * loop too.
 */
parentPort?.on('message', (question: Question) => {
  const { id } = question;
  try {
    if ('pixels' in question) {
      parentPort?.postMessage({ id, ok: true, colours: countPixelColours(question.pixels) });
      return;
    }
    const svg = sanitiseSvg(question.text);
    parentPort?.postMessage({
      id,
      ok: true,
      svg,
      colours: question.countColours ? countSvgColours(svg) : undefined,
    });
  } catch (error) {
    const notSvg = error instanceof NotAnSvgError;
    parentPort?.postMessage({ id, ok: false, notSvg, message: notSvg ? error.message : String(error) });
  }
});
