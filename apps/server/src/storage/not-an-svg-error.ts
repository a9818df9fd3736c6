/**
 * Thrown when the text is not a well-formed SVG document, or nothing of it survives sanitising. In a module of
 * its own so that the main thread can recognise it without loading the sanitiser: only the sanitising worker
 * loads sanitise-svg.ts.
 */
export class NotAnSvgError extends Error {
  constructor(message = 'This file is not a readable SVG image') {
    super(message);
    this.name = 'NotAnSvgError';
  }
}
