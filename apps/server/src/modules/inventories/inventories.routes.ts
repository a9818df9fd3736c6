import { createInventoryBody, createInventoryResponse } from '@livery/api-schemas/inventories';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/authentication.ts';
import { createInventory } from './inventories.service.ts';

export const inventoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.post(
    '/inventories',
    {
      schema: {
        tags: ['inventories'],
        body: createInventoryBody,
        response: { 201: createInventoryResponse },
      },
    },
    async (request, reply) => {
      const inventory = await createInventory(db, requireCustomer(request), request.body.saved_product_id);
      return reply.status(201).send({ message: 'Inventory Added', inventory });
    },
  );
};
