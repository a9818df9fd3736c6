import type { Answer } from '@livery/api-schemas/answer';
import type {
  AskForMoreBody,
  entitlementRequestSavedResponse,
} from '@livery/api-schemas/entitlement-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sharedKeys } from '../../../shared/api/shared-keys.ts';

/** POST /api/programme/requests: more of an employee's entitlement, with the reason. */
export const askForMore = (body: AskForMoreBody) =>
  apiRequest<Answer<typeof entitlementRequestSavedResponse>>('programme/requests', {
    method: 'POST',
    body,
    silent: true,
  });

/** Asks for more; the programme page's requests show it. */
export function useAskForMore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askForMore,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.programmeRequests }),
  });
}
