import { finishingsResponse } from '@livery/api-schemas/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/authentication.ts';
import { listFinishings } from './catalogue.service.ts';

/** Catalogue calls of the customer portal. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/products/get_finishings',
    { schema: { tags: ['catalogue'], response: { 200: finishingsResponse } } },
    async (request) => {
      requireUser(request);
      return listFinishings(db);
    },
  );
};
