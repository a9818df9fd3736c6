import type { AddressInfo } from 'node:net';
import { jobRetryDelayMs } from '@livery/domain/job-status';
import { eq } from 'drizzle-orm';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { jobs, mailOutbox, otpCodes } from '../../db/schema.ts';
import { createJobHandlers, jobRunOptions } from '../../job-handlers.ts';
import { createCompany, createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startJobWorker } from '../jobs/job-worker.ts';
import { composeMail, enqueueMail } from './mail.service.ts';
import { deliverPendingMail, outboxReference } from './mail-delivery.ts';
import { createOutboxOnlyTransport, createSmtpTransport, type MailTransport } from './mail-transport.ts';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

let testApp: TestApp;
const servers: SMTPServer[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  await testApp.close();
});

/** A local SMTP server on a free port, without TLS or authentication. */
async function startSmtpServer(options: Partial<SMTPServerOptions> = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
    ...options,
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received };
}

async function outboxRow(id: number) {
  const [row] = await testApp.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row!;
}

/** The mail's delivery job, which holds its attempts, last error and next run. */
async function deliveryJob(mailId: number) {
  const [row] = await testApp.database.db
    .select()
    .from(jobs)
    .where(eq(jobs.uniqueKey, `mail:${mailId}`));
  return row!;
}

const retryDelayMs = (attemptsSoFar: number) => jobRetryDelayMs(attemptsSoFar, 30_000);

function sampleMail(to: string) {
  return composeMail(to, 'Your order LV-2026-000123 was approved', {
    heading: 'Order approved',
    paragraphs: ['Payment is due within 3 days.'],
  });
}

describe('delivering the outbox through SMTP', () => {
  it('sends a pending mail to the SMTP server and records sent_at', async () => {
    const smtp = await startSmtpServer();
    const transport = createSmtpTransport(smtp.url, 'Livery <no-reply@livery.test>');
    const mail = await enqueueMail(testApp.database.db, sampleMail('buyer@harbour.test'));

    const result = await deliverPendingMail(testApp.database.db, transport);
    transport.close();

    expect(result.sent).toBeGreaterThanOrEqual(1);
    const delivered = smtp.received.find((message) => message.to.includes('buyer@harbour.test'));
    expect(delivered).toBeDefined();
    expect(delivered?.from).toBe('no-reply@livery.test');
    expect(delivered?.raw).toContain('Subject: Your order LV-2026-000123 was approved');
    expect(delivered?.raw).toContain('Payment is due within 3 days.');
    expect(delivered?.raw).toContain('text/html');

    const row = await outboxRow(mail.id);
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(await deliveryJob(mail.id)).toMatchObject({ status: 'done', attempts: 1, lastError: null });
  });

  it('keeps the mail pending with one more attempt when the server refuses it', async () => {
    const smtp = await startSmtpServer({
      onRcptTo(_address, _session, callback) {
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 451;
        callback(error);
      },
    });
    const transport = createSmtpTransport(smtp.url, 'Livery <no-reply@livery.test>');
    const mail = await enqueueMail(testApp.database.db, sampleMail('refused@harbour.test'));
    const before = Date.now();

    const result = await deliverPendingMail(testApp.database.db, transport);
    transport.close();

    expect(result.failed).toBeGreaterThanOrEqual(1);
    expect(smtp.received).toEqual([]);
    expect((await outboxRow(mail.id)).sentAt).toBeNull();
    const job = await deliveryJob(mail.id);
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job.lastError).toContain('Mailbox unavailable');
    expect(job.runAt.getTime()).toBeGreaterThanOrEqual(before + retryDelayMs(0) - 1000);

    const tooSoon = await deliverPendingMail(testApp.database.db, createOutboxOnlyTransport());
    expect(tooSoon.sent).toBe(0);
    expect((await outboxRow(mail.id)).sentAt).toBeNull();

    const later = await deliverPendingMail(testApp.database.db, createOutboxOnlyTransport(), {
      now: new Date(Date.now() + retryDelayMs(1)),
    });
    expect(later.sent).toBe(1);
    expect((await outboxRow(mail.id)).sentAt).toBeInstanceOf(Date);
  });

  it('keeps the mail pending when no SMTP server listens', async () => {
    const smtp = await startSmtpServer();
    const closedServer = servers.pop()!;
    await new Promise<void>((resolve) => closedServer.close(() => resolve()));
    const transport = createSmtpTransport(smtp.url, 'Livery <no-reply@livery.test>');
    const mail = await enqueueMail(testApp.database.db, sampleMail('nobody-listens@harbour.test'));

    await deliverPendingMail(testApp.database.db, transport);
    transport.close();

    expect((await outboxRow(mail.id)).sentAt).toBeNull();
    const job = await deliveryJob(mail.id);
    expect(job.attempts).toBe(1);
    expect(job.lastError).toEqual(expect.any(String));
  });
});

describe('the outbox worker', () => {
  it('backs off exponentially up to an hour', () => {
    expect(retryDelayMs(0)).toBe(30_000);
    expect(retryDelayMs(1)).toBe(60_000);
    expect(retryDelayMs(2)).toBe(120_000);
    expect(retryDelayMs(20)).toBe(60 * 60_000);
  });

  it('starts the backoff at MAIL_RETRY_DELAY_MS when it is set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).mailRetryDelayMs).toBe(30_000);
    const config = loadConfig({ NODE_ENV: 'test', MAIL_RETRY_DELAY_MS: '200' });
    expect(jobRunOptions(config).retryDelayMs.mail).toBe(200);
    expect(jobRetryDelayMs(3, config.mailRetryDelayMs)).toBe(1_600);
  });

  it('delivers each mail once when two workers run at the same time', async () => {
    const db = testApp.database.db;
    await deliverPendingMail(db, createOutboxOnlyTransport(), { now: new Date(Date.now() + 24 * 3600_000) });
    const deliveries = new Map<string, number>();
    const countingTransport: MailTransport = {
      kind: 'outbox-only',
      async deliver(message) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        deliveries.set(message.to, (deliveries.get(message.to) ?? 0) + 1);
      },
      close: () => {},
    };
    for (let index = 0; index < 30; index += 1)
      await enqueueMail(db, sampleMail(`crowd${index}@harbour.test`));

    const [first, second] = await Promise.all([
      deliverPendingMail(db, countingTransport),
      deliverPendingMail(db, countingTransport),
    ]);

    expect(first.sent + second.sent).toBe(30);
    expect(deliveries.size).toBe(30);
    expect([...deliveries.values()].every((count) => count === 1)).toBe(true);
  });

  it('marks a mail delivered right after it is enqueued when no SMTP server is configured', async () => {
    const db = testApp.database.db;
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const logged: unknown[] = [];
    const log = {
      warn: (...args: unknown[]) => logged.push(args),
      error: (...args: unknown[]) => logged.push(args),
      info: () => {},
      child() {
        return this;
      },
    } as unknown as NonNullable<Parameters<typeof startJobWorker>[0]['options']['log']>;
    const worker = startJobWorker({
      db,
      handlers: createJobHandlers({
        db,
        config,
        files: testApp.app.deps.files,
        transport: createOutboxOnlyTransport(),
      }),
      options: { ...jobRunOptions(config), log },
    });
    try {
      const mail = await enqueueMail(db, sampleMail('dev-box@harbour.test'));
      await expect
        .poll(async () => (await outboxRow(mail.id)).sentAt, { timeout: 5_000, interval: 50 })
        .toBeInstanceOf(Date);
    } finally {
      await worker.stop();
    }
    expect(logged).toEqual([]);
  });
});

describe('mails that expire', () => {
  it('drops a sign-in code mail whose code expired while the SMTP server was away, and sends it never', async () => {
    const db = testApp.database.db;
    const smtp = await startSmtpServer();
    const transport = createSmtpTransport(smtp.url, 'Livery <no-reply@livery.test>');
    const expiresAt = new Date(Date.now() + 10 * 60_000);
    const late = await enqueueMail(db, sampleMail('late-code@harbour.test'), { expiresAt });
    const onTime = await enqueueMail(db, sampleMail('on-time-code@harbour.test'), { expiresAt });
    await db
      .update(mailOutbox)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(mailOutbox.id, late.id));

    const result = await deliverPendingMail(db, transport);
    transport.close();

    expect(result.dropped).toBeGreaterThanOrEqual(1);
    expect(smtp.received.flatMap((message) => message.to)).toContain('on-time-code@harbour.test');
    expect(smtp.received.flatMap((message) => message.to)).not.toContain('late-code@harbour.test');
    const dropped = await outboxRow(late.id);
    expect(dropped.sentAt).toBeNull();
    expect(dropped.droppedAt).toBeInstanceOf(Date);
    expect(await deliveryJob(late.id)).toMatchObject({ status: 'done', lastError: null });
    expect((await outboxRow(onTime.id)).sentAt).toBeInstanceOf(Date);

    const again = await deliverPendingMail(db, createOutboxOnlyTransport(), {
      now: new Date(Date.now() + 24 * 3600_000),
    });
    expect(again.sent).toBe(0);
    expect((await outboxRow(late.id)).sentAt).toBeNull();
  });

  it('drops a failed code mail whose retry comes after the code expired', async () => {
    const db = testApp.database.db;
    const expiresAt = new Date(Date.now() + 60_000);
    const mail = await enqueueMail(db, sampleMail('retry-too-late@harbour.test'), { expiresAt });
    const failing: MailTransport = {
      kind: 'smtp',
      deliver: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      },
      close: () => {},
    };
    await deliverPendingMail(db, failing);
    expect((await deliveryJob(mail.id)).attempts).toBe(1);

    const delivered: string[] = [];
    const working: MailTransport = {
      kind: 'smtp',
      deliver: async (message) => {
        delivered.push(message.to);
      },
      close: () => {},
    };
    await deliverPendingMail(db, working, { now: new Date(expiresAt.getTime() + 1) });
    expect(delivered).not.toContain('retry-too-late@harbour.test');
    expect((await outboxRow(mail.id)).droppedAt).toBeInstanceOf(Date);
  });

  it("gives a sign-in code mail the code's expiry", async () => {
    const db = testApp.database.db;
    const company = await createCompany(db);
    const user = await createUser(db, { companyId: company.id, email: 'code-expiry@harbour.test' });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/request_otp_auth',
      payload: { email: user.email },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const [code] = await db.select().from(otpCodes).where(eq(otpCodes.userId, user.id));
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mail!.expiresAt?.getTime()).toBe(code!.expiresAt.getTime());
  });
});

describe('the Message-ID', () => {
  it('is the same on every attempt of one outbox mail', async () => {
    let refusals = 1;
    const smtp = await startSmtpServer({
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          if (refusals > 0 && raw.includes('same-id@harbour.test')) {
            refusals -= 1;
            const error = new Error('Try again later') as Error & { responseCode: number };
            error.responseCode = 451;
            callback(error);
            return;
          }
          smtp.received.push({ from: '', to: [], raw });
          callback();
        });
      },
    });
    const transport = createSmtpTransport(smtp.url, 'Livery <no-reply@livery.test>');
    const mail = await enqueueMail(testApp.database.db, sampleMail('same-id@harbour.test'));
    await deliverPendingMail(testApp.database.db, transport);
    await deliverPendingMail(testApp.database.db, transport, { now: new Date(Date.now() + 3600_000) });
    transport.close();

    // The later pass also delivers what earlier tests of this file left waiting: only this mail is judged.
    const ours = smtp.received.filter((message) => message.raw.includes('same-id@harbour.test'));
    expect(ours).toHaveLength(1);
    const messageId = /^Message-ID: (.+)$/im.exec(ours[0]!.raw)?.[1]?.trim();
    expect(messageId).toBe(`<${outboxReference(mail)}@livery.test>`);
  });
});
