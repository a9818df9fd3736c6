import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A dependency that does not answer within this is down, as far as a load balancer should care. */
const READY_CHECK_TIMEOUT_MS = 2_000;

const partState = z.enum(['up', 'down']);

async function answersInTime(check: () => Promise<unknown>): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), READY_CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Probes come every few seconds from every load balancer and orchestrator: their answers are not news, so they log
 * only what goes wrong (no "request completed" line), which also spares each probe the line's CPU (issue 23: P1).
 */
const PROBE_LOG_LEVEL = 'warn';

/** Liveness asks the database at most this often: probes every few ms must not become database load. */
const HEALTH_DATABASE_CHECK_EVERY_MS = 1_000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  let databaseCheck: { at: number; state: Promise<'up' | 'down'> } | undefined;
  const databaseState = () => {
    const now = Date.now();
    if (!databaseCheck || now - databaseCheck.at >= HEALTH_DATABASE_CHECK_EVERY_MS) {
      databaseCheck = { at: now, state: answersInTime(() => app.deps.db.execute(sql`select 1`)) };
    }
    return databaseCheck.state;
  };

  // Liveness: the process answers; `database` is its connection's state as of the last second. A database
  // outage does not make it fail (restarting every process would not help); /api/ready takes them out.
  app.get(
    '/health',
    {
      logLevel: PROBE_LOG_LEVEL,
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok'), database: partState }) },
      },
    },
    async () => ({ status: 'ok' as const, database: await databaseState() }),
  );

  // Readiness, for a load balancer: send traffic here only while the database and the file store answer.
  // While the process shuts down, Fastify itself answers 503 to new requests.
  app.get(
    '/ready',
    {
      logLevel: PROBE_LOG_LEVEL,
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ready'), database: partState, storage: partState }),
          503: z.object({ status: z.literal('unavailable'), database: partState, storage: partState }),
        },
      },
    },
    async (_request, reply) => {
      const [database, storage] = await Promise.all([
        answersInTime(() => app.deps.db.execute(sql`select 1`)),
        answersInTime(() => app.deps.files.check()),
      ]);
      if (database === 'up' && storage === 'up') return { status: 'ready' as const, database, storage };
      return reply.code(503).send({ status: 'unavailable' as const, database, storage });
    },
  );
};
