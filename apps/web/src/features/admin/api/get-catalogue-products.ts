import type { Answer } from '@livery/api-schemas/answer';
import type { adminProductsResponse } from '@livery/api-schemas/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys, type CatalogueFilter } from './admin-keys.ts';

/** GET /api/admin/products: the catalogue, a superseded request cancelled. */
export const getCatalogueProducts = (filter: CatalogueFilter, signal?: AbortSignal) =>
  apiRequest<Answer<typeof adminProductsResponse>>('admin/products', { query: { ...filter }, signal });

export const getCatalogueProductsQueryOptions = (filter: CatalogueFilter) =>
  queryOptions({
    queryKey: adminKeys.productList(filter),
    queryFn: ({ signal }) => getCatalogueProducts(filter, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/products: the catalogue, a superseded request cancelled. */
export function useCatalogueProducts(filter: CatalogueFilter) {
  return useQuery(getCatalogueProductsQueryOptions(filter));
}
