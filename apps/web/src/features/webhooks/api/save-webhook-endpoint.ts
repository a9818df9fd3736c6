import type { Answer } from '@livery/api-schemas/answer';
import type {
  WebhookEndpointBody,
  webhookEndpointResponse,
  webhookEndpointWithSecretResponse,
} from '@livery/api-schemas/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { endpointsPath, type WebhookScope, webhookKeys } from './webhook-scope.ts';

type SaveAnswer = Answer<typeof webhookEndpointResponse> &
  Partial<Answer<typeof webhookEndpointWithSecretResponse>>;

/** POST a new endpoint (its answer carries the secret, once) or PUT an existing one's changes. */
export const saveWebhookEndpoint = (scope: WebhookScope, id: string | undefined, body: WebhookEndpointBody) =>
  apiRequest<SaveAnswer>(id ? `${endpointsPath(scope)}/${id}` : endpointsPath(scope), {
    method: id ? 'PUT' : 'POST',
    body,
    silent: true,
  });

export function useSaveWebhookEndpoint(scope: WebhookScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: WebhookEndpointBody }) =>
      saveWebhookEndpoint(scope, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints(scope) }),
  });
}
