// P1: GET /api/health through every plugin, next to a bare Node http hello-world in the same run.
import type { Scenario } from '../lib/bench-row.ts';
import { load } from '../lib/load.ts';
import { freePort, startDemoLivery, startLivery, startServer } from '../lib/processes.ts';
import { percentText } from '../lib/table.ts';

const HELLO_WORLD = `require('node:http').createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end('{"status":"ok","database":"up"}');
}).listen(Number(process.env.PORT), '127.0.0.1');`;

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
    const anchor = await load(`${bare.url}/`, { connections, seconds, warmUp: !quick });
    const health = await load(`${livery.url}/api/health`, { connections, seconds, warmUp: !quick });
    const share = health.requestsPerSecond / anchor.requestsPerSecond;
    return [
      {
        scenario: `P1 GET /api/health (${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${connections} conn)`,
        figure: `${Math.round(health.requestsPerSecond)} req/s, p99 ${health.p99Ms} ms`,
        anchor: `bare node:http: ${Math.round(anchor.requestsPerSecond)} req/s`,
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
