import { downloadPaperworksBody } from '@livery/api-schemas/invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../../plugins/authentication.ts';
import { sendDownload } from '../../plugins/send-download.ts';
import { downloadPaperworks } from './paperwork.service.ts';

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
      return sendDownload(reply, { fileName: zip.fileName, type: 'application/zip', body: zip.stream });
    },
  );
};
