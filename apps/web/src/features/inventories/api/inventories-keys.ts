import { sharedKeys } from '../../../shared/api/shared-keys.ts';

export interface InventoriesFilter {
  keyword: string;
  teamId: number | null;
  addressId: number | null;
  page: number;
}

/** The inventories' keys: every inventory change refreshes all of them. */
export const inventoryKeys = {
  all: ['inventories'] as const,
  list: (filter: InventoriesFilter) => [...inventoryKeys.all, 'list', filter] as const,
  detail: (uuid: string) => [...inventoryKeys.all, 'detail', uuid] as const,
  referenceOrders: (uuid: string) => [...inventoryKeys.all, 'reference-orders', uuid] as const,
  savedProductSearch: (keyword: string) =>
    [...sharedKeys.savedProducts, 'inventory-search', keyword] as const,
};
