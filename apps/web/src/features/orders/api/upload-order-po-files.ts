import type { Answer } from '@livery/api-schemas/answer';
import type { attachmentsResponse } from '@livery/api-schemas/cart';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useRefreshOrder } from './refresh-order.ts';

/** POST /api/po_attachments with the order's id: PO documents straight onto the order. */
export const uploadOrderPoFiles = (uuid: string, files: File[]) => {
  const form = new FormData();
  form.append('order_id', uuid);
  for (const file of files) form.append('files[]', file, file.name);
  return apiRequest<Answer<typeof attachmentsResponse>>('po_attachments', { method: 'POST', body: form });
};

/** POST /api/po_attachments with the order's id: PO documents straight onto the order. */
export function useUploadOrderPoFiles(uuid: string) {
  const refresh = useRefreshOrder(uuid);
  return useMutation({
    mutationFn: (files: File[]) => uploadOrderPoFiles(uuid, files),
    onSuccess: refresh,
  });
}
