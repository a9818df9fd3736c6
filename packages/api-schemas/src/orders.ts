import { ORDER_STATUSES, ORDER_TYPES } from '@livery/domain/order-status';
import { EMPLOYEE_PRODUCT_STATUSES, SHIP_STATUSES } from '@livery/domain/shipment-rules';
import { z } from 'zod';
import { address } from './addresses.ts';
import { databaseId, databaseIdText, listMeta, pageNumber, pageQuery, timestamp } from './common.ts';
import { shippingLog } from './shipments.ts';

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
export type CreatedOrder = z.infer<typeof createOrderResponse>;

export const orderItem = z.object({
  id: z.number().int(),
  uuid: z.string(),
  title: z.string(),
  thumb_front: z.string().nullable(),
  qtys: z.string(),
  /** Pieces per size, in the product's size order. */
  qty_options: z.record(z.string(), z.number().int()),
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
  /** The provider's estimated finishing date (yyyy-MM-dd), or null (shown as N/A). */
  due_date: z.string().nullable(),
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
  /** True while the order waits for a person in charge of the company. */
  order_approval_needed: z.boolean(),
  ship_status: z.enum(SHIP_STATUSES),
  /** Signed, expiring link to the invoice PDF; null until the provider approves the order and issues it. */
  invoice_url: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const orderLog = z.object({ title: z.string(), message: z.string(), created_at: z.string() });

export const orderDetail = orderSummary.extend({
  subscribed_email: z.string().nullable(),
  subtotal: z.number().int(),
  total_surcharge: z.number().int(),
  discount: z.number().int(),
  shipping_fee: z.number().int(),
  /** Fees quoted besides shipping; 0 unless the order came from a quotation. */
  additional_fees: z.number().int(),
  gst_rate: z.number(),
  gst: z.number().int(),
  /** The quotation this order was placed from, if any. */
  quotation_uid: z.string().nullable(),
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
  company_approved_at: timestamp,
  cancel_reason: z.string().nullable(),
  /** One per parcel, oldest first (spec 03 section 3 Shipping log). */
  shipping_logs: z.array(shippingLog),
});
export type OrderDetail = z.infer<typeof orderDetail>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'No such date');

export const ordersQuery = z.object({
  keyword: z.string().max(200).optional(),
  status: z.string().max(200).optional(),
  team_id: databaseIdText.optional(),
  from_date: isoDate.optional(),
  to_date: isoDate.optional(),
  page: pageNumber,
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});

/** GET /api/admin/orders: the provider also filters by company. */
export const adminOrdersQuery = ordersQuery.extend({ company_id: databaseIdText.optional() });

/** GET /api/admin/orders/status_counts: the same filters, paging and status aside. */
export const adminOrderCountsQuery = adminOrdersQuery.omit({ page: true, per_page: true, status: true });
export const orderStatusCounts = z.object({
  counts: z.record(orderStatus, z.number().int()),
  total: z.number().int(),
});

export const ordersResponse = z.object({ orders: z.array(orderSummary), meta: listMeta });
export const orderResponse = z.object({
  order: orderDetail,
  items: z.array(z.object({ name: z.string(), items: z.array(orderItem) })),
  logs: z.array(orderLog),
});
export type OrderResponse = z.infer<typeof orderResponse>;

/** POST /api/admin/orders/{id}/transition: provider staff move an order along the status table. */
export const transitionOrderBody = z.object({
  to: orderStatus,
  /** Required when cancelling; shown to the buyer. */
  reason: z.string().trim().max(500, 'The reason is too long').optional(),
});

/** PUT /api/orders/{id}/approve_order: the spec's notice with its second line. */
export const approveOrderResponse = z.object({ message: z.string(), description: z.string() });

/** POST /api/orders/{id}/duplicate_order: how many lines went into the cart, and the ones that could not. */
export const duplicatedOrder = z.object({
  message: z.string(),
  added: z.number().int(),
  skipped: z.array(z.string()),
});
export type DuplicatedOrder = z.infer<typeof duplicatedOrder>;

/** PUT /api/admin/orders/{id}/order_items/{itemId}: the estimated finishing date of a line. */
export const orderItemParams = z.object({ id: z.string().uuid(), itemId: z.string().uuid() });
export const updateOrderItemBody = z.object({
  due_date: isoDate.nullable(),
});

export const employeeProductStatus = z.enum(EMPLOYEE_PRODUCT_STATUSES);
/** PUT /api/admin/orders/{id}/employee_products/status: one status for a selection of employee rows. */
export const updateEmployeeProductsStatusBody = z.object({
  ids: z.array(z.string().uuid('No such employee product')).min(1, 'Choose at least one row').max(5000),
  product_status: employeeProductStatus,
});
export const updateEmployeeProductsStatusResponse = z.object({ updated_count: z.number().int() });

/** GET .../orders/{id}/employee_products: an order's employee rows, paged. */
export const employeeProductsQuery = pageQuery.extend({
  per_page: z.coerce.number().int().min(1).max(500).default(100),
});
export const employeeProductsResponse = z.object({
  employee_products: z.array(
    z.object({
      id: z.string(),
      order_item_id: z.string(),
      item_title: z.string(),
      staff_id: z.string(),
      name: z.string(),
      department: z.string().nullable(),
      size: z.string(),
      qty: z.number().int(),
      product_status: z.string(),
    }),
  ),
  meta: listMeta,
});
export type EmployeeProductsResponse = z.infer<typeof employeeProductsResponse>;

/** GET /api/employee_products/{item uuid}/show_status: the employees of one order line. */
export const itemEmployeeProductsResponse = employeeProductsResponse.pick({ employee_products: true });

/** GET /api/employee_products/{order uuid}/get_logs: the order's activity, newest first. */
export const orderLogsResponse = z.object({ logs: z.array(orderLog) });

/** Most addresses one share reaches: a team's worth, not a mailing list. */
export const MAX_SHARE_RECIPIENTS = 20;

/** PUT /api/orders/{id}/share_order: comma-separated e-mail addresses, each checked on the server. */
export const shareOrderBody = z.object({
  emails: z.string({ message: 'Enter one or more e-mail addresses' }).max(5000, 'The list is too long'),
});

/** GET /api/shared_orders/{id}: the signed, expiring token of a shared link. */
export const sharedOrderQuery = z.object({
  expires: z.coerce.number().int().positive(),
  token: z.string().min(1).max(200),
});

/** What a shared link shows: the order read-only, with who shared it and until when the link works. */
export const sharedOrderResponse = orderResponse.extend({
  link_expires_at: timestamp,
});
export type SharedOrderResponse = z.infer<typeof sharedOrderResponse>;

/** Longest PO number accepted (spec 03 issue 12: a longer one is refused, naming the limit). */
export const MAX_PO_NUMBER_LENGTH = 100;

/** PUT /api/orders/{id}: the order's Detail panel (spec 03 section 7 'Update order'); PO files have their own calls. */
export const updateOrderBody = z.object({
  /** Checked by the service like checkout's, so a missing team reads 'Select a team'. */
  team_id: databaseId.nullish(),
  reference: z.string().trim().max(200, 'The reference can be at most 200 characters').nullish(),
  po_number: z
    .string()
    .trim()
    .max(MAX_PO_NUMBER_LENGTH, `The PO number can be at most ${MAX_PO_NUMBER_LENGTH} characters`)
    .nullish(),
  subscribed_email: z
    .union([
      z.literal(''),
      z.string().trim().toLowerCase().email('The e-mail for updates is invalid').max(254),
    ])
    .nullish(),
});
export type UpdateOrderBody = z.infer<typeof updateOrderBody>;
