import type { AdminJobsQuery, AdminJobsResponse, JobSummary } from '@livery/api-schemas/jobs';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { AppError, notFound } from '../../errors.ts';
import { currentRequestId } from '../../plugins/request-context.ts';
import {
  countJobsByStatus,
  DONE_COUNT_CAP,
  deleteJobsDoneBefore,
  findJobById,
  findJobsPage,
  insertJob,
  type JobRow,
  requeueFailedJob,
} from './jobs.repository.ts';

/**
 * Every kind of background job, with its attempts and which first retry delay it backs off from
 * (MAIL_RETRY_DELAY_MS for mail, JOB_RETRY_DELAY_MS for the rest).
 */
export const JOB_KINDS = {
  'mail.deliver': { maxAttempts: 10, retryDelay: 'mail' },
  'recurring-order.settle': { maxAttempts: 10, retryDelay: 'job' },
  'low-stock.alert': { maxAttempts: 10, retryDelay: 'job' },
  'artwork.thumbnail': { maxAttempts: 5, retryDelay: 'job' },
  'webhook.deliver': { maxAttempts: 12, retryDelay: 'job' },
  'proof.render': { maxAttempts: 5, retryDelay: 'job' },
} as const satisfies Record<string, { maxAttempts: number; retryDelay: 'mail' | 'job' }>;
export type JobKind = keyof typeof JOB_KINDS;

export function isJobKind(kind: string): kind is JobKind {
  return Object.hasOwn(JOB_KINDS, kind);
}

const queuedListeners = new Set<() => void>();

/** Lets a worker in this process start right after a job is queued instead of at its next poll. */
export function onJobQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

function notifyQueued() {
  for (const listener of queuedListeners) listener();
}

/**
 * Queues a job in the caller's transaction (so a rolled-back change queues nothing), carrying the id of the
 * request or job that queued it. With `uniqueKey`, a job of that key is queued once ever: undefined then.
 */
export async function enqueueJob(
  db: DatabaseOrTransaction,
  kind: JobKind,
  payload: Record<string, unknown>,
  options: { uniqueKey?: string; runAt?: Date } = {},
): Promise<JobRow | undefined> {
  const row = await insertJob(db, {
    ...newJobColumns(kind, options),
    payload,
    uniqueKey: options.uniqueKey,
  });
  if (row) notifyQueued();
  return row;
}

/** A job's columns besides its payload and key, as enqueueJob writes them. */
export interface NewJobColumns {
  kind: JobKind;
  runAt: Date;
  maxAttempts: number;
  requestId: string | null;
}

/**
 * What enqueueJob writes of a job besides its payload and key, for a module whose one statement writes a row and
 * the job about it (the outbox's mail and its delivery): that module then calls `announceQueuedJob`.
 */
export function newJobColumns(kind: JobKind, options: { runAt?: Date } = {}): NewJobColumns {
  return {
    kind,
    // The application's clock, the one workers compare against.
    runAt: options.runAt ?? new Date(),
    maxAttempts: JOB_KINDS[kind].maxAttempts,
    requestId: currentRequestId(),
  };
}

/** Wakes this process's worker for a job another module's statement queued (see `newJobColumns`). */
export function announceQueuedJob(): void {
  notifyQueued();
}

/** How an attempt ended: done, failed and queued again, or failed for good. */
export type JobAttemptEnd = 'done' | 'retrying' | 'failed';
const finishedListeners = new Set<(kind: string, end: JobAttemptEnd) => void>();

/** Lets /metrics count the attempts this process's worker finishes, by kind and how they ended. */
export function onJobAttemptEnded(listener: (kind: string, end: JobAttemptEnd) => void): () => void {
  finishedListeners.add(listener);
  return () => finishedListeners.delete(listener);
}

export function notifyJobAttemptEnded(kind: string, end: JobAttemptEnd) {
  for (const listener of finishedListeners) listener(kind, end);
}

/** What a job is about, for the console: read from its payload, which each kind's handler checks. */
function describeJob(row: JobRow): string {
  const payload = (row.payload ?? {}) as Record<string, unknown>;
  switch (row.kind) {
    case 'mail.deliver':
      return typeof payload.to === 'string'
        ? `Mail ${String(payload.mailId)} to ${payload.to}`
        : `Mail ${String(payload.mailId)}`;
    case 'recurring-order.settle':
      return `Recurring schedule ${String(payload.scheduleId)} through ${String(payload.today)}`;
    case 'low-stock.alert':
      return `Low stock: ${String(payload.title)}`;
    case 'artwork.thumbnail':
      return `Thumbnail of artwork ${String(payload.artworkId)}`;
    case 'webhook.deliver':
      return `Webhook delivery ${String(payload.deliveryId)}`;
    case 'proof.render':
      return `Proofs of order ${String(payload.orderId)}`;
    default:
      return row.kind;
  }
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function toJobJson(row: JobRow): JobSummary {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    max_attempts: row.maxAttempts,
    last_error: row.lastError,
    request_id: row.requestId,
    subject: describeJob(row),
    run_at: row.runAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    started_at: iso(row.startedAt),
    finished_at: iso(row.finishedAt),
    locked_until: row.status === 'running' ? iso(row.lockedUntil) : null,
  };
}

/** The console's Jobs page: counts per status and one page of jobs, newest first. */
export async function listJobs(db: Database, query: AdminJobsQuery): Promise<AdminJobsResponse> {
  const [rows, counts] = await Promise.all([
    findJobsPage(db, {
      filter: query.status,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    countJobsByStatus(db),
  ]);
  const total = query.status
    ? counts[query.status]
    : counts.queued + counts.running + counts.done + counts.failed;
  return {
    jobs: rows.map(toJobJson),
    counts,
    done_count_cap: DONE_COUNT_CAP,
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total_pages: Math.max(1, Math.ceil(total / query.per_page)),
      total_count: total,
    },
  };
}

/** How long a done job stays listed in the console. */
const KEEP_DONE_JOBS_MS = 14 * 24 * 60 * 60_000;

/** Forgets done jobs after two weeks; failed jobs stay until they are retried. */
export async function pruneFinishedJobs(db: Database, now = new Date()): Promise<void> {
  await deleteJobsDoneBefore(db, new Date(now.getTime() - KEEP_DONE_JOBS_MS));
}

/** Gives a failed job one more attempt, now; only a failed job can be retried (409 otherwise). */
export async function retryJob(db: Database, id: number): Promise<JobSummary> {
  const row = await requeueFailedJob(db, id, new Date());
  if (!row) {
    if (!(await findJobById(db, id))) throw notFound('Job');
    throw new AppError('conflict', 'Only a failed job can be retried');
  }
  notifyQueued();
  return toJobJson(row);
}
