import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPOSITORY_ROOT } from './processes.ts';

const run = promisify(execFile);

export interface LoadResult {
  requestsPerSecond: number;
  /** Requests answered over the measured run. */
  requests: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** Requests that got no answer (timeouts and connection errors). */
  errors: number;
}

/**
 * Loads `url` with autocannon in a process of its own (never in the server's or the runner's), after a short
 * warm-up (none with `warmUp: false`, for quick runs that only prove the scenario works), and reads its JSON
 * summary.
 */
export async function load(
  url: string,
  options: {
    connections: number;
    seconds: number;
    headers?: Record<string, string>;
    /** False skips the warm-up (the quick bench only proves the scenario runs). */
    warmUp?: boolean;
    /** Seconds before a request without an answer counts as an error (autocannon's default: 10). */
    timeoutSeconds?: number;
    /** Runs after the warm-up, just before the measured run (e.g. to read the server's counters). */
    beforeMeasured?: () => Promise<void>;
  },
): Promise<LoadResult> {
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([name, value]) => [
    '-H',
    `${name}=${value}`,
  ]);
  const cli = path.join(REPOSITORY_ROOT, 'node_modules/autocannon/autocannon.js');
  const args = [
    cli,
    '-j',
    '-c',
    String(options.connections),
    '-d',
    String(options.seconds),
    ...(options.timeoutSeconds ? ['-t', String(options.timeoutSeconds)] : []),
    ...headerArgs,
    url,
  ];
  // Warm-up: JIT, caches and pools reach their steady state before the measured run.
  if (options.warmUp !== false)
    await run(
      process.execPath,
      [cli, '-j', '-c', String(options.connections), '-d', '1', ...headerArgs, url],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    );
  await options.beforeMeasured?.();
  const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const summary = JSON.parse(stdout) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  return {
    requestsPerSecond: summary.requests.average,
    requests: summary.requests.total,
    p50Ms: summary.latency.p50,
    p99Ms: summary.latency.p99,
    non2xx: summary.non2xx,
    errors: summary.errors + summary.timeouts,
  };
}
