import { databaseId, messageBody } from '@livery/api-schemas/common';
import { createdBlanketPurchaseOrderResponse } from '@livery/api-schemas/inventories';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unprocessable } from '../../errors.ts';
import { requireCustomer } from '../../plugins/authentication.ts';
import { registerMultipart } from '../../plugins/multipart.ts';
import { ATTACHMENT_MAX_BYTES } from '../attachments/attachments.service.ts';
import {
  type BlanketPurchaseOrderForm,
  createBlanketPurchaseOrder,
  deleteBlanketPurchaseOrder,
} from './blanket-pos.service.ts';

const MAX_FIELDS = 100;

/** Reads the multipart form: text fields and at most one file (po_attachment). */
async function readForm(request: FastifyRequest): Promise<BlanketPurchaseOrderForm> {
  if (!request.isMultipart())
    throw unprocessable(['Send the blanket purchase order as multipart/form-data.']);
  const form: BlanketPurchaseOrderForm = { fields: {} };
  try {
    for await (const part of request.parts({
      limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 2, fields: MAX_FIELDS, fieldSize: 10_000 },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (form.file) throw unprocessable(['Attach one file to a blanket purchase order.']);
        form.file = { name: part.filename, bytes };
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw unprocessable([`The file must be under ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB.`]);
    }
    if (code === 'FST_FILES_LIMIT') throw unprocessable(['Attach one file to a blanket purchase order.']);
    throw error;
  }
  return form;
}

export const blanketPurchaseOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Its forms are multipart: the parser is registered for this plugin's routes (registerMultipart).
  await registerMultipart(app);
  const { db, files, config } = app.deps;
  const tags = ['inventories'];

  app.post(
    '/blanket_purchase_orders',
    {
      schema: {
        tags,
        summary:
          'Create a blanket PO (multipart: title, begin_at, finish_at, qtys, note, inventory_id, po_attachment)',
        response: { 201: createdBlanketPurchaseOrderResponse },
      },
    },
    async (request, reply) => {
      const user = requireCustomer(request);
      const form = await readForm(request);
      const created = await createBlanketPurchaseOrder(db, files, config, user, form);
      return reply.status(201).send({ message: 'Added!', blanket_purchase_order: created });
    },
  );

  app.delete(
    '/blanket_purchase_orders',
    { schema: { tags, body: z.object({ id: databaseId }), response: { 200: messageBody } } },
    async (request) => {
      await deleteBlanketPurchaseOrder(db, files, requireCustomer(request), request.body.id);
      return { message: 'Deleted!' };
    },
  );
};
