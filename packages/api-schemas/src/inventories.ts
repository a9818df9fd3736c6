import { z } from 'zod';
import { commaListOf, databaseId, databaseIdText, listMeta, pageQuery } from './common.ts';

/** POST /api/inventories: keep stock of a saved product (premium plan). */
export const createInventoryBody = z.object({ saved_product_id: z.uuid() });

export const createdInventory = z.object({
  id: z.number().int(),
  uuid: z.string(),
  saved_product_id: z.string(),
  team_id: z.number().int().nullable(),
  ready_stock: z.record(z.string(), z.number().int()),
  created_at: z.string(),
});

export const createInventoryResponse = z.object({ message: z.string(), inventory: createdInventory });

/** Most pieces of one size in one move or level: far above any store room, far below integer overflow. */
export const MAX_STOCK_QUANTITY = 1_000_000;

const quantity = z
  .number({ error: 'Quantity must be a whole number' })
  .int('Quantity must be a whole number')
  .min(0, 'Quantity cannot be negative')
  .max(MAX_STOCK_QUANTITY, `Quantity must be at most ${MAX_STOCK_QUANTITY}`);

/** Pieces per size: whole, not negative; sizes are the product's (checked by the server). */
export const sizeQuantities = z
  .record(z.string().trim().min(1).max(20), quantity)
  .refine((map) => Object.keys(map).length <= 50, 'Too many sizes');
export type SizeQuantities = z.infer<typeof sizeQuantities>;

/** GET /api/inventories and GET /api/inventories/export_csv. */
export const inventoriesQuery = pageQuery.extend({
  keyword: z.string().trim().max(200).optional(),
  team_id: databaseIdText.optional(),
  address_id: databaseIdText.optional(),
});
export type InventoriesQuery = z.infer<typeof inventoriesQuery>;

export const inventoryAddress = z.object({
  id: z.number().int(),
  nickname: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  country_name: z.string(),
});

/** An inventory item as lists and the detail page show it (spec 03 section 3). */
export const inventory = z.object({
  id: z.number().int(),
  uuid: z.string(),
  title: z.string(),
  product_title: z.string(),
  product_uuid: z.string(),
  sku: z.string().nullable(),
  apparel_color: z.string().nullable(),
  thumb_image: z.string().nullable(),
  /** The product's sizes in their own order (a JSON object's keys do not keep it). */
  sizes: z.array(z.string()),
  ready_stock: z.record(z.string(), z.number().int()),
  low_level_qtys: z.record(z.string(), z.number().int()),
  total_ready_stock: z.number().int(),
  total_low_levels: z.number().int(),
  is_low_inventory_levels: z.boolean(),
  team_id: z.number().int().nullable(),
  team_name: z.string().nullable(),
  user_name: z.string(),
  address: inventoryAddress.nullable(),
  size_chart: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  last_updated: z.string(),
});
export type Inventory = z.infer<typeof inventory>;

export const inventoriesResponse = z.object({ inventories: z.array(inventory), meta: listMeta });

export const inventoryLog = z.object({
  id: z.number().int(),
  created_at: z.string(),
  message: z.string(),
  notes: z.string().nullable(),
  user_name: z.string().nullable(),
  /** What the entry did to the stock, signed pieces per size; null when it moved none. The log adds up to the stock. */
  stock_change: z.record(z.string(), z.number().int()).nullable(),
});
export type InventoryLog = z.infer<typeof inventoryLog>;

export const blanketPurchaseOrder = z.object({
  id: z.number().int(),
  title: z.string(),
  begin_at: z.string().nullable(),
  finish_at: z.string().nullable(),
  duration: z.string(),
  qtys: z.record(z.string(), z.number().int()),
  /** Pieces per size ordered with the item in the PO's period (cancelled orders aside), and what is left. */
  called_off_qtys: z.record(z.string(), z.number().int()),
  remaining_qtys: z.record(z.string(), z.number().int()),
  total_committed: z.number().int(),
  total_called_off: z.number().int(),
  total_remaining: z.number().int(),
  note: z.string().nullable(),
  attachment: z.object({ url: z.string(), title: z.string() }).nullable(),
  inventory_id: z.string(),
  created_at: z.string(),
});
export type BlanketPurchaseOrder = z.infer<typeof blanketPurchaseOrder>;

/** POST /api/blanket_purchase_orders (multipart). */
export const createdBlanketPurchaseOrderResponse = z.object({
  message: z.string(),
  blanket_purchase_order: blanketPurchaseOrder,
});

/** GET /api/inventories/{uuid}: the item, its activity feed and its blanket purchase orders. */
export const inventoryDetailResponse = z.object({
  inventory: inventory.extend({
    logs: z.array(inventoryLog),
    blanket_p_ords: z.array(blanketPurchaseOrder),
  }),
});
export type InventoryDetail = z.infer<typeof inventoryDetailResponse>['inventory'];

/**
 * PUT /api/inventories/{uuid}: one change at a time. A stock move sends `stock_action` with per-size
 * `ready_stock` amounts (add, withdraw) or counts (edit) and an optional note; or new `low_level_qtys`;
 * or `team_id`; or `address_id` (null clears the location).
 */
export const updateInventoryBody = z.object({
  stock_action: z.enum(['add', 'withdraw', 'edit']).optional(),
  ready_stock: sizeQuantities.optional(),
  notes: z.string().trim().max(1000).optional(),
  low_level_qtys: sizeQuantities.optional(),
  team_id: databaseId.optional(),
  address_id: databaseId.nullable().optional(),
});
export type UpdateInventoryBody = z.infer<typeof updateInventoryBody>;

export const updateInventoryResponse = z.object({ message: z.string(), inventory });

export const deleteInventoryBody = z.object({ id: z.uuid() });

/** GET /api/inventories/{uuid}/get_reference_orders: orders placed with this item's inventory_id. */
export const referenceOrder = z.object({
  uid: z.string(),
  uuid: z.string(),
  created_at: z.string(),
  order_status: z.string(),
  qtys: z.record(z.string(), z.number().int()),
  total_qty: z.number().int(),
});
export const referenceOrdersResponse = z.object({ orders: z.array(referenceOrder) });
export type ReferenceOrder = z.infer<typeof referenceOrder>;

/** GET /api/inventories/labels.pdf?ids=a,b: the printable QR label sheet of chosen items. */
export const MAX_INVENTORY_LABELS = 200;

export const inventoryLabelsQuery = z.object({
  ids: commaListOf(
    z.uuid('Choose items from the list'),
    MAX_INVENTORY_LABELS,
    `Choose at most ${MAX_INVENTORY_LABELS} items for one label sheet`,
  ).refine((ids) => ids.length > 0, 'Select at least one item'),
});
