// P2: the list endpoints under load, next to a Fastify route answering the very same 25-row JSON in the same
// run. Without a generated database (BENCH_DATABASE_URL, npm run bench:data) it runs on the demo data.
import type { BenchRow, Scenario } from '../lib/bench-row.ts';
import { load } from '../lib/load.ts';
import { freePort, startLivery, startServer } from '../lib/processes.ts';
import { ratioText } from '../lib/table.ts';

const LISTS = [
  { path: '/api/orders?per_page=25', who: 'buyer' },
  { path: '/api/saved_products?per_page=25', who: 'buyer' },
  { path: '/api/admin/orders?per_page=25', who: 'provider' },
  { path: '/api/admin/products?per_page=25', who: 'provider' },
] as const;

const FIXED_JSON_SERVER = `import('fastify').then(async ({ default: Fastify }) => {
  const body = require('node:fs').readFileSync(process.env.BODY_FILE, 'utf8');
  const app = Fastify();
  app.get('/', async (request, reply) => reply.type('application/json; charset=utf-8').send(body));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
});`;

async function signIn(base: string, email: string): Promise<Record<string, string>> {
  const answer = await fetch(`${base}/api/v1/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'livery-demo' }),
  });
  if (!answer.ok) throw new Error(`${email} could not sign in: ${answer.status}`);
  return {
    'access-token': answer.headers.get('access-token') ?? '',
    client: answer.headers.get('client') ?? '',
    uid: answer.headers.get('uid') ?? '',
  };
}

const p2: Scenario = async ({ quick, databaseUrl }) => {
  const connections = quick ? 20 : 50;
  const seconds = quick ? 3 : 10;
  // An empty database gets the demo data; a generated one (npm run bench:data) is used as it is.
  const livery = await startLivery({
    SEED_DEMO_DATA: 'true',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const fs = await import('node:fs');
  const os = await import('node:os');
  const path = await import('node:path');
  const bodyFile = path.join(os.tmpdir(), `livery-bench-body-${process.pid}.json`);
  const rows: BenchRow[] = [];
  try {
    const headers = {
      buyer: await signIn(livery.url, 'buyer@demo.test'),
      provider: await signIn(livery.url, 'provider@demo.test'),
    };
    for (const list of LISTS) {
      const url = `${livery.url}${list.path}`;
      const sample = await fetch(url, { headers: headers[list.who] });
      fs.writeFileSync(bodyFile, await sample.text());
      const anchorServer = await startServer({
        command: process.execPath,
        args: ['-e', FIXED_JSON_SERVER],
        port: await freePort(),
        readyPath: '/',
        env: { BODY_FILE: bodyFile },
      });
      try {
        const anchor = await load(`${anchorServer.url}/`, { connections, seconds });
        const measured = await load(url, { connections, seconds, headers: headers[list.who] });
        const ratio = measured.p99Ms / Math.max(anchor.p99Ms, 1);
        rows.push({
          scenario: `P2 GET ${list.path} (${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${connections} conn)`,
          figure: `${Math.round(measured.requestsPerSecond)} req/s, p99 ${measured.p99Ms} ms`,
          anchor: `same JSON from a bare Fastify route: p99 ${anchor.p99Ms} ms`,
          ratio: ratioText(ratio),
          target: 'p99 <= 50 ms; <= 3x anchor p99',
          pass: measured.non2xx === 0 && measured.p99Ms <= 50 && ratio <= 3,
        });
      } finally {
        await anchorServer.stop();
      }
    }
  } finally {
    fs.rmSync(bodyFile, { force: true });
    await livery.stop();
  }
  rows.push({
    scenario: 'P2 page 2,000 vs page 1 at 1M orders',
    figure: databaseUrl
      ? 'not measured yet'
      : 'needs a generated database (npm run bench:data, not built yet)',
    anchor: '',
    ratio: '',
    target: 'page 2,000 <= 2x page 1',
    pass: null,
  });
  return rows;
};

export default p2;
