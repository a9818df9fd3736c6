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
 * that need them (the S3 client, nodemailer, archiver).
 */
const LOADED_FROM_NODE_MODULES = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'sharp',
  'pdfkit',
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

/**
 * pg asks as it loads whether it runs in a Cloudflare Worker by building a fetch Response, which on Node 20 loads
 * undici's fetch: the largest module load of a start after the app's own (bench P12). On Node the answer is always
 * no, so the bundle's pg skips building one. A pg without that check fails the build, so the patch cannot go stale.
 */
const PG_CLOUDFLARE_CHECK = "typeof Response === 'function'";
const pgOnNode = {
  name: 'livery-pg-on-node',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]node_modules[\\/]pg[\\/]lib[\\/]stream\.js$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes(PG_CLOUDFLARE_CHECK)) {
        throw new Error(`${args.path} no longer asks ${PG_CLOUDFLARE_CHECK}: review pgOnNode in build.mjs`);
      }
      return { contents: text.replace(PG_CLOUDFLARE_CHECK, 'false'), loader: 'js' };
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
  plugins: [external, pgOnNode],
  metafile: true,
  logLevel: 'warning',
};

/** Bundled CommonJS packages call require() for Node's own modules, which an ES module lacks. */
const ESM_REQUIRE_BANNER =
  "import { createRequire as __liveryCreateRequire } from 'node:module'; const require = __liveryCreateRequire(import.meta.url);";

/**
 * Livery as two CommonJS scripts (no dynamic import, which a script run through node:vm cannot do without an
 * experimental flag), which dist/main.js runs through V8's code cache (decision 160's bundle, made cacheable):
 * start.cjs, what every process runs first (the configuration and the cluster's primary), and server.cjs, the
 * serving code, which a primary that only forks never loads. import.meta, which a script lacks, is the script's
 * own file, as it was each ES module's in dist/.
 */
const CACHED_BUNDLES = {
  start: { entryPoints: { start: 'src/livery-process.ts' } },
  // A cluster's serving process reads its configuration from this bundle too, so it runs one script, not both.
  // The demo data (seed/) is outside the app, which never imports it: this bundle hands it to serve.ts.
  server: {
    stdin: {
      contents: [
        "export { startLivery } from './src/livery-process.ts';",
        "export { runServingProcess } from './src/serve.ts';",
        "export { seedDemoDataIfEmpty } from './seed/demo-data.ts';",
      ].join(' '),
      resolveDir: SERVER_ROOT,
      sourcefile: 'server-bundle-entry.ts',
      loader: 'ts',
    },
    outfile: path.join(OUT_DIR, 'server.cjs'),
  },
};

const SCRIPT_BANNER =
  "const __liveryImportMeta = { url: require('node:url').pathToFileURL(__filename).href, dirname: __dirname, filename: __filename };";

fs.rmSync(OUT_DIR, { recursive: true, force: true });
const bundleHashes = {};
for (const [name, entry] of Object.entries(CACHED_BUNDLES)) {
  const { outdir: _outdir, ...common } = COMMON;
  await build({
    ...common,
    ...(entry.outfile ? {} : { outdir: OUT_DIR }),
    ...entry,
    format: 'cjs',
    outExtension: { '.js': '.cjs' },
    // import() becomes require(): the modules the server loads on first use (lazy-libraries.ts, PGlite, the S3
    // store) still load when first used; those bundled are in the script but run only then.
    supported: { 'dynamic-import': false },
    define: { 'import.meta': '__liveryImportMeta' },
    banner: { js: SCRIPT_BANNER },
  });
  // A bundled package that finds its files through __dirname would fail only when that code runs: refuse it here.
  const text = fs.readFileSync(path.join(OUT_DIR, `${name}.cjs`), 'utf8');
  if (/\b__(dirname|filename)\b/.test(text.replace(SCRIPT_BANNER, ''))) {
    console.error(
      `dist/${name}.cjs uses __dirname or __filename: keep the package that does in LOADED_FROM_NODE_MODULES`,
    );
    process.exit(1);
  }
  bundleHashes[name] = crypto.createHash('sha256').update(text).digest('hex').slice(0, 16);
}

// Every process runs dist/main.js first, which only runs the scripts above.
const main = await build({
  ...COMMON,
  entryPoints: { main: 'src/compiled-entry.ts' },
  format: 'esm',
  banner: { js: ESM_REQUIRE_BANNER },
  define: { BUNDLE_HASHES: JSON.stringify(bundleHashes) },
});

const entries = await build({
  ...COMMON,
  entryPoints: {
    // Loaded by path from sanitise-svg-off-thread.ts, so it is an entry of its own.
    'sanitise-svg.worker': 'src/storage/sanitise-svg.worker.ts',
    // The CLIs that production runs too (npm run db:migrate, seed, backup, restore), so none needs tsx.
    'migrate-cli': 'cli/migrate-cli.ts',
    'seed-cli': 'cli/seed-cli.ts',
    'backup-cli': 'cli/backup-cli.ts',
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
