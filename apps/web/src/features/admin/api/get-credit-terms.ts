import type { Answer } from '@livery/api-schemas/answer';
import type { creditTermsResponse } from '@livery/api-schemas/credit-terms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/companies/{id}/credit_terms. */
export const getCreditTerms = (companyId: number, signal?: AbortSignal) =>
  apiRequest<Answer<typeof creditTermsResponse>>(`admin/companies/${companyId}/credit_terms`, { signal });

export const getCreditTermsQueryOptions = (companyId: number | undefined) =>
  queryOptions({
    queryKey: adminKeys.creditTerms(companyId),
    queryFn: ({ signal }) => getCreditTerms(companyId!, signal),
    enabled: companyId !== undefined,
  });

/** GET /api/admin/companies/{id}/credit_terms: a company's payment terms and credit limit. */
export function useCreditTerms(companyId: number | undefined) {
  return useQuery(getCreditTermsQueryOptions(companyId));
}
