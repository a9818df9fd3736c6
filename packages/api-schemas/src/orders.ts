import { ORDER_STATUSES, ORDER_TYPES } from '@livery/domain/order-status';
import { z } from 'zod';
import { address } from './addresses.ts';
import { databaseId, databaseIdText, listMeta, pageNumber, timestamp } from './common.ts';

export const orderStatus = z.enum(ORDER_STATUSES);
export const orderType = z.enum(ORDER_TYPES);

/** POST /api/orders: checkout of the caller's cart. Totals are computed by the server. */
export const createOrderBody = z.object({
  /** Checked by the service, so a missing one reads 'Select a team' like the spec's other warnings. */
  team_id: databaseId.nullish(),
  ship_add_id: databaseId.nullable().optional(),
  bill_add_id: databaseId.nullish(),
  reference: z.string().trim().max(200).optional(),
  status: z.enum(['order_pending', 'order_quotes']),
});
export type CreateOrderBody = z.infer<typeof createOrderBody>;
export const createOrderResponse = z.object({ uuid: z.string(), uid: z.string(), redirect_url: z.string() });

export const orderItem = z.object({
  id: z.number().int(),
  uuid: z.string(),
  title: z.string(),
  thumb_front: z.string().nullable(),
  qtys: z.string(),
  total_qty: z.number().int(),
  apparel_color: z.string().nullable(),
  unit_price: z.number().int(),
  surcharge: z.number().int(),
  amount: z.number().int(),
  saved_product_uuid: z.string().nullable(),
  /** ISO 4217 code of the order's amounts (snapshot at checkout). */
  currency: z.string(),
  currency_symbol: z.string(),
  /** The sub-cart it shipped in, as it was at checkout. */
  origin_country: z.string().nullable(),
  shipping_service: z.string().nullable(),
  lead_time: z.string().nullable(),
  /** Provider console only (GET /api/admin/orders/{uuid}): the faces with a print file to download. */
  print_faces: z.array(z.string()).optional(),
});

export const orderSummary = z.object({
  id: z.number().int(),
  uuid: z.string(),
  uid: z.string(),
  created_at: z.string(),
  order_status: orderStatus,
  order_type: orderType,
  po_number: z.string().nullable(),
  reference: z.string().nullable(),
  team_id: z.number().int(),
  team_name: z.string(),
  user_name: z.string(),
  company_name: z.string(),
  total: z.number().int(),
  /** ISO 4217 code of the order's amounts (snapshot at checkout). */
  currency: z.string(),
  currency_symbol: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const orderLog = z.object({ title: z.string(), message: z.string(), created_at: z.string() });

export const orderDetail = orderSummary.extend({
  subtotal: z.number().int(),
  total_surcharge: z.number().int(),
  discount: z.number().int(),
  shipping_fee: z.number().int(),
  gst_rate: z.number(),
  gst: z.number().int(),
  approved_at: timestamp,
  processed_at: timestamp,
  in_progress_at: timestamp,
  ready_at: timestamp,
  shipped_at: timestamp,
  completed_at: timestamp,
  cancelled_at: timestamp,
  shipadd: address.nullable(),
  billadd: address.nullable(),
  discount_code: z.string().nullable(),
  /** PO documents and other files attached at checkout, behind signed download links. */
  po_attachments: z.array(z.object({ id: z.number().int(), name: z.string(), url: z.string() })),
  other_attachments: z.array(z.object({ id: z.number().int(), name: z.string(), url: z.string() })),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const ordersQuery = z.object({
  keyword: z.string().max(200).optional(),
  status: z.string().max(200).optional(),
  team_id: databaseIdText.optional(),
  page: pageNumber,
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});

export const ordersResponse = z.object({ orders: z.array(orderSummary), meta: listMeta });
export const orderResponse = z.object({
  order: orderDetail,
  items: z.array(z.object({ name: z.string(), items: z.array(orderItem) })),
  logs: z.array(orderLog),
});
export type OrderResponse = z.infer<typeof orderResponse>;

/** POST /api/admin/orders/{id}/transition: provider staff move an order along the status table. */
export const transitionOrderBody = z.object({ to: orderStatus });
