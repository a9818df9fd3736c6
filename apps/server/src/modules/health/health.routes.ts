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

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers and its database connection works.
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
      },
    },
    async () => {
      await app.deps.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'up' };
    },
  );

  // Readiness, for a load balancer: send traffic here only while the database and the file store answer.
  // While the process shuts down, Fastify itself answers 503 to new requests.
  app.get(
    '/ready',
    {
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
