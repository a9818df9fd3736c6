import { uuidParams } from '@livery/api-schemas/common';
import {
  createOrderBody,
  createOrderResponse,
  orderResponse,
  ordersQuery,
  ordersResponse,
} from '@livery/api-schemas/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/authentication.ts';
import { createOrder, getOrder, listOrders } from './orders.service.ts';

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.post(
    '/orders',
    { schema: { tags: ['orders'], body: createOrderBody, response: { 201: createOrderResponse } } },
    async (request, reply) =>
      reply.status(201).send(await createOrder(db, requireCustomer(request), request.body)),
  );

  app.get(
    '/orders',
    { schema: { tags: ['orders'], querystring: ordersQuery, response: { 200: ordersResponse } } },
    async (request) => listOrders(db, requireCustomer(request), request.query),
  );

  app.get(
    '/orders/:id',
    { schema: { tags: ['orders'], params: uuidParams, response: { 200: orderResponse } } },
    async (request) => getOrder(db, requireCustomer(request), request.params.id, app.deps.config.secretKey),
  );
};
