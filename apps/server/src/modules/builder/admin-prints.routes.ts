import { printFileParams } from '@livery/api-schemas/builder';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireProvider } from '../../plugins/authentication.ts';
import { sendDownload } from '../../plugins/send-download.ts';
import { readPrintFile } from './builder.service.ts';

/** GET /api/admin/order_items/{uuid}/prints/{face}: the provider downloads a face's print file at true size. */
export const adminPrintsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db, files: app.deps.files, secretKey: app.deps.config.secretKey };

  app.get(
    '/order_items/:id/prints/:face',
    { schema: { tags: ['admin'], params: printFileParams } },
    async (request, reply) => {
      requireProvider(request);
      const { svg, fileName } = await readPrintFile(deps, request.params.id, request.params.face);
      // A print file is shown, never run: no scripts, no navigation, even if one slipped past sanitising.
      reply.header(
        'content-security-policy',
        "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'",
      );
      return sendDownload(reply, { fileName, type: 'image/svg+xml', body: svg });
    },
  );
};
