import { uuidParams } from '@livery/api-schemas/common';
import {
  savedProductResponse,
  savedProductsQuery,
  savedProductsResponse,
} from '@livery/api-schemas/saved-products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/authentication.ts';
import { getSavedProduct, listSavedProducts } from './saved-products.service.ts';

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

  app.get(
    '/saved_products/:id',
    { schema: { tags: ['saved products'], params: uuidParams, response: { 200: savedProductResponse } } },
    async (request) => ({
      saved_product: await getSavedProduct(db, requireCustomer(request), request.params.id),
    }),
  );
};
