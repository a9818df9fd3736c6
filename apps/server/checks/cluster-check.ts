import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { REPOSITORY_ROOT } from '../src/server-paths.ts';
import { startS3Server } from '../src/test/s3-server.ts';
import { buildServerIfStale, COMPILED_SERVER_ARGS } from './compiled-server.ts';
import { formatReportTable, type ReportRow } from './security/report-table.ts';

/**
 * npm run test:cluster (issue 15): two Livery processes on the machine's PostgreSQL, files in a real
 * S3-compatible server, mail to a real SMTP server, and nginx (deploy/nginx.conf) in front. Drives them through
 * the balancer and prints what held, with figures. Needs nginx (`apt-get install nginx`) and PostgreSQL.
 */

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECRET_KEY = 'cluster-check-secret-shared-by-both-processes';
const METRICS_TOKEN = 'cluster-check-metrics-token';
const JOB_LEASE_MS = 4_000;
const DRILL_MAILS = 60;
const DRILL_ARTWORKS = 5;
/** The kill lands on jobs claimed less than this long ago: well within the SMTP server's 800 ms envelope delay. */
const FRESH_CLAIM_MS = 500;
/**
 * Order status changes made for the webhook drill: `around` the kill by two clients at once (the process is killed
 * once it is delivering and `beforeKill` were asked for), then `after` it, through the survivor.
 */
const WEBHOOK_EVENTS = { around: 18, beforeKill: 4, after: 6 };
/** The drill's receiver answers each delivery this late, so the killed process has some in flight. */
const WEBHOOK_ANSWER_DELAY_MS = 1_000;
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => fs.existsSync(candidate));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'livery-cluster-'));
const rows: ReportRow[] = [];
const children: ChildProcess[] = [];

const freePort = async () => {
  const net = await import('node:net');
  return new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
};

async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    const answer = await fetch(url, { signal: AbortSignal.timeout(1_000) }).catch(() => undefined);
    if (answer?.ok) return;
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer in time`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function startLivery(port: number, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, COMPILED_SERVER_ARGS, {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

/** Requests a process answered for one route pattern, read from its own /metrics. */
async function answeredBy(port: number, route: string): Promise<number> {
  const text = await (
    await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  let total = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('livery_http_requests_total{') && line.includes(`route="${route}"`)) {
      total += Number(line.split(' ').at(-1));
    }
  }
  return total;
}

/** An artwork upload whose body trickles in over about a second, so that it is in flight when a signal lands. */
function slowUpload(
  port: number,
  agent: http.Agent,
  session: Record<string, string>,
  fileName: string,
): Promise<number | string> {
  const boundary = `livery${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/svg+xml\r\n\r\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/><!--`;
  const padding = 'x'.repeat(10_000);
  const tail = `--></svg>\r\n--${boundary}--\r\n`;
  const chunks = 10;
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/artwork_files',
        method: 'POST',
        agent,
        headers: {
          ...session,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': Buffer.byteLength(head) + padding.length * chunks + Buffer.byteLength(tail),
        },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    request.write(head);
    let sent = 0;
    const timer = setInterval(() => {
      request.write(padding);
      sent += 1;
      if (sent === chunks) {
        clearInterval(timer);
        request.end(tail);
      }
    }, 100);
  });
}

const seconds = (milliseconds: number) => Math.round(milliseconds / 100) / 10;

interface ReceivedDelivery {
  eventId: string;
  body: string;
  signatureValid: boolean;
}

/**
 * A webhook receiver as a buyer's system would run one: it reads each delivery whole, records it with whether its
 * signature verifies (as docs/api.md tells receivers: HMAC-SHA256 of `${timestamp}.${rawBody}`, five minutes'
 * tolerance), then answers 200 a moment later, so a sender killed meanwhile has delivered without hearing back.
 */
async function startWebhookReceiver() {
  // Production Livery sends only to https: a certificate for 127.0.0.1, which the processes trust through
  // NODE_EXTRA_CA_CERTS (openssl comes with PostgreSQL's packages, through ssl-cert).
  const keyFile = path.join(work, 'webhook-receiver.key');
  const certificateFile = path.join(work, 'webhook-receiver.crt');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certificateFile,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make the receiver's certificate: ${made.stderr}`);
  const received: ReceivedDelivery[] = [];
  let secret = '';
  const isLiveryDelivery = (rawBody: string, headers: http.IncomingHttpHeaders, toleranceSeconds = 300) => {
    const timestamp = String(headers['livery-timestamp'] ?? '');
    const signature = String(headers['livery-signature'] ?? '');
    if (!timestamp || Math.abs(Date.now() / 1000 - Number(timestamp)) > toleranceSeconds) return false;
    const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
    return (
      signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
    );
  };
  const tls = { key: fs.readFileSync(keyFile), cert: fs.readFileSync(certificateFile) };
  const server = https.createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('error', () => {});
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({
        eventId: String(request.headers['livery-event-id'] ?? ''),
        body,
        signatureValid: isLiveryDelivery(body, request.headers),
      });
      setTimeout(() => {
        if (!response.destroyed) response.writeHead(200).end();
      }, WEBHOOK_ANSWER_DELAY_MS);
    });
  });
  // A sender killed mid-delivery resets its connection: that is the drill, not a failure.
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    received,
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}/livery-events`,
    certificateFile,
    /** The secret the endpoint was given when it was made. */
    useSecret: (value: string) => {
      secret = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Webhooks across a kill -9: the buyer's endpoint hears of order status changes made through the balancer before,
 * at and after one process is killed while it has deliveries in flight. Every event Livery recorded must arrive,
 * each with a valid signature; at least once is the promise, so duplicates (same event id) are counted, and each
 * must be explained by an attempt the kill cut short. No event of a change that was not saved may arrive.
 */
async function webhookKillDrill(drill: {
  balancer: string;
  buyer: Record<string, string>;
  databaseUrl: string;
  receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  victim: ChildProcess;
}): Promise<ReportRow> {
  const { balancer, buyer, receiver, victim } = drill;
  const test = 'webhooks delivered once each across a kill -9';
  const startedAt = Date.now();
  const db = new pg.Client({ connectionString: drill.databaseUrl });
  db.on('error', () => {});
  await db.connect();
  try {
    // Mail of the checkouts above must not be in flight when the process dies: the mail row counts every one.
    const quietBy = Date.now() + 30_000;
    while (Date.now() < quietBy) {
      const busy = Number(
        (
          await db.query(
            `select count(*)::int as n from jobs
             where kind <> 'webhook.deliver' and (status = 'running' or (status = 'queued' and run_at <= now()))`,
          )
        ).rows[0].n,
      );
      if (busy === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const created = await fetch(`${balancer}/api/webhook_endpoints`, {
      method: 'POST',
      headers: { ...buyer, 'content-type': 'application/json' },
      body: JSON.stringify({
        url: receiver.url,
        events: ['order.status_changed'],
        description: 'Cluster drill',
      }),
    });
    if (created.status !== 201)
      return {
        test,
        cases: 0,
        figure: `endpoint refused: ${created.status} ${await created.text()}`,
        pass: false,
      };
    const endpoint = (await created.json()) as { secret: string; webhook_endpoint: { id: string } };
    receiver.useSecret(endpoint.secret);
    const endpointId = Number(
      (await db.query('select id from webhook_endpoints where uuid = $1', [endpoint.webhook_endpoint.id]))
        .rows[0].id,
    );
    const staffSignIn = await fetch(`${balancer}/api/v1/auth/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'provider@demo.test', password: 'livery-demo' }),
    });
    const staff = {
      'access-token': staffSignIn.headers.get('access-token') ?? '',
      client: staffSignIn.headers.get('client') ?? '',
      uid: staffSignIn.headers.get('uid') ?? '',
      'content-type': 'application/json',
    };
    // The checkouts' orders, pending; CLUSTER-0 stays as it is (the recurring schedule below copies it).
    const total = WEBHOOK_EVENTS.around + WEBHOOK_EVENTS.after;
    const orderIds = (
      await db.query(
        `select uuid from orders where reference like 'CLUSTER-%' and reference <> 'CLUSTER-0'
         and order_status = 'order_pending' order by id limit $1`,
        [total],
      )
    ).rows.map((row: { uuid: string }) => row.uuid);
    const cancelled: string[] = [];
    const cut: string[] = [];
    const cancel = async (orderId: string) => {
      const answer = await fetch(`${balancer}/api/admin/orders/${orderId}/transition`, {
        method: 'POST',
        headers: staff,
        body: JSON.stringify({ to: 'order_cancelled', reason: 'Cluster drill' }),
      }).catch(() => undefined);
      if (answer?.ok) cancelled.push(orderId);
      else cut.push(`${answer?.status ?? 'no answer'}`);
      await answer?.arrayBuffer().catch(() => undefined);
    };
    const webhookJobsOf = `kind = 'webhook.deliver' and (payload->>'deliveryId')::int in
      (select id from webhook_deliveries where endpoint_id = ${endpointId})`;
    const heldByVictim = async () =>
      Number(
        (
          await db.query(
            `select count(*)::int as n from jobs where ${webhookJobsOf} and status = 'running' and locked_by like $1`,
            [`%:${victim.pid}:%`],
          )
        ).rows[0].n,
      );
    // Two clients change statuses one after another while the victim is watched: it is killed as soon as it is
    // delivering, with requests of theirs in flight, and they carry on through the balancer.
    let asked = 0;
    const around = orderIds.slice(0, WEBHOOK_EVENTS.around);
    const client = async () => {
      while (asked < around.length) {
        const orderId = around[asked]!;
        asked += 1;
        await cancel(orderId);
      }
    };
    const clients = [client(), client()];
    let heldAtKill = 0;
    const killBy = Date.now() + 20_000;
    for (;;) {
      heldAtKill = await heldByVictim();
      if ((heldAtKill > 0 && asked >= WEBHOOK_EVENTS.beforeKill) || Date.now() > killBy) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    victim.kill('SIGKILL');
    const killedAt = Date.now();
    const askedBeforeKill = asked;
    await Promise.all(clients);
    for (const orderId of orderIds.slice(WEBHOOK_EVENTS.around)) await cancel(orderId);

    // The other process takes the killed one's deliveries once their lease runs out.
    const deliveries = async () =>
      (
        await db.query(
          `select count(*)::int as recorded,
             count(*) filter (where status = 'succeeded')::int as succeeded,
             coalesce(sum(attempts), 0)::int as attempts,
             (select count(*)::int from jobs where ${webhookJobsOf} and status in ('queued', 'running')) as unfinished
           from webhook_deliveries where endpoint_id = $1`,
          [endpointId],
        )
      ).rows[0] as { recorded: number; succeeded: number; attempts: number; unfinished: number };
    let state = await deliveries();
    const drainBy = Date.now() + 45_000;
    while ((state.unfinished > 0 || state.succeeded < state.recorded) && Date.now() < drainBy) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      state = await deliveries();
    }
    const drainedInMs = Date.now() - killedAt;
    // A moment for a late duplicate, if any, to arrive.
    await new Promise((resolve) => setTimeout(resolve, WEBHOOK_ANSWER_DELAY_MS));
    state = await deliveries();
    const recorded = (
      await db.query('select event_id, body from webhook_deliveries where endpoint_id = $1', [endpointId])
    ).rows as Array<{ event_id: string; body: string }>;
    const recordedBody = new Map(recorded.map((row) => [row.event_id, row.body]));
    const received = [...receiver.received];
    const distinct = new Set(received.map((entry) => entry.eventId));
    const missing = recorded.filter((row) => !distinct.has(row.event_id)).length;
    const unknown = [...distinct].filter((id) => !recordedBody.has(id)).length;
    const badSignatures = received.filter((entry) => !entry.signatureValid).length;
    // The header names the body's event, and every copy of an event is the recorded bytes.
    const altered = received.filter(
      (entry) =>
        recordedBody.get(entry.eventId) !== entry.body ||
        (JSON.parse(entry.body) as { id: string }).id !== entry.eventId,
    ).length;
    const eventOrders = new Set(
      recorded.map((row) => (JSON.parse(row.body) as { data: { order: { id: string } } }).data.order.id),
    );
    const unreported = cancelled.filter((orderId) => !eventOrders.has(orderId)).length;
    const duplicates = received.length - distinct.size;
    // Each request received is an attempt in the delivery log, or one the kill cut short before it was logged.
    const unexplained = Math.max(0, received.length - state.attempts - heldAtKill);
    return {
      test,
      cases: recorded.length,
      figure:
        `${cancelled.length}/${orderIds.length} status changes answered 200 (killed after ${askedBeforeKill} ` +
        `were asked; ${cut.length} cut by the kill${cut.length ? `: ${cut.join(', ')}` : ''}), ` +
        `${recorded.length} events recorded, ${unreported} saved without one; ${heldAtKill} deliveries in flight ` +
        `on the killed process; ${received.length} received, ${distinct.size} distinct ids, ${duplicates} ` +
        `duplicates (${unexplained} unexplained), ${missing} missing, ${unknown} unknown, ${badSignatures} bad ` +
        `signatures, ${altered} altered; all delivered ${seconds(drainedInMs)} s after the kill; ` +
        `the row took ${seconds(Date.now() - startedAt)} s`,
      pass:
        orderIds.length === total &&
        heldAtKill > 0 &&
        recorded.length >= cancelled.length &&
        unreported === 0 &&
        state.succeeded === recorded.length &&
        missing === 0 &&
        unknown === 0 &&
        badSignatures === 0 &&
        altered === 0 &&
        unexplained === 0 &&
        distinct.size === recorded.length,
    };
  } finally {
    await db.end();
  }
}

async function main(): Promise<void> {
  if (!NGINX) throw new Error('nginx is not installed: apt-get install nginx');
  buildServerIfStale();
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  const database = `livery_cluster_${process.pid}`;
  await admin.query(`create database ${database}`);
  const databaseUrl = new URL(SERVER_URL);
  databaseUrl.pathname = `/${database}`;
  const s3 = await startS3Server('livery-cluster');
  const mails: string[] = [];
  /** Message-IDs received per recipient of the kill drill's mails (`@drill.test`). */
  const drillMails: string[] = [];
  // During the kill drill each mail takes a while before the server takes its envelope, so a process has mails
  // in flight when it is killed (and a killed one dies before sending its message: nothing half-delivered).
  let smtpDelayMs = 0;
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (smtpDelayMs === 0) return callback();
      setTimeout(() => callback(), smtpDelayMs);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const messageId =
          /^Message-ID:\s*(.+)$/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1]?.trim() ?? '';
        if (session.envelope.rcptTo.some((recipient) => recipient.address.endsWith('@drill.test')))
          drillMails.push(messageId);
        else mails.push(messageId);
        callback();
      });
    },
  });
  // The kill drill kills a process mid-conversation: its connection resets, which is the drill, not a failure.
  smtp.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') console.error(`drill SMTP server: ${error.message}`);
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const receiver = await startWebhookReceiver();
  const [portA, portB, balancerPort] = [await freePort(), await freePort(), await freePort()];
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl.toString(),
    SECRET_KEY,
    METRICS_TOKEN,
    PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
    SEED_DEMO_DATA: 'true',
    // Two single processes behind nginx, each killed on its own in the drills (a process per core is
    // node:cluster's work inside one `npm start`; cluster.test.ts covers it).
    WEB_CONCURRENCY: '1',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    TRUST_PROXY: '127.0.0.1',
    MAIL_RETRY_DELAY_MS: '200',
    // A killed process's jobs are started again by the other this long after their start (5 min in production).
    JOB_LEASE_MS: String(JOB_LEASE_MS),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: path.join(work, 'data'),
    // The webhook drill's receiver listens on 127.0.0.1 with its own certificate; a delivery that fails is tried
    // again a second later (30 s in production), so a slow answer on a loaded machine costs the drill little.
    WEBHOOKS_ALLOW_PRIVATE: 'true',
    NODE_EXTRA_CA_CERTS: receiver.certificateFile,
    JOB_RETRY_DELAY_MS: '1000',
    ...s3.env,
  };
  let nginx: ChildProcess | undefined;
  try {
    // The first process migrates and loads the demo data; the second finds both done.
    let processA = startLivery(portA, env);
    await waitFor(`http://127.0.0.1:${portA}/api/ready`);
    let processB = startLivery(portB, { ...env, DATA_DIR: path.join(work, 'data-b') });
    await waitFor(`http://127.0.0.1:${portB}/api/ready`);

    const site = fs
      .readFileSync(path.join(REPOSITORY_ROOT, 'deploy/nginx.conf'), 'utf8')
      .replace('127.0.0.1:3001', `127.0.0.1:${portA}`)
      .replace('127.0.0.1:3002', `127.0.0.1:${portB}`)
      .replace('listen 8080;', `listen 127.0.0.1:${balancerPort};`);
    fs.writeFileSync(path.join(work, 'livery.conf'), site);
    fs.writeFileSync(
      path.join(work, 'nginx.conf'),
      `daemon off; worker_processes 1; pid ${work}/nginx.pid; error_log ${work}/nginx-error.log;
events {}
http {
  access_log off;
  client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi; uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi;
  include ${work}/livery.conf;
}
`,
    );
    const check = spawnSync(NGINX, ['-t', '-c', path.join(work, 'nginx.conf'), '-p', work], {
      encoding: 'utf8',
    });
    if (check.status !== 0) throw new Error(`nginx refused the sample configuration: ${check.stderr}`);
    nginx = spawn(NGINX, ['-c', path.join(work, 'nginx.conf'), '-p', work], { stdio: 'ignore' });
    const balancer = `http://127.0.0.1:${balancerPort}`;
    await waitFor(`${balancer}/api/ready`);

    // 1. A session made on one process is honoured by the other.
    const signIn = await fetch(`${balancer}/api/v1/auth/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'buyer@demo.test', password: 'livery-demo' }),
    });
    const session = {
      'access-token': signIn.headers.get('access-token') ?? '',
      client: signIn.headers.get('client') ?? '',
      uid: signIn.headers.get('uid') ?? '',
    };
    let signedIn = 0;
    for (let call = 0; call < 20; call += 1) {
      if ((await fetch(`${balancer}/api/users`, { headers: session })).ok) signedIn += 1;
    }
    const [usersA, usersB] = [await answeredBy(portA, '/api/users'), await answeredBy(portB, '/api/users')];
    rows.push({
      test: 'session signed in on one process, used on both',
      cases: 20,
      figure: `${signedIn}/20 answered 200; process A ${usersA}, process B ${usersB}`,
      pass: signIn.ok && signedIn === 20 && usersA > 0 && usersB > 0,
    });

    // 2. An artwork uploaded through one process is served by both.
    const form = new FormData();
    form.append(
      'file',
      new Blob(
        ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>'],
        {
          type: 'image/svg+xml',
        },
      ),
      'Cluster logo.svg',
    );
    const upload = await fetch(`${balancer}/api/artwork_files`, {
      method: 'POST',
      headers: session,
      body: form,
    });
    const fileUrl = upload.ok ? ((await upload.json()) as { data: { file_url: string } }).data.file_url : '';
    let served = 0;
    for (let call = 0; call < 10; call += 1) if ((await fetch(`${balancer}${fileUrl}`)).ok) served += 1;
    const route = '/api/files/:folder/:name';
    rows.push({
      test: 'artwork stored through one process, served by both',
      cases: 10,
      figure: `${served}/10 served; process A ${await answeredBy(portA, route)}, process B ${await answeredBy(portB, route)}`,
      pass:
        upload.ok &&
        served === 10 &&
        (await answeredBy(portA, route)) > 0 &&
        (await answeredBy(portB, route)) > 0,
    });

    // 3. 100 checkouts through the balancer, one after another, land on both processes with unique numbers.
    const json = { ...session, 'content-type': 'application/json' };
    // biome-ignore lint/suspicious/noExplicitAny: the drill reads a few fields of several answers; the API tests check their shapes.
    const read = async (url: string): Promise<any> =>
      (await fetch(`${balancer}${url}`, { headers: session })).json();
    const polo = (
      await read('/api/saved_products?keyword=Front%20Office%20Polo&per_page=25')
    ).saved_products.find((product: { title: string }) => product.title === 'Front Office Polo');
    const team = (await read('/api/teams')).teams.find(
      (entry: { name: string }) => entry.name === 'Front Office',
    );
    const address = (await read('/api/addresses')).addresses.find(
      (entry: { country: string }) => entry.country === 'SG',
    );
    let placed = 0;
    let firstRefusal = '';
    for (let checkout = 0; checkout < 100; checkout += 1) {
      // Round-robin alternates: a look at the cart every other checkout shifts which process places the order.
      if (checkout % 2 === 1) await fetch(`${balancer}/api/kart_items`, { headers: session });
      const line = await fetch(`${balancer}/api/kart_items`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ quote: { saved_product_id: polo.uuid, qty_options: { M: 6, L: 4 } } }),
      });
      const order = await fetch(`${balancer}/api/orders`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          team_id: team.id,
          ship_add_id: address.id,
          bill_add_id: address.id,
          reference: `CLUSTER-${checkout}`,
          status: 'order_pending',
        }),
      });
      if (order.status === 201) placed += 1;
      else firstRefusal ||= `cart ${line.status} ${(await line.text()).slice(0, 200)}, order ${order.status}`;
    }
    const checkouts = new pg.Client({ connectionString: databaseUrl.toString() });
    // The database is dropped with force at the end, even after a failure: a client still open must not crash us.
    checkouts.on('error', () => {});
    await checkouts.connect();
    const numbers = (
      await checkouts.query(
        "select count(*) as orders, count(distinct uid) as numbers from orders where reference like 'CLUSTER-%'",
      )
    ).rows[0];
    const [ordersA, ordersB] = [
      await answeredBy(portA, '/api/orders'),
      await answeredBy(portB, '/api/orders'),
    ];
    rows.push({
      test: '100 checkouts spread over both processes',
      cases: 100,
      figure: `${placed} answered 201; ${numbers.orders} orders, ${numbers.numbers} distinct numbers; process A ${ordersA}, process B ${ordersB}${firstRefusal ? `; first refusal: ${firstRefusal}` : ''}`,
      pass:
        placed === 100 &&
        Number(numbers.orders) === 100 &&
        Number(numbers.numbers) === 100 &&
        ordersA > 0 &&
        ordersB > 0,
    });

    // 4. Webhooks to the buyer's system while one process is killed (issue 26); the restart below brings it back.
    rows.push(
      await webhookKillDrill({
        balancer,
        buyer: session,
        databaseUrl: databaseUrl.toString(),
        receiver,
        victim: processA,
      }),
    );

    // 5. A recurring schedule due today, with both processes starting their runner at the same moment: one order.
    const template = (
      await checkouts.query("select id, uid, company_id, user_id from orders where reference = 'CLUSTER-0'")
    ).rows[0];
    const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(
      new Date(Date.now() - 86_400_000),
    );
    const schedule = (
      await checkouts.query(
        `insert into recurring_order_schedules (company_id, user_id, order_id, frequency, days, starts_after, settled_through)
         values ($1, $2, $3, 1, $4, $5, $5) returning id`,
        [
          template.company_id,
          template.user_id,
          template.id,
          JSON.stringify(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']),
          yesterday,
        ],
      )
    ).rows[0].id;
    const stopped = (child: ChildProcess) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    await Promise.all([stopped(processA), stopped(processB)]);
    processA = startLivery(portA, env);
    processB = startLivery(portB, { ...env, DATA_DIR: path.join(work, 'data-b') });
    await Promise.all([
      waitFor(`http://127.0.0.1:${portA}/api/ready`),
      waitFor(`http://127.0.0.1:${portB}/api/ready`),
    ]);
    let repeated = 0;
    const recurringDeadline = Date.now() + 30_000;
    while (Date.now() < recurringDeadline) {
      repeated = Number(
        (
          await checkouts.query('select count(*) as n from orders where recurring_order_uid = $1', [
            template.uid,
          ])
        ).rows[0].n,
      );
      const runs = Number(
        (
          await checkouts.query('select count(*) as n from recurring_order_runs where schedule_id = $1', [
            schedule,
          ])
        ).rows[0].n,
      );
      if (runs > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    repeated = Number(
      (
        await checkouts.query('select count(*) as n from orders where recurring_order_uid = $1', [
          template.uid,
        ])
      ).rows[0].n,
    );
    await checkouts.end();
    rows.push({
      test: 'recurring schedule due today, two tickers starting together',
      cases: 2,
      figure: `${repeated} order placed for ${template.uid}`,
      pass: repeated === 1,
    });

    // 6. Sign-in codes to the demo accounts: each mail delivered once, whichever process sends it.
    const recipients = ['buyer@demo.test', 'member@demo.test', 'basic@demo.test', 'stock@demo.test'];
    for (const email of recipients) {
      for (let code = 0; code < 3; code += 1) {
        await fetch(`${balancer}/api/users/request_otp_auth`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        });
      }
    }
    const deadline = Date.now() + 60_000;
    const outbox = new pg.Client({ connectionString: databaseUrl.toString() });
    outbox.on('error', () => {});
    await outbox.connect();
    let pending = 1;
    while (pending > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      pending = Number(
        (
          await outbox.query(
            'select count(*) as n from mail_outbox where sent_at is null and dropped_at is null',
          )
        ).rows[0].n,
      );
    }
    const sentRows = Number(
      (await outbox.query('select count(*) as n from mail_outbox where sent_at is not null')).rows[0].n,
    );
    await outbox.end();
    const distinct = new Set(mails).size;
    rows.push({
      test: 'mail delivered once by two job workers',
      cases: sentRows,
      figure: `${mails.length} received for ${sentRows} sent rows, ${mails.length - distinct} duplicates, ${pending} pending`,
      pass: pending === 0 && mails.length === sentRows && distinct === mails.length,
    });

    // 7. One process killed in the middle of 200 requests: the balancer carries on with the other. Before the
    // kill, jobs are queued (mails to a slow SMTP server, artwork thumbnails) so that the killed process holds
    // some in flight: the other starts them again once their lease runs out; none is lost, none doubled.
    const jobsDb = new pg.Client({ connectionString: databaseUrl.toString() });
    jobsDb.on('error', () => {});
    await jobsDb.connect();
    smtpDelayMs = 800;
    const firstDrillJob = Number(
      (await jobsDb.query('select coalesce(max(id), 0) as id from jobs')).rows[0].id,
    );
    const drillArtworks: string[] = [];
    for (let index = 0; index < DRILL_ARTWORKS; index += 1) {
      const art = new FormData();
      art.append(
        'file',
        new Blob(
          [
            `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle r="${10 + index}" cx="20" cy="20"/></svg>`,
          ],
          { type: 'image/svg+xml' },
        ),
        `Drill ${index}.svg`,
      );
      const stored = await fetch(`${balancer}/api/artwork_files`, {
        method: 'POST',
        headers: session,
        body: art,
      });
      if (stored.ok) drillArtworks.push(((await stored.json()) as { data: { uuid: string } }).data.uuid);
    }
    // The mails as enqueueMail writes them: an outbox row and its delivery job.
    await jobsDb.query(
      `with mail as (
         insert into mail_outbox ("to", subject, text, html)
         select 'drill-' || n || '@drill.test', 'Drill ' || n, 'Drill mail ' || n, '<p>Drill mail ' || n || '</p>'
         from generate_series(1, $1::int) as n returning id, "to")
       insert into jobs (kind, payload, run_at, max_attempts, unique_key)
       select 'mail.deliver', jsonb_build_object('mailId', id, 'to', "to"), now(), 10, 'mail:' || id from mail`,
      [DRILL_MAILS],
    );
    const drillJobs = async () =>
      (
        await jobsDb.query(
          `select count(*)::int as queued,
             count(*) filter (where status = 'done')::int as done,
             count(*) filter (where status = 'failed')::int as failed,
             count(*) filter (where status in ('queued', 'running'))::int as unfinished,
             count(*) filter (where attempts > 1)::int as retried,
             count(*) filter (where status = 'running' and locked_by like $2)::int as held_by_a,
             count(*) filter (where status = 'running' and locked_by like $2
               and started_at > now() - interval '${FRESH_CLAIM_MS} milliseconds')::int as fresh_on_a
           from jobs where id > $1`,
          [firstDrillJob, `%:${processA.pid}:%`],
        )
      ).rows[0] as {
        queued: number;
        done: number;
        failed: number;
        unfinished: number;
        retried: number;
        held_by_a: number;
        fresh_on_a: number;
      };
    let ok = 0;
    let heldAtKill = 0;
    let killedAt = 0;
    const answers: Promise<void>[] = [];
    for (let call = 0; call < 200; call += 1) {
      if (call === 60) {
        // Killed only once it has jobs in flight (a few seconds at most: it polls every second), claimed so
        // recently that its mails still wait for the SMTP server's envelope: a mail whose message was taken
        // before the kill, but not yet marked sent, would come twice (a loaded machine widens that window).
        const waitUntil = Date.now() + 15_000;
        let held = await drillJobs();
        while (held.fresh_on_a === 0 && Date.now() < waitUntil) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          held = await drillJobs();
        }
        heldAtKill = held.held_by_a;
        processA.kill('SIGKILL');
        killedAt = Date.now();
      }
      answers.push(
        fetch(`${balancer}/api/users`, { headers: session }).then((answer) => {
          if (answer.ok) ok += 1;
        }),
      );
      if (call % 20 === 0) await Promise.all(answers.splice(0));
    }
    await Promise.all(answers);
    rows.push({
      test: 'kill -9 of one process during 200 requests',
      cases: 200,
      figure: `${ok}/200 answered 200 (GETs are retried on the other process by nginx)`,
      pass: ok === 200,
    });
    const jobsDeadline = Date.now() + 90_000;
    let afterKill = await drillJobs();
    while (afterKill.unfinished > 0 && Date.now() < jobsDeadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      afterKill = await drillJobs();
    }
    const drainedInMs = Date.now() - killedAt;
    smtpDelayMs = 0;
    // A moment for a doubled mail, if any, to arrive.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const drawn = Number(
      (
        await jobsDb.query(
          'select count(*)::int as n from artworks where uuid = any($1) and thumb_key is not null',
          [drillArtworks],
        )
      ).rows[0].n,
    );
    const sentDrillMails = Number(
      (
        await jobsDb.query(
          `select count(*)::int as n from mail_outbox where "to" like '%@drill.test' and sent_at is not null`,
        )
      ).rows[0].n,
    );
    await jobsDb.end();
    const doubled = drillMails.length - new Set(drillMails).size;
    const lost = afterKill.queued - afterKill.done;
    rows.push({
      test: 'jobs retried after the kill -9',
      cases: afterKill.queued,
      figure:
        `${afterKill.queued} queued before the kill (${DRILL_MAILS} mails, ${drillArtworks.length} thumbnails); ` +
        `${heldAtKill} in flight on the killed process; ${afterKill.retried} retried after the kill ` +
        `(lease ${JOB_LEASE_MS / 1000} s), all done ${Math.round(drainedInMs / 100) / 10} s after it; ` +
        `${lost} lost, ${afterKill.failed} failed; ${drillMails.length} mails received for ${sentDrillMails} sent, ` +
        `${doubled} doubled; ${drawn}/${drillArtworks.length} thumbnails drawn`,
      pass:
        heldAtKill > 0 &&
        afterKill.retried >= heldAtKill &&
        lost === 0 &&
        doubled === 0 &&
        drillMails.length === DRILL_MAILS &&
        sentDrillMails === DRILL_MAILS &&
        drawn === DRILL_ARTWORKS &&
        drillArtworks.length === DRILL_ARTWORKS,
    });

    // 8. SIGTERM while uploads are still streaming in: each one the process has begun is finished and answered
    // before it exits, and it exits 0 well within its 30 s deadline.
    // A keep-alive agent, as a balancer uses: connections left idle after their answer must not hold the exit.
    const keepAlive = new http.Agent({ keepAlive: true });
    const uploads = Array.from({ length: 5 }, (_, index) =>
      slowUpload(portB, keepAlive, session, `Slow ${index}.svg`),
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    const signalledAt = Date.now();
    processB.kill('SIGTERM');
    const statuses = await Promise.all(uploads);
    const exited = await new Promise<number | null>((resolve) => {
      if (processB.exitCode !== null) return resolve(processB.exitCode);
      processB.once('exit', (code) => resolve(code));
      setTimeout(() => resolve(null), 35_000);
    });
    const stoppedInMs = Date.now() - signalledAt;
    keepAlive.destroy();
    const answered = statuses.filter((status) => status === 201 || status === 200).length;
    rows.push({
      test: 'SIGTERM with 5 uploads streaming in',
      cases: 5,
      figure: `${answered}/5 stored and answered (${statuses.join(', ')}); exit code ${exited} after ${stoppedInMs} ms`,
      pass: answered === 5 && exited === 0 && stoppedInMs < 30_000,
    });
  } finally {
    nginx?.kill('SIGTERM');
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 500));
    smtp.close();
    await receiver.close();
    await s3.stop();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  rows.push({ test: 'cluster check', cases: 0, figure: `crashed: ${(error as Error).message}`, pass: false });
}
console.log(formatReportTable(rows));
process.exit(rows.length > 0 && rows.every((row) => row.pass) ? 0 : 1);
