import type { Answer } from '@livery/api-schemas/answer';
import type {
  CartResponse,
  KartItem,
  kartItemResponse,
  taxResponse,
  UpdateKartItemBody,
} from '@livery/api-schemas/cart';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sharedKeys } from '../../../shared/api/shared-keys.ts';

/** The cart's keys; the cart itself sits under the shared root every "added to cart" refreshes. */
export const cartKeys = {
  cart: sharedKeys.cart,
  kartItem: (uuid: string | undefined) => ['kart-item', uuid] as const,
  kartItemPrice: (uuid: string, qtyOptions: UpdateKartItemBody['qty_options']) =>
    ['kart-item-price', uuid, qtyOptions] as const,
  taxRate: (country: string | undefined) => ['taxes', country] as const,
};

export const cartQueries = {
  /** GET /api/kart_items. */
  cart: () =>
    queryOptions({
      queryKey: cartKeys.cart,
      queryFn: ({ signal }) => apiRequest<CartResponse>('kart_items', { signal }),
    }),
  /** GET /api/kart_items/{uuid}: one line with its name list. */
  kartItem: (uuid: string | undefined) =>
    queryOptions({
      queryKey: cartKeys.kartItem(uuid),
      enabled: Boolean(uuid),
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof kartItemResponse>>(`kart_items/${uuid}`, { signal }).then(
          (answer) => answer.kart_item,
        ),
    }),
  /** POST /api/kart_items/{uuid}/check_price: the line priced by the server with other quantities, not saved. */
  kartItemPrice: (uuid: string, qtyOptions: UpdateKartItemBody['qty_options']) =>
    queryOptions<KartItem>({
      queryKey: cartKeys.kartItemPrice(uuid, qtyOptions),
      // The last price stays while the next one is fetched.
      placeholderData: keepPreviousData,
      retry: false,
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof kartItemResponse>>(`kart_items/${uuid}/check_price`, {
          method: 'POST',
          body: { qty_options: qtyOptions },
          signal,
          silent: true,
        }).then((answer) => answer.kart_item),
    }),
  /** GET /api/taxes?country=: the GST percent for the shipping country. */
  taxRate: (country: string | undefined) =>
    queryOptions({
      queryKey: cartKeys.taxRate(country),
      enabled: Boolean(country),
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof taxResponse>>('taxes', { query: { country }, signal }).then(
          (answer) => answer.gst_rate,
        ),
    }),
};
