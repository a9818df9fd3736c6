import { useQuery } from '@tanstack/react-query';
import { getCheckPriceQueryOptions } from './get-check-price.ts';

/** GET /api/kart_items/check_price for the quantities entered; nothing asked until a piece is entered. */
export function useCheckPrice(savedProductUuid: string, quantities: Record<string, number>) {
  return useQuery(getCheckPriceQueryOptions(savedProductUuid, quantities));
}
