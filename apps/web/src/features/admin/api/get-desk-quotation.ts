import type { Answer } from '@livery/api-schemas/answer';
import type { quotationResponse } from '@livery/api-schemas/quotations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/rf_quotes/{uid}. */
export const getDeskQuotation = (uid: string, signal?: AbortSignal) =>
  apiRequest<Answer<typeof quotationResponse>>(`admin/rf_quotes/${uid}`, { signal }).then((body) => body.rfq);

export const getDeskQuotationQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: adminKeys.quotation(uid),
    queryFn: ({ signal }) => getDeskQuotation(uid, signal),
  });

/** GET /api/admin/rf_quotes/{uid}. */
export function useDeskQuotation(uid: string) {
  return useQuery(getDeskQuotationQueryOptions(uid));
}
