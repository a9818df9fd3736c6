import type { PriceQuotationBody } from '@livery/api-schemas/quotations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

export type DeskChange =
  | { kind: 'price'; uid: string; body: PriceQuotationBody }
  | { kind: 'cancel'; uid: string }
  | { kind: 'comment'; form: FormData }
  | { kind: 'delete-comment'; id: number };

function send(change: DeskChange): Promise<unknown> {
  switch (change.kind) {
    case 'price':
      return apiRequest(`admin/rf_quotes/${change.uid}/price`, {
        method: 'PUT',
        body: change.body,
        silent: true,
      });
    case 'cancel':
      return apiRequest(`admin/rf_quotes/${change.uid}/cancel`, { method: 'PUT' });
    case 'comment':
      return apiRequest('admin/rfq_comments', { method: 'POST', body: change.form, silent: true });
    case 'delete-comment':
      return apiRequest('admin/rfq_comments', { method: 'DELETE', body: { id: change.id } });
  }
}

/** Every quote desk change; the desk's lists and the open quotation refresh after. */
export function useDeskChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.quotations }),
  });
}
