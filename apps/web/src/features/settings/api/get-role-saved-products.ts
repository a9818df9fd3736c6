import type { Answer } from '@livery/api-schemas/answer';
import type { savedProductsResponse } from '@livery/api-schemas/saved-products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { settingKeys } from './settings-keys.ts';

/** GET /api/saved_products by title, the first 100: the items a role's entitlement may name. */
export const getRoleSavedProducts = (signal?: AbortSignal) =>
  apiRequest<Answer<typeof savedProductsResponse>>('saved_products', {
    query: { sort_by: 'title', per_page: 100, page: 1 },
    signal,
  });

export const getRoleSavedProductsQueryOptions = () =>
  queryOptions({
    queryKey: settingKeys.roleSavedProducts(),
    queryFn: ({ signal }) => getRoleSavedProducts(signal),
  });

/** The saved products a role's lines can be chosen from. */
export function useRoleSavedProducts() {
  return useQuery(getRoleSavedProductsQueryOptions());
}
