import { messageBody, uuidParams } from '@livery/api-schemas/common';
import type { BlanketPurchaseOrder } from '@livery/api-schemas/inventories';
import {
  createInventoryBody,
  createInventoryResponse,
  deleteInventoryBody,
  inventoriesQuery,
  inventoriesResponse,
  inventoryDetailResponse,
  inventoryLabelsQuery,
  referenceOrdersResponse,
  updateInventoryBody,
  updateInventoryResponse,
} from '@livery/api-schemas/inventories';
import { calendarDay } from '@livery/domain/calendar-day';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/authentication.ts';
import { sendDownload } from '../../plugins/send-download.ts';
import {
  buildInventoryLabelsPdf,
  createInventory,
  deleteInventory,
  exportInventoriesCsv,
  exportInventoryLogsCsv,
  findInventoryForCaller,
  getInventory,
  type InventoryContext,
  listInventories,
  listReferenceOrders,
  updateInventory,
} from './inventories.service.ts';

/** Sends CSV text as a download; the byte-order mark makes spreadsheets read it as UTF-8. */
function sendCsv(reply: FastifyReply, fileName: string, text: string) {
  return sendDownload(reply, { fileName, type: 'text/csv; charset=utf-8', body: `\uFEFF${text}` });
}

/**
 * An item's blanket purchase orders as the inventory calls need them: shown on its page, their files removed with
 * it. The blanket-pos module provides them, wired in app.ts.
 */
export interface InventoryBlanketPurchaseOrders {
  list(inventory: { id: number; uuid: string; sizes: readonly string[] }): Promise<BlanketPurchaseOrder[]>;
  listFileKeys(inventoryId: number): Promise<string[]>;
}

export const inventoriesRoutes: FastifyPluginAsyncZod<{
  blanketPurchaseOrders: InventoryBlanketPurchaseOrders;
}> = async (app, { blanketPurchaseOrders: blanketPos }) => {
  const { db, files, config } = app.deps;
  const context: InventoryContext = { db, secretKey: config.secretKey, publicUrl: config.publicUrl };
  const tags = ['inventories'];

  app.post(
    '/inventories',
    {
      schema: {
        tags,
        body: createInventoryBody,
        response: { 201: createInventoryResponse },
      },
    },
    async (request, reply) => {
      const inventory = await createInventory(db, requireCustomer(request), request.body.saved_product_id);
      return reply.status(201).send({ message: 'Inventory Added', inventory });
    },
  );

  app.get(
    '/inventories',
    { schema: { tags, querystring: inventoriesQuery, response: { 200: inventoriesResponse } } },
    async (request) => listInventories(context, requireCustomer(request), request.query),
  );

  app.get(
    '/inventories/export_csv',
    { schema: { tags, querystring: inventoriesQuery.omit({ page: true, per_page: true }) } },
    async (request, reply) => {
      const text = await exportInventoriesCsv(context, requireCustomer(request), request.query);
      const today = calendarDay(new Date(), config.timeZone);
      return sendCsv(reply, `inventories-export-${today}.csv`, text);
    },
  );

  app.get(
    '/inventories/labels.pdf',
    { schema: { tags, querystring: inventoryLabelsQuery } },
    async (request, reply) => {
      const pdf = await buildInventoryLabelsPdf(context, requireCustomer(request), request.query.ids);
      return sendDownload(reply, { fileName: 'inventory-labels.pdf', type: 'application/pdf', body: pdf });
    },
  );

  app.get(
    '/inventories/:id',
    { schema: { tags, params: uuidParams, response: { 200: inventoryDetailResponse } } },
    async (request) => {
      const user = requireCustomer(request);
      const inventory = await getInventory(context, user, request.params.id);
      const blanketPurchaseOrders = await blanketPos.list(inventory);
      return { inventory: { ...inventory, blanket_p_ords: blanketPurchaseOrders } };
    },
  );

  app.put(
    '/inventories/:id',
    {
      schema: {
        tags,
        params: uuidParams,
        body: updateInventoryBody,
        response: { 200: updateInventoryResponse },
      },
    },
    async (request) => updateInventory(context, requireCustomer(request), request.params.id, request.body),
  );

  app.delete(
    '/inventories',
    { schema: { tags, body: deleteInventoryBody, response: { 200: messageBody } } },
    async (request) => {
      const user = requireCustomer(request);
      const inventory = await findInventoryForCaller(db, user, request.body.id);
      const fileKeys = await blanketPos.listFileKeys(inventory.id);
      await deleteInventory(context, user, request.body.id);
      for (const key of fileKeys) await files.remove(key);
      return { message: 'Deleted!' };
    },
  );

  app.get(
    '/inventories/:id/get_reference_orders',
    { schema: { tags, params: uuidParams, response: { 200: referenceOrdersResponse } } },
    async (request) => ({
      orders: await listReferenceOrders(context, requireCustomer(request), request.params.id),
    }),
  );

  app.get('/inventories/:id/logs.csv', { schema: { tags, params: uuidParams } }, async (request, reply) => {
    const csv = await exportInventoryLogsCsv(context, requireCustomer(request), request.params.id);
    return sendCsv(reply, `${csv.title.replace(/\.+$/, '')}-activity.csv`, csv.text);
  });
};
