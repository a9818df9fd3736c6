// P12: Livery's cold start to a healthy answer (the compiled server, `node --enable-source-maps
// apps/server/dist/main.js`, as `npm start` runs it; migrations already applied; on PostgreSQL a process per
// core), next to a Fastify hello-world's start in the same run; and, in the full run, a second `npm start` with
// nothing changed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { BenchRow, Scenario } from '../lib/bench-row.ts';
import { freePort, REPOSITORY_ROOT, startLivery, startServer } from '../lib/processes.ts';
import { ratioText } from '../lib/table.ts';

const FASTIFY_HELLO_WORLD = `import('fastify').then(async ({ default: Fastify }) => {
  const app = Fastify();
  app.get('/', async () => ({ status: 'ok' }));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
});`;

const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A throwaway PostgreSQL database, or undefined when no server answers. */
async function throwawayDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const admin = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `bench_cold_start_${process.pid}`;
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Median of `runs` starts of Livery on `databaseUrl`. The first start is not counted: it migrates, and it is the
 * one start after a build that compiles without V8's code cache (it saves the cache once listening).
 */
async function liveryStartMs(databaseUrl: string | undefined, runs: number): Promise<number> {
  const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  await (await startLivery(env)).stop();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const livery = await startLivery(env);
    times.push(livery.startMs);
    await livery.stop();
  }
  return median(times);
}

async function helloWorldStartMs(runs: number): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const hello = await startServer({
      command: process.execPath,
      args: ['-e', FASTIFY_HELLO_WORLD],
      port: await freePort(),
      readyPath: '/',
    });
    times.push(hello.startMs);
    await hello.stop();
  }
  return median(times);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** `npm start` twice on one embedded database: the second start's time to a healthy answer. */
async function secondNpmStartMs(): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'livery-bench-npm-start-'));
  const startOnce = async () => {
    const port = await freePort();
    const started = performance.now();
    const child = spawn('npm', ['start'], {
      cwd: REPOSITORY_ROOT,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
      detached: true,
    });
    try {
      for (;;) {
        const answer = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        if (answer?.ok) return performance.now() - started;
        if (performance.now() - started > 300_000) throw new Error('npm start did not answer in 5 minutes');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      // npm, sh and node: the whole group, so the server does not outlive the measurement.
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  };
  try {
    await startOnce();
    return await startOnce();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const p12: Scenario = async ({ quick }) => {
  const runs = quick ? 1 : 5;
  const database = await throwawayDatabase();
  try {
    const anchor = await helloWorldStartMs(runs);
    const livery = await liveryStartMs(database?.url, runs);
    const rows: BenchRow[] = [
      {
        scenario: `P12 cold start to healthy (${database ? 'PostgreSQL' : 'PGlite: no PostgreSQL reachable'}, migrated)`,
        figure: `${Math.round(livery)} ms (median of ${runs})`,
        anchor: `Fastify hello-world start: ${Math.round(anchor)} ms`,
        ratio: ratioText(livery / anchor),
        target: '<= 1 s',
        pass: database ? livery <= 1_000 : null,
      },
    ];
    if (quick) {
      rows.push({
        scenario: 'P12 second npm start, nothing changed',
        figure: 'full run only (the first start may build the web app)',
        anchor: '',
        ratio: '',
        target: '<= 5 s',
        pass: null,
      });
    } else {
      const second = await secondNpmStartMs();
      rows.push({
        scenario: 'P12 second npm start, nothing changed (embedded)',
        figure: `${(second / 1000).toFixed(1)} s`,
        anchor: '',
        ratio: '',
        target: '<= 5 s',
        pass: second <= 5_000,
      });
    }
    return rows;
  } finally {
    await database?.drop();
  }
};

export default p12;
