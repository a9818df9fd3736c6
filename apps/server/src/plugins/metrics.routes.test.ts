import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../modules/jobs/job-worker.ts';
import { enqueueJob } from '../modules/jobs/jobs.service.ts';
import { createBuyer, signIn } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const METRICS_TOKEN = 'scrape-me-with-this-token';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ METRICS_TOKEN });
});
afterAll(() => testApp.close());

const scrape = (authorization?: string) =>
  testApp.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('reports request latency by route pattern, never by id, with the jobs by kind and status', async () => {
    await enqueueJob(testApp.database.db, 'artwork.thumbnail', { artworkId: 1 });
    await enqueueJob(testApp.database.db, 'mail.deliver', { mailId: 1 });
    await runDueJobs(
      testApp.database.db,
      { 'mail.deliver': async () => 'sent' },
      { leaseMs: 60_000, retryDelayMs: { mail: 1_000, job: 1_000 } },
    );
    const buyer = await createBuyer(testApp.database.db);
    const headers = await signIn(testApp.app, buyer.user.email);
    await testApp.app.inject({ method: 'GET', url: '/api/health' });
    await testApp.app.inject({
      method: 'GET',
      url: '/api/orders/00000000-0000-4000-8000-000000000001',
      headers,
    });

    const answer = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    expect(answer.body).toMatch(
      /livery_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 1/,
    );
    expect(answer.body).toContain('route="/api/orders/:id",status_code="404"');
    expect(answer.body).not.toContain('00000000-0000-4000-8000-000000000001');
    expect(answer.body).toMatch(/livery_jobs\{kind="artwork.thumbnail",status="queued"\} 1/);
    expect(answer.body).toMatch(/livery_job_attempts_total\{kind="mail.deliver",end="done"\} 1/);
    expect(answer.body).toMatch(/nodejs_eventloop_lag_p99_seconds [\d.e-]+/);
    expect(answer.body).toMatch(/process_resident_memory_bytes \d+/);
  });

  it('refuses a scraper without the token, and does not exist when no token is configured', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer wrong-token-of-same-size')).statusCode).toBe(401);
    const withoutToken = await createTestApp();
    try {
      const answer = await withoutToken.app.inject({ method: 'GET', url: '/metrics' });
      expect(answer.statusCode).toBe(404);
    } finally {
      await withoutToken.close();
    }
  });
});
