import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, PoolStats } from './db/database.ts';
import { accountingRoutes } from './modules/accounting/accounting.routes.ts';
import { addressesRoutes } from './modules/addresses/addresses.routes.ts';
import { adminCompaniesRoutes } from './modules/admin/admin-companies.routes.ts';
import { adminOrdersRoutes } from './modules/admin/admin-orders.routes.ts';
import { artworksRoutes } from './modules/artworks/artworks.routes.ts';
import { attachmentsRoutes } from './modules/attachments/attachments.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { authenticateSession } from './modules/auth/session-tokens.service.ts';
import { blanketPurchaseOrdersRoutes } from './modules/blanket-pos/blanket-pos.routes.ts';
import {
  listBlanketPurchaseOrderFileKeys,
  listBlanketPurchaseOrders,
} from './modules/blanket-pos/blanket-pos.service.ts';
import { adminPrintsRoutes } from './modules/builder/admin-prints.routes.ts';
import { builderRoutes } from './modules/builder/builder.routes.ts';
import { bulkOrdersRoutes } from './modules/bulk-orders/bulk-orders.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { adminCatalogueRoutes } from './modules/catalogue/admin-catalogue.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { adminConsoleSettingsRoutes } from './modules/console-settings/admin-console-settings.routes.ts';
import { conversationsRoutes } from './modules/conversations/conversations.routes.ts';
import { devCompaniesRoutes } from './modules/dev-companies/dev-companies.routes.ts';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes.ts';
import { adminDiscountRoutes } from './modules/discounts/discounts.routes.ts';
import { employeesRoutes } from './modules/employees/employees.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { inventoriesRoutes } from './modules/inventories/inventories.routes.ts';
import { invitationsRoutes } from './modules/invitations/invitations.routes.ts';
import { adminInvoicesRoutes } from './modules/invoices/admin-invoices.routes.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { adminJobsRoutes } from './modules/jobs/admin-jobs.routes.ts';
import { countOpenJobsByKindAndStatus } from './modules/jobs/jobs.repository.ts';
import { onJobAttemptEnded } from './modules/jobs/jobs.service.ts';
import { adminOrderApprovalRoutes, orderApprovalRoutes } from './modules/orders/order-approval.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { attachOrderPoFiles, removeOrderPoFile } from './modules/orders/orders.service.ts';
import { recurringOrdersRoutes } from './modules/orders/recurring-orders.routes.ts';
import { paperworkRoutes } from './modules/paperwork/paperwork.routes.ts';
import { programmesRoutes } from './modules/programmes/programmes.routes.ts';
import { adminProofsRoutes, proofsRoutes } from './modules/proofs/proofs.routes.ts';
import { adminNoticesRoutes } from './modules/provider-notices/admin-notices.routes.ts';
import { adminQuotationsRoutes } from './modules/quotations/admin-quotations.routes.ts';
import { quotationsRoutes } from './modules/quotations/quotations.routes.ts';
import { referenceDataRoutes } from './modules/reference-data/reference-data.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { savedProductsRoutes } from './modules/saved-products/saved-products.routes.ts';
import { orderApprovalSettingsRoutes } from './modules/settings/order-approval-settings.routes.ts';
import { shareLinksRoutes } from './modules/share-links/share-links.routes.ts';
import { adminShippingRoutes } from './modules/shipping/shipping.routes.ts';
import { adminTaxRoutes } from './modules/taxes/admin-taxes.routes.ts';
import { teamBudgetsRoutes } from './modules/teams/team-budgets.routes.ts';
import { teamsRoutes } from './modules/teams/teams.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { adminWebhooksRoutes, webhooksRoutes } from './modules/webhooks/webhooks.routes.ts';
import { apiDocsPlugin, deferredSwagger } from './plugins/api-docs.ts';
import { authenticationPlugin } from './plugins/authentication.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { metrics } from './plugins/metrics.ts';
import { refuseFeaturesOutsidePlan } from './plugins/plan-access.ts';
import { refuseConsoleToCustomers } from './plugins/provider-console.ts';
import { databaseRateLimitStore } from './plugins/rate-limit-store.ts';
import { requestContextPlugin } from './plugins/request-context.ts';
import { createRequestIdGenerator } from './plugins/request-id.ts';
import { lazyRequestLoggerFactory } from './plugins/request-logger.ts';
import { requestValidatorCompiler } from './plugins/request-validator.ts';
import { createResponseSerializerCompiler } from './plugins/response-serializer.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { refuseUntilSetupDone } from './plugins/setup-required.ts';
import type { FileStore } from './storage/file-store.ts';
import { openFileStore } from './storage/open-file-store.ts';

export interface AppDependencies {
  config: Config;
  db: Database;
  /** Uploaded and generated files; on local disk unless a test or deployment passes another. */
  files?: FileStore;
  /** The PostgreSQL pool's use, reported at /metrics. */
  poolStats?: () => PoolStats;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDependencies & { files: FileStore };
  }
}

/** One log line per request, written when it is answered, with the request in it (Fastify's default writes two). */
class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) super.requestCompleted(error, request, reply);
    // A route logging only warnings (the probes) builds no line (issue 23: P1).
    else if ((reply.log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('info') ?? true)
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/**
 * pino-pretty is a dev tool (a devDependency): development logs are pretty where it is installed (`npm install`,
 * `npm run dev`), and plain JSON lines where it is not (an install without dev dependencies).
 */
function isPinoPrettyInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/** Builds the Livery API (and, when built, the web app) without listening; tests call it with app.inject. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers["access-token"]', 'req.headers.authorization', 'req.headers.cookie'],
            ...(config.isProduction || !isPinoPrettyInstalled()
              ? {}
              : { transport: { target: 'pino-pretty', options: { colorize: true } } }),
          },
    // Only listed proxies may set the client address (X-Forwarded-For); rate limits are keyed on it.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    bodyLimit: 1024 * 1024,
    // Unique across processes and restarts: a job keeps the id of the request that queued it (decision 106).
    genReqId: createRequestIdGenerator(),
    logController: new OneLineRequestLog(),
    // A request's logger becomes pino's child only when something is logged through it (a probe logs nothing).
    ...(config.logLevel === 'silent' ? {} : { childLoggerFactory: lazyRequestLoggerFactory }),
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('deps', { ...deps, files: deps.files ?? (await openFileStore(config)) });
  app.setValidatorCompiler(requestValidatorCompiler);
  // Tests and development also check each answer against its zod schema; production only writes it (decision 171).
  app.setSerializerCompiler(createResponseSerializerCompiler({ checkWithZod: !config.isProduction }));
  registerErrorHandler(app);
  await app.register(requestContextPlugin);
  await app.register(securityHeadersPlugin);

  // Limits are opted into per route (sign-in, OTP, password reset); none globally.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(deps.db) });
  await app.register(deferredSwagger, {
    openapi: { info: { title: 'Livery API', version: '1.0.0' } },
    // The provider console's calls are nobody else's business: production leaves them out of the document.
    transform: (input) =>
      config.isProduction && input.url.startsWith('/api/admin')
        ? { schema: { ...input.schema, hide: true }, url: input.url }
        : jsonSchemaTransform(input),
  });
  await app.register(apiDocsPlugin);
  await app.register(authenticationPlugin, {
    authenticate: (headers) => authenticateSession(deps.db, headers),
    // In this order: a customer's plan, then the console's 404 (401 without a session), then an unfinished setup.
    guards: [refuseFeaturesOutsidePlan, refuseConsoleToCustomers, refuseUntilSetupDone],
  });

  await app.register(metrics, {
    jobs: {
      countOpenJobs: () => countOpenJobsByKindAndStatus(deps.db),
      onJobAttemptEnded,
    },
    token: config.metricsToken,
    poolStats: deps.poolStats,
  });
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(filesRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(usersRoutes, { prefix: '/api' });
  await app.register(teamsRoutes, { prefix: '/api' });
  await app.register(teamBudgetsRoutes, { prefix: '/api' });
  await app.register(invitationsRoutes, { prefix: '/api' });
  await app.register(referenceDataRoutes, { prefix: '/api' });
  await app.register(addressesRoutes, { prefix: '/api' });
  await app.register(catalogueRoutes, { prefix: '/api' });
  await app.register(savedProductsRoutes, { prefix: '/api' });
  await app.register(inventoriesRoutes, {
    prefix: '/api',
    blanketPurchaseOrders: {
      list: (inventory) => listBlanketPurchaseOrders(deps.db, config, inventory),
      listFileKeys: (inventoryId) => listBlanketPurchaseOrderFileKeys(deps.db, inventoryId),
    },
  });
  await app.register(quotationsRoutes, { prefix: '/api' });
  await app.register(blanketPurchaseOrdersRoutes, { prefix: '/api' });
  await app.register(artworksRoutes, { prefix: '/api' });
  await app.register(builderRoutes, { prefix: '/api' });
  await app.register(cartRoutes, { prefix: '/api' });
  await app.register(bulkOrdersRoutes, { prefix: '/api' });
  await app.register(attachmentsRoutes, {
    prefix: '/api',
    orderPoFiles: {
      attach: (user, orderUuid, uploads) =>
        attachOrderPoFiles(deps.db, app.deps.files, config.secretKey, user, orderUuid, uploads),
      remove: (user, id) => removeOrderPoFile(deps.db, app.deps.files, user, id),
    },
  });
  await app.register(paperworkRoutes, { prefix: '/api' });
  await app.register(ordersRoutes, { prefix: '/api' });
  await app.register(orderApprovalRoutes, { prefix: '/api' });
  await app.register(recurringOrdersRoutes, { prefix: '/api' });
  await app.register(orderApprovalSettingsRoutes, { prefix: '/api' });
  await app.register(employeesRoutes, { prefix: '/api' });
  await app.register(programmesRoutes, { prefix: '/api' });
  await app.register(reportsRoutes, { prefix: '/api' });
  await app.register(invoicesRoutes, { prefix: '/api' });
  await app.register(accountingRoutes, { prefix: '/api' });
  await app.register(shareLinksRoutes, { prefix: '/api' });
  await app.register(webhooksRoutes, { prefix: '/api' });
  await app.register(conversationsRoutes, { prefix: '/api' });
  await app.register(proofsRoutes, { prefix: '/api' });
  await app.register(adminOrdersRoutes, { prefix: '/api/admin' });
  await app.register(adminOrderApprovalRoutes, { prefix: '/api/admin' });
  await app.register(adminConsoleSettingsRoutes, { prefix: '/api/admin' });
  await app.register(adminNoticesRoutes, { prefix: '/api/admin' });
  await app.register(adminQuotationsRoutes, { prefix: '/api/admin' });
  await app.register(adminInvoicesRoutes, { prefix: '/api/admin' });
  await app.register(adminCatalogueRoutes, { prefix: '/api/admin' });
  await app.register(adminShippingRoutes, { prefix: '/api/admin' });
  await app.register(adminTaxRoutes, { prefix: '/api/admin' });
  await app.register(adminDiscountRoutes, { prefix: '/api/admin' });
  await app.register(adminPrintsRoutes, { prefix: '/api/admin' });
  await app.register(adminJobsRoutes, { prefix: '/api/admin' });
  await app.register(adminCompaniesRoutes, { prefix: '/api/admin' });
  await app.register(adminWebhooksRoutes, { prefix: '/api/admin' });
  await app.register(adminProofsRoutes, { prefix: '/api/admin' });
  if (!config.isProduction && !config.smtpUrl) {
    await app.register(devMailboxRoutes, { prefix: '/dev' });
    await app.register(devCompaniesRoutes, { prefix: '/dev' });
  }
  await registerWebApp(app, config);
  return app;
}

/** Serves the built single-page app; any other GET outside /api falls back to index.html for client routing. */
async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const hasWebApp = fs.existsSync(config.webDistDir);
  if (hasWebApp) {
    // Loaded only when there is an app to serve (a server without the web build, as in the API tests, skips it).
    const { default: fastifyStatic } = await import('@fastify/static');
    // The build writes .br and .gz beside each asset; hashed assets never change, so they are cached for good.
    // One wildcard route looks files up as they are asked for: a route per file (`wildcard: false`) meant about
    // 1,400 routes for the build's 723 files and half a second of every start (P12).
    app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: true,
      // "/" is the app's page like every client route (any other folder is refused).
      index: 'index.html',
      preCompressed: true,
      setHeaders: (response, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          response.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApiCall = request.url.startsWith('/api/') || request.url.startsWith('/dev/');
    // A missing asset (an old tab asking for a chunk of the previous build) is a 404, not the app's page, which
    // the browser would try to run as JavaScript.
    const isAsset = request.url.startsWith('/assets/');
    if (hasWebApp && request.method === 'GET' && !isApiCall && !isAsset) {
      return reply.type('text/html').sendFile('index.html');
    }
    const text = `No route ${request.method} ${request.url.split('?')[0]}`;
    return reply.status(404).send({ message: 'Not found', errors: { full_messages: [text] } });
  });
}
