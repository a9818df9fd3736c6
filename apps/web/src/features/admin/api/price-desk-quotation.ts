import type { Answer } from '@livery/api-schemas/answer';
import type { PriceQuotationBody, quotationResponse } from '@livery/api-schemas/quotations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** PUT /api/admin/rf_quotes/{uid}/price: the pricing form shows a refusal above its fields. */
export const priceDeskQuotation = ({ uid, body }: { uid: string; body: PriceQuotationBody }) =>
  apiRequest<Answer<typeof quotationResponse>>(`admin/rf_quotes/${uid}/price`, {
    method: 'PUT',
    body,
    silent: true,
  });

/** Prices a quotation; the desk's lists and the open quotation refresh after. */
export function usePriceDeskQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: priceDeskQuotation,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.quotations }),
  });
}
