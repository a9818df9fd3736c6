import type { Answer } from '@livery/api-schemas/answer';
import type { webhookEndpointWithSecretResponse } from '@livery/api-schemas/webhooks';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { endpointsPath, type WebhookScope } from './webhook-scope.ts';

/** POST /api/webhook_endpoints/{id}/rotate_secret: a new signing secret, shown in this answer only. */
export const rotateWebhookSecret = (scope: WebhookScope, id: string) =>
  apiRequest<Answer<typeof webhookEndpointWithSecretResponse>>(
    `${endpointsPath(scope)}/${id}/rotate_secret`,
    {
      method: 'POST',
    },
  );

export function useRotateWebhookSecret(scope: WebhookScope) {
  return useMutation({ mutationFn: (id: string) => rotateWebhookSecret(scope, id) });
}
