import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

interface RequestContext {
  requestId: string | null;
}

const storage = new AsyncLocalStorage<RequestContext>();

/**
 * Contexts open now: requests that may queue a job and jobs running. While there is none the storage is disabled:
 * an enabled AsyncLocalStorage switches on async hooks for the whole process, a call into JavaScript for every
 * promise and tick of every request (about a tenth of a probe's CPU, issue 23: P1).
 */
let openContexts = 0;

function release(): void {
  openContexts -= 1;
  if (openContexts === 0) storage.disable();
}

/** Whether a context is open (async hooks are on); for tests. */
export function isRequestContextOpen(): boolean {
  return openContexts > 0;
}

/** The id of the request (or job) whose work is running; a job queued now carries it. */
export function currentRequestId(): string | null {
  return storage.getStore()?.requestId ?? null;
}

/**
 * Runs `work` as part of a request or job with this id, so whatever it queues carries the id on. The context stays
 * open until the promise `work` answers settles.
 */
export function runWithRequestId<T>(requestId: string | null, work: () => Promise<T>): Promise<T> {
  openContexts += 1;
  let result: Promise<T>;
  try {
    result = storage.run({ requestId }, work);
  } catch (error) {
    release();
    throw error;
  }
  return result.finally(release);
}

/** Methods whose routes only read: none queues a job, so none needs the request's id current. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Makes the request's id current while the handler of a route that may write runs, so the jobs it queues carry it
 * (decision 106). Set before the handler (after the body is read: a body's stream events would not carry a context
 * entered earlier), so services need not pass it along. Read-only routes (every list and probe) get no hook at all.
 */
export const requestContextPlugin = fp(
  async (app: FastifyInstance) => {
    // Hooks here and in the other plugins take `done` rather than being async: no promise per hook per request (P1).
    // The answer's x-request-id is set with the other headers (security-headers.ts).
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (methods.every((method) => READ_METHODS.has(method))) return;
      const existing = route.preHandler;
      const enter: NonNullable<typeof route.preHandler> = (request, reply, done) => {
        openContexts += 1;
        // The answer closes once, whether sent, failed or cut off by the client.
        reply.raw.once('close', release);
        storage.run({ requestId: request.id }, done);
      };
      // First, so the route's own pre-handlers (which may write) run inside the context.
      route.preHandler = existing ? [enter, ...(Array.isArray(existing) ? existing : [existing])] : enter;
    });
  },
  { name: 'request-context' },
);
