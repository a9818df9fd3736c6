import fs from 'node:fs';
import { Module } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { SAVE_CODE_CACHE } from './code-cache.ts';
import { mapStackTracesOf } from './lazy-source-maps.ts';
import { type LoadServingCode, startLivery } from './livery-process.ts';

/**
 * The compiled server's entry, dist/main.js (`npm start`). It holds only what every process runs first (the
 * configuration, and on PostgreSQL the cluster's primary, livery-process.ts); the serving code is one CommonJS
 * script, dist/server.cjs (serve.ts and all it imports), run by the processes that serve through V8's code cache:
 * Node 20 keeps no compiled code between starts (Node 22's module.enableCompileCache does not exist here), and
 * compiling the bundle's functions was about a quarter of a start's CPU (bench P12). The first start after a
 * build compiles as before and, once listening, saves the compiled code beside the bundle; later starts reuse it.
 */

/** The bundle's content hash, set by scripts/build.mjs: a cache is only ever read back by the bundle it came from. */
declare const SERVER_BUNDLE_HASH: string;

const SERVER_FILE = path.join(import.meta.dirname, 'server.cjs');
// V8 checks its own version and flags, but of the source only its length: the content hash names the file.
const CACHE_FILE = path.join(
  import.meta.dirname,
  `server-${SERVER_BUNDLE_HASH}-node${process.versions.node}.v8-cache`,
);

function readCache(): Buffer | undefined {
  try {
    return fs.readFileSync(CACHE_FILE);
  } catch {
    return undefined;
  }
}

/** Runs dist/server.cjs in this process and returns its exports (serve.ts's). */
const runServerBundle: LoadServingCode = async () => {
  const cachedData = readCache();
  const script = new vm.Script(Module.wrap(fs.readFileSync(SERVER_FILE, 'utf8')), {
    filename: SERVER_FILE,
    cachedData,
  });
  // Node maps stack traces only of the modules it loads itself (--enable-source-maps): this script's are mapped
  // here, reading its source map when a stack trace first needs it instead of at every start.
  mapStackTracesOf(SERVER_FILE);

  if (!cachedData || script.cachedDataRejected) {
    // Called by the first serving process once it listens (serve.ts): the code compiled by then is what every
    // start needs. Written beside the bundle under another name and renamed, so no start reads half a file; a
    // folder that cannot be written (a read-only image) only means no cache.
    Object.assign(globalThis, {
      [SAVE_CODE_CACHE]: () => {
        const partFile = `${CACHE_FILE}.${process.pid}.part`;
        try {
          fs.writeFileSync(partFile, script.createCachedData());
          fs.renameSync(partFile, CACHE_FILE);
        } catch {
          fs.rmSync(partFile, { force: true });
        }
      },
    });
  }

  const serverModule = { exports: {} as Awaited<ReturnType<LoadServingCode>>, id: SERVER_FILE };
  script.runInThisContext()(
    serverModule.exports,
    Module.createRequire(SERVER_FILE),
    serverModule,
    SERVER_FILE,
    path.dirname(SERVER_FILE),
  );
  return serverModule.exports;
};

startLivery(runServerBundle);
