import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const MAIN = path.join(import.meta.dirname, '../main.ts');
const SERVER_URL = process.env.TEST_DATABASE_URL;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A GET on a connection of its own, so that the cluster may hand each request to another process. */
function getOnNewConnection(port: number, urlPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: urlPath, agent: false }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

// node:cluster serves from several processes only on a database server (the embedded one belongs to one).
describe.skipIf(!SERVER_URL)('Livery on a database server with WEB_CONCURRENCY=2', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'livery-cluster-test-'));
  let databaseName = '';
  let databaseUrl = '';

  beforeAll(async () => {
    databaseName = `${inject('postgresTemplate')}_copy_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`create database ${databaseName} template ${inject('postgresTemplate')}`);
    await admin.end();
    const url = new URL(SERVER_URL ?? '');
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  });

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers from two processes, and both stop on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        SECRET_KEY: 'cluster-test-secret-key-shared-by-both',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        PORT: String(port),
        DATA_DIR: dataDir,
        WEB_DIST_DIR: '/nonexistent',
        WEB_CONCURRENCY: '2',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    try {
      // Both processes listen before requests are counted: the banner comes from the first, the second may lag.
      const deadline = Date.now() + 90_000;
      while ((output.match(/Server listening at/g) ?? []).length < 2) {
        if (child.exitCode !== null) throw new Error(`Livery exited early:\n${output}`);
        if (Date.now() > deadline) throw new Error(`Livery did not start two processes:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Probes log nothing when they succeed (health.routes.ts), so the processes are told apart by the answers
      // they log to another call: an unknown one, which either process answers.
      for (let request = 0; request < 20; request += 1) {
        expect(await getOnNewConnection(port, '/api/no-such-call')).toBe(404);
      }
      // Each process logs the requests it answered under its own pid.
      const answeredBy = new Set<number>();
      for (const line of output.split('\n')) {
        if (!line.includes('"request completed"')) continue;
        answeredBy.add((JSON.parse(line) as { pid: number }).pid);
      }
      expect(answeredBy.size).toBe(2);
      expect(answeredBy.has(child.pid ?? 0)).toBe(false);
      expect(output.match(/Livery is running at/g)).toHaveLength(1);

      child.kill('SIGTERM');
      expect(await exitOf(child)).toBe(0);
      for (const pid of answeredBy) expect(() => process.kill(pid, 0)).toThrow();
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 120_000);

  it('stops with the reason when its processes cannot start, instead of starting them again', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        PATH: process.env.PATH,
        // Nothing listens here: every process fails at its first connection.
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
        SECRET_KEY: 'cluster-test-secret-key-shared-by-both',
        PORT: String(port),
        DATA_DIR: dataDir,
        WEB_CONCURRENCY: '2',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    expect(await exitOf(child)).toBe(1);
    expect(stderr).toContain('ECONNREFUSED');
    expect(stderr).not.toContain('starting another');
  }, 120_000);
});
