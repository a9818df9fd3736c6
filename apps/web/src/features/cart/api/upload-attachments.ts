import type { Answer } from '@livery/api-schemas/answer';
import type { attachmentsResponse } from '@livery/api-schemas/cart';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { ATTACHMENT_PATHS, type AttachmentKind } from './cart-keys.ts';
import { useRefreshCart } from './refresh-cart.ts';

/** POST /api/po_attachments or /api/attachment_files (multipart, several files). */
export const uploadAttachments = (kind: AttachmentKind, files: File[]) => {
  const form = new FormData();
  for (const file of files) form.append('files[]', file, file.name);
  return apiRequest<Answer<typeof attachmentsResponse>>(ATTACHMENT_PATHS[kind], {
    method: 'POST',
    body: form,
    silent: true,
  });
};

/** POST /api/po_attachments or /api/attachment_files (multipart, several files). */
export function useUploadAttachments(kind: AttachmentKind) {
  const refresh = useRefreshCart();
  return useMutation({
    mutationFn: (files: File[]) => uploadAttachments(kind, files),
    onSuccess: refresh,
  });
}
