import type { Answer } from '@livery/api-schemas/answer';
import type { quotationResponse } from '@livery/api-schemas/quotations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** PUT /api/admin/rf_quotes/{uid}/cancel: the provider declines the request. */
export const cancelDeskQuotation = (uid: string) =>
  apiRequest<Answer<typeof quotationResponse>>(`admin/rf_quotes/${uid}/cancel`, { method: 'PUT' });

/** Declines a quotation; the desk's lists and the open quotation refresh after. */
export function useCancelDeskQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDeskQuotation,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.quotations }),
  });
}
