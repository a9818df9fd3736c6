import type { Answer } from '@livery/api-schemas/answer';
import type { kartItemResponse } from '@livery/api-schemas/cart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { cartKeys } from './cart-keys.ts';

/** GET /api/kart_items/{uuid}: one line with its name list. */
export const getKartItem = (uuid: string | undefined, signal?: AbortSignal) =>
  apiRequest<Answer<typeof kartItemResponse>>(`kart_items/${uuid}`, { signal }).then(
    (answer) => answer.kart_item,
  );

export const getKartItemQueryOptions = (uuid: string | undefined) =>
  queryOptions({
    queryKey: cartKeys.kartItem(uuid),
    enabled: Boolean(uuid),
    queryFn: ({ signal }) => getKartItem(uuid, signal),
  });

/** GET /api/kart_items/{uuid}: one line with its name list. */
export function useKartItem(uuid: string | undefined) {
  return useQuery(getKartItemQueryOptions(uuid));
}
