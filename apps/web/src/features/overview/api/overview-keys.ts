import { sharedKeys } from '../../../shared/api/shared-keys.ts';

/** The overview grid's first products by title. */
export const OVERVIEW_PRODUCTS = { per_page: 24, sort_by: 'title' } as const;

/** The overview's keys: its orders and products sit under the shared roots that checkouts and edits refresh. */
export const overviewKeys = {
  ordersOverview: [...sharedKeys.orders, 'overview'] as const,
  savedProducts: [...sharedKeys.savedProducts, OVERVIEW_PRODUCTS] as const,
  checkPrice: (savedProductUuid: string, quantities: Record<string, number>) =>
    ['check-price', savedProductUuid, quantities] as const,
};
