import type { Answer } from '@livery/api-schemas/answer';
import type { messageBody } from '@livery/api-schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** DELETE /api/admin/rfq_comments with the id in the body. */
export const deleteDeskComment = (id: number) =>
  apiRequest<Answer<typeof messageBody>>('admin/rfq_comments', { method: 'DELETE', body: { id } });

/** Deletes a desk comment; the desk's lists and the open quotation refresh after. */
export function useDeleteDeskComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeskComment,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.quotations }),
  });
}
