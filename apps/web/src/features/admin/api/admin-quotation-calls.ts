import type { ListMeta } from '@livery/api-schemas/common';
import type { PriceQuotationBody, QuotationDetail, QuotationSummary } from '@livery/api-schemas/quotations';
import type { QuotationStatus } from '@livery/domain/quotation-status';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

export const DESK_PER_PAGE = 20;

/** GET /api/admin/rf_quotes: every company's requests, newest first. */
export function useDeskQuotations(filter: { status?: QuotationStatus; keyword?: string; page: number }) {
  return useQuery({
    queryKey: ['admin-quotations', 'list', filter],
    queryFn: ({ signal }) =>
      apiRequest<{ quotations: QuotationSummary[]; meta: ListMeta }>('admin/rf_quotes', {
        query: { ...filter, per_page: DESK_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/rf_quotes/{uid}. */
export function useDeskQuotation(uid: string) {
  return useQuery({
    queryKey: ['admin-quotations', 'detail', uid],
    queryFn: ({ signal }) =>
      apiRequest<{ rfq: QuotationDetail }>(`admin/rf_quotes/${uid}`, { signal }).then((body) => body.rfq),
  });
}

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
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin-quotations'] }),
  });
}
