import type { Answer } from '@livery/api-schemas/answer';
import type { adminProductResponse } from '@livery/api-schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/products/{uuid}. */
export const getCatalogueProduct = (uuid: string | undefined, signal?: AbortSignal) =>
  apiRequest<Answer<typeof adminProductResponse>>(`admin/products/${uuid}`, { signal }).then(
    (body) => body.product,
  );

export const getCatalogueProductQueryOptions = (uuid: string | undefined) =>
  queryOptions({
    queryKey: adminKeys.product(uuid),
    queryFn: ({ signal }) => getCatalogueProduct(uuid, signal),
    enabled: Boolean(uuid),
  });

/** GET /api/admin/products/{uuid}. */
export function useCatalogueProduct(uuid: string | undefined) {
  return useQuery(getCatalogueProductQueryOptions(uuid));
}
