import multipart from '@fastify/multipart';
import { attachmentsResponse, deleteAttachmentBody } from '@livery/api-schemas/cart';
import { messageBody } from '@livery/api-schemas/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unprocessable } from '../../errors.ts';
import { requireCustomer } from '../../plugins/authentication.ts';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  type AttachmentKind,
  removeCartAttachment,
  saveCartAttachments,
  type UploadedFile,
} from './attachments.service.ts';

const TOO_LARGE = `Each file must be under ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB.`;

/** Reads every file part of a multipart upload, within the size and count limits. */
async function readUploadedFiles(request: FastifyRequest): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw unprocessable(['Send the files as multipart/form-data.']);
  const uploads: UploadedFile[] = [];
  try {
    for await (const part of request.files({
      limits: { fileSize: ATTACHMENT_MAX_BYTES, files: ATTACHMENT_MAX_FILES },
    })) {
      uploads.push({ name: part.filename, bytes: await part.toBuffer() });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw unprocessable([TOO_LARGE]);
    if (code === 'FST_FILES_LIMIT')
      throw unprocessable([`Attach at most ${ATTACHMENT_MAX_FILES} files at once.`]);
    throw error;
  }
  return uploads;
}

/** Cart attachments: PO documents (po_attachments) and other files (attachment_files). */
export const attachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
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
        const uploads = await readUploadedFiles(request);
        const attachments = await saveCartAttachments(db, files, config.secretKey, user, kind, uploads);
        return reply.status(201).send({ attachments });
      },
    );

    app.delete(
      path,
      { schema: { tags: ['cart'], body: deleteAttachmentBody, response: { 200: messageBody } } },
      async (request) => {
        await removeCartAttachment(db, files, requireCustomer(request), kind, request.body.id);
        return { message: 'Deleted!' };
      },
    );
  }
};
