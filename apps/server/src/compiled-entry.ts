import cluster from 'node:cluster';
import fs from 'node:fs';
import { Module } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { mapStackTracesOf } from './lazy-source-maps.ts';
import type { LoadServingCode, startLivery } from './livery-process.ts';

/**
 * The compiled server's entry, dist/main.js (`npm start`). Livery itself is two CommonJS scripts run here through
 * V8's code cache: dist/start.cjs (livery-process.ts: the configuration, and on PostgreSQL the cluster's primary)
 * and dist/server.cjs (the same with serve.ts and all it imports, and the demo data of apps/server/seed), which
 * only the processes that serve run, so a primary that only forks compiles none of it. Node 20 keeps no compiled code between starts
 * (Node 22's module.enableCompileCache does not exist here), and compiling the bundles' functions was about a
 * quarter of a start's CPU (bench P12). The first start after a build compiles as before and, once started, saves
 * the compiled code beside each bundle; later starts reuse it.
 */

/** Each bundle's content hash, set by scripts/build.mjs: a cache is only ever read back by the bundle it came from. */
declare const BUNDLE_HASHES: Record<BundleName, string>;

type BundleName = 'start' | 'server';

/** Saves the code compiled so far for a bundle whose start found no cache to use. */
const cacheSavers: (() => void)[] = [];

function readCache(cacheFile: string): Buffer | undefined {
  try {
    return fs.readFileSync(cacheFile);
  } catch {
    return undefined;
  }
}

/** Runs dist/<name>.cjs in this process through its code cache, and returns its exports. */
function runBundle<Exports>(name: BundleName): Exports {
  const file = path.join(import.meta.dirname, `${name}.cjs`);
  // V8 checks its own version and flags, but of the source only its length: the content hash names the file.
  const cacheFile = path.join(
    import.meta.dirname,
    `${name}-${BUNDLE_HASHES[name]}-node${process.versions.node}.v8-cache`,
  );
  const cachedData = readCache(cacheFile);
  const script = new vm.Script(Module.wrap(fs.readFileSync(file, 'utf8')), { filename: file, cachedData });
  // Node maps stack traces only of the modules it loads itself (--enable-source-maps): this script's are mapped
  // here, reading its source map when a stack trace first needs it instead of at every start.
  mapStackTracesOf(file);
  if (!cachedData || script.cachedDataRejected) {
    // Written beside the bundle under another name and renamed, so no start reads half a file; a folder that
    // cannot be written (a read-only image) only means no cache.
    cacheSavers.push(() => {
      const partFile = `${cacheFile}.${process.pid}.part`;
      try {
        fs.writeFileSync(partFile, script.createCachedData());
        fs.renameSync(partFile, cacheFile);
      } catch {
        fs.rmSync(partFile, { force: true });
      }
    });
  }
  const bundleModule = { exports: {} as Exports, id: file };
  script.runInThisContext()(
    bundleModule.exports,
    Module.createRequire(file),
    bundleModule,
    file,
    path.dirname(file),
  );
  return bundleModule.exports;
}

type ServerBundle = Awaited<ReturnType<LoadServingCode>> & { startLivery: typeof startLivery };

/**
 * A cluster's serving process runs the serving bundle only, which reads the configuration too; any other process
 * (a primary, or a single process that then serves) starts from the small one and loads the serving one to serve.
 */
function startThisProcess(): Promise<void> {
  if (cluster.isWorker) {
    const server = runBundle<ServerBundle>('server');
    return server.startLivery(async () => server);
  }
  const start = runBundle<{ startLivery: typeof startLivery }>('start');
  return start.startLivery(async () => runBundle<ServerBundle>('server'));
}

// Once this process has started (a primary has forked, a serving process listens), the code compiled by then is
// what every start needs.
void startThisProcess().then(() => {
  for (const save of cacheSavers.splice(0)) save();
});
