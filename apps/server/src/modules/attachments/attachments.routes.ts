import multipart from '@fastify/multipart';
import { attachmentsResponse, deleteAttachmentBody } from '@livery/api-schemas/cart';
import { messageBody } from '@livery/api-schemas/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, unprocessable } from '../../errors.ts';
import { type CurrentUser, requireCustomer } from '../../plugins/authentication.ts';
import {
  type AttachmentKind,
  removeCartAttachment,
  saveCartAttachments,
  type UploadedFile,
} from './attachments.service.ts';
import { readUploadedParts } from './read-uploaded-parts.ts';

/** What the attachment calls need of orders: PO documents on a placed order. The orders module provides it, wired in app.ts. */
export interface OrderPoFiles {
  /** Saves PO documents straight onto an order the caller sees (404 for any other). */
  attach(
    user: CurrentUser,
    orderUuid: string,
    uploads: UploadedFile[],
  ): ReturnType<typeof saveCartAttachments>;
  /** Removes a PO document from an order the caller sees (404 for any other). */
  remove(user: CurrentUser, id: number): Promise<void>;
}

/** Reads every file part of a multipart upload, within the size and count limits, and its order_id field. */
async function readUploadedFiles(
  request: FastifyRequest,
): Promise<{ uploads: UploadedFile[]; orderId?: string }> {
  const { uploads, fields } = await readUploadedParts(request, { fields: ['order_id'], fieldSize: 1000 });
  return { uploads, orderId: fields.order_id };
}

/** An order's public id as a form field carries it. */
const orderIdField = z.uuid('No such order');

/**
 * Cart attachments: PO documents (po_attachments) and other files (attachment_files). PO documents may also go
 * straight onto a placed order (an `order_id` form field) and be removed from it (spec 03 section 7).
 */
export const attachmentsRoutes: FastifyPluginAsyncZod<{ orderPoFiles: OrderPoFiles }> = async (
  app,
  { orderPoFiles },
) => {
  const { db, files, config } = app.deps;
  // Registered in this plugin's scope only, unless the app already parses multipart for everyone.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  const endpoints: Array<{ path: string; kind: AttachmentKind }> = [
    { path: '/po_attachments', kind: 'po' },
    { path: '/attachment_files', kind: 'other' },
  ];
  for (const { path, kind } of endpoints) {
    app.post(
      path,
      { schema: { tags: ['cart'], response: { 201: attachmentsResponse } } },
      async (request, reply) => {
        const user = requireCustomer(request);
        const { uploads, orderId } = await readUploadedFiles(request);
        if (orderId !== undefined && kind === 'po') {
          const order = orderIdField.safeParse(orderId);
          if (!order.success) throw unprocessable(['No such order']);
          const attachments = await orderPoFiles.attach(user, order.data, uploads);
          return reply.status(201).send({ attachments });
        }
        const attachments = await saveCartAttachments(db, files, config.secretKey, user, kind, uploads);
        return reply.status(201).send({ attachments });
      },
    );

    app.delete(
      path,
      { schema: { tags: ['cart'], body: deleteAttachmentBody, response: { 200: messageBody } } },
      async (request) => {
        const user = requireCustomer(request);
        const removed = await removeCartAttachment(db, files, user, kind, request.body.id);
        // Not one of the caller's cart files: a PO document of an order they see, else 404.
        if (!removed && kind === 'po') await orderPoFiles.remove(user, request.body.id);
        else if (!removed) throw notFound('Attachment');
        return { message: 'Deleted!' };
      },
    );
  }
};
