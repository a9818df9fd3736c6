import type { Answer } from '@livery/api-schemas/answer';
import type { entitlementRequestsResponse } from '@livery/api-schemas/entitlement-requests';
import type { EntitlementRequestStatus } from '@livery/domain/entitlement-requests';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sharedKeys } from '../../../shared/api/shared-keys.ts';

export interface RequestFilters {
  status: EntitlementRequestStatus | null;
  page: number;
}

/** GET /api/programme/requests: newest first; a member gets their own. */
export const getEntitlementRequests = (filters: RequestFilters, signal?: AbortSignal) =>
  apiRequest<Answer<typeof entitlementRequestsResponse>>('programme/requests', {
    query: { status: filters.status ?? undefined, page: String(filters.page), per_page: '10' },
    signal,
  });

export const getEntitlementRequestsQueryOptions = (filters: RequestFilters) =>
  queryOptions({
    queryKey: [...sharedKeys.programmeRequests, 'list', filters] as const,
    queryFn: ({ signal }) => getEntitlementRequests(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useEntitlementRequests(filters: RequestFilters) {
  return useQuery(getEntitlementRequestsQueryOptions(filters));
}
