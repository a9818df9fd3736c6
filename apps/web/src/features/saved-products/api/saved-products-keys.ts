import { sharedKeys } from '../../../shared/api/shared-keys.ts';

export type SortBy = 'title' | 'created_at' | 'desc';

export interface SavedProductsFilter {
  keyword: string;
  teamId: number | null;
  productType: string;
  sortBy: SortBy;
  page: number;
}

/** The saved products' keys, under the shared root every feature's product pickers refresh with. */
export const savedProductKeys = {
  all: sharedKeys.savedProducts,
  list: (filter: SavedProductsFilter) => [...savedProductKeys.all, 'list', filter] as const,
};
