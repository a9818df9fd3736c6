import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requireProvider } from './authentication.ts';

/**
 * Every /api/admin call is for provider staff. Checked on request, before the body and parameters are
 * validated, so a customer learns nothing of the console's calls (not even which inputs they refuse).
 */
export const providerConsolePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, _reply, done) => {
      const path = request.url.split('?')[0] ?? '';
      // requireProvider throws, which Fastify answers as it would a rejected hook.
      if (path === '/api/admin' || path.startsWith('/api/admin/')) requireProvider(request);
      done();
    });
  },
  { name: 'provider-console' },
);
