import { messageBody } from '@livery/api-schemas/common';
import {
  webhookDeliveriesQuery,
  webhookDeliveriesResponse,
  webhookDeliveryParams,
  webhookDeliveryResponse,
  webhookEndpointBody,
  webhookEndpointParams,
  webhookEndpointResponse,
  webhookEndpointsResponse,
  webhookEndpointWithSecretResponse,
} from '@livery/api-schemas/webhooks';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer, requireProvider } from '../../plugins/authentication.ts';
import {
  companyWebhookManager,
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  providerWebhookManager,
  resendWebhookDelivery,
  rotateWebhookSecret,
  updateWebhookEndpoint,
  type WebhookManager,
} from './webhooks.service.ts';

/** The same calls for both owners; only who may call them, and whose endpoints they reach, differ. */
function webhookEndpointRoutes(manage: (request: FastifyRequest) => WebhookManager): FastifyPluginAsyncZod {
  return async (app) => {
    const { db, config } = app.deps;
    const urlSettings = { allowPlainHttp: !config.isProduction, allowPrivate: config.webhooksAllowPrivate };
    const tags = ['webhooks'];

    app.get(
      '/webhook_endpoints',
      { schema: { tags, response: { 200: webhookEndpointsResponse } } },
      async (request) => listWebhookEndpoints(db, manage(request)),
    );

    app.post(
      '/webhook_endpoints',
      { schema: { tags, body: webhookEndpointBody, response: { 201: webhookEndpointWithSecretResponse } } },
      async (request, reply) =>
        reply.status(201).send(await createWebhookEndpoint(db, manage(request), request.body, urlSettings)),
    );

    app.put(
      '/webhook_endpoints/:id',
      {
        schema: {
          tags,
          params: webhookEndpointParams,
          body: webhookEndpointBody,
          response: { 200: webhookEndpointResponse },
        },
      },
      async (request) =>
        updateWebhookEndpoint(db, manage(request), request.params.id, request.body, urlSettings),
    );

    app.delete(
      '/webhook_endpoints/:id',
      { schema: { tags, params: webhookEndpointParams, response: { 200: messageBody } } },
      async (request) => deleteWebhookEndpoint(db, manage(request), request.params.id),
    );

    app.post(
      '/webhook_endpoints/:id/rotate_secret',
      {
        schema: { tags, params: webhookEndpointParams, response: { 200: webhookEndpointWithSecretResponse } },
      },
      async (request) => rotateWebhookSecret(db, manage(request), request.params.id),
    );

    app.get(
      '/webhook_endpoints/:id/deliveries',
      {
        schema: {
          tags,
          params: webhookEndpointParams,
          querystring: webhookDeliveriesQuery,
          response: { 200: webhookDeliveriesResponse },
        },
      },
      async (request) => listWebhookDeliveries(db, manage(request), request.params.id, request.query),
    );

    app.post(
      '/webhook_endpoints/:id/deliveries/:delivery_id/resend',
      { schema: { tags, params: webhookDeliveryParams, response: { 201: webhookDeliveryResponse } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await resendWebhookDelivery(db, manage(request), request.params.id, request.params.delivery_id),
          ),
    );
  };
}

/** /api/webhook_endpoints: the company's endpoints, for its person in charge. */
export const webhooksRoutes = webhookEndpointRoutes((request) =>
  companyWebhookManager(requireCustomer(request)),
);

/** /api/admin/webhook_endpoints: the provider's endpoints, which hear every company's events. */
export const adminWebhooksRoutes = webhookEndpointRoutes((request) =>
  providerWebhookManager(requireProvider(request)),
);
