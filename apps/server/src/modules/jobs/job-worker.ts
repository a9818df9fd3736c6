import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { jobRetryDelayMs } from '@livery/domain/job-status';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { runWithRequestId } from '../../plugins/request-context.ts';
import { claimJobs, type JobRow, markJobAttemptFailed, markJobDone } from './jobs.repository.ts';
import { JOB_KINDS, type JobKind, notifyJobAttemptEnded, onJobQueued } from './jobs.service.ts';

export interface JobContext {
  job: JobRow;
  /** The worker's logger with the job's id, kind and the request id that queued it (`reqId`). */
  log: FastifyBaseLogger | undefined;
  /** The clock the run goes by (tests move it). */
  now: Date;
}

/** Does one job's work; answers a word for what happened ('sent', 'dropped' ...), counted in the report. */
export type JobHandler = (payload: unknown, context: JobContext) => Promise<string | undefined>;
export type JobHandlers = Partial<Record<JobKind, JobHandler>>;

/** Thrown by a handler when trying again cannot help (its payload is unusable): the job fails at once. */
export class JobFailedForGood extends Error {}

export interface JobRunOptions {
  /** Started jobs are this worker's for this long; then another may start them again. */
  leaseMs: number;
  /** First retry delays: mail's, and every other kind's. */
  retryDelayMs: { mail: number; job: number };
  now?: Date;
  log?: FastifyBaseLogger;
  workerId?: string;
  /** Jobs claimed (and run side by side) per round. */
  batchSize?: number;
  /** Asked before each round: a stopping worker finishes its round and claims no more. */
  isStopping?: () => boolean;
}

export interface JobRunReport {
  done: number;
  /** Attempts that failed (queued again, or failed for good). */
  failed: number;
  /** Handler outcomes by word: { sent: 3, dropped: 1 }. */
  outcomes: Record<string, number>;
}

const DEFAULT_BATCH_SIZE = 5;
const POLL_INTERVAL_MS = 1_000;

export const newWorkerId = () => `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

async function runJob(
  db: Database,
  handlers: JobHandlers,
  job: JobRow,
  options: JobRunOptions,
  report: JobRunReport,
): Promise<void> {
  const log = options.log?.child({ reqId: job.requestId ?? undefined, jobId: job.id, jobKind: job.kind });
  const kind = job.kind as JobKind;
  const handler = handlers[kind];
  const startedAt = Date.now();
  try {
    if (!handler) throw new JobFailedForGood(`no handler for jobs of kind ${job.kind}`);
    const outcome = await runWithRequestId(job.requestId, () =>
      handler(job.payload, { job, log, now: options.now ?? new Date() }),
    );
    if (!(await markJobDone(db, job, new Date()))) {
      log?.warn('job finished after its lease ran out: another worker had started it again');
    }
    report.done += 1;
    notifyJobAttemptEnded(job.kind, 'done');
    const word = outcome ?? 'done';
    report.outcomes[word] = (report.outcomes[word] ?? 0) + 1;
    log?.info({ attempts: job.attempts, durationMs: Date.now() - startedAt, outcome: word }, 'job done');
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const isLastAttempt = error instanceof JobFailedForGood || job.attempts >= job.maxAttempts;
    const firstDelay =
      JOB_KINDS[kind]?.retryDelay === 'mail' ? options.retryDelayMs.mail : options.retryDelayMs.job;
    const retryAt = isLastAttempt
      ? null
      : new Date(Date.now() + jobRetryDelayMs(job.attempts - 1, firstDelay));
    await markJobAttemptFailed(db, job, { error: message, retryAt, now: new Date() });
    report.failed += 1;
    notifyJobAttemptEnded(job.kind, isLastAttempt ? 'failed' : 'retrying');
    log?.warn(
      { attempts: job.attempts, maxAttempts: job.maxAttempts, retryAt, err: message },
      isLastAttempt ? 'job failed for the last time; it stays in the Jobs list' : 'job failed; retried later',
    );
  }
}

/**
 * Claims and runs due jobs of the kinds `handlers` knows until none is due; tests call this directly
 * instead of running the worker. Jobs of one round run side by side.
 */
export async function runDueJobs(
  db: Database,
  handlers: JobHandlers,
  options: JobRunOptions,
): Promise<JobRunReport> {
  const report: JobRunReport = { done: 0, failed: 0, outcomes: {} };
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const workerId = options.workerId ?? newWorkerId();
  const kinds = Object.keys(handlers);
  for (;;) {
    if (options.isStopping?.()) return report;
    const now = options.now ?? new Date();
    const claimed = await claimJobs(db, {
      now,
      leaseUntil: new Date(now.getTime() + options.leaseMs),
      workerId,
      limit: batchSize,
      kinds,
    });
    await Promise.all(claimed.map((job) => runJob(db, handlers, job, options, report)));
    if (claimed.length < batchSize) return report;
  }
}

export interface JobWorker {
  /** Stops claiming, and resolves when the jobs it had started have finished. */
  stop(): Promise<void>;
}

/**
 * Runs jobs in the background: polls every second and at once after a job is queued in this process.
 * Several processes may run it against one PostgreSQL; SKIP LOCKED and the lease keep them apart.
 */
export function startJobWorker(deps: {
  db: Database;
  handlers: JobHandlers;
  options: JobRunOptions;
  onStop?: () => void;
}): JobWorker {
  const log = deps.options.log;
  let isStopped = false;
  const options: JobRunOptions = {
    ...deps.options,
    workerId: deps.options.workerId ?? newWorkerId(),
    isStopping: () => isStopped,
  };
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
    if (running !== null) {
      isRunAgainRequested = true;
      return;
    }
    running = runDueJobs(deps.db, deps.handlers, options)
      .then(() => undefined)
      .catch((error: unknown) => log?.error({ err: error }, 'job run failed; retried at the next poll'))
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

  const unsubscribe = onJobQueued(() => setImmediate(run));
  setImmediate(run);

  return {
    async stop() {
      isStopped = true;
      unsubscribe();
      if (timer) clearTimeout(timer);
      await running;
      deps.onStop?.();
    },
  };
}
