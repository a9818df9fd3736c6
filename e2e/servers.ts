// The browser tests run on E2E_WORKERS workers (2 by default), each with a Livery server and embedded database of
// its own: worker slot N (Playwright's parallelIndex) talks to port E2E_PORT + N, and keeps it when a failed journey
// restarts the worker. Journeys that write make a company of their own through the API (fixtures/own-company.ts), so
// every journey is spread over the slots (fullyParallel), in no set order; the few left on the demo companies only
// read them, or write what no other journey reads.
import os from 'node:os';
import path from 'node:path';

export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);

/** Where worker slot `parallelIndex` finds its own server. */
export function serverUrlFor(parallelIndex: number): string {
  return `http://127.0.0.1:${FIRST_PORT + parallelIndex}`;
}

/** One server per worker slot: its port and a data directory of this run's own. */
export function workerServers(runId: number) {
  return Array.from({ length: E2E_WORKERS }, (_, index) => ({
    port: FIRST_PORT + index,
    dataDir: path.join(os.tmpdir(), `livery-e2e-${runId}-${index}`),
  }));
}

/** Where start-servers.mjs loads the demo data once, for each slot's copy. */
export function templateDataDir(runId: number): string {
  return path.join(os.tmpdir(), `livery-e2e-${runId}-template`);
}

/** The line start-servers.mjs prints once every slot's server answers. */
export const SERVERS_READY = /Livery's browser-test servers are ready/;
