import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { JobRegistry } from '../jobs/job-registry.ts';
import { JobFailedForGood, type JobHandler, runDueJobs } from '../jobs/job-worker.ts';
import {
  findOutboxMail,
  markOutboxMailDropped,
  markOutboxMailSent,
  type OutboxRow,
} from './mail.repository.ts';
import type { MailTransport } from './mail-transport.ts';

/** The row's name in its Message-ID: its id, and its creation time so a restored database never reuses one. */
export const outboxReference = (mail: Pick<OutboxRow, 'id' | 'createdAt'>) =>
  `outbox-${mail.id}.${mail.createdAt.getTime()}`;

const mailJobPayload = z.object({ mailId: z.number().int().positive() });

/**
 * The `mail.deliver` job: sends one outbox mail. A mail already sent or dropped is left alone (a retried job
 * sends nothing twice); a code mail past its expiry is marked dropped, never sent late. A refused delivery
 * throws, and the job backs off (MAIL_RETRY_DELAY_MS, doubling) for its 10 attempts.
 */
export function mailDeliveryHandler(db: Database, transport: MailTransport): JobHandler {
  return async (payload, { now }) => {
    const parsed = mailJobPayload.safeParse(payload);
    if (!parsed.success) throw new JobFailedForGood('the job names no outbox mail');
    const mail = await findOutboxMail(db, parsed.data.mailId);
    if (!mail) return 'missing';
    if (mail.sentAt) return 'already sent';
    if (mail.droppedAt) return 'dropped';
    if (mail.expiresAt && mail.expiresAt <= now) {
      await markOutboxMailDropped(db, mail.id, now);
      return 'dropped';
    }
    await transport.deliver({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      reference: outboxReference(mail),
    });
    await markOutboxMailSent(db, mail.id, new Date());
    return 'sent';
  };
}

/** Registers the mail module's jobs (the composition root calls this at start-up). */
export function registerMailJobs(registry: JobRegistry, deps: { db: Database; transport: MailTransport }) {
  registry.register('mail.deliver', mailDeliveryHandler(deps.db, deps.transport));
}

export interface DeliveryResult {
  sent: number;
  /** Attempts refused by the transport (the job is queued again, or failed after its last attempt). */
  failed: number;
  /** Expired before it could be sent (a late sign-in code): marked dropped, never sent. */
  dropped: number;
}

const DEFAULT_LEASE_MS = 5 * 60_000;

/** Runs the due mail jobs once, through `transport`; tests and checks call this instead of a worker. */
export async function deliverPendingMail(
  db: Database,
  transport: MailTransport,
  options: { now?: Date; log?: FastifyBaseLogger; firstRetryDelayMs?: number } = {},
): Promise<DeliveryResult> {
  const firstDelay = options.firstRetryDelayMs ?? 30_000;
  const report = await runDueJobs(
    db,
    { 'mail.deliver': mailDeliveryHandler(db, transport) },
    {
      leaseMs: DEFAULT_LEASE_MS,
      retryDelayMs: { mail: firstDelay, job: firstDelay },
      now: options.now,
      log: options.log,
    },
  );
  return {
    sent: report.outcomes.sent ?? 0,
    failed: report.failed,
    dropped: report.outcomes.dropped ?? 0,
  };
}
