import type { ProviderNoticesResponse } from '@livery/api-schemas/provider-notices';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

export const NOTICES_PER_PAGE = 25;

/** GET /api/admin/notices: what is new for the provider, newest first; refreshed every minute. */
export const getProviderNotices = (page: number, signal?: AbortSignal) =>
  apiRequest<ProviderNoticesResponse>('admin/notices', {
    query: { page, per_page: NOTICES_PER_PAGE },
    signal,
  });

export const getProviderNoticesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.notices(page),
    queryFn: ({ signal }) => getProviderNotices(page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

/** GET /api/admin/notices: what is new for the provider, newest first; refreshed every minute. */
export function useProviderNotices(page: number) {
  return useQuery(getProviderNoticesQueryOptions(page));
}
