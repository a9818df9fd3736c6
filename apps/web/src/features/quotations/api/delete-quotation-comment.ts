import type { Answer } from '@livery/api-schemas/answer';
import type { messageBody } from '@livery/api-schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshQuotations } from './refresh-quotations.ts';

/** DELETE /api/rfq_comments with the id in the body. */
export const deleteQuotationComment = (id: number) =>
  apiRequest<Answer<typeof messageBody>>('rfq_comments', { method: 'DELETE', body: { id } });

/** DELETE /api/rfq_comments with the id in the body. */
export function useDeleteQuotationComment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteQuotationComment, onSuccess: () => refreshQuotations(queryClient) });
}
