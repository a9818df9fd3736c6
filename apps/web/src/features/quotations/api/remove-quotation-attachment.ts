import type { Answer } from '@livery/api-schemas/answer';
import type { messageBody } from '@livery/api-schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { refreshQuotations } from './refresh-quotations.ts';

/** DELETE /api/rfq_products/{id}/remove_attachment. */
export const removeQuotationAttachment = ({
  productId,
  attachmentId,
}: {
  productId: number;
  attachmentId: number;
}) =>
  apiRequest<Answer<typeof messageBody>>(`rfq_products/${productId}/remove_attachment`, {
    method: 'DELETE',
    body: { attachment_id: attachmentId },
  });

/** DELETE /api/rfq_products/{id}/remove_attachment. */
export function useRemoveQuotationAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeQuotationAttachment,
    onSuccess: () => refreshQuotations(queryClient),
  });
}
