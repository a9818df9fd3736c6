// P1: GET /api/health through every plugin, next to a bare Node http hello-world in the same run.
import type { Scenario } from '../lib/bench-row.ts';
import { serverCpuSeconds } from '../lib/cpu-split.ts';
import { load } from '../lib/load.ts';
import { freePort, startDemoLivery, startLivery, startServer } from '../lib/processes.ts';
import { percentText } from '../lib/table.ts';

const HELLO_WORLD = `require('node:http').createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end('{"status":"ok","database":"up"}');
}).listen(Number(process.env.PORT), '127.0.0.1');`;

/**
 * Seconds of load each server gets before it is measured, beyond load()'s own second, in a full run: on a loaded
 * machine one second is a few hundred requests, V8 is still optimising Livery's request path (its compiler threads
 * showed in profiles), and that CPU was counted as the requests' (415 µs a request against 100-140 µs for the same
 * server once warm). The anchor gets the same.
 */
const WARM_UP_SECONDS = 5;

/** Loads `url` and reads the CPU time its server used per answered request (µs), over the measured run only. */
async function loadWithCpu(url: string, pid: number | undefined, options: Parameters<typeof load>[1]) {
  if (options.warmUp !== false)
    await load(url, { connections: options.connections, seconds: WARM_UP_SECONDS, warmUp: false });
  let before: number | undefined;
  const result = await load(url, {
    ...options,
    beforeMeasured: async () => {
      before = serverCpuSeconds(pid);
    },
  });
  const after = serverCpuSeconds(pid);
  const cpuMicroseconds =
    before === undefined || after === undefined || result.requests === 0
      ? undefined
      : ((after - before) * 1e6) / result.requests;
  return { ...result, cpuMicroseconds };
}

const cpuText = (microseconds: number | undefined) =>
  microseconds === undefined ? '' : `, ${microseconds.toFixed(0)} µs CPU/request`;

const p1: Scenario = async ({ quick, databaseUrl }) => {
  // Quick (CI): one second, no warm-up: enough to prove the route answers under load.
  const seconds = quick ? 1 : 10;
  const connections = 20;
  const bare = await startServer({
    command: process.execPath,
    args: ['-e', HELLO_WORLD],
    port: await freePort(),
    readyPath: '/',
  });
  // A generated database holds the demo sign-ins (bench:data loads them), which production refuses unless it is
  // a public demo.
  // Quick (CI) takes the run's shared server (it holds the demo data, which /api/health does not read).
  const started = databaseUrl
    ? startLivery({ DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'true' })
    : quick
      ? startDemoLivery(quick)
      : startLivery();
  const livery = await started.catch(async (error: unknown) => {
    // The anchor must not outlive a Livery that would not start.
    await bare.stop();
    throw error;
  });
  try {
    // CPU per request beside req/s: on a shared machine the rate measures the load as much as the code. The quick
    // run's shared server also answers other scenarios, so its CPU is not read.
    const anchor = await loadWithCpu(`${bare.url}/`, bare.pid, { connections, seconds, warmUp: !quick });
    const health = await loadWithCpu(`${livery.url}/api/health`, quick ? undefined : livery.pid, {
      connections,
      seconds,
      warmUp: !quick,
    });
    const share = health.requestsPerSecond / anchor.requestsPerSecond;
    return [
      {
        scenario: `P1 GET /api/health (${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${connections} conn)`,
        figure: `${Math.round(health.requestsPerSecond)} req/s, p99 ${health.p99Ms} ms${cpuText(health.cpuMicroseconds)}`,
        anchor: `bare node:http: ${Math.round(anchor.requestsPerSecond)} req/s${cpuText(anchor.cpuMicroseconds)}`,
        ratio: percentText(share),
        target: '>= 70 % of the anchor',
        pass: share >= 0.7 && health.non2xx === 0,
      },
    ];
  } finally {
    await livery.stop();
    await bare.stop();
  }
};

export default p1;
