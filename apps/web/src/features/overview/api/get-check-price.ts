import type { CheckPriceResponse } from '@livery/api-schemas/saved-products';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { overviewKeys } from './overview-keys.ts';

/**
 * GET /api/kart_items/check_price: the line priced by the server as it would be in the cart (pooled tier,
 * add-ons, printing). Cancelled when newer quantities supersede it; nothing asked until a piece is entered.
 */
export const getCheckPriceQueryOptions = (savedProductUuid: string, quantities: Record<string, number>) => {
  const ordered = Object.fromEntries(Object.entries(quantities).filter(([, quantity]) => quantity > 0));
  return queryOptions({
    queryKey: overviewKeys.checkPrice(savedProductUuid, ordered),
    queryFn: ({ signal }) =>
      apiRequest<CheckPriceResponse>('kart_items/check_price', {
        query: { product_id: savedProductUuid, qty_options: JSON.stringify(ordered), mode: 'normal' },
        signal,
      }),
    enabled: Object.keys(ordered).length > 0,
    placeholderData: keepPreviousData,
  });
};
