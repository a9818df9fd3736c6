import type { Answer } from '@livery/api-schemas/answer';
import type { OrdersOverviewResponse } from '@livery/api-schemas/orders';
import type { CheckPriceResponse, savedProductsResponse } from '@livery/api-schemas/saved-products';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sharedKeys } from '../../../shared/api/shared-keys.ts';

/** The overview grid's first products by title. */
const OVERVIEW_PRODUCTS = { per_page: 24, sort_by: 'title' } as const;

/** The overview's keys: its orders and products sit under the shared roots that checkouts and edits refresh. */
export const overviewKeys = {
  ordersOverview: [...sharedKeys.orders, 'overview'] as const,
  savedProducts: [...sharedKeys.savedProducts, OVERVIEW_PRODUCTS] as const,
  checkPrice: (savedProductUuid: string, quantities: Record<string, number>) =>
    ['check-price', savedProductUuid, quantities] as const,
};

export const overviewQueries = {
  /** GET /api/orders/overview: the caller's orders counted by status, and the latest few. */
  ordersOverview: () =>
    queryOptions({
      queryKey: overviewKeys.ordersOverview,
      queryFn: ({ signal }) => apiRequest<OrdersOverviewResponse>('orders/overview', { signal }),
    }),
  /** GET /api/saved_products for the overview grid (first 24 by title). */
  savedProducts: () =>
    queryOptions({
      queryKey: overviewKeys.savedProducts,
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof savedProductsResponse>>('saved_products', {
          query: OVERVIEW_PRODUCTS,
          signal,
        }),
    }),
  /**
   * GET /api/kart_items/check_price: the line priced by the server as it would be in the cart (pooled tier,
   * add-ons, printing). Cancelled when newer quantities supersede it; nothing asked until a piece is entered.
   */
  checkPrice: (savedProductUuid: string, quantities: Record<string, number>) => {
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
  },
};
