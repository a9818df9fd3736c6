import type { Answer } from '@livery/api-schemas/answer';
import type { inventoryDetailResponse } from '@livery/api-schemas/inventories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { inventoryKeys } from './inventories-keys.ts';

/** GET /api/inventories/{uuid}: the item, its activity feed and blanket POs. */
export const getInventory = (uuid: string, signal?: AbortSignal) =>
  apiRequest<Answer<typeof inventoryDetailResponse>>(`inventories/${uuid}`, { signal }).then(
    (body) => body.inventory,
  );

export const getInventoryQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: inventoryKeys.detail(uuid),
    queryFn: ({ signal }) => getInventory(uuid, signal),
  });

/** GET /api/inventories/{uuid}: the item, its activity feed and blanket POs. */
export function useInventory(uuid: string) {
  return useQuery(getInventoryQueryOptions(uuid));
}
