import type { Answer } from '@livery/api-schemas/answer';
import type { inventoriesResponse } from '@livery/api-schemas/inventories';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { filterQuery } from './download-inventories-csv.ts';
import { type InventoriesFilter, inventoryKeys } from './inventories-keys.ts';

export const INVENTORIES_PER_PAGE = 10;

/** GET /api/inventories; a newer filter cancels the older request. */
export const getInventories = (filter: InventoriesFilter, signal?: AbortSignal) =>
  apiRequest<Answer<typeof inventoriesResponse>>('inventories', {
    query: { ...filterQuery(filter), page: filter.page, per_page: INVENTORIES_PER_PAGE },
    signal,
  });

export const getInventoriesQueryOptions = (filter: InventoriesFilter) =>
  queryOptions({
    queryKey: inventoryKeys.list(filter),
    queryFn: ({ signal }) => getInventories(filter, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/inventories; a newer filter cancels the older request. */
export function useInventories(filter: InventoriesFilter) {
  return useQuery(getInventoriesQueryOptions(filter));
}
