import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { countStatementsSent, type PoolStats } from '../db/database.ts';

/** What the metrics read of the background jobs; the jobs module provides it, wired in app.ts. */
export interface JobMetricsSource {
  countOpenJobs(): Promise<{ kind: string; status: string; count: number }[]>;
  /** Calls `listener` as each attempt of this process's worker ends; answers how to stop. */
  onJobAttemptEnded(listener: (kind: string, end: string) => void): () => void;
}

interface MetricsOptions {
  jobs: JobMetricsSource;
  /** The bearer token a scraper must send; without one, /metrics does not exist. */
  token: string | undefined;
  poolStats?: () => PoolStats;
}

function isToken(header: string | undefined, token: string): boolean {
  const sent = Buffer.from(header?.replace(/^Bearer /i, '') ?? '');
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/**
 * Prometheus metrics at GET /metrics behind METRICS_TOKEN: request latency by route, background jobs by kind and status,
 * the database pool and the process (event-loop delay, memory, CPU). Each process has its own registry; the scraper sums over processes.
 */
const metricsPlugin: FastifyPluginAsync<MetricsOptions> = async (app, options) => {
  const { token } = options;
  if (!token) return;
  // Loaded only when metrics are on: prom-client brings 80 modules (OpenTelemetry's API among them).
  // prom-client is CommonJS: its exports are all on `default` (module.exports) under tsx, vitest and the bundle,
  // where the bundled server's namespace lacked the named ones.
  const loaded = await import('prom-client');
  const { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } = loaded.default ?? loaded;
  const registry = new Registry();
  // Process figures: CPU, memory, GC and the event loop's delay (its percentiles cover the time since the
  // previous scrape, so a burst of slow work shows in the next one).
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'livery_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern (not by id) and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const requests = new Counter({
    name: 'livery_http_requests_total',
    help: 'Requests answered, by route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  new Gauge({
    name: 'livery_jobs',
    help: 'Background jobs waiting, running or failed (kept until retried in the console), by kind and status',
    labelNames: ['kind', 'status'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await options.jobs.countOpenJobs())
        this.set({ kind: row.kind, status: row.status }, row.count);
    },
  });
  const attempts = new Counter({
    name: 'livery_job_attempts_total',
    help: "Job attempts this process's worker finished, by kind and end: done, retrying (failed, queued again), failed (for good)",
    labelNames: ['kind', 'end'],
    registers: [registry],
  });
  const stopCounting = options.jobs.onJobAttemptEnded((kind, end) => attempts.inc({ kind, end }));
  app.addHook('onClose', async () => stopCounting());
  if (options.poolStats) {
    const poolStats = options.poolStats;
    new Gauge({
      name: 'livery_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  new Counter({
    name: 'livery_db_statements_total',
    help: 'SQL statements this process has sent to the database',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(countStatementsSent());
    },
  });

  // Each method, route and status's pair of series, found once: prom-client hashes a label object (its keys
  // sorted and joined) on every observe and inc, two of them on every answer (issue 23: P1).
  const seriesByKey = new Map<
    string,
    { duration: ReturnType<typeof duration.labels>; requests: ReturnType<typeof requests.labels> }
  >();
  app.addHook('onResponse', (request, reply, done) => {
    // Unmatched paths share one label, so a scanner cannot grow the series without bound.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics') {
      const key = `${request.method} ${reply.statusCode} ${route}`;
      let series = seriesByKey.get(key);
      if (!series) {
        const labels = { method: request.method, route, status_code: String(reply.statusCode) };
        series = { duration: duration.labels(labels), requests: requests.labels(labels) };
        seriesByKey.set(key, series);
      }
      series.duration.observe(reply.elapsedTime / 1000);
      series.requests.inc();
    }
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!isToken(request.headers.authorization, token))
      return reply.code(401).send({ message: 'Unauthorized' });
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
};

export const metrics = fp(metricsPlugin, { name: 'metrics' });
