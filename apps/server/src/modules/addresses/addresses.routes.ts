import { addressesQuery, addressesResponse } from '@livery/api-schemas/addresses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/authentication.ts';
import { listAddresses } from './addresses.service.ts';

export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/addresses',
    { schema: { tags: ['addresses'], querystring: addressesQuery, response: { 200: addressesResponse } } },
    async (request) => ({
      addresses: await listAddresses(db, requireCustomer(request), request.query.keyword),
    }),
  );
};
