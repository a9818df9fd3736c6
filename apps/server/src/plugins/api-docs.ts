import { createRequire } from 'node:module';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

type SwaggerFunction = FastifyInstance['swagger'];
type Hook = (...args: unknown[]) => unknown;

/**
 * Runs @fastify/swagger's own plugin against a stand-in for the app that hands it the app's routes and shared
 * schemas as the app's hooks would have, and returns the swagger() it decorates the app with: the document is the
 * one @fastify/swagger builds, from the same route objects, options and transform.
 */
function buildSwaggerFunction(
  app: FastifyInstance,
  options: FastifyDynamicSwaggerOptions,
  routes: RouteOptions[],
): SwaggerFunction {
  const { fastifySwagger } = createRequire(import.meta.url)(
    '@fastify/swagger',
  ) as typeof import('@fastify/swagger');
  const hooks = new Map<string, Hook[]>();
  let swagger: SwaggerFunction | undefined;
  const standIn = {
    addHook: (name: string, hook: Hook) => hooks.set(name, [...(hooks.get(name) ?? []), hook]),
    decorate: (_name: string, value: SwaggerFunction) => {
      swagger = value;
    },
    getSchemas: () => app.getSchemas(),
  };
  fastifySwagger(standIn as unknown as FastifyInstance, { ...options }, (error) => {
    if (error) throw error;
  });
  const run = (name: string, ...args: unknown[]) => {
    for (const hook of hooks.get(name) ?? []) hook(...args);
  };
  for (const route of routes) run('onRoute', route);
  run('onReady', () => {});
  if (!swagger) throw new Error('@fastify/swagger decorated no swagger()');
  return swagger;
}

/**
 * @fastify/swagger (dynamic mode), loaded by the first call for the document instead of at every start: loading
 * it (with its YAML writer and reference resolver) was about a tenth of a start (bench P12), for a document that
 * /api/docs and the security checks ask for. Every route is collected as the plugin itself collects them (an
 * onRoute hook from where it is registered on), and `app.swagger()` answers as the plugin's own would.
 */
export const deferredSwagger = fp(
  async (app: FastifyInstance, options: FastifyDynamicSwaggerOptions) => {
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    let isReady = false;
    app.addHook('onReady', async () => {
      isReady = true;
    });
    let swagger: SwaggerFunction | undefined;
    const document = (documentOptions?: { yaml?: boolean }) => {
      if (!isReady) throw new Error('.swagger() must be called after .ready()');
      swagger ??= buildSwaggerFunction(app, options, routes);
      return swagger(documentOptions as { yaml: boolean });
    };
    app.decorate('swagger', document as SwaggerFunction);
  },
  // Under the plugin's own name, which the docs app's dependency and Swagger UI ask for.
  { name: '@fastify/swagger' },
);

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
