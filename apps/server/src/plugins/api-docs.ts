import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const DOCS_PREFIX = '/api/docs';
/** Headers the answer gets again from the main app (its length, its connection), not from the docs app's. */
const HOP_HEADERS = new Set(['content-length', 'connection', 'keep-alive', 'transfer-encoding', 'date']);

/**
 * The docs app: Swagger UI (@fastify/swagger-ui, which brings @fastify/static) in a Fastify instance of its own,
 * showing the main app's OpenAPI document. Loading and registering it was about a tenth of a start, for a page few
 * open; it is built by the first docs request instead.
 */
async function buildDocsApp(app: FastifyInstance): Promise<FastifyInstance> {
  const [{ default: Fastify }, { default: swaggerUi }] = await Promise.all([
    import('fastify'),
    import('@fastify/swagger-ui'),
  ]);
  const docs = Fastify({ logger: false });
  // Swagger UI asks for @fastify/swagger by name; the document is the main app's, which saw every route.
  await docs.register(
    fp(
      async (instance: FastifyInstance) => {
        instance.decorate('swagger', app.swagger.bind(app));
      },
      { name: '@fastify/swagger' },
    ),
  );
  await docs.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  await docs.ready();
  return docs;
}

/**
 * /api/docs and everything under it (the page, its assets, the document as JSON and YAML) are answered by the docs
 * app through the main app, so they get its headers, hooks and log line like any other answer.
 */
export const apiDocsPlugin = fp(
  async (app: FastifyInstance) => {
    let docsApp: Promise<FastifyInstance> | undefined;
    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      docsApp ??= buildDocsApp(app).catch((error: unknown) => {
        docsApp = undefined;
        throw error;
      });
      const answer = await (await docsApp).inject({
        method: request.method as 'GET' | 'HEAD',
        url: request.url,
        headers: request.headers,
      });
      if (answer.statusCode === 404) return reply.callNotFound();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !HOP_HEADERS.has(name)) reply.header(name, value);
      }
      // A redirect has no body, and no content type to give one.
      return reply
        .status(answer.statusCode)
        .send(answer.rawPayload.length > 0 ? answer.rawPayload : undefined);
    };
    app.get(DOCS_PREFIX, { schema: { hide: true } }, forward);
    app.get(`${DOCS_PREFIX}/*`, { schema: { hide: true } }, forward);
  },
  { name: 'api-docs', dependencies: ['@fastify/swagger'] },
);
