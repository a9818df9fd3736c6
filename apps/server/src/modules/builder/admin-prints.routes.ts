import { printFileParams } from '@livery/api-schemas/builder';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireProvider } from '../../plugins/authentication.ts';
import { safeFileName } from '../files/files.routes.ts';
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
      return reply
        .header('content-type', 'image/svg+xml')
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-security-policy',
          "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'",
        )
        .header('content-disposition', `attachment; filename="${safeFileName(fileName)}"`)
        .send(svg);
    },
  );
};
