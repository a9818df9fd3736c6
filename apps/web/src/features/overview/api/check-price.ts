import type { CheckPriceResponse } from '@livery/api-schemas/saved-products';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { overviewKeys } from './overview-keys.ts';

/**
 * GET /api/kart_items/check_price: the line priced by the server as it would be in the cart (pooled tier,
 * add-ons, printing), for the quantities above zero.
 */
export const checkPrice = (savedProductUuid: string, ordered: Record<string, number>, signal?: AbortSignal) =>
  apiRequest<CheckPriceResponse>('kart_items/check_price', {
    query: { product_id: savedProductUuid, qty_options: JSON.stringify(ordered), mode: 'normal' },
    signal,
  });

/** Cancelled when newer quantities supersede it; nothing asked until a piece is entered. */
export const checkPriceQueryOptions = (savedProductUuid: string, quantities: Record<string, number>) => {
  const ordered = Object.fromEntries(Object.entries(quantities).filter(([, quantity]) => quantity > 0));
  return queryOptions({
    queryKey: overviewKeys.checkPrice(savedProductUuid, ordered),
    queryFn: ({ signal }) => checkPrice(savedProductUuid, ordered, signal),
    enabled: Object.keys(ordered).length > 0,
    placeholderData: keepPreviousData,
  });
};

/** GET /api/kart_items/check_price for the quantities entered; nothing asked until a piece is entered. */
export function useCheckPrice(savedProductUuid: string, quantities: Record<string, number>) {
  return useQuery(checkPriceQueryOptions(savedProductUuid, quantities));
}
