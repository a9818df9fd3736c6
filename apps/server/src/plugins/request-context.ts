import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

interface RequestContext {
  requestId: string | null;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The id of the request (or job) whose work is running; a job queued now carries it. */
export function currentRequestId(): string | null {
  return storage.getStore()?.requestId ?? null;
}

/** Runs `work` as part of a request or job with this id, so whatever it queues carries the id on. */
export function runWithRequestId<T>(requestId: string | null, work: () => T): T {
  return storage.run({ requestId }, work);
}

/**
 * Makes the request's id current while its handler runs. Set before the handler (after the body is read:
 * a body's stream events would not carry a context entered earlier), so services need not pass it along.
 */
export const requestContextPlugin = fp(
  async (app: FastifyInstance) => {
    // Hooks here and in the other plugins take `done` rather than being async: no promise per hook per request (P1).
    // The answer's x-request-id is set with the other headers (security-headers.ts).
    app.addHook('preHandler', (request, _reply, done) => {
      storage.run({ requestId: request.id }, done);
    });
  },
  { name: 'request-context' },
);
