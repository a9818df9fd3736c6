import type { JobHandler } from './job-worker.ts';
import { JOB_KINDS, type JobKind } from './jobs.service.ts';

/** Where each module puts its job handlers at start-up, as Fastify plugins register routes. */
export interface JobRegistry {
  register(kind: JobKind, handler: JobHandler): void;
}

/**
 * A registry that, once every module has registered, answers one handler per job kind: a kind registered twice,
 * or not at all, is an error at start-up (a job queued with no handler would only fail later, in the worker).
 */
export function createJobRegistry(): JobRegistry & { handlers(): Record<JobKind, JobHandler> } {
  const registered = new Map<JobKind, JobHandler>();
  return {
    register(kind, handler) {
      if (registered.has(kind)) throw new Error(`jobs of kind ${kind} have a handler already`);
      registered.set(kind, handler);
    },
    handlers() {
      const missing = Object.keys(JOB_KINDS).filter((kind) => !registered.has(kind as JobKind));
      if (missing.length > 0) throw new Error(`no handler registered for jobs of kind ${missing.join(', ')}`);
      return Object.fromEntries(registered) as Record<JobKind, JobHandler>;
    },
  };
}
