#!/usr/bin/env node
// Bundles the server into plain JavaScript in apps/server/dist, so production starts with `node` instead of
// compiling TypeScript through tsx, and reads one file instead of some nine hundred (issue 23, decision 160).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(SERVER_ROOT, 'dist');

/**
 * Packages loaded by Node from node_modules as published, never bundled: native or wasm (PGlite, argon2,
 * sharp), reading files beside themselves (pdfkit's fonts, jsdom, swagger's package.json and swagger-ui's
 * assets, pino's transport worker, the font packages read by path), or large and loaded only by the requests
 * that need them (exceljs, the S3 client, nodemailer, archiver, the country data read through require).
 */
const LOADED_FROM_NODE_MODULES = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'sharp',
  'pdfkit',
  'exceljs',
  'jsdom',
  'dompurify',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'pino',
  'pino-pretty',
  'thread-stream',
  '@expo-google-fonts/noto-sans-sc',
  '@expo-google-fonts/noto-sans-thai',
  '@aws-sdk/client-s3',
  'nodemailer',
  'archiver',
  'country-state-city',
  'qrcode',
  'pg-native',
];

const external = {
  name: 'livery-external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      const isKept = LOADED_FROM_NODE_MODULES.some(
        (name) => args.path === name || args.path.startsWith(`${name}/`),
      );
      return isKept ? { path: args.path, external: true } : undefined;
    });
  },
};

fs.rmSync(OUT_DIR, { recursive: true, force: true });
const result = await build({
  absWorkingDir: SERVER_ROOT,
  entryPoints: {
    main: 'src/main.ts',
    // Loaded by path from sanitise-svg-off-thread.ts, so it is an entry of its own.
    'sanitise-svg.worker': 'src/storage/sanitise-svg.worker.ts',
  },
  outdir: OUT_DIR,
  bundle: true,
  // Modules the server imports lazily (the S3 file store) become chunks loaded on first use with their
  // packages; without splitting, their packages' imports would be hoisted into main.js and load at every start.
  splitting: true,
  // Chunks sit beside main.js: every module's import.meta.dirname is then dist/, one level below the server
  // like src/, which server-paths.ts relies on.
  chunkNames: '[name]-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  // Stack traces need the mappings only; the sources are on disk beside the bundle. A map with its sources'
  // text is three times larger, and `node --enable-source-maps` parses it at every start.
  sourcesContent: false,
  // Bundled CommonJS packages call require() for Node's own modules, which an ES module lacks.
  banner: {
    js: "import { createRequire as __liveryCreateRequire } from 'node:module'; const require = __liveryCreateRequire(import.meta.url);",
  },
  plugins: [external],
  metafile: true,
  logLevel: 'warning',
});

// A bundled package that finds its files through __dirname would fail only when that code runs: refuse it here.
for (const file of Object.keys(result.metafile.outputs).filter((output) => output.endsWith('.js'))) {
  const text = fs.readFileSync(path.join(SERVER_ROOT, file), 'utf8');
  if (/\b__(dirname|filename)\b/.test(text)) {
    console.error(
      `${file} uses __dirname or __filename: keep the package that does in LOADED_FROM_NODE_MODULES`,
    );
    process.exit(1);
  }
}
console.log(`Server bundled to ${path.relative(process.cwd(), OUT_DIR) || '.'}`);
