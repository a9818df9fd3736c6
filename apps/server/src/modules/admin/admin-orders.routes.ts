import { uuidParams } from '@livery/api-schemas/common';
import { orderResponse, ordersQuery, ordersResponse, transitionOrderBody } from '@livery/api-schemas/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireProvider } from '../../plugins/authentication.ts';
import { getOrderForProvider, listAllOrders, transitionOrder } from '../orders/orders.service.ts';

/** The provider console's order calls, under /api/admin. */
export const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/orders',
    { schema: { tags: ['provider console'], querystring: ordersQuery, response: { 200: ordersResponse } } },
    async (request) => {
      requireProvider(request);
      return listAllOrders(db, request.query);
    },
  );

  app.get(
    '/orders/:id',
    { schema: { tags: ['provider console'], params: uuidParams, response: { 200: orderResponse } } },
    async (request) => {
      requireProvider(request);
      return getOrderForProvider(db, request.params.id, app.deps.config.secretKey);
    },
  );

  app.post(
    '/orders/:id/transition',
    {
      schema: {
        tags: ['provider console'],
        params: uuidParams,
        body: transitionOrderBody,
        response: { 200: orderResponse },
      },
    },
    async (request) =>
      transitionOrder(
        db,
        requireProvider(request),
        request.params.id,
        request.body.to,
        app.deps.config.secretKey,
      ),
  );
};
