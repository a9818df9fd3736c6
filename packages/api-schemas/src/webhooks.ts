import { WEBHOOK_EVENT_TYPES } from '@livery/domain/webhooks';
import { z } from 'zod';
import { listMeta, pageNumber } from './common.ts';

export const webhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  is_enabled: z.boolean(),
  /** When its deliveries started failing (no success since); null while they succeed. */
  failing_since: z.string().nullable(),
  disabled_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

export const webhookEndpointsResponse = z.object({ webhook_endpoints: z.array(webhookEndpoint) });

/** The create and rotate answers: the only ones that carry the signing secret. */
export const webhookEndpointWithSecretResponse = z.object({
  message: z.string(),
  webhook_endpoint: webhookEndpoint,
  secret: z.string(),
});

export const webhookEndpointResponse = z.object({ message: z.string(), webhook_endpoint: webhookEndpoint });

/** POST and PUT /api/webhook_endpoints (and /api/admin/webhook_endpoints): where to send which events. */
export const webhookEndpointBody = z.object({
  url: z
    .string({ error: 'URL is required' })
    .trim()
    .min(1, 'URL is required')
    .max(2000, 'URL must be at most 2000 characters'),
  description: z
    .string()
    .trim()
    .max(200, 'Description must be at most 200 characters')
    .nullish()
    .transform((value) => value || null),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'Choose events from the list' }), {
      error: 'Choose at least one event',
    })
    .min(1, 'Choose at least one event')
    .transform((events) => [...new Set(events)]),
  /** Turns a disabled endpoint on again (or off); left out, it stays as it is. */
  is_enabled: z.boolean().optional(),
});
export type WebhookEndpointBody = z.infer<typeof webhookEndpointBody>;

export const webhookDeliveriesQuery = z.object({
  page: pageNumber,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type WebhookDeliveriesQuery = z.infer<typeof webhookDeliveriesQuery>;

export const webhookDelivery = z.object({
  id: z.string(),
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  duration_ms: z.number().int().nullable(),
  error: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhookDeliveriesResponse = z.object({ deliveries: z.array(webhookDelivery), meta: listMeta });

export const webhookDeliveryResponse = z.object({ message: z.string(), delivery: webhookDelivery });

export const webhookEndpointParams = z.object({ id: z.uuid({ error: 'Webhook endpoint not found' }) });
export const webhookDeliveryParams = z.object({
  id: z.uuid({ error: 'Webhook endpoint not found' }),
  delivery_id: z.uuid({ error: 'Delivery not found' }),
});
