import type { Answer } from '@livery/api-schemas/answer';
import type { quotationResponse, UpdateQuotationBody } from '@livery/api-schemas/quotations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshQuotations } from './refresh-quotations.ts';

/** PUT /api/rf_quotes/{uid}: the detail or an address; the caller shows a refusal. */
export const updateQuotation = ({ uid, body }: { uid: string; body: UpdateQuotationBody }) =>
  apiRequest<Answer<typeof quotationResponse>>(`rf_quotes/${uid}`, { method: 'PUT', body, silent: true });

/** PUT /api/rf_quotes/{uid}: the detail or an address; the caller shows a refusal. */
export function useUpdateQuotation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateQuotation, onSuccess: () => refreshQuotations(queryClient) });
}
