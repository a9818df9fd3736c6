import type { Answer } from '@livery/api-schemas/answer';
import type { entitlementRequestSavedResponse } from '@livery/api-schemas/entitlement-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sharedKeys } from '../../../shared/api/shared-keys.ts';

export interface Decision {
  uuid: string;
  isApproved: boolean;
  note: string;
}

/** PUT /api/programme/requests/{uuid}/approve or /refuse, with the optional note. */
export const decideEntitlementRequest = ({ uuid, isApproved, note }: Decision) =>
  apiRequest<Answer<typeof entitlementRequestSavedResponse>>(
    `programme/requests/${uuid}/${isApproved ? 'approve' : 'refuse'}`,
    { method: 'PUT', body: { note: note.trim() || null }, silent: true },
  );

/** Decides a request; the lists and the balances (raised by an approval) are read again. */
export function useDecideEntitlementRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideEntitlementRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharedKeys.programmeRequests }),
  });
}
