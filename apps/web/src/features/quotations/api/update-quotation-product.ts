import type { Answer } from '@livery/api-schemas/answer';
import type { quotationResponse } from '@livery/api-schemas/quotations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshQuotations } from './refresh-quotations.ts';

/** PUT /api/rfq_products/{id} (multipart): the modal shows a refusal under its fields. */
export const updateQuotationProduct = ({ productId, form }: { productId: number; form: FormData }) =>
  apiRequest<Answer<typeof quotationResponse>>(`rfq_products/${productId}`, {
    method: 'PUT',
    body: form,
    silent: true,
  });

/** PUT /api/rfq_products/{id} (multipart): the modal shows a refusal under its fields. */
export function useUpdateQuotationProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateQuotationProduct, onSuccess: () => refreshQuotations(queryClient) });
}
