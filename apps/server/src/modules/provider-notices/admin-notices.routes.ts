import { providerNoticesQuery, providerNoticesResponse } from '@livery/api-schemas/provider-notices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireProvider } from '../../plugins/authentication.ts';
import { listProviderNotices } from './provider-notices.service.ts';

/** The console's What's new page: new and approved orders, quotation requests and buyers' comments. */
export const adminNoticesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/notices',
    {
      schema: {
        tags: ['provider console'],
        summary: 'What is new for the provider: orders placed and approved, quotation requests, comments',
        querystring: providerNoticesQuery,
        response: { 200: providerNoticesResponse },
      },
    },
    async (request) => {
      requireProvider(request);
      return listProviderNotices(db, request.query);
    },
  );
};
