import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { mailOutbox } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { composeMail, enqueueMail } from './mail.service.ts';
import { deliverPendingMail, retryDelayMs, startMailOutboxWorker } from './mail-outbox.worker.ts';
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
    expect(row.attempts).toBe(0);
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
    const row = await outboxRow(mail.id);
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toContain('Mailbox unavailable');
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + retryDelayMs(0) - 1000);

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

    const row = await outboxRow(mail.id);
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toEqual(expect.any(String));
  });
});

describe('the outbox worker', () => {
  it('backs off exponentially up to an hour', () => {
    expect(retryDelayMs(0)).toBe(30_000);
    expect(retryDelayMs(1)).toBe(60_000);
    expect(retryDelayMs(2)).toBe(120_000);
    expect(retryDelayMs(20)).toBe(60 * 60_000);
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
    } as unknown as Parameters<typeof startMailOutboxWorker>[0]['log'];
    const stop = startMailOutboxWorker({ db, config, log });
    try {
      const mail = await enqueueMail(db, sampleMail('dev-box@harbour.test'));
      await expect
        .poll(async () => (await outboxRow(mail.id)).sentAt, { timeout: 5_000, interval: 50 })
        .toBeInstanceOf(Date);
    } finally {
      await stop();
    }
    expect(logged).toEqual([]);
  });
});
