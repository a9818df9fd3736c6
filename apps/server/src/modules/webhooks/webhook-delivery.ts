import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isFailingTooLong, WEBHOOK_FAILING_DAYS_BEFORE_DISABLE } from '@livery/domain/webhooks';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { JobRegistry } from '../jobs/job-registry.ts';
import { JobFailedForGood, type JobHandler } from '../jobs/job-worker.ts';
import { composeMail, enqueueMailOnce } from '../mail/mail.service.ts';
import { findUserJson } from '../users/users.service.ts';
import { type CheckedAddress, checkWebhookHost } from './webhook-address.ts';
import { signWebhookBody, WEBHOOK_HEADERS } from './webhook-signature.ts';
import {
  disableEndpoint,
  findDeliveryWithEndpoint,
  markEndpointFailing,
  markEndpointSucceeding,
  updateDelivery,
  type WebhookEndpointRow,
} from './webhooks.repository.ts';

/** A receiver has this long to answer; a slow one is a failed attempt, retried later. */
export const WEBHOOK_TIMEOUT_MS = 5_000;

export interface WebhookSettings {
  allowPrivate: boolean;
  publicUrl: string;
}

interface AttemptResult {
  responseStatus: number | null;
  durationMs: number;
  error: string | null;
}

/** Connects to the address checked before, whatever the name resolves to now (no DNS rebinding). */
function lookupCheckedAddress(checked: CheckedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: checked.address, family: checked.family }]);
    else callback(null, checked.address, checked.family);
  };
}

/** POSTs the signed body once: no redirects followed, the whole exchange bounded by WEBHOOK_TIMEOUT_MS. */
async function postSignedBody(
  endpoint: WebhookEndpointRow,
  eventId: string,
  body: string,
  settings: WebhookSettings,
): Promise<AttemptResult> {
  const startedAt = Date.now();
  const elapsed = () => Date.now() - startedAt;
  const url = new URL(endpoint.url);
  let checked: CheckedAddress;
  let lookupTimer: NodeJS.Timeout | undefined;
  try {
    // A resolver that never answers must not hold the worker longer than a receiver may.
    const lookupTimeout = new Promise<never>((_, reject) => {
      lookupTimer = setTimeout(
        () => reject(new Error('the host could not be looked up in time')),
        WEBHOOK_TIMEOUT_MS,
      );
    });
    checked = await Promise.race([
      checkWebhookHost(url, { allowPrivate: settings.allowPrivate }),
      lookupTimeout,
    ]);
  } catch (error) {
    const message = error instanceof Error ? error.message : 'the host could not be looked up';
    return { responseStatus: null, durationMs: elapsed(), error: message };
  } finally {
    clearTimeout(lookupTimer);
  }
  const timestamp = Math.floor(Date.now() / 1000);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        agent: false,
        lookup: lookupCheckedAddress(checked),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Livery-Webhooks/1',
          [WEBHOOK_HEADERS.eventId]: eventId,
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.signature]: signWebhookBody(endpoint.secret, timestamp, body),
        },
      },
      (response) => {
        const responseStatus = response.statusCode ?? null;
        // The answer's body is not read: only its status counts, and a big one must not hold the worker.
        response.destroy();
        const isSuccess = responseStatus !== null && responseStatus >= 200 && responseStatus < 300;
        resolve({
          responseStatus,
          durationMs: elapsed(),
          error: isSuccess
            ? null
            : responseStatus !== null && responseStatus >= 300 && responseStatus < 400
              ? `answered ${responseStatus}: redirects are not followed`
              : `answered ${responseStatus}`,
        });
      },
    );
    request.on('error', (error) => {
      const message =
        error.name === 'AbortError' || error.name === 'TimeoutError'
          ? `no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`
          : error.message;
      resolve({ responseStatus: null, durationMs: elapsed(), error: message.slice(0, 500) });
    });
    request.end(body);
  });
}

async function mailEndpointDisabled(db: Database, endpoint: WebhookEndpointRow, settings: WebhookSettings) {
  const owner = await findUserJson(db, endpoint.createdById);
  const page = endpoint.companyId === null ? '/admin/webhooks' : '/settings/webhooks';
  await enqueueMailOnce(
    db,
    `webhook-disabled:${endpoint.id}:${endpoint.disabledAt?.toISOString()}`,
    composeMail(owner.email, 'A webhook endpoint was turned off', {
      heading: 'Webhook endpoint turned off',
      paragraphs: [
        `Deliveries to ${endpoint.url} have failed for ${WEBHOOK_FAILING_DAYS_BEFORE_DISABLE} days, so Livery has turned the endpoint off and sends it no more events.`,
        'Check the delivery log for the answers it gave, fix the receiver, then turn the endpoint on again and resend what it missed.',
      ],
      action: { label: 'Open webhooks', url: `${settings.publicUrl}${page}` },
    }),
  );
}

const deliveryPayload = z.object({ deliveryId: z.number().int() });

/**
 * The `webhook.deliver` job: one signed POST of one event to one endpoint, its attempt written to the delivery
 * log. A failure is thrown, so the job backs off and tries again, until the endpoint has failed for three days:
 * then it is turned off and its owner e-mailed. A deleted or turned-off endpoint is sent nothing.
 */
export function webhookDeliveryHandler(db: Database, settings: WebhookSettings): JobHandler {
  return async (payload, { job, now }) => {
    const parsed = deliveryPayload.safeParse(payload);
    if (!parsed.success) throw new JobFailedForGood('the job names no webhook delivery');
    const found = await findDeliveryWithEndpoint(db, parsed.data.deliveryId);
    if (!found) return 'dropped';
    const { delivery, endpoint } = found;
    if (delivery.status === 'succeeded') return 'sent';
    if (!endpoint.isEnabled) {
      await updateDelivery(db, delivery.id, { status: 'failed', error: 'the endpoint is turned off' });
      return 'dropped';
    }
    const result = await postSignedBody(endpoint, delivery.eventId, delivery.body, settings);
    const attempt = {
      attempts: delivery.attempts + 1,
      responseStatus: result.responseStatus,
      durationMs: result.durationMs,
      error: result.error,
      lastAttemptAt: now,
    };
    if (result.error === null) {
      await updateDelivery(db, delivery.id, { ...attempt, status: 'succeeded' });
      await markEndpointSucceeding(db, endpoint.id);
      return 'sent';
    }
    const failing = await markEndpointFailing(db, endpoint.id, now);
    if (isFailingTooLong(failing?.failingSince ?? null, now)) {
      await updateDelivery(db, delivery.id, { ...attempt, status: 'failed' });
      const disabled = await disableEndpoint(db, endpoint.id, now);
      if (disabled) await mailEndpointDisabled(db, disabled, settings);
      return 'disabled';
    }
    const isLastAttempt = job.attempts >= job.maxAttempts;
    await updateDelivery(db, delivery.id, { ...attempt, status: isLastAttempt ? 'failed' : 'pending' });
    throw new Error(`webhook delivery ${delivery.uuid}: ${result.error}`);
  };
}

/** Registers the webhooks module's jobs (the composition root calls this at start-up). */
export function registerWebhookJobs(registry: JobRegistry, deps: { db: Database } & WebhookSettings) {
  registry.register('webhook.deliver', webhookDeliveryHandler(deps.db, deps));
}
