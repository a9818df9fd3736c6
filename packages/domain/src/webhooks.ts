/** The events a webhook endpoint may subscribe to, in the order the settings page lists them. */
export const WEBHOOK_EVENT_TYPES = [
  'order.created',
  'order.status_changed',
  'order.approved',
  'proof.sent',
  'proof.approved',
  'shipment.created',
  'invoice.issued',
  'payment.recorded',
  'quotation.priced',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'order.created': 'An order is placed',
  'order.status_changed': "An order's status changes",
  'order.approved': 'An order is approved by the provider',
  'proof.sent': 'A proof is sent for approval',
  'proof.approved': 'A proof is approved',
  'shipment.created': 'A parcel ships',
  'invoice.issued': 'An invoice is issued',
  'payment.recorded': 'A payment is recorded',
  'quotation.priced': 'A quotation is priced',
};

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

/** An endpoint whose deliveries have failed for this long without one success is turned off. */
export const WEBHOOK_FAILING_DAYS_BEFORE_DISABLE = 3;

/** True once an endpoint failing since `failingSince` has failed for WEBHOOK_FAILING_DAYS_BEFORE_DISABLE days. */
export function isFailingTooLong(failingSince: Date | null, now: Date): boolean {
  if (!failingSince) return false;
  return now.getTime() - failingSince.getTime() >= WEBHOOK_FAILING_DAYS_BEFORE_DISABLE * 24 * 60 * 60 * 1000;
}

/** The WHATWG URL every runtime of the domain has (Node, browsers); the domain type-checks without a platform lib. */
declare const URL: new (
  value: string,
) => { protocol: string; username: string; password: string; hostname: string };

/**
 * Why a webhook URL is refused before any address is looked up, or null when its form is fine: an absolute
 * http(s) URL without credentials, https outside development (plain http only where the operator develops).
 */
export function webhookUrlProblem(value: string, options: { allowPlainHttp: boolean }): string | null {
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(value);
  } catch {
    return 'URL must be an absolute address such as https://example.com/webhooks';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'URL must start with https://';
  if (url.protocol === 'http:' && !options.allowPlainHttp) return 'URL must start with https://';
  if (url.username || url.password) return 'URL must not carry a user name or password';
  if (!url.hostname) return 'URL must name a host';
  return null;
}
