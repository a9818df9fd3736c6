import { savedProductsQuery, savedProductsResponse } from '@livery/api-schemas/saved-products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/authentication.ts';
import { listSavedProducts } from './saved-products.service.ts';

export const savedProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/saved_products',
    {
      schema: {
        tags: ['saved products'],
        querystring: savedProductsQuery,
        response: { 200: savedProductsResponse },
      },
    },
    async (request) => listSavedProducts(db, requireCustomer(request), request.query),
  );
};
