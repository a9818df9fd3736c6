import cluster from 'node:cluster';
import { type Config, ConfigError, loadConfig } from './config.ts';
import type { runServingProcess, SeedDemoData } from './serve.ts';

/**
 * Loads the serving code, serve.ts, with the demo data it loads into an empty database (apps/server/seed, outside
 * the app): imported from source under tsx by main.ts, run from its own bundle when compiled.
 */
export type LoadServingCode = () => Promise<{
  runServingProcess: typeof runServingProcess;
  seedDemoDataIfEmpty: SeedDemoData;
}>;

/**
 * What every Livery process runs first, from source (apps/server/main.ts) or compiled (compiled-entry.ts): it reads the
 * configuration, then serves from this process, or on a PostgreSQL server forks one serving process per core
 * (WEB_CONCURRENCY; decision 161). The serving code is loaded only by the processes that serve, so the cluster's
 * primary reads the configuration and forks without loading it (a start waits for the primary, then a worker).
 */
async function startProcess(loadServingCode: LoadServingCode): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl && !config.hasSharedSecretKey) {
    // On a database server several processes may answer one user: each must check the others' signed links.
    throw new ConfigError(
      'Livery cannot start, the configuration is invalid:\n  SECRET_KEY: required with DATABASE_URL (the same on every process)',
    );
  }
  if (config.processCount > 1 && cluster.isPrimary) {
    superviseServingProcesses(config);
    return;
  }
  const { runServingProcess, seedDemoDataIfEmpty } = await loadServingCode();
  // cluster.worker ids start at 1; a replacement for a process that died gets a new id and does not seed again.
  await runServingProcess(
    config,
    { isFirst: !cluster.isWorker || cluster.worker?.id === 1 },
    seedDemoDataIfEmpty,
  );
}

/** A replaced process is started again after this pause, so a process that keeps dying does not spin. */
const REPLACE_AFTER_MS = 1_000;

/**
 * V8's young generation per serving process (MB per semi-space; V8's default is 16). A list answer allocates a few
 * hundred KB that dies with it, and fifty requests in flight outgrow 16 MB between scavenges: profiles of the orders
 * list at 50 connections spent about 16 % of the process's CPU in GC, 5 % with 32 MB (issue 23). V8 reads it only at start,
 * so it is passed on the fork's command line; a node flag given to the primary (an operator's own) still wins.
 */
const SEMI_SPACE_MB = 32;

function servingProcessFlags(): string[] {
  const ownFlags = process.execArgv;
  if (ownFlags.some((flag) => flag.startsWith('--max-semi-space-size'))) return ownFlags;
  return [...ownFlags, `--max-semi-space-size=${SEMI_SPACE_MB}`];
}

/**
 * The cluster's primary: forks the serving processes, which share the port (node:cluster hands connections
 * round-robin), replaces one that dies after it has served, and stops Livery if one fails before it ever
 * listened (bad database address, failed migration: every replacement would fail alike). SIGTERM or SIGINT is
 * passed on; each process drains its requests and jobs as a single process does, and the primary exits after
 * the last. Jobs and schedules stay exactly-once across processes: jobs are claimed with SKIP LOCKED and a
 * lease, recurring orders are queued once per schedule and day whichever process ticks.
 */
function superviseServingProcesses(config: Config): void {
  cluster.setupPrimary({ execArgv: servingProcessFlags() });
  let isStopping = false;
  const hasListened = new Set<number>();
  let running = 0;
  const fork = () => {
    running += 1;
    cluster.fork();
  };
  cluster.on('listening', (worker) => {
    hasListened.add(worker.id);
    // The first process starts alone and its siblings once it listens: a start is CPU-bound, so on a machine of
    // few cores the first answers sooner with them to itself; it applies any migration without the others
    // queueing on the lock; and with demo data it seeds before any process can answer a sign-in.
    if (hasListened.size === 1 && !isStopping) {
      for (let index = 1; index < config.processCount; index += 1) fork();
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    running -= 1;
    if (isStopping) {
      // The exit code stays 1 when a process that failed to start made Livery stop.
      if (running === 0) process.exit();
      return;
    }
    if (!hasListened.has(worker.id)) {
      // Its reason is already printed by the process itself.
      process.exitCode = code || 1;
      stopAll('SIGTERM');
      return;
    }
    console.error(
      `Livery process ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another`,
    );
    setTimeout(fork, REPLACE_AFTER_MS);
  });
  const stopAll = (signal: NodeJS.Signals) => {
    if (isStopping) return;
    isStopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (running === 0) process.exit();
  };
  process.on('SIGINT', () => stopAll('SIGINT'));
  process.on('SIGTERM', () => stopAll('SIGTERM'));
  fork();
}

/**
 * Starts this Livery process, resolving once it has (a primary has forked its first process, a serving process
 * listens); a configuration it cannot start with is explained, and it exits with 1.
 */
export function startLivery(loadServingCode: LoadServingCode): Promise<void> {
  return startProcess(loadServingCode).catch((error: unknown) => {
    console.error(error instanceof ConfigError ? `\n${error.message}\n` : error);
    process.exit(1);
  });
}
