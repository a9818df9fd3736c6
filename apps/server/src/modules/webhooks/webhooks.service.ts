import type {
  WebhookDeliveriesQuery,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointBody,
} from '@livery/api-schemas/webhooks';
import { isWebhookEventType, webhookUrlProblem } from '@livery/domain/webhooks';
import type { Database } from '../../db/database.ts';
import { forbidden, notFound, unprocessable } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { checkWebhookHost } from './webhook-address.ts';
import { generateWebhookSecret } from './webhook-signature.ts';
import {
  type DeliveryLogRow,
  deleteEndpoint,
  findDeliveriesPage,
  findDeliveryOfEndpoint,
  findEndpointOfOwner,
  findEndpointsOfOwner,
  insertDeliveries,
  insertEndpoint,
  updateEndpoint,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  type WebhookOwnerId,
} from './webhooks.repository.ts';

/** Who manages which endpoints: a company's person in charge its company's, provider staff the provider's. */
export interface WebhookManager {
  user: CurrentUser;
  ownerId: WebhookOwnerId;
}

export interface WebhookUrlSettings {
  /** Plain http is accepted outside production (a receiver on a developer's machine). */
  allowPlainHttp: boolean;
  allowPrivate: boolean;
}

/** A customer manages webhooks only as the company's person in charge (403 otherwise). */
export function companyWebhookManager(user: CurrentUser): WebhookManager {
  if (user.department !== 'person_in_charge')
    throw forbidden('Only the person in charge can manage webhooks.');
  return { user, ownerId: user.companyId };
}

export function providerWebhookManager(user: CurrentUser): WebhookManager {
  return { user, ownerId: null };
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

function toEndpointJson(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.uuid,
    url: row.url,
    description: row.description,
    events: row.events.filter(isWebhookEventType),
    is_enabled: row.isEnabled,
    failing_since: iso(row.failingSince),
    disabled_at: iso(row.disabledAt),
    created_at: row.createdAt.toISOString(),
  };
}

function toDeliveryJson(row: WebhookDeliveryRow): WebhookDelivery {
  return toDeliveryLogJson({
    ...row,
    lastAttemptAt: iso(row.lastAttemptAt),
    createdAt: row.createdAt.toISOString(),
  });
}

function toDeliveryLogJson(row: DeliveryLogRow): WebhookDelivery {
  return {
    id: row.uuid,
    event_id: row.eventId,
    event_type: row.eventType,
    status: row.status,
    attempts: row.attempts,
    response_status: row.responseStatus,
    duration_ms: row.durationMs,
    error: row.error,
    last_attempt_at: row.lastAttemptAt,
    created_at: row.createdAt,
  };
}

/** The URL's form, then where its host leads: 422 with the reason, before anything is written. */
async function checkUrl(url: string, settings: WebhookUrlSettings) {
  const problem = webhookUrlProblem(url, { allowPlainHttp: settings.allowPlainHttp });
  if (problem) throw unprocessable([problem]);
  await checkWebhookHost(new URL(url), { allowPrivate: settings.allowPrivate });
}

async function findOwnEndpoint(db: Database, manager: WebhookManager, uuid: string) {
  const row = await findEndpointOfOwner(db, manager.ownerId, uuid);
  if (!row) throw notFound('Webhook endpoint');
  return row;
}

export async function listWebhookEndpoints(db: Database, manager: WebhookManager) {
  const rows = await findEndpointsOfOwner(db, manager.ownerId);
  return { webhook_endpoints: rows.map(toEndpointJson) };
}

/** Registers an endpoint with a new secret; the answer is the only one (with rotate's) that shows the secret. */
export async function createWebhookEndpoint(
  db: Database,
  manager: WebhookManager,
  body: WebhookEndpointBody,
  settings: WebhookUrlSettings,
) {
  await checkUrl(body.url, settings);
  const secret = generateWebhookSecret();
  const row = await insertEndpoint(db, {
    companyId: manager.ownerId,
    url: body.url,
    description: body.description,
    events: body.events,
    isEnabled: body.is_enabled ?? true,
    secret,
    createdById: manager.user.id,
  });
  return { message: 'Webhook endpoint created', webhook_endpoint: toEndpointJson(row), secret };
}

/** Changes the URL, events or description; turning an endpoint on again forgets its failures. */
export async function updateWebhookEndpoint(
  db: Database,
  manager: WebhookManager,
  uuid: string,
  body: WebhookEndpointBody,
  settings: WebhookUrlSettings,
) {
  const existing = await findOwnEndpoint(db, manager, uuid);
  await checkUrl(body.url, settings);
  const isEnabled = body.is_enabled ?? existing.isEnabled;
  const row = await updateEndpoint(db, existing.id, {
    url: body.url,
    description: body.description,
    events: body.events,
    isEnabled,
    ...(isEnabled && !existing.isEnabled ? { failingSince: null, disabledAt: null } : {}),
    ...(!isEnabled && existing.isEnabled ? { disabledAt: new Date() } : {}),
  });
  return { message: 'Webhook endpoint updated', webhook_endpoint: toEndpointJson(row) };
}

export async function deleteWebhookEndpoint(db: Database, manager: WebhookManager, uuid: string) {
  const existing = await findOwnEndpoint(db, manager, uuid);
  await deleteEndpoint(db, existing.id);
  return { message: 'Webhook endpoint deleted' };
}

/** A new secret at once: the old one signs nothing more, and the new one is shown this once. */
export async function rotateWebhookSecret(db: Database, manager: WebhookManager, uuid: string) {
  const existing = await findOwnEndpoint(db, manager, uuid);
  const secret = generateWebhookSecret();
  const row = await updateEndpoint(db, existing.id, { secret });
  return { message: 'Signing secret rotated', webhook_endpoint: toEndpointJson(row), secret };
}

export async function listWebhookDeliveries(
  db: Database,
  manager: WebhookManager,
  uuid: string,
  query: WebhookDeliveriesQuery,
) {
  const page = await findDeliveriesPage(db, manager.ownerId, uuid, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  if (!page) throw notFound('Webhook endpoint');
  const { rows, total } = page;
  return {
    deliveries: rows.map(toDeliveryLogJson),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total_pages: Math.max(1, Math.ceil(total / query.per_page)),
      total_count: total,
    },
  };
}

/**
 * Sends a logged event again as a new delivery with the same event id and body (receivers de-duplicate by the
 * id), to the endpoint as it is now; a turned-off endpoint must be turned on first (422).
 */
export async function resendWebhookDelivery(
  db: Database,
  manager: WebhookManager,
  uuid: string,
  deliveryUuid: string,
) {
  const endpoint = await findOwnEndpoint(db, manager, uuid);
  const original = await findDeliveryOfEndpoint(db, endpoint.id, deliveryUuid);
  if (!original) throw notFound('Delivery');
  if (!endpoint.isEnabled) throw unprocessable(['Turn the endpoint on before resending to it']);
  const delivery = await db.transaction(async (tx) => {
    const [inserted] = await insertDeliveries(tx, [
      {
        endpointId: endpoint.id,
        eventId: original.eventId,
        eventType: original.eventType,
        body: original.body,
      },
    ]);
    await enqueueJob(tx, 'webhook.deliver', { deliveryId: inserted!.id });
    return inserted!;
  });
  return { message: 'Delivery queued again', delivery: toDeliveryJson(delivery) };
}
