import { createHmac, randomBytes } from 'node:crypto';

/** The headers every delivery carries (docs/api.md shows a receiver checking them). */
export const WEBHOOK_HEADERS = {
  eventId: 'livery-event-id',
  timestamp: 'livery-timestamp',
  signature: 'livery-signature',
} as const;

/** A new signing secret: 32 random bytes, prefixed so a leaked one is recognised for what it is. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('hex')}`;
}

/**
 * The `Livery-Signature` value: `v1=` and the hex HMAC-SHA256, keyed by the endpoint's secret, of
 * `${timestamp}.${body}` (Stripe's scheme): the receiver checks both the body and when it was signed.
 */
export function signWebhookBody(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
