import { downloadApiFile } from '../../../shared/api/download-file.ts';
import type { InventoriesFilter } from './inventories-keys.ts';

/** The filters as the query text of the list and of its export. */
export function filterQuery(filter: Omit<InventoriesFilter, 'page'>) {
  return {
    keyword: filter.keyword || undefined,
    team_id: filter.teamId ?? undefined,
    address_id: filter.addressId ?? undefined,
  };
}

/** GET /api/inventories/export_csv: one row per item and size. */
export function exportInventoriesCsv(filter: Omit<InventoriesFilter, 'page'>) {
  const query = Object.fromEntries(
    Object.entries(filterQuery(filter)).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  );
  return downloadApiFile('inventories/export_csv', { query, fallbackName: 'inventories-export.csv' });
}
