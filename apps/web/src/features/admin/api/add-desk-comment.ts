import type { Answer } from '@livery/api-schemas/answer';
import type { commentResponse } from '@livery/api-schemas/quotations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** POST /api/admin/rfq_comments (multipart): the comment box shows a refusal itself. */
export const addDeskComment = (form: FormData) =>
  apiRequest<Answer<typeof commentResponse>>('admin/rfq_comments', {
    method: 'POST',
    body: form,
    silent: true,
  });

/** Answers on a quotation product; the desk's lists and the open quotation refresh after. */
export function useAddDeskComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDeskComment,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.quotations }),
  });
}
