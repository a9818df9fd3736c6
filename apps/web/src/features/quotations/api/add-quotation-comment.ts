import type { Answer } from '@livery/api-schemas/answer';
import type { commentResponse } from '@livery/api-schemas/quotations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshQuotations } from './refresh-quotations.ts';

/** POST /api/rfq_comments (multipart): the comment box shows a refusal itself. */
export const addQuotationComment = (form: FormData) =>
  apiRequest<Answer<typeof commentResponse>>('rfq_comments', { method: 'POST', body: form, silent: true });

/** POST /api/rfq_comments (multipart): the comment box shows a refusal itself. */
export function useAddQuotationComment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addQuotationComment, onSuccess: () => refreshQuotations(queryClient) });
}
