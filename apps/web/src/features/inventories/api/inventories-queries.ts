import type { Answer } from '@livery/api-schemas/answer';
import type {
  inventoriesResponse,
  inventoryDetailResponse,
  referenceOrdersResponse,
} from '@livery/api-schemas/inventories';
import type { savedProductsResponse } from '@livery/api-schemas/saved-products';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sharedKeys } from '../../../shared/api/shared-keys.ts';

export const INVENTORIES_PER_PAGE = 10;

export interface InventoriesFilter {
  keyword: string;
  teamId: number | null;
  addressId: number | null;
  page: number;
}

/** The filters as the query text of the list and of its export. */
export function filterQuery(filter: Omit<InventoriesFilter, 'page'>) {
  return {
    keyword: filter.keyword || undefined,
    team_id: filter.teamId ?? undefined,
    address_id: filter.addressId ?? undefined,
  };
}

/** The inventories' keys: every inventory change refreshes all of them. */
export const inventoryKeys = {
  all: ['inventories'] as const,
  list: (filter: InventoriesFilter) => [...inventoryKeys.all, 'list', filter] as const,
  detail: (uuid: string) => [...inventoryKeys.all, 'detail', uuid] as const,
  referenceOrders: (uuid: string) => [...inventoryKeys.all, 'reference-orders', uuid] as const,
  savedProductSearch: (keyword: string) =>
    [...sharedKeys.savedProducts, 'inventory-search', keyword] as const,
};

export const inventoryQueries = {
  /** GET /api/inventories; a newer filter cancels the older request. */
  list: (filter: InventoriesFilter) =>
    queryOptions({
      queryKey: inventoryKeys.list(filter),
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof inventoriesResponse>>('inventories', {
          query: { ...filterQuery(filter), page: filter.page, per_page: INVENTORIES_PER_PAGE },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /** GET /api/inventories/{uuid}: the item, its activity feed and blanket POs. */
  detail: (uuid: string) =>
    queryOptions({
      queryKey: inventoryKeys.detail(uuid),
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof inventoryDetailResponse>>(`inventories/${uuid}`, { signal }).then(
          (body) => body.inventory,
        ),
    }),
  /** GET /api/inventories/{uuid}/get_reference_orders. */
  referenceOrders: (uuid: string) =>
    queryOptions({
      queryKey: inventoryKeys.referenceOrders(uuid),
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof referenceOrdersResponse>>(`inventories/${uuid}/get_reference_orders`, {
          signal,
        }).then((body) => body.orders),
    }),
  /** GET /api/saved_products?keyword&per_page=25: the Add Item search. */
  savedProductSearch: (keyword: string) =>
    queryOptions({
      queryKey: inventoryKeys.savedProductSearch(keyword),
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof savedProductsResponse>>('saved_products', {
          query: { keyword: keyword || undefined, per_page: 25, product_type: 'all', sort_by: 'title' },
          signal,
        }).then((body) => body.saved_products),
    }),
};
