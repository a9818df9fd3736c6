import type { RecommendedList } from '@livery/api-schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/customer_companies/{id}/recommended_products. */
export const getRecommendedList = (companyId: number | undefined, signal?: AbortSignal) =>
  apiRequest<RecommendedList>(`admin/customer_companies/${companyId}/recommended_products`, { signal });

export const getRecommendedListQueryOptions = (companyId: number | undefined) =>
  queryOptions({
    queryKey: adminKeys.recommended(companyId),
    queryFn: ({ signal }) => getRecommendedList(companyId, signal),
    enabled: companyId !== undefined,
  });

/** GET /api/admin/customer_companies/{id}/recommended_products. */
export function useRecommendedList(companyId: number | undefined) {
  return useQuery(getRecommendedListQueryOptions(companyId));
}
