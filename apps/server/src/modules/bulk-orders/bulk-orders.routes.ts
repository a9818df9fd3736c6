import { bulkOrderBody, bulkOrderResponse } from '@livery/api-schemas/bulk-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/authentication.ts';
import { placeBulkOrder } from './bulk-orders.service.ts';

/** A 10,000-row roster as JSON runs to a few megabytes; the default 1 MiB body limit would refuse it. */
const BULK_ORDER_BODY_LIMIT = 16 * 1024 * 1024;

export const bulkOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.post(
    '/kart_items/bulk_orders',
    {
      bodyLimit: BULK_ORDER_BODY_LIMIT,
      schema: { tags: ['cart'], body: bulkOrderBody, response: { 201: bulkOrderResponse } },
    },
    async (request, reply) =>
      reply.status(201).send(await placeBulkOrder(db, requireCustomer(request), request.body)),
  );
};
