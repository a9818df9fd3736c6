/** Whose endpoints a page manages: the company's (its person in charge) or the provider's (the console). */
export type WebhookScope = 'company' | 'provider';

/** The API path of the scope's endpoints. */
export const endpointsPath = (scope: WebhookScope) =>
  scope === 'provider' ? 'admin/webhook_endpoints' : 'webhook_endpoints';

/** The webhooks feature's query keys. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  endpoints: (scope: WebhookScope) => [...webhookKeys.all, scope, 'endpoints'] as const,
  deliveries: (scope: WebhookScope, endpointId: string, page: number) =>
    [...webhookKeys.all, scope, 'deliveries', endpointId, page] as const,
  deliveriesOf: (scope: WebhookScope, endpointId: string) =>
    [...webhookKeys.all, scope, 'deliveries', endpointId] as const,
};
