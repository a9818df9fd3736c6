import type { Answer } from '@livery/api-schemas/answer';
import type { messageBody } from '@livery/api-schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshQuotations } from './refresh-quotations.ts';

/** DELETE /api/rf_quotes with the uid in the body. */
export const deleteQuotation = (uid: string) =>
  apiRequest<Answer<typeof messageBody>>('rf_quotes', { method: 'DELETE', body: { uid } });

/** DELETE /api/rf_quotes with the uid in the body. */
export function useDeleteQuotation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteQuotation, onSuccess: () => refreshQuotations(queryClient) });
}
