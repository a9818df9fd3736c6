import { downloadApiFile } from '../../../shared/api/download-file.ts';
import type { OrdersFilters } from './orders-keys.ts';

/**
 * GET /api/orders/export_csv or /api/orders/export.xlsx: the list under the same filters, paging aside, saved
 * as the file the server names (orders-yyyy-MM-dd.csv).
 */
export function downloadOrdersExport(filters: OrdersFilters, format: 'csv' | 'xlsx') {
  const query = Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return downloadApiFile(format === 'csv' ? 'orders/export_csv' : 'orders/export.xlsx', {
    query,
    fallbackName: `orders.${format}`,
  });
}
