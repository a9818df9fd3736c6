// The anchor pages of the browser rows (P9, P10): a page under bench/pages bundled for Chromium as the app's
// production build would be (minified, React in production mode).
import path from 'node:path';
import { build } from 'esbuild';
import { REPOSITORY_ROOT } from './processes.ts';

/** The bundled script of `bench/pages/<file>`, one IIFE, kept in memory. */
export async function bundleBenchPage(file: string): Promise<string> {
  const bundled = await build({
    entryPoints: [path.join(REPOSITORY_ROOT, 'bench/pages', file)],
    bundle: true,
    format: 'iife',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  });
  return bundled.outputFiles[0]?.text ?? '';
}
