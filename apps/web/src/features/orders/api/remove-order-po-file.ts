import type { MessageBody } from '@livery/api-schemas/common';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useRefreshOrder } from './refresh-order.ts';

/** DELETE /api/po_attachments: removes one PO document of the order. */
export const removeOrderPoFile = (id: number) =>
  apiRequest<MessageBody>('po_attachments', { method: 'DELETE', body: { id } });

/** DELETE /api/po_attachments: removes one PO document of the order. */
export function useRemoveOrderPoFile(uuid: string) {
  const refresh = useRefreshOrder(uuid);
  return useMutation({
    mutationFn: removeOrderPoFile,
    onSuccess: refresh,
  });
}
