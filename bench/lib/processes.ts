import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '../..');

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export interface RunningProcess {
  url: string;
  /** The server's process id (its CPU time is read from /proc by scenarios that report CPU per request). */
  pid: number | undefined;
  /** Milliseconds from spawn to the first successful answer of the ready path. */
  startMs: number;
  stop(): Promise<void>;
}

/** Spawns a server and waits until `readyPath` answers 2xx; the time that took is its start time. */
export async function startServer(options: {
  command: string;
  args: string[];
  env?: Record<string, string>;
  port: number;
  readyPath: string;
  timeoutMs?: number;
}): Promise<RunningProcess> {
  const started = performance.now();
  const child: ChildProcess = spawn(options.command, options.args, {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, ...options.env, PORT: String(options.port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = started + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.command} exited early: ${stderr}`);
    try {
      const answer = await fetch(`${url}${options.readyPath}`, { signal: AbortSignal.timeout(1_000) });
      if (answer.ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${options.command} did not answer ${options.readyPath} in time: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const startMs = performance.now() - started;
  return {
    url,
    pid: child.pid,
    startMs,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

/** Where the first seeded embedded database of this run is kept, for every later scenario to copy. */
let seededTemplate: Promise<string> | undefined;

/**
 * An embedded data directory with the demo data, made once per run: scenarios that only need the demo data
 * (P2, P8, P11, P13) copy it instead of migrating and seeding their own, which is seconds of every start.
 */
export function seededDataDirTemplate(): Promise<string> {
  seededTemplate ??= (async () => {
    const template = fs.mkdtempSync(path.join(os.tmpdir(), 'livery-bench-seeded-'));
    const seeding = await spawnLivery(template, { SEED_DEMO_DATA: 'true' });
    await seeding.stop();
    process.once('exit', () => fs.rmSync(template, { recursive: true, force: true }));
    return template;
  })();
  return seededTemplate;
}

let serverBuild: Promise<void> | undefined;

/** The server's bundle (apps/server/dist), built once per run so a stale one is never measured. */
export function buildServerOnce(): Promise<void> {
  serverBuild ??= new Promise((resolve, reject) => {
    const build = spawn('npm', ['run', 'build', '-w', '@livery/server'], {
      cwd: REPOSITORY_ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    build.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error('npm run build -w @livery/server failed')),
    );
  });
  return serverBuild;
}

/** Livery as production runs it: the compiled server (decision 160). */
async function spawnLivery(dataDir: string, env: Record<string, string>): Promise<RunningProcess> {
  await buildServerOnce();
  const port = await freePort();
  return startServer({
    command: process.execPath,
    args: ['--enable-source-maps', 'apps/server/dist/main.js'],
    port,
    readyPath: '/api/health',
    env: {
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SECRET_KEY: 'bench-secret-key-bench-secret-key-bench',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
  });
}

/** The token every scenario reads the server's /metrics with. */
export const METRICS_TOKEN = 'bench-metrics-token-bench-metrics-token';

/** What the quick run's shared server is started with: the union of what its scenarios ask for. */
const SHARED_ENV: Record<string, string> = {
  SEED_DEMO_DATA: 'true',
  METRICS_TOKEN,
  WEB_DIST_DIR: path.join(REPOSITORY_ROOT, 'apps/web/dist'),
};

let sharedLivery: Promise<RunningProcess & { dataDir: string }> | undefined;

/**
 * Livery on the demo data (embedded database unless `env` names a DATABASE_URL) for a scenario. A full run
 * starts one per scenario, so no scenario's figures carry another's leftovers. A quick run (CI), which only
 * proves that each scenario still runs and prints its row, shares one server between them all: `stop()` then
 * leaves it running and `stopSharedLivery()` ends it with the run.
 */
export async function startDemoLivery(
  quick: boolean,
  env: Record<string, string> = {},
): Promise<RunningProcess & { dataDir: string }> {
  if (!quick || env.DATABASE_URL) return startLivery({ SEED_DEMO_DATA: 'true', ...env });
  const unshared = Object.keys(env).filter((name) => SHARED_ENV[name] !== env[name]);
  if (unshared.length > 0)
    throw new Error(`the shared bench server is not started with ${unshared.join(', ')}`);
  sharedLivery ??= (async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'livery-bench-shared-'));
    // From the run's seeded copy, so a scenario that needs a server of its own (P9) seeds nothing again.
    fs.cpSync(await seededDataDirTemplate(), dataDir, { recursive: true });
    const server = await spawnLivery(dataDir, SHARED_ENV).catch((error: unknown) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw error;
    });
    return { ...server, dataDir };
  })();
  return { ...(await sharedLivery), stop: async () => {} };
}

/** Ends the quick run's shared server, if one started (a failed start was already reported by its scenarios). */
export async function stopSharedLivery(): Promise<void> {
  const server = await sharedLivery?.catch(() => undefined);
  if (!server) return;
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

/**
 * Livery's server with its own embedded database (or DATABASE_URL), production settings, no demo data unless
 * SEED_DEMO_DATA=true, which on the embedded database starts from a copy of the run's seeded template;
 * `beforeStart` may add to that copy before the server opens it.
 */
export async function startLivery(
  env: Record<string, string> = {},
  options: { beforeStart?: (dataDir: string) => Promise<void> } = {},
): Promise<RunningProcess & { dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'livery-bench-'));
  if (env.SEED_DEMO_DATA === 'true' && !env.DATABASE_URL)
    fs.cpSync(await seededDataDirTemplate(), dataDir, { recursive: true });
  // A scenario's own rows go into the embedded database while no server holds it.
  await options.beforeStart?.(dataDir);
  const server = await spawnLivery(dataDir, env);
  return {
    ...server,
    dataDir,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
