import type { Answer } from '@livery/api-schemas/answer';
import type { webhookEndpointsResponse } from '@livery/api-schemas/webhooks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { endpointsPath, type WebhookScope, webhookKeys } from './webhook-scope.ts';

/** GET /api/webhook_endpoints (or the console's). */
export const getWebhookEndpointsQueryOptions = (scope: WebhookScope) =>
  queryOptions({
    queryKey: webhookKeys.endpoints(scope),
    queryFn: ({ signal }) =>
      apiRequest<Answer<typeof webhookEndpointsResponse>>(endpointsPath(scope), { signal }).then(
        (body) => body.webhook_endpoints,
      ),
  });

export function useWebhookEndpoints(scope: WebhookScope) {
  return useQuery(getWebhookEndpointsQueryOptions(scope));
}
