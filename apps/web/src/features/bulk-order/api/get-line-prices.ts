import type { CheckPriceResponse } from '@livery/api-schemas/saved-products';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { bulkOrderKeys } from './bulk-order-keys.ts';

/** GET /api/kart_items/check_price: one product's line priced by the server as the cart would price it. */
export const getLinePrice = (
  savedProductUuid: string,
  ordered: Record<string, number>,
  signal?: AbortSignal,
) =>
  apiRequest<CheckPriceResponse>('kart_items/check_price', {
    query: { product_id: savedProductUuid, qty_options: JSON.stringify(ordered), mode: 'normal' },
    signal,
    silent: true,
  });

/**
 * The review's lines priced by the server (the one price rule), for the budget notice: the sum of the amounts,
 * or null until every line with pieces is priced. A line is asked again only when its quantities change.
 */
export function useLinesAmount(
  lines: ReadonlyArray<{ savedProductUuid: string; quantities: Record<string, number> }>,
) {
  const ordered = lines
    .map((line) => ({
      uuid: line.savedProductUuid,
      quantities: Object.fromEntries(Object.entries(line.quantities).filter(([, quantity]) => quantity > 0)),
    }))
    .filter((line) => Object.keys(line.quantities).length > 0);
  const prices = useQueries({
    queries: ordered.map((line) => ({
      queryKey: bulkOrderKeys.linePrice(line.uuid, line.quantities),
      queryFn: ({ signal }: { signal: AbortSignal }) => getLinePrice(line.uuid, line.quantities, signal),
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    })),
  });
  if (ordered.length === 0 || prices.some((price) => !price.data)) return null;
  return prices.reduce((sum, price) => sum + (price.data?.amount ?? 0), 0);
}
