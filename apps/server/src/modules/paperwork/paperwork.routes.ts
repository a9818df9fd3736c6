import { downloadPaperworksBody } from '@livery/api-schemas/invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/authentication.ts';
import { safeFileName } from '../files/files.routes.ts';
import { downloadPaperworks } from './paperwork.service.ts';

/** A Content-Disposition naming the file in plain ASCII and, for team names in other scripts, in UTF-8 too. */
function attachmentOf(fileName: string): string {
  return `attachment; filename="${safeFileName(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The billing list's Download Paperwork: the chosen orders' documents as one streamed zip. */
export const paperworkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files, config } = app.deps;

  app.post(
    '/orders/download_paperworks',
    {
      schema: {
        tags: ['billing'],
        summary:
          'The chosen kinds of paperwork (order detail, delivery orders, purchase order, invoice, namelists) of the chosen orders as a zip, a folder per order',
        body: downloadPaperworksBody,
      },
    },
    async (request, reply) => {
      const zip = await downloadPaperworks(
        { db, files, secretKey: config.secretKey, log: request.log, timeZone: config.timeZone },
        requireCustomer(request),
        request.body,
      );
      return reply
        .type('application/zip')
        .header('content-disposition', attachmentOf(zip.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(zip.stream);
    },
  );
};
