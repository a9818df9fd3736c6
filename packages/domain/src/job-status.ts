/** A background job's stored status: waiting (or waiting to retry), being run, finished, given up on. */
export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The console's filters: each status, and "retried" (started again after an attempt that did not finish). */
export const JOB_FILTERS = ['queued', 'running', 'failed', 'retried', 'done'] as const;
export type JobFilter = (typeof JOB_FILTERS)[number];

export const JOB_FILTER_LABELS: Record<JobFilter, string> = {
  queued: 'Queued',
  running: 'Running',
  failed: 'Failed',
  retried: 'Retried',
  done: 'Done',
};

/** Ant Design tag colours per status. */
export const JOB_STATUS_COLOURS: Record<JobStatus, string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
};

/** First retry after `firstDelayMs`, doubling per failed attempt, capped at an hour. `attemptsSoFar` counts failures before this one. */
export function jobRetryDelayMs(attemptsSoFar: number, firstDelayMs: number): number {
  return Math.min(firstDelayMs * 2 ** Math.max(0, attemptsSoFar), 60 * 60_000);
}
