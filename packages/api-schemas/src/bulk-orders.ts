import { MAX_BULK_ORDER_PRODUCTS } from '@livery/domain/roster-columns';
import { z } from 'zod';
import { employeeRow } from './cart.ts';
import { databaseInteger } from './common.ts';

const quantity = databaseInteger('Quantity must be a whole number').min(0, 'Quantity cannot be negative');

/** One chosen saved product; `qty_options` (size -> pieces) is read in manual mode only. */
export const bulkOrderProduct = z.object({
  saved_product_id: z.uuid(),
  qty_options: z.record(z.string().max(20), quantity).optional(),
});

/** Roster rows in a bulk order can run to 10,000 staff. */
export const MAX_BULK_ORDER_EMPLOYEES = 10_000;

/**
 * POST /api/kart_items/bulk_orders. `data` lists the chosen products in order: product N of the roster
 * columns (`product{N}_size`, `product{N}_qty` ...) is `data[N-1]`. Mode 'normal' orders each product's
 * `qty_options`; mode 'pro' sums the quantities from `employees` (every value text, so staff IDs keep their
 * zeros). Prices are never taken from the client.
 */
export const bulkOrderBody = z.object({
  quote: z.object({
    mode: z.enum(['normal', 'pro']),
    data: z
      .array(bulkOrderProduct)
      .min(1, 'Choose 1 to 10 products.')
      .max(MAX_BULK_ORDER_PRODUCTS, 'Choose 1 to 10 products.'),
    employees: z.array(employeeRow).max(MAX_BULK_ORDER_EMPLOYEES).optional(),
  }),
});
export type BulkOrderBody = z.infer<typeof bulkOrderBody>;

/** The cart lines a bulk order added, one per product, in the order of `data`. */
export const bulkOrderResponse = z.object({
  message: z.string(),
  kart_items: z.array(z.object({ uuid: z.string(), title: z.string(), total_qty: z.number().int() })),
});
export type BulkOrderResponse = z.infer<typeof bulkOrderResponse>;

/**
 * GET /api/orders/{id}/reorder_roster: what Reorder hands the bulk order. `products` are the order's saved
 * products in bulk-order order (product N is `products[N-1]`) with the pieces ordered per size; `employees`
 * the order's people as roster rows (`product{N}_size`, `product{N}_qty`, name tag, tags ...), one row per
 * person; `leavers` those of them no longer in the employee database; `skipped` the lines that cannot be
 * ordered again (no saved product any more, or quoted).
 */
export const reorderRosterResponse = z.object({
  products: z.array(
    z.object({
      saved_product_uuid: z.string(),
      title: z.string(),
      qty_options: z.record(z.string(), z.number().int()),
      has_name_list: z.boolean(),
    }),
  ),
  employees: z.array(z.record(z.string(), z.string())),
  leavers: z.array(z.object({ staff_id: z.string(), name: z.string() })),
  skipped: z.array(z.string()),
});
export type ReorderRoster = z.infer<typeof reorderRosterResponse>;
