import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import { contentDisposition } from '../../plugins/send-download.ts';
import { isValidFileSignature } from '../../storage/signed-file-urls.ts';

const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** GET /api/files/{key}: a stored file behind a signed link (see storage/signed-file-urls.ts). */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, files } = app.deps;

  app.get(
    '/files/:folder/:name',
    {
      schema: {
        tags: ['files'],
        params: z.object({ folder: z.string().max(40), name: z.string().max(60) }),
        querystring: z.object({
          expires: z.coerce.number().int(),
          sig: z.string().max(100),
          download: z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      const key = `${request.params.folder}/${request.params.name}`;
      const { expires, sig, download } = request.query;
      if (!isValidFileSignature(config.secretKey, { key, expires, sig, download })) throw notFound('File');
      const bytes = await files.read(key).catch(() => {
        throw notFound('File');
      });
      const extension = key.slice(key.lastIndexOf('.') + 1);
      reply
        .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        // A stored SVG is shown, never run: no scripts, no navigation, even if one slipped past sanitising.
        .header(
          'content-security-policy',
          "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'",
        );
      reply.header('content-disposition', download ? contentDisposition(download) : 'inline');
      return reply.send(bytes);
    },
  );
};
