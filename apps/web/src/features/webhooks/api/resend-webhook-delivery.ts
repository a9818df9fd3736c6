import type { Answer } from '@livery/api-schemas/answer';
import type { webhookDeliveryResponse } from '@livery/api-schemas/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { endpointsPath, type WebhookScope, webhookKeys } from './webhook-scope.ts';

/** POST …/deliveries/{id}/resend: the same event again, as a new delivery in the log. */
export const resendWebhookDelivery = (scope: WebhookScope, endpointId: string, deliveryId: string) =>
  apiRequest<Answer<typeof webhookDeliveryResponse>>(
    `${endpointsPath(scope)}/${endpointId}/deliveries/${deliveryId}/resend`,
    { method: 'POST' },
  );

export function useResendWebhookDelivery(scope: WebhookScope, endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => resendWebhookDelivery(scope, endpointId, deliveryId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveriesOf(scope, endpointId) }),
  });
}
