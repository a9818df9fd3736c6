import type { Answer } from '@livery/api-schemas/answer';
import type { entitlementRequestsResponse } from '@livery/api-schemas/entitlement-requests';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { type RequestFilters, settingKeys } from './settings-keys.ts';

/** GET /api/programme/requests: newest first; a member gets their own. */
export const getEntitlementRequests = (filters: RequestFilters, signal?: AbortSignal) =>
  apiRequest<Answer<typeof entitlementRequestsResponse>>('programme/requests', {
    query: { status: filters.status ?? undefined, page: String(filters.page), per_page: '10' },
    signal,
  });

export const getEntitlementRequestsQueryOptions = (filters: RequestFilters) =>
  queryOptions({
    queryKey: settingKeys.entitlementRequests(filters),
    queryFn: ({ signal }) => getEntitlementRequests(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useEntitlementRequests(filters: RequestFilters) {
  return useQuery(getEntitlementRequestsQueryOptions(filters));
}
