import { JOB_FILTERS, JOB_STATUSES } from '@livery/domain/job-status';
import { z } from 'zod';
import { databaseIdText, listMeta, pageNumber } from './common.ts';

/** GET /api/admin/jobs: one page of background jobs, newest first, optionally one status or the retried ones. */
export const adminJobsQuery = z.object({
  status: z.enum(JOB_FILTERS).optional(),
  page: pageNumber,
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminJobsQuery = z.infer<typeof adminJobsQuery>;

export const jobSummary = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  last_error: z.string().nullable(),
  request_id: z.string().nullable(),
  /** What the job is about, in words (the mail's recipient, the artwork, the schedule). */
  subject: z.string(),
  run_at: z.string(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** While running: when its worker's lease ends (past it, another worker starts it again). */
  locked_until: z.string().nullable(),
});
export type JobSummary = z.infer<typeof jobSummary>;

export const jobCounts = z.object({
  queued: z.number().int(),
  running: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  retried: z.number().int(),
});
export type JobCounts = z.infer<typeof jobCounts>;

export const adminJobsResponse = z.object({
  jobs: z.array(jobSummary),
  /** Done jobs are counted up to `done_count_cap` (shown as "10000+"); the other counts are exact. */
  counts: jobCounts,
  done_count_cap: z.number().int(),
  meta: listMeta,
});
export type AdminJobsResponse = z.infer<typeof adminJobsResponse>;

export const jobIdParams = z.object({ id: databaseIdText });

/** POST /api/admin/jobs/{id}/retry answers the job, queued again. */
export const retryJobResponse = z.object({ job: jobSummary });
export type RetryJobResponse = z.infer<typeof retryJobResponse>;
