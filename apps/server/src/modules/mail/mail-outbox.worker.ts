import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import {
  claimDueOutboxMails,
  markOutboxMailDropped,
  markOutboxMailFailed,
  markOutboxMailSent,
  type OutboxRow,
} from './mail.repository.ts';
import { onMailEnqueued } from './mail.service.ts';
import { createMailTransport, type MailTransport } from './mail-transport.ts';

const POLL_INTERVAL_MS = 1_000;
const BATCH_SIZE = 20;
/** A claimed mail is invisible to other workers this long; if this process dies mid-send, another retries. */
const CLAIM_LEASE_MS = 5 * 60_000;
/** After this many failures a mail stays in the outbox with its last error and is no longer tried. */
export const MAIL_MAX_ATTEMPTS = 10;
const FIRST_RETRY_DELAY_MS = 30_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;

/** Exponential backoff: 30 s, 1 min, 2 min ... capped at an hour (MAIL_RETRY_DELAY_MS sets the first step). */
export function retryDelayMs(attemptsSoFar: number, firstDelayMs = FIRST_RETRY_DELAY_MS): number {
  return Math.min(firstDelayMs * 2 ** attemptsSoFar, MAX_RETRY_DELAY_MS);
}

export interface DeliveryResult {
  sent: number;
  failed: number;
  /** Claimed but expired before it could be sent (a late sign-in code): marked dropped, never sent. */
  dropped: number;
}

/** The row's name in its Message-ID: its id, and its creation time so a restored database never reuses one. */
export const outboxReference = (mail: Pick<OutboxRow, 'id' | 'createdAt'>) =>
  `outbox-${mail.id}.${mail.createdAt.getTime()}`;

/** Claims and delivers the due mails once; tests call this directly instead of running the worker. */
export async function deliverPendingMail(
  db: Database,
  transport: MailTransport,
  options: { now?: Date; log?: FastifyBaseLogger; firstRetryDelayMs?: number } = {},
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0, dropped: 0 };
  for (;;) {
    const now = options.now ?? new Date();
    const claimed = await claimDueOutboxMails(db, {
      now,
      leaseUntil: new Date(now.getTime() + CLAIM_LEASE_MS),
      limit: BATCH_SIZE,
      maxAttempts: MAIL_MAX_ATTEMPTS,
    });
    for (const mail of claimed) {
      // Checked per mail, since sending a batch takes time: a code that has expired is never sent late.
      const sendingAt = options.now ?? new Date();
      if (mail.expiresAt && mail.expiresAt <= sendingAt) {
        await markOutboxMailDropped(db, mail.id, sendingAt);
        result.dropped += 1;
        continue;
      }
      try {
        await transport.deliver({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          reference: outboxReference(mail),
        });
        await markOutboxMailSent(db, mail.id, new Date());
        result.sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await markOutboxMailFailed(db, mail.id, {
          error: message.slice(0, 1000),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(mail.attempts, options.firstRetryDelayMs)),
        });
        const isLastAttempt = mail.attempts + 1 >= MAIL_MAX_ATTEMPTS;
        options.log?.warn(
          { mailId: mail.id, attempts: mail.attempts + 1, err: message },
          isLastAttempt
            ? 'mail delivery failed for the last time; it stays in the outbox'
            : 'mail delivery failed',
        );
        result.failed += 1;
      }
    }
    if (claimed.length < BATCH_SIZE) return result;
  }
}

/**
 * Delivers the outbox in the background: polls every second and runs at once after an enqueue in this
 * process. Several processes may run it against one PostgreSQL; SKIP LOCKED keeps them apart.
 * Returns a function that stops it and waits for the delivery in progress.
 */
export function startMailOutboxWorker(deps: {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  const transport = createMailTransport(deps.config);
  let isStopped = false;
  let isRunAgainRequested = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const schedule = () => {
    if (isStopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, POLL_INTERVAL_MS);
    timer.unref();
  };

  function run(): void {
    if (isStopped) return;
    if (running) {
      isRunAgainRequested = true;
      return;
    }
    running = deliverPendingMail(deps.db, transport, {
      log: deps.log,
      firstRetryDelayMs: deps.config.mailRetryDelayMs,
    })
      .then(() => undefined)
      .catch((error: unknown) => deps.log.error({ err: error }, 'mail outbox run failed'))
      .finally(() => {
        running = null;
        if (isRunAgainRequested) {
          isRunAgainRequested = false;
          setImmediate(run);
        } else {
          schedule();
        }
      });
  }

  const unsubscribe = onMailEnqueued(() => setImmediate(run));
  setImmediate(run);

  return async () => {
    isStopped = true;
    unsubscribe();
    if (timer) clearTimeout(timer);
    await running;
    transport.close();
  };
}
