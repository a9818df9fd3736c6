import { adminJobsQuery, adminJobsResponse, jobIdParams, retryJobResponse } from '@livery/api-schemas/jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireProvider } from '../../plugins/authentication.ts';
import { listJobs, retryJob } from './jobs.service.ts';

const tags = ['provider console'];

/** The console's Jobs page: background jobs by status, and a retry for a failed one. */
export const adminJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/jobs',
    {
      schema: {
        tags,
        summary:
          'Background jobs, newest first, with counts per status (filter: queued, running, failed, retried, done)',
        querystring: adminJobsQuery,
        response: { 200: adminJobsResponse },
      },
    },
    async (request) => {
      requireProvider(request);
      return listJobs(db, request.query);
    },
  );

  app.post(
    '/jobs/:id/retry',
    {
      schema: {
        tags,
        summary: 'Queue a failed job again for one more attempt (409 unless it failed)',
        params: jobIdParams,
        response: { 200: retryJobResponse },
      },
    },
    async (request) => {
      requireProvider(request);
      return { job: await retryJob(db, request.params.id) };
    },
  );
};
