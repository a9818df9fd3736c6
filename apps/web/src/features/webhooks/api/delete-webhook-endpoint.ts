import type { MessageBody } from '@livery/api-schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { endpointsPath, type WebhookScope, webhookKeys } from './webhook-scope.ts';

/** DELETE /api/webhook_endpoints/{id}: the endpoint and its delivery log. */
export const deleteWebhookEndpoint = (scope: WebhookScope, id: string) =>
  apiRequest<MessageBody>(`${endpointsPath(scope)}/${id}`, { method: 'DELETE' });

export function useDeleteWebhookEndpoint(scope: WebhookScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteWebhookEndpoint(scope, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints(scope) }),
  });
}
