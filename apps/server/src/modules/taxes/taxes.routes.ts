import { taxQuery, taxResponse } from '@livery/api-schemas/cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/authentication.ts';
import { gstRateForCountry } from './taxes.service.ts';

export const taxesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/taxes',
    { schema: { tags: ['cart'], querystring: taxQuery, response: { 200: taxResponse } } },
    async (request) => {
      requireUser(request);
      return { gst_rate: await gstRateForCountry(app.deps.db, request.query.country) };
    },
  );
};
