import { and, asc, desc, eq, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { jobs } from '../../db/schema.ts';

export type JobRow = typeof jobs.$inferSelect;
export type JobStatus = JobRow['status'];

/** What the console's filters mean; "retried" is any job started again after an attempt that did not finish. */
export type JobFilter = JobStatus | 'retried';

const RETRIED = sql`(${jobs.attempts} > 1 or (${jobs.status} = 'queued' and ${jobs.attempts} > 0))`;

/** Queues a job; with a unique key already taken, nothing is written and undefined is answered. */
export async function insertJob(
  db: DatabaseOrTransaction,
  values: {
    kind: string;
    payload: unknown;
    runAt: Date;
    maxAttempts: number;
    requestId: string | null;
    uniqueKey?: string;
  },
): Promise<JobRow | undefined> {
  const [row] = await db
    .insert(jobs)
    .values({ ...values, uniqueKey: values.uniqueKey ?? null })
    .onConflictDoNothing({ target: jobs.uniqueKey })
    .returning();
  return row;
}

/**
 * Claims up to `limit` jobs for one worker: due queued jobs, and running jobs whose worker's lease ran out
 * (it died). The rows are locked with SKIP LOCKED so concurrent workers never take the same one, and the
 * lease keeps them this worker's after the short transaction ends. A job whose lease ran out on its last
 * attempt is marked failed instead of run again.
 */
export async function claimJobs(
  db: Database,
  options: { now: Date; leaseUntil: Date; workerId: string; limit: number; kinds?: readonly string[] },
): Promise<JobRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id, status: jobs.status, attempts: jobs.attempts, maxAttempts: jobs.maxAttempts })
      .from(jobs)
      .where(
        and(
          or(
            and(eq(jobs.status, 'queued'), lte(jobs.runAt, options.now)),
            and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, options.now)),
          ),
          options.kinds ? inArray(jobs.kind, [...options.kinds]) : undefined,
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(options.limit)
      .for('update', { skipLocked: true });
    const spent = due.filter((job) => job.status === 'running' && job.attempts >= job.maxAttempts);
    if (spent.length > 0) {
      await tx
        .update(jobs)
        .set({
          status: 'failed',
          lockedUntil: null,
          finishedAt: options.now,
          lastError: 'its worker stopped during the last attempt (lease expired)',
        })
        .where(
          inArray(
            jobs.id,
            spent.map((job) => job.id),
          ),
        );
    }
    const runnable = due.filter((job) => !spent.includes(job));
    if (runnable.length === 0) return [];
    return tx
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: options.leaseUntil,
        lockedBy: options.workerId,
        startedAt: options.now,
      })
      .where(
        inArray(
          jobs.id,
          runnable.map((job) => job.id),
        ),
      )
      .returning();
  });
}

/**
 * The attempt that claimed the job is the only one that may finish it: a worker that outlived its lease
 * (another has started the job again since) changes nothing. False when it was not this attempt's to finish.
 */
const ownAttempt = (job: Pick<JobRow, 'id' | 'attempts'>) =>
  and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));

export async function markJobDone(db: DatabaseOrTransaction, job: JobRow, finishedAt: Date) {
  const rows = await db
    .update(jobs)
    .set({ status: 'done', lockedUntil: null, finishedAt })
    .where(ownAttempt(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** A failed attempt: queued again at `retryAt`, or failed for good (kept, with its error) when null. */
export async function markJobAttemptFailed(
  db: DatabaseOrTransaction,
  job: JobRow,
  failure: { error: string; retryAt: Date | null; now: Date },
) {
  const rows = await db
    .update(jobs)
    .set(
      failure.retryAt
        ? { status: 'queued', runAt: failure.retryAt, lockedUntil: null, lastError: failure.error }
        : { status: 'failed', lockedUntil: null, lastError: failure.error, finishedAt: failure.now },
    )
    .where(ownAttempt(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** A failed job queued again now for one more attempt; undefined unless it had failed. */
export async function requeueFailedJob(db: DatabaseOrTransaction, id: number, now: Date) {
  const [row] = await db
    .update(jobs)
    .set({
      status: 'queued',
      runAt: now,
      maxAttempts: sql`${jobs.attempts} + 1`,
      finishedAt: null,
    })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
    .returning();
  return row;
}

function filterCondition(filter: JobFilter | undefined): SQL | undefined {
  if (!filter) return undefined;
  if (filter === 'retried') return RETRIED;
  return eq(jobs.status, filter);
}

/** Newest first, one page; a status filter reads (status, id), "retried" its partial index. */
export async function findJobsPage(
  db: DatabaseOrTransaction,
  options: { filter?: JobFilter; limit: number; offset: number },
) {
  return db
    .select()
    .from(jobs)
    .where(filterCondition(options.filter))
    .orderBy(desc(jobs.id))
    .limit(options.limit)
    .offset(options.offset);
}

/** Done jobs are counted up to this many: the console shows "10000+" rather than count two weeks of rows. */
export const DONE_COUNT_CAP = 10_000;

/**
 * Jobs per status and the retried ones, in one statement: each count reads an index ((status, id), or the
 * retried jobs' partial index); the done ones, the bulk of the table, are counted up to DONE_COUNT_CAP.
 */
export async function countJobsByStatus(db: DatabaseOrTransaction) {
  const statusCount = (status: JobStatus) =>
    sql`(select count(*) from ${jobs} where ${jobs.status} = ${status})`;
  // execute answers rows under both drivers (node-postgres and PGlite); its type does not say so.
  const result = (await db.execute(
    sql`select ${statusCount('queued')} as queued, ${statusCount('running')} as running,
      (select count(*) from (select 1 from ${jobs} where ${jobs.status} = 'done' limit ${DONE_COUNT_CAP}) as capped) as done,
      ${statusCount('failed')} as failed,
      (select count(*) from ${jobs} where ${RETRIED}) as retried`,
  )) as unknown as { rows: Array<Record<JobFilter, number | string>> };
  const row = result.rows[0];
  return {
    queued: Number(row?.queued ?? 0),
    running: Number(row?.running ?? 0),
    done: Number(row?.done ?? 0),
    failed: Number(row?.failed ?? 0),
    retried: Number(row?.retried ?? 0),
  };
}

/** For /metrics: the jobs waiting, running or failed, by kind (done ones are counted as they finish). */
export async function countOpenJobsByKindAndStatus(db: DatabaseOrTransaction) {
  return db
    .select({ kind: jobs.kind, status: jobs.status, count: sql<number>`count(*)`.mapWith(Number) })
    .from(jobs)
    .where(inArray(jobs.status, ['queued', 'running', 'failed']))
    .groupBy(jobs.kind, jobs.status);
}

/** Done jobs older than `before` are forgotten; failed ones stay until someone retries them. */
export async function deleteJobsDoneBefore(db: DatabaseOrTransaction, before: Date) {
  await db.delete(jobs).where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, before)));
}

export async function findJobById(db: DatabaseOrTransaction, id: number) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/** Any job still waiting or running (tests and the drill wait for the queue to empty). */
export async function countUnfinishedJobs(db: DatabaseOrTransaction, kinds?: readonly string[]) {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(jobs)
    .where(
      and(inArray(jobs.status, ['queued', 'running']), kinds ? inArray(jobs.kind, [...kinds]) : undefined),
    );
  return row?.count ?? 0;
}
