import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mailOutbox } from '../../db/schema.ts';
import { isRequestContextOpen } from '../../plugins/request-context.ts';
import { createBuyer, createProviderStaff, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type JobHandler, type JobRunOptions, runDueJobs, startJobWorker } from './job-worker.ts';
import { claimJobs, findJobById } from './jobs.repository.ts';
import { enqueueJob } from './jobs.service.ts';

let testApp: TestApp;
let provider: Record<string, string>;
let customer: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  provider = await signIn(testApp.app, (await createProviderStaff(db)).email);
  customer = await signIn(testApp.app, (await createBuyer(db)).user.email);
});
afterAll(() => testApp.close());

const OPTIONS: JobRunOptions = { leaseMs: 60_000, retryDelayMs: { mail: 1_000, job: 1_000 } };
/** Test jobs use the thumbnail kind with a handler of the test's own; the payload's `marker` tells them apart. */
const KIND = 'artwork.thumbnail';

let markers = 0;
async function queueTestJobs(count: number) {
  markers += 1;
  const marker = `test-${markers}`;
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const row = await enqueueJob(testApp.database.db, KIND, { artworkId: index + 1, marker, index });
    ids.push(row!.id);
  }
  return { marker, ids };
}

const payloadOf = (payload: unknown) => payload as { marker: string; index: number };

async function jobRows(ids: number[]) {
  return testApp.database.db.select().from(jobs).where(inArray(jobs.id, ids));
}

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>) =>
  testApp.app.inject({ method, url, headers });

describe('running jobs', () => {
  it('runs each job once when two workers poll at the same time', async () => {
    const { marker, ids } = await queueTestJobs(30);
    const runs = new Map<number, number>();
    const handler: JobHandler = async (payload) => {
      const job = payloadOf(payload);
      if (job.marker !== marker) return 'other';
      await new Promise((resolve) => setTimeout(resolve, 2));
      runs.set(job.index, (runs.get(job.index) ?? 0) + 1);
      return 'counted';
    };
    const [first, second] = await Promise.all([
      runDueJobs(testApp.database.db, { [KIND]: handler }, { ...OPTIONS, workerId: 'worker-a' }),
      runDueJobs(testApp.database.db, { [KIND]: handler }, { ...OPTIONS, workerId: 'worker-b' }),
    ]);

    expect(runs.size).toBe(30);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect((first.outcomes.counted ?? 0) + (second.outcomes.counted ?? 0)).toBe(30);
    const rows = await jobRows(ids);
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
  });

  it('runs again a job whose worker died: its lease runs out and another worker takes it', async () => {
    const { marker, ids } = await queueTestJobs(1);
    const { db } = testApp.database;
    const now = new Date();
    // A worker claims it and dies without finishing.
    const claimed = await claimJobs(db, {
      now,
      leaseUntil: new Date(now.getTime() + 60_000),
      workerId: 'killed',
      limit: 50,
      kinds: [KIND],
    });
    expect(claimed.map((row) => row.id)).toContain(ids[0]);

    const seen: string[] = [];
    const handler: JobHandler = async (payload) => {
      if (payloadOf(payload).marker === marker) seen.push(marker);
      return 'ran';
    };
    await runDueJobs(db, { [KIND]: handler }, OPTIONS);
    expect(seen).toEqual([]);

    await runDueJobs(db, { [KIND]: handler }, { ...OPTIONS, now: new Date(now.getTime() + 61_000) });
    expect(seen).toEqual([marker]);
    const job = await findJobById(db, ids[0]!);
    expect(job).toMatchObject({ status: 'done', attempts: 2 });

    const retried = (await call('GET', '/api/admin/jobs?status=retried&per_page=100', provider)).json();
    expect(retried.jobs.map((row: { id: number }) => row.id)).toContain(ids[0]);
  });

  it('backs off twice as long after each failure, then keeps the failed job with its error', async () => {
    const { marker, ids } = await queueTestJobs(1);
    const { db } = testApp.database;
    await db.update(jobs).set({ maxAttempts: 3 }).where(eq(jobs.id, ids[0]!));
    const failing: JobHandler = async (payload) => {
      if (payloadOf(payload).marker === marker) throw new Error('SMTP said 451 try later');
      return 'other';
    };
    const delays: number[] = [];
    let clock = new Date();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const before = Date.now();
      await runDueJobs(db, { [KIND]: failing }, { ...OPTIONS, now: clock });
      const job = (await findJobById(db, ids[0]!))!;
      expect(job.attempts).toBe(attempt);
      if (job.status === 'queued') {
        delays.push(job.runAt.getTime() - before);
        clock = new Date(job.runAt.getTime() + 1);
      }
    }
    expect(delays).toHaveLength(2);
    expect(delays[0]).toBeGreaterThanOrEqual(1_000 - 50);
    expect(delays[0]).toBeLessThan(2_000);
    expect(delays[1]).toBeGreaterThanOrEqual(2_000 - 50);
    expect(delays[1]).toBeLessThan(4_000);

    const job = (await findJobById(db, ids[0]!))!;
    expect(job).toMatchObject({ status: 'failed', attempts: 3, lastError: 'SMTP said 451 try later' });
    expect(job.finishedAt).toBeInstanceOf(Date);

    const failed = (await call('GET', '/api/admin/jobs?status=failed', provider)).json();
    const listed = failed.jobs.find((row: { id: number }) => row.id === ids[0]);
    expect(listed).toMatchObject({
      kind: KIND,
      status: 'failed',
      attempts: 3,
      max_attempts: 3,
      last_error: 'SMTP said 451 try later',
    });
    expect(failed.counts.failed).toBeGreaterThanOrEqual(1);
    expect(failed.meta.total_count).toBe(failed.counts.failed);
  });

  it('retries a failed job once more from the console, and refuses to retry one that did not fail', async () => {
    const { marker, ids } = await queueTestJobs(1);
    const { db } = testApp.database;
    await db.update(jobs).set({ maxAttempts: 1 }).where(eq(jobs.id, ids[0]!));
    let isBroken = true;
    const handler: JobHandler = async (payload) => {
      if (payloadOf(payload).marker !== marker) return 'other';
      if (isBroken) throw new Error('file store unreachable');
      return 'recovered';
    };
    await runDueJobs(db, { [KIND]: handler }, OPTIONS);
    expect((await findJobById(db, ids[0]!))?.status).toBe('failed');

    const retried = await call('POST', `/api/admin/jobs/${ids[0]}/retry`, provider);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().job).toMatchObject({ status: 'queued', attempts: 1, max_attempts: 2 });

    isBroken = false;
    const report = await runDueJobs(db, { [KIND]: handler }, OPTIONS);
    expect(report.outcomes.recovered).toBe(1);
    expect(await findJobById(db, ids[0]!)).toMatchObject({ status: 'done', attempts: 2 });

    expect((await call('POST', `/api/admin/jobs/${ids[0]}/retry`, provider)).statusCode).toBe(409);
    expect((await call('POST', '/api/admin/jobs/2000000000/retry', provider)).statusCode).toBe(404);
  });

  it('lets a stopping worker finish the job it started', async () => {
    const { marker, ids } = await queueTestJobs(1);
    let started = false;
    const slow: JobHandler = async (payload) => {
      if (payloadOf(payload).marker !== marker) return 'other';
      started = true;
      await new Promise((resolve) => setTimeout(resolve, 300));
      return 'finished';
    };
    const worker = startJobWorker({ db: testApp.database.db, handlers: { [KIND]: slow }, options: OPTIONS });
    await expect.poll(() => started, { timeout: 5_000, interval: 10 }).toBe(true);
    await worker.stop();
    expect(await findJobById(testApp.database.db, ids[0]!)).toMatchObject({ status: 'done' });
  });
});

describe('request ids', () => {
  it('stores the id of the request that queued a job, carries it into jobs queued by that job, and logs it', async () => {
    const { db } = testApp.database;
    const { user } = await createBuyer(db);
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/request_otp_auth',
      payload: { email: user.email },
    });
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    const requestId = String(answer.headers['x-request-id']);
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    const [delivery] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `mail:${mail!.id}`));
    expect(delivery?.requestId).toBe(requestId);

    // A job run for that request queues another: the second carries the same id, and the logs name it.
    const parent = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const parentId = String(parent.headers['x-request-id']);
    await db.insert(jobs).values({
      kind: KIND,
      payload: { artworkId: 1, marker: 'parent', index: 0 },
      runAt: new Date(),
      maxAttempts: 1,
      requestId: parentId,
    });
    const logged: Array<Record<string, unknown>> = [];
    const log = {
      child: (bindings: Record<string, unknown>) => ({
        info: (fields: object) => logged.push({ ...bindings, ...fields }),
        warn: (fields: object) => logged.push({ ...bindings, ...fields }),
      }),
    } as unknown as FastifyBaseLogger;
    let childId: number | undefined;
    const handler: JobHandler = async (payload) => {
      if (payloadOf(payload).marker !== 'parent') return 'other';
      childId = (await enqueueJob(db, KIND, { artworkId: 1, marker: 'child', index: 0 }))?.id;
      return 'queued a child';
    };
    await runDueJobs(db, { [KIND]: handler }, { ...OPTIONS, log });
    expect((await findJobById(db, childId!))?.requestId).toBe(parentId);
    expect(logged).toContainEqual(expect.objectContaining({ reqId: parentId, outcome: 'queued a child' }));
  });

  it('keeps the request context (async hooks) off for reads, and closes it once a write or a job has ended', async () => {
    const { db } = testApp.database;
    // A list and a probe are reads: nothing they do can queue a job, so they open no context.
    const list = await testApp.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: provider });
    expect(list.statusCode, list.body).toBe(200);
    await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(isRequestContextOpen()).toBe(false);

    // A write opens it while its handler runs (its job carries its id, as above) and closes it with its answer.
    const { user } = await createBuyer(db);
    const write = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/request_otp_auth',
      payload: { email: user.email },
    });
    expect(write.statusCode, write.body).toBeLessThan(300);
    await new Promise((resolve) => setImmediate(resolve));
    expect(isRequestContextOpen()).toBe(false);

    // A write refused by its checks closes it too.
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/request_otp_auth',
      payload: { email: 42 },
    });
    expect(refused.statusCode).toBe(422);
    await new Promise((resolve) => setImmediate(resolve));
    expect(isRequestContextOpen()).toBe(false);

    // A job's context closes when it ends, failed or not.
    const { marker } = await queueTestJobs(2);
    let seenOpen = false;
    const handler: JobHandler = async (payload) => {
      if (payloadOf(payload).marker !== marker) return 'other';
      seenOpen ||= isRequestContextOpen();
      if (payloadOf(payload).index === 1) throw new Error('this one fails');
      return 'done';
    };
    await runDueJobs(db, { [KIND]: handler }, OPTIONS);
    expect(seenOpen).toBe(true);
    expect(isRequestContextOpen()).toBe(false);
  });
});

describe('GET /api/admin/jobs', () => {
  it('lists jobs newest first with counts per status, for provider staff only (customers 404)', async () => {
    await queueTestJobs(3);
    const answer = await call('GET', '/api/admin/jobs?per_page=2', provider);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.jobs).toHaveLength(2);
    expect(body.jobs[0].id).toBeGreaterThan(body.jobs[1].id);
    expect(body.counts).toEqual({
      queued: expect.any(Number),
      running: expect.any(Number),
      done: expect.any(Number),
      failed: expect.any(Number),
      retried: expect.any(Number),
    });
    expect(body.meta.total_count).toBe(
      body.counts.queued + body.counts.running + body.counts.done + body.counts.failed,
    );
    const queued = (await call('GET', '/api/admin/jobs?status=queued&per_page=100', provider)).json();
    expect(queued.jobs.every((job: { status: string }) => job.status === 'queued')).toBe(true);
    expect(queued.jobs.length).toBe(Math.min(100, queued.counts.queued));

    expect((await call('GET', '/api/admin/jobs', customer)).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/jobs/1/retry', customer)).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/jobs' })).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/jobs?status=lost', provider)).statusCode).toBe(422);
  });
});
