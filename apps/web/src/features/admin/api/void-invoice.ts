import type { Answer } from '@livery/api-schemas/answer';
import type { invoiceDetail, VoidInvoiceBody } from '@livery/api-schemas/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** POST /api/admin/invoices/{id}/void: with the reason; the form shows a refusal. */
export const voidInvoice = ({ id, body }: { id: string; body: VoidInvoiceBody }) =>
  apiRequest<Answer<typeof invoiceDetail>>(`admin/invoices/${id}/void`, {
    method: 'POST',
    body,
    silent: true,
  });

/** Voids an invoice; the console's invoice lists and the open invoice refresh after. */
export function useVoidInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voidInvoice,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.invoices }),
  });
}
