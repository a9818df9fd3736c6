#!/usr/bin/env node
// Bundles the server into plain JavaScript in apps/server/dist, so production starts with `node` instead of
// compiling TypeScript through tsx, and reads one file instead of some nine hundred (issue 23, decision 160).
// The CLIs production needs (migrate, seed, backup and restore) are bundled beside it, so tsx is a dev tool.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(SERVER_ROOT, 'dist');

/**
 * Packages loaded by Node from node_modules as published, never bundled: native or wasm (PGlite, argon2,
 * sharp), reading files beside themselves (pdfkit's fonts, swagger's package.json and swagger-ui's
 * assets, pino's transport worker, the font packages read by path), or large and loaded only by the requests
 * that need them (exceljs, the S3 client, nodemailer, archiver).
 */
const LOADED_FROM_NODE_MODULES = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'sharp',
  'pdfkit',
  'exceljs',
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

/** What every part of the bundle shares: Node 20, the external packages, source maps without the sources' text. */
const COMMON = {
  absWorkingDir: SERVER_ROOT,
  outdir: OUT_DIR,
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  // Stack traces need the mappings only; the sources are on disk beside the bundle. A map with its sources'
  // text is three times larger.
  sourcemap: true,
  sourcesContent: false,
  plugins: [external],
  metafile: true,
  logLevel: 'warning',
};

/** Bundled CommonJS packages call require() for Node's own modules, which an ES module lacks. */
const ESM_REQUIRE_BANNER =
  "import { createRequire as __liveryCreateRequire } from 'node:module'; const require = __liveryCreateRequire(import.meta.url);";

/**
 * The serving code (serve.ts and all it imports) as one CommonJS script (no dynamic import, which a script run
 * through node:vm cannot do without an experimental flag): dist/main.js runs it through V8's code cache in the
 * processes that serve (decision 160's bundle, made cacheable), not in a cluster's primary. import.meta, which a
 * script lacks, is the script's own file, as it was each ES module's in dist/.
 */
const SERVER_BANNER =
  "const __liveryImportMeta = { url: require('node:url').pathToFileURL(__filename).href, dirname: __dirname, filename: __filename };";

fs.rmSync(OUT_DIR, { recursive: true, force: true });
await build({
  ...COMMON,
  entryPoints: { server: 'src/serve.ts' },
  format: 'cjs',
  outExtension: { '.js': '.cjs' },
  // import() becomes require(): the modules the server loads on first use (lazy-libraries.ts, PGlite, the S3
  // store) still load when first used; those bundled are in the script but run only then.
  supported: { 'dynamic-import': false },
  define: { 'import.meta': '__liveryImportMeta' },
  banner: { js: SERVER_BANNER },
});

// A bundled package that finds its files through __dirname would fail only when that code runs: refuse it here.
const serverText = fs.readFileSync(path.join(OUT_DIR, 'server.cjs'), 'utf8');
if (/\b__(dirname|filename)\b/.test(serverText.replace(SERVER_BANNER, ''))) {
  console.error(
    'dist/server.cjs uses __dirname or __filename: keep the package that does in LOADED_FROM_NODE_MODULES',
  );
  process.exit(1);
}

// Every process runs dist/main.js first: it holds only the configuration and the cluster's primary, in a file of
// its own (not in the chunks the CLIs share, which hold the database and seed code), so a primary that only forks
// loads no more than it runs.
const main = await build({
  ...COMMON,
  entryPoints: { main: 'src/compiled-entry.ts' },
  format: 'esm',
  banner: { js: ESM_REQUIRE_BANNER },
  define: {
    SERVER_BUNDLE_HASH: JSON.stringify(
      crypto.createHash('sha256').update(serverText).digest('hex').slice(0, 16),
    ),
  },
});

const entries = await build({
  ...COMMON,
  entryPoints: {
    // Loaded by path from sanitise-svg-off-thread.ts, so it is an entry of its own.
    'sanitise-svg.worker': 'src/storage/sanitise-svg.worker.ts',
    // The CLIs that production runs too (npm run db:migrate, seed, backup, restore), so none needs tsx.
    'migrate-cli': 'src/db/migrate-cli.ts',
    'seed-cli': 'src/seed/seed-cli.ts',
    'backup-cli': 'src/ops/backup-cli.ts',
  },
  format: 'esm',
  // The CLIs share the database, storage and seed code: one copy of it in shared chunks, not one per CLI. The
  // chunks sit beside the entries, since server-paths.ts takes the server's folder from its own file's folder.
  splitting: true,
  chunkNames: 'shared-[hash]',
  banner: { js: ESM_REQUIRE_BANNER },
});
const outputs = [...Object.keys(main.metafile.outputs), ...Object.keys(entries.metafile.outputs)];
for (const file of outputs.filter((output) => output.endsWith('.js'))) {
  if (/\b__(dirname|filename)\b/.test(fs.readFileSync(path.join(SERVER_ROOT, file), 'utf8'))) {
    console.error(
      `${file} uses __dirname or __filename: keep the package that does in LOADED_FROM_NODE_MODULES`,
    );
    process.exit(1);
  }
}
console.log(`Server bundled to ${path.relative(process.cwd(), OUT_DIR) || '.'}`);
