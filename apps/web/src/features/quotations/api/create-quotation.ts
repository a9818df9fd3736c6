import type { Answer } from '@livery/api-schemas/answer';
import type { createdQuotationResponse } from '@livery/api-schemas/quotations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshQuotations } from './refresh-quotations.ts';

/** POST /api/rf_quotes (multipart): the form shows a refusal under its fields. */
export const createQuotation = (form: FormData) =>
  apiRequest<Answer<typeof createdQuotationResponse>>('rf_quotes', {
    method: 'POST',
    body: form,
    silent: true,
  });

/** POST /api/rf_quotes (multipart): the form shows a refusal under its fields. */
export function useCreateQuotation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createQuotation, onSuccess: () => refreshQuotations(queryClient) });
}
