import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A dependency that does not answer within this is down, as far as a load balancer should care. */
const READY_CHECK_TIMEOUT_MS = 2_000;

const partState = z.enum(['up', 'down']);

type HealthAnswer = { status: 'ok'; database: 'up' | 'down' };
const HEALTH_ANSWERS: Record<'up' | 'down', HealthAnswer> = {
  up: { status: 'ok', database: 'up' },
  down: { status: 'ok', database: 'down' },
};

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
  // The answer itself once the check has settled, so a probe then takes no promise of its own (issue 23: P1).
  let databaseCheck: { at: number; answer: Promise<HealthAnswer>; settled?: HealthAnswer } | undefined;
  const healthAnswer = (): HealthAnswer | Promise<HealthAnswer> => {
    const now = Date.now();
    if (!databaseCheck || now - databaseCheck.at >= HEALTH_DATABASE_CHECK_EVERY_MS) {
      const check: NonNullable<typeof databaseCheck> = {
        at: now,
        answer: answersInTime(() => app.deps.db.execute(sql`select 1`)).then(
          (state) => HEALTH_ANSWERS[state],
        ),
      };
      check.answer.then((answer) => {
        check.settled = answer;
      });
      databaseCheck = check;
    }
    return databaseCheck.settled ?? databaseCheck.answer;
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
    () => healthAnswer(),
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
