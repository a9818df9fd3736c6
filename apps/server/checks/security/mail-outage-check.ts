import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createPglite, type Database, openDatabase } from '../../src/db/database.ts';
import { mailOutbox, otpCodes, users } from '../../src/db/schema.ts';
import { createJobHandlers, jobRunOptions } from '../../src/job-handlers.ts';
import { startJobWorker } from '../../src/modules/jobs/job-worker.ts';
import { outboxReference } from '../../src/modules/mail/mail-delivery.ts';
import { createMailTransport, outboxMessageId } from '../../src/modules/mail/mail-transport.ts';
import {
  CHECK_PASSWORD,
  type CheckBuyer,
  checkoutBody,
  seedCheckBuyers,
  seedCodeUsers,
} from './check-fixtures.ts';
import type { ReportRow } from './report-table.ts';

/**
 * R6 mail outage: a real SMTP server (smtp-server) goes away while orders are placed and sign-in codes
 * requested, and comes back. Afterwards every mail must have arrived exactly once (counted by Message-ID,
 * which names the outbox row) and no code may arrive after it expired. Some codes are given a lifetime
 * shorter than the outage, standing in for codes that outlive a long outage, so the expiry rule is tested.
 */
export interface MailOutageOptions {
  outageMs: number;
  orders: number;
  codes: number;
  /** Codes whose lifetime is cut to expire inside the outage. */
  expiringCodes: number;
  /** The outbox's first retry delay (MAIL_RETRY_DELAY_MS). */
  retryDelayMs: number;
  /** 0 picks a free port. */
  smtpPort: number;
  /** How long to wait after the server is back for the outbox to empty. */
  drainTimeoutMs: number;
  /** Buyers placing the orders, each signed in once. */
  buyers: number;
  onProgress?: (line: string) => void;
  /** Opens the app configured with these variables; by default a fresh in-memory database. */
  openApp?: (env: Record<string, string>) => Promise<OutageApp>;
}

export interface OutageApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

async function openInMemoryApp(env: Record<string, string>): Promise<OutageApp> {
  const database = await openDatabase({ kind: 'pglite-client', client: await createPglite() });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'livery-mail-outage-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
    ...env,
  });
  const app = await buildApp({ config, db: database.db });
  await app.ready();
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface ReceivedMail {
  messageId: string;
  to: string;
  text: string;
  receivedAt: Date;
}

const MAIL_FROM = 'Livery <no-reply@livery.test>';

/** An SMTP server that can be stopped and started again on the same port, recording what it accepts. */
function createSmtpSink(port: number) {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  let boundPort = port;
  const start = async () => {
    server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          received.push({
            messageId: /^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address).join(','),
            text: raw,
            receivedAt: new Date(),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(boundPort, '127.0.0.1', () => resolve());
    });
    boundPort = (server.server.address() as AddressInfo).port;
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  return { received, start, stop, port: () => boundPort };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signIn(app: FastifyInstance, email: string, remoteAddress: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign_in',
    remoteAddress,
    payload: { email, password: CHECK_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} answered ${response.statusCode}`);
  return {
    'access-token': String(response.headers['access-token']),
    client: String(response.headers.client),
    uid: String(response.headers.uid),
  };
}

/** Adds one line to the buyer's cart and checks it out; the status of the checkout. */
async function placeOrder(
  app: FastifyInstance,
  buyer: CheckBuyer,
  headers: Record<string, string>,
  n: number,
) {
  const added = await app.inject({
    method: 'POST',
    url: '/api/kart_items',
    headers,
    payload: { quote: { saved_product_id: buyer.savedProductUuids[0], qty_options: { M: 10 + (n % 40) } } },
  });
  if (added.statusCode !== 201) return added.statusCode;
  const placed = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: checkoutBody(buyer, `OUTAGE-${n}`),
  });
  return placed.statusCode;
}

export async function checkMailOutage(options: MailOutageOptions): Promise<ReportRow[]> {
  const progress = options.onProgress ?? (() => {});
  const sink = createSmtpSink(options.smtpPort);
  await sink.start();
  const env = {
    SMTP_URL: `smtp://127.0.0.1:${sink.port()}`,
    MAIL_FROM,
    MAIL_RETRY_DELAY_MS: String(options.retryDelayMs),
  };
  const { app, db, close } = await (options.openApp ?? openInMemoryApp)(env);
  const { config, files } = app.deps;
  const transport = createMailTransport(config);
  const worker = startJobWorker({
    db,
    handlers: createJobHandlers({ db, config, files, transport }),
    options: { ...jobRunOptions(config), log: app.log },
    onStop: () => transport.close(),
  });
  const stopWorker = () => worker.stop();
  try {
    const buyers = await seedCheckBuyers(db, options.buyers, 'outage');
    const codeEmails = await seedCodeUsers(db, options.codes, 'outage');
    const sessions = await Promise.all(
      buyers.map((buyer, index) => signIn(app, buyer.email, `10.60.0.${index + 1}`)),
    );

    await sink.stop();
    const outageStarted = Date.now();
    progress(`R6: SMTP server down for ${Math.round(options.outageMs / 1000)} s`);

    // Orders and code requests, interleaved and spread over the first three quarters of the outage.
    const steps = Math.max(options.orders, options.codes);
    const pace = (options.outageMs * 0.75) / Math.max(steps, 1);
    const orderStatuses: number[] = [];
    const codeStatuses: number[] = [];
    for (let step = 0; step < steps; step += 1) {
      const startedAt = Date.now();
      if (step < options.orders) {
        const buyerIndex = step % buyers.length;
        orderStatuses.push(await placeOrder(app, buyers[buyerIndex]!, sessions[buyerIndex]!, step));
      }
      if (step < options.codes) {
        const requested = await app.inject({
          method: 'POST',
          url: '/api/users/request_otp_auth',
          remoteAddress: `10.61.${step >> 8}.${step & 255}`,
          payload: { email: codeEmails[step] },
        });
        codeStatuses.push(requested.statusCode);
      }
      await sleep(Math.max(0, pace - (Date.now() - startedAt)));
    }

    // The first codes' lifetimes are cut so that they expire inside the outage, as a code does when the
    // outage outlasts its ten minutes.
    const expiring = codeEmails.slice(0, options.expiringCodes);
    const expiresAt = new Date(Date.now() + Math.max(0, outageStarted + options.outageMs - Date.now()) / 2);
    if (expiring.length > 0) {
      const ids = (await db.select({ id: users.id }).from(users).where(inArray(users.email, expiring))).map(
        (row) => row.id,
      );
      await db.update(otpCodes).set({ expiresAt }).where(inArray(otpCodes.userId, ids));
      await db
        .update(mailOutbox)
        .set({ expiresAt })
        .where(and(inArray(mailOutbox.to, expiring), isNull(mailOutbox.sentAt)));
    }
    const receivedInOutage = sink.received.length;
    await sleep(Math.max(0, outageStarted + options.outageMs - Date.now()));
    await sink.start();
    const returnedAt = Date.now();
    progress(`R6: SMTP server back after ${Math.round((returnedAt - outageStarted) / 1000)} s; draining`);

    const isPending = async () =>
      (
        await db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.droppedAt)))
      ).length;
    while ((await isPending()) > 0 && Date.now() - returnedAt < options.drainTimeoutMs) await sleep(250);
    const drainedMs = Date.now() - returnedAt;
    const pendingLeft = await isPending();
    // A moment for a duplicate, if any, to arrive.
    await sleep(Math.min(2_000, options.retryDelayMs));

    const rows = await db.select().from(mailOutbox);
    const byMessageId = new Map(rows.map((row) => [outboxMessageId(outboxReference(row), MAIL_FROM), row]));
    const counts = new Map<string, number>();
    for (const mail of sink.received) counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1);
    const sentRows = rows.filter((row) => row.sentAt);
    const droppedRows = rows.filter((row) => row.droppedAt);
    const missing = sentRows.filter((row) => !counts.has(outboxMessageId(outboxReference(row), MAIL_FROM)));
    const duplicates = [...counts.values()].filter((count) => count > 1).length;
    const strangers = sink.received.filter((mail) => !byMessageId.has(mail.messageId)).length;
    const fromDropped = sink.received.filter((mail) => byMessageId.get(mail.messageId)?.droppedAt).length;
    const sentAfterExpiry = sink.received.filter((mail) => {
      const row = byMessageId.get(mail.messageId);
      return row?.expiresAt && row.expiresAt <= mail.receivedAt;
    }).length;
    const codeMails = rows.filter((row) => codeEmails.includes(row.to));
    const expiredDropped = droppedRows.filter((row) => expiring.includes(row.to)).length;

    // A delivered code signs its owner in: the mail that arrived late still carries a working code.
    const delivered = sink.received.find((mail) => codeEmails.slice(options.expiringCodes).includes(mail.to));
    const code = delivered ? /^\s{4}(\d{6})\s*$/m.exec(delivered.text)?.[1] : undefined;
    const codeSignIn = delivered
      ? await app.inject({
          method: 'POST',
          url: '/api/v1/auth/sign_in',
          remoteAddress: '10.62.0.1',
          payload: { email: delivered.to, otp: code ?? '' },
        })
      : undefined;

    const okOrders = orderStatuses.filter((status) => status === 201).length;
    const okCodes = codeStatuses.filter((status) => status === 200).length;
    const outageSeconds = Math.round((returnedAt - outageStarted) / 1000);
    return [
      {
        test: 'R6 mail outage: orders and codes while SMTP is down',
        cases: options.orders + options.codes,
        figure: `${okOrders}/${options.orders} orders 201, ${okCodes}/${options.codes} code requests 200 during a ${outageSeconds} s outage; ${receivedInOutage} mails reached the server meanwhile`,
        pass: okOrders === options.orders && okCodes === options.codes && receivedInOutage === 0,
      },
      {
        test: 'R6 mail outage: every mail delivered once',
        cases: rows.length,
        figure: `${sink.received.length} received for ${sentRows.length} sent rows (${codeMails.length} code mails): ${duplicates} duplicate, ${missing.length} missing, ${strangers} unknown Message-IDs, ${pendingLeft} still pending; drained ${Math.round(drainedMs / 1000)} s after return; a delivered code signs in: ${codeSignIn?.statusCode ?? 'none'}`,
        pass:
          pendingLeft === 0 &&
          duplicates === 0 &&
          missing.length === 0 &&
          strangers === 0 &&
          codeMails.length === options.codes &&
          sentRows.length + droppedRows.length === rows.length &&
          sink.received.length === sentRows.length &&
          codeSignIn?.statusCode === 200,
      },
      {
        test: 'R6 mail outage: no expired code sent',
        cases: options.expiringCodes,
        figure: `${expiring.length} codes expired during the outage: ${expiredDropped} dropped, ${fromDropped} of them sent; ${sentAfterExpiry} mails arrived after their expiry`,
        pass: expiredDropped === expiring.length && fromDropped === 0 && sentAfterExpiry === 0,
      },
    ];
  } finally {
    await stopWorker();
    await close();
    await sink.stop();
  }
}
