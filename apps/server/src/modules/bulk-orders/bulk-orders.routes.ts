import { bulkOrderBody, bulkOrderResponse } from '@livery/api-schemas/bulk-orders';
import { cartUsesResponse } from '@livery/api-schemas/programmes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/authentication.ts';
import { placeBulkOrder, previewBulkOrderUses } from './bulk-orders.service.ts';

/** A 10,000-row roster as JSON runs to a few megabytes; the default 1 MiB body limit would refuse it. */
const BULK_ORDER_BODY_LIMIT = 16 * 1024 * 1024;

export const bulkOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.post(
    '/kart_items/bulk_orders',
    {
      bodyLimit: BULK_ORDER_BODY_LIMIT,
      schema: { tags: ['cart'], body: bulkOrderBody, response: { 201: bulkOrderResponse } },
    },
    async (request, reply) =>
      reply.status(201).send(await placeBulkOrder(db, requireCustomer(request), request.body)),
  );

  app.post(
    '/programme/bulk_order_uses',
    {
      bodyLimit: BULK_ORDER_BODY_LIMIT,
      schema: {
        tags: ['programme'],
        summary: "What a bulk order would use of its employees' entitlements, before it goes to the cart",
        body: bulkOrderBody,
        response: { 200: cartUsesResponse },
      },
    },
    async (request) => previewBulkOrderUses(db, requireCustomer(request), request.body, config.timeZone),
  );
};
