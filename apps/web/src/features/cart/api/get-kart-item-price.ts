import type { Answer } from '@livery/api-schemas/answer';
import type { KartItem, kartItemResponse, UpdateKartItemBody } from '@livery/api-schemas/cart';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { cartKeys } from './cart-keys.ts';

/** POST /api/kart_items/{uuid}/check_price: the line priced by the server with other quantities, not saved. */
export const getKartItemPrice = (
  uuid: string,
  qtyOptions: UpdateKartItemBody['qty_options'],
  signal?: AbortSignal,
) =>
  apiRequest<Answer<typeof kartItemResponse>>(`kart_items/${uuid}/check_price`, {
    method: 'POST',
    body: { qty_options: qtyOptions },
    signal,
    silent: true,
  }).then((answer) => answer.kart_item);

export const getKartItemPriceQueryOptions = (uuid: string, qtyOptions: UpdateKartItemBody['qty_options']) =>
  queryOptions<KartItem>({
    queryKey: cartKeys.kartItemPrice(uuid, qtyOptions),
    // The last price stays while the next one is fetched.
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) => getKartItemPrice(uuid, qtyOptions, signal),
  });

/** The line priced by the server with other quantities, not saved. */
export function useKartItemPrice(uuid: string, qtyOptions: UpdateKartItemBody['qty_options']) {
  return useQuery(getKartItemPriceQueryOptions(uuid, qtyOptions));
}
