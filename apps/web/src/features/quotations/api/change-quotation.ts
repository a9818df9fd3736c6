import type { QuotationComment, UpdateQuotationBody } from '@livery/api-schemas/quotations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sharedKeys } from '../../../shared/api/shared-keys.ts';
import { quotationKeys } from './quotations-keys.ts';

export type QuotationChange =
  | { kind: 'create'; form: FormData }
  | { kind: 'update'; uid: string; body: UpdateQuotationBody }
  | { kind: 'delete'; uid: string }
  | { kind: 'approve'; uid: string; body: { version: number; option_ids: number[] } }
  | { kind: 'update-product'; productId: number; form: FormData }
  | { kind: 'remove-attachment'; productId: number; attachmentId: number }
  | { kind: 'comment'; form: FormData }
  | { kind: 'delete-comment'; id: number };

type ChangeAnswer = {
  message: string;
  id?: string;
  order?: { uuid: string; uid: string };
  comment?: QuotationComment;
};

function send(change: QuotationChange): Promise<ChangeAnswer> {
  // Forms show the refusal themselves, under the fields.
  const silent = true;
  switch (change.kind) {
    case 'create':
      return apiRequest('rf_quotes', { method: 'POST', body: change.form, silent });
    case 'update':
      return apiRequest(`rf_quotes/${change.uid}`, { method: 'PUT', body: change.body, silent }).then(() => ({
        message: 'Updated!',
      }));
    case 'delete':
      return apiRequest('rf_quotes', { method: 'DELETE', body: { uid: change.uid } });
    case 'approve':
      return apiRequest(`rf_quotes/${change.uid}/approve_quote`, { method: 'PUT', body: change.body });
    case 'update-product':
      return apiRequest(`rfq_products/${change.productId}`, {
        method: 'PUT',
        body: change.form,
        silent,
      }).then(() => ({ message: 'Updated!' }));
    case 'remove-attachment':
      return apiRequest(`rfq_products/${change.productId}/remove_attachment`, {
        method: 'DELETE',
        body: { attachment_id: change.attachmentId },
      });
    case 'comment':
      return apiRequest('rfq_comments', { method: 'POST', body: change.form, silent });
    case 'delete-comment':
      return apiRequest('rfq_comments', { method: 'DELETE', body: { id: change.id } });
  }
}

/** Every quotation change; the lists and the open quotation refresh after (an approval also adds an order). */
export function useQuotationChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (_, change) => {
      void queryClient.invalidateQueries({ queryKey: quotationKeys.all });
      if (change.kind === 'approve') void queryClient.invalidateQueries({ queryKey: sharedKeys.orders });
    },
    // A refused approval (changed, re-priced or expired meanwhile) shows the quotation as it now is.
    onError: (_, change) => {
      if (change.kind === 'approve') void queryClient.invalidateQueries({ queryKey: quotationKeys.all });
    },
  });
}
