import type { Answer } from '@livery/api-schemas/answer';
import type { ApproveQuotationBody, approvedQuotationResponse } from '@livery/api-schemas/quotations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sharedKeys } from '../../../shared/api/shared-keys.ts';
import { refreshQuotations } from './refresh-quotations.ts';

/** PUT /api/rf_quotes/{uid}/approve_quote: the version seen and the options ticked become an order. */
export const approveQuotation = ({ uid, body }: { uid: string; body: ApproveQuotationBody }) =>
  apiRequest<Answer<typeof approvedQuotationResponse>>(`rf_quotes/${uid}/approve_quote`, {
    method: 'PUT',
    body,
  });

/** Approves a quotation; the quotations and the orders refresh after. */
export function useApproveQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveQuotation,
    onSuccess: () => {
      refreshQuotations(queryClient);
      void queryClient.invalidateQueries({ queryKey: sharedKeys.orders });
    },
    // A refused approval (changed, re-priced or expired meanwhile) shows the quotation as it now is.
    onError: () => refreshQuotations(queryClient),
  });
}
