import type { Answer } from '@livery/api-schemas/answer';
import type { webhookDeliveriesResponse } from '@livery/api-schemas/webhooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { endpointsPath, type WebhookScope, webhookKeys } from './webhook-scope.ts';

export const WEBHOOK_DELIVERIES_PER_PAGE = 20;

/** GET /api/webhook_endpoints/{id}/deliveries: the endpoint's delivery log, newest first. */
export const getWebhookDeliveriesQueryOptions = (scope: WebhookScope, endpointId: string, page: number) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(scope, endpointId, page),
    queryFn: ({ signal }) =>
      apiRequest<Answer<typeof webhookDeliveriesResponse>>(
        `${endpointsPath(scope)}/${endpointId}/deliveries`,
        {
          signal,
          query: { page, per_page: WEBHOOK_DELIVERIES_PER_PAGE },
        },
      ),
    placeholderData: keepPreviousData,
  });

export function useWebhookDeliveries(scope: WebhookScope, endpointId: string, page: number) {
  return useQuery(getWebhookDeliveriesQueryOptions(scope, endpointId, page));
}
