import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Background work (decision 106): claimed by one worker with SKIP LOCKED and a lease, retried with backoff,
 * kept after it finishes or fails so the console can show it. `attempts` counts the times it was started.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** While running: past this, the worker is taken for dead and another may start the job again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** The request that queued the job, so its logs and the job's can be read together. */
    requestId: text('request_id'),
    /** A job with a key is queued once ever (a schedule's day, an outbox mail). */
    uniqueKey: text('unique_key'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_due_idx').on(table.runAt).where(sql`status = 'queued'`),
    index('jobs_lease_idx').on(table.lockedUntil).where(sql`status = 'running'`),
    index('jobs_status_id_idx').on(table.status, table.id),
    index('jobs_retried_idx').on(table.id).where(sql`attempts > 1 or (status = 'queued' and attempts > 0)`),
    uniqueIndex('jobs_unique_key').on(table.uniqueKey),
  ],
);
