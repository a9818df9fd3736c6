import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requireProvider } from './authentication.ts';
import { isUrlUnder } from './url-path.ts';

/**
 * Every /api/admin call is for provider staff. Checked on request, before the body and parameters are
 * validated, so a customer learns nothing of the console's calls (not even which inputs they refuse).
 */
export const providerConsolePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, _reply, done) => {
      // requireProvider throws, which Fastify answers as it would a rejected hook.
      if (isUrlUnder(request.url, '/api/admin')) requireProvider(request);
      done();
    });
  },
  { name: 'provider-console' },
);
