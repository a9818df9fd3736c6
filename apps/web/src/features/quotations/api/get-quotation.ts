import type { Answer } from '@livery/api-schemas/answer';
import type { quotationResponse } from '@livery/api-schemas/quotations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { quotationKeys } from './quotations-keys.ts';

/** GET /api/rf_quotes/{uid}: the quotation with its products, files and comments. */
export const getQuotation = (uid: string, signal?: AbortSignal) =>
  apiRequest<Answer<typeof quotationResponse>>(`rf_quotes/${uid}`, { signal }).then((body) => body.rfq);

export const getQuotationQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: quotationKeys.detail(uid),
    queryFn: ({ signal }) => getQuotation(uid, signal),
  });

/** GET /api/rf_quotes/{uid}: the quotation with its products, files and comments. */
export function useQuotation(uid: string) {
  return useQuery(getQuotationQueryOptions(uid));
}
