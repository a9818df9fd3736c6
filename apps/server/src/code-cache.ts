/**
 * Where the compiled server's entry (dist/main.js, compiled-entry.ts) leaves the function that saves V8's code
 * cache, when the start found none to use. Run from source (tsx, the tests) it is never set.
 */
export const SAVE_CODE_CACHE = Symbol.for('livery.saveCodeCache');

/** Saves the code compiled so far for the next start of the same bundle; once, and only where there is one to save. */
export function saveCodeCache(): void {
  const save = (globalThis as { [SAVE_CODE_CACHE]?: () => void })[SAVE_CODE_CACHE];
  if (!save) return;
  delete (globalThis as { [SAVE_CODE_CACHE]?: () => void })[SAVE_CODE_CACHE];
  save();
}
