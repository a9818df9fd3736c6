import type { MessageBody } from '@livery/api-schemas/common';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { ATTACHMENT_PATHS, type AttachmentKind } from './cart-keys.ts';
import { useRefreshCart } from './refresh-cart.ts';

/** DELETE /api/po_attachments or /api/attachment_files. */
export const deleteAttachment = (kind: AttachmentKind, id: number) =>
  apiRequest<MessageBody>(ATTACHMENT_PATHS[kind], { method: 'DELETE', body: { id } });

/** DELETE /api/po_attachments or /api/attachment_files. */
export function useDeleteAttachment(kind: AttachmentKind) {
  const refresh = useRefreshCart();
  return useMutation({
    mutationFn: (id: number) => deleteAttachment(kind, id),
    onSuccess: refresh,
  });
}
