import { BEYOND_ENTITLEMENT_RULES, type EntitlementExcess } from '@livery/domain/entitlements';
import { INVOICE_STATUSES } from '@livery/domain/invoice-status';
import { ORDER_STATUSES, ORDER_TYPES } from '@livery/domain/order-status';
import { EMPLOYEE_PRODUCT_STATUSES, SHIP_STATUSES } from '@livery/domain/shipment-rules';
import { z } from 'zod';
import { address } from './addresses.ts';
import {
  calendarDate,
  commaListOf,
  databaseId,
  databaseIdListItem,
  databaseIdText,
  listMeta,
  pageNumber,
  pageQuery,
  timestamp,
} from './common.ts';
import { shippingLog } from './shipments.ts';

/** An order's excess beyond its employees' entitlements, as written at checkout (one truth for every view). */
export const entitlementExcess = z.object({
  rule: z.enum(BEYOND_ENTITLEMENT_RULES),
  total_cents: z.number().int(),
  garments: z.array(
    z.object({
      staff_id: z.string(),
      name: z.string(),
      title: z.string(),
      quantity: z.number().int(),
      cents: z.number().int(),
      cost_centre: z.string().nullable(),
    }),
  ),
});
export type EntitlementExcessJson = z.infer<typeof entitlementExcess>;

/** The excess as the API sends it. */
export function toEntitlementExcessJson(excess: EntitlementExcess | null): EntitlementExcessJson | null {
  if (!excess) return null;
  return {
    rule: excess.rule,
    total_cents: excess.totalCents,
    garments: excess.garments.map((garment) => ({
      staff_id: garment.staffId,
      name: garment.name,
      title: garment.title,
      quantity: garment.quantity,
      cents: garment.cents,
      cost_centre: garment.costCentre,
    })),
  };
}

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
  /** True when the line has a name list (one row per employee and garment). */
  is_contain_namelist: z.boolean(),
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
  /** Where the line's garments have got to (the least advanced garment not cancelled); null without a name list. */
  product_status: z.enum(EMPLOYEE_PRODUCT_STATUSES).nullable(),
  /** True when the line has RFID tags to preview: one per employee garment, so exactly when it has a name list. */
  is_contain_rfid_tag: z.boolean(),
  /** The inventory the line tops up when delivered (an inventory order), else null. */
  inventory_uuid: z.string().nullable(),
});

/** A file attached to an order, with a signed link that downloads it under its name. */
const orderFile = z.object({ id: z.number().int(), name: z.string(), url: z.string() });

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
  /** PO documents, behind signed download links. */
  po_attachments: z.array(orderFile),
  /** One per parcel sent, oldest first: the delivery-order PDF's number and API path. */
  /** One per parcel, oldest first; location_name: the order location it went to (null: the order's address). */
  delivery_orders: z.array(
    z.object({ delivery_order_id: z.string(), url: z.string(), location_name: z.string().nullable() }),
  ),
  /** Signed, expiring link to the invoice PDF; null until the provider approves the order and issues it. */
  invoice_url: z.string().nullable(),
  /** Set when a recurring schedule placed the order: the uid of the order it repeats. */
  recurring_order_uid: z.string().nullable(),
  /** True once part of the order ships to a location of its own (the list's 'Multilocation' tag). */
  is_multilocation_shipping_order: z.boolean(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const orderLog = z.object({ title: z.string(), message: z.string(), created_at: z.string() });

/** One of the order's locations (spec 03 section 3 `order_addresses`): a named address and the pieces sent there. */
export const orderAddress = z.object({
  id: z.string(),
  name: z.string(),
  address: address,
  total_qty: z.number().int(),
  created_at: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddress>;

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
  /** The quotation version this order was placed from, with the quoted pieces of each line (decision 125). */
  quoted_from: z
    .object({
      uid: z.string(),
      version: z.number().int().nullable(),
      lines: z.array(z.object({ title: z.string(), qty: z.number().int(), unit_price: z.number().int() })),
    })
    .nullable(),
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
  /** Other files attached at checkout, behind signed download links. */
  other_attachments: z.array(orderFile),
  company_approved_at: timestamp,
  cancel_reason: z.string().nullable(),
  /** What the order holds beyond its employees' entitlements and who bears it (issue 25 item 2); null: nothing. */
  entitlement_excess: entitlementExcess.nullable(),
  /** One per parcel, oldest first (spec 03 section 3 Shipping log). */
  shipping_logs: z.array(shippingLog),
  /** The invoice's status as the billing list shows it ('invoice_draft' until the invoice is issued). */
  pay_status: z.enum(INVOICE_STATUSES),
  /** Days from the invoice's issue to its due date under the company's terms now (the pending note's days). */
  payment_days: z.number().int(),
  /**
   * While the order waits for the provider: what approving it would make the company owe, when that passes its
   * credit limit (cents, in the order's currency). The provider approves such an order only beyond the limit.
   */
  credit_hold: z
    .object({
      credit_limit: z.number().int(),
      owed: z.number().int(),
      order_total: z.number().int(),
      owed_after: z.number().int(),
    })
    .nullable(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

/** The list's filters (spec 03 section 2.2): lists are comma-separated, every value checked. */
const orderFilterFields = {
  keyword: z.string().max(200).optional(),
  status: commaListOf(z.enum(ORDER_STATUSES, { error: 'Unknown status' }), ORDER_STATUSES.length),
  /** One team (the console's filter); `team_ids` chooses several. */
  team_id: databaseIdText.optional(),
  team_ids: commaListOf(databaseIdListItem('No such team')),
  /** A member of the one chosen team: the id `GET team_accounts/{id}/get_members` lists. */
  user_id: databaseIdText.optional(),
  /** Orders holding a line of any of these saved products (their uuids, as `saved_product_id` is elsewhere). */
  saved_product_ids: commaListOf(z.uuid('No such product')),
  /** The spec's name for the same filter (spec 03 section 7 Orders list); both may be given. */
  product_id: commaListOf(z.uuid('No such product')),
  from_date: calendarDate.optional(),
  to_date: calendarDate.optional(),
};

const ordersListFields = {
  ...orderFilterFields,
  page: pageNumber,
  per_page: z.coerce.number().int().min(1).max(100).default(10),
};

/** A query parameter the list does not know is refused by name, never silently ignored (issue 22, item 14). */
const refuseUnknownParameters = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? `Unknown parameter${issue.keys && issue.keys.length > 1 ? 's' : ''}: ${(issue.keys ?? []).join(', ')}`
      : undefined,
};

export const ordersQuery = z.strictObject(ordersListFields, refuseUnknownParameters);
export type OrdersQuery = z.infer<typeof ordersQuery>;
/** The list's query as the web sends it (lists still joined by commas). */
export type OrdersQueryInput = z.input<typeof ordersQuery>;

/** GET /api/orders/export_csv and /api/orders/export.xlsx: the list's filters without paging. */
export const ordersExportQuery = z.strictObject(orderFilterFields, refuseUnknownParameters);
export type OrdersExportQuery = z.infer<typeof ordersExportQuery>;

/** PUT /api/orders/{id}/po_number: sets (or, when empty, clears) the order's purchase order number. */
/** Longest PO number accepted: a longer one is refused, naming the limit. */
export const MAX_PO_NUMBER_LENGTH = 100;

export const updatePoNumberBody = z.object({
  po_number: z
    .string()
    .trim()
    .max(MAX_PO_NUMBER_LENGTH, `The PO number can be at most ${MAX_PO_NUMBER_LENGTH} characters`),
});
export const updatePoNumberResponse = z.object({ message: z.string(), po_number: z.string().nullable() });

/** GET /api/admin/orders: the provider also filters by company. */
export const adminOrdersQuery = z.object({ ...ordersListFields, company_id: databaseIdText.optional() });

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
  /** The order's locations, oldest first; empty unless it ships to several (spec 03 section 7 Order by id). */
  order_addresses: z.array(orderAddress),
});

/** How many latest orders GET /api/orders/overview sends. */
export const OVERVIEW_LATEST_ORDERS = 5;

/** GET /api/orders/overview (spec 03 section 7): the caller's orders counted by status, and the latest few. */
export const ordersOverviewResponse = z.object({
  /** Every status, 0 included, over the orders the caller's list shows (company, teams they joined). */
  counts: z.record(orderStatus, z.number().int()),
  total: z.number().int(),
  latest_orders: z.array(orderSummary),
});
export type OrdersOverviewResponse = z.infer<typeof ordersOverviewResponse>;
export type OrderResponse = z.infer<typeof orderResponse>;

/** POST /api/admin/orders/{id}/transition: provider staff move an order along the status table. */
export const transitionOrderBody = z.object({
  to: orderStatus,
  /** Required when cancelling; shown to the buyer. */
  reason: z.string().trim().max(500, 'The reason is too long').optional(),
  /** Approving: the provider's word that the order goes ahead past the company's credit limit. */
  beyond_credit_limit: z.boolean().optional(),
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
export const orderItemParams = z.object({ id: z.uuid(), itemId: z.uuid() });
export const updateOrderItemBody = z.object({
  due_date: calendarDate.nullable(),
});

export const employeeProductStatus = z.enum(EMPLOYEE_PRODUCT_STATUSES);
/** PUT /api/admin/orders/{id}/employee_products/status: one status for a selection of employee rows. */
export const updateEmployeeProductsStatusBody = z.object({
  ids: z.array(z.uuid('No such employee product')).min(1, 'Choose at least one row').max(5000),
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
      laundry_id: z.string().nullable(),
      locker_id: z.string().nullable(),
      cost_center: z.string().nullable(),
      uniform_code: z.string().nullable(),
      /** The console's: the statuses the provider may give this garment by hand (`garmentStatusChoices`). */
      status_choices: z.array(employeeProductStatus).optional(),
    }),
  ),
  meta: listMeta,
});
export type EmployeeProductsResponse = z.infer<typeof employeeProductsResponse>;

/** GET /api/employee_products/{item uuid}/show_status: the employees of one order line. */
export const itemEmployeeProductsResponse = employeeProductsResponse.pick({ employee_products: true });

/**
 * GET /api/employee_products/{order uuid}/get_logs: the order's activity, newest first, as the spec's Log (title,
 * job_id, messages with time, text and item names); each log also keeps its flat message and time.
 */
export const orderActivityLog = orderLog.extend({
  /** The production job the log belongs to: the order's uid (its lines are its job items). */
  job_id: z.string(),
  messages: z.array(
    z.object({
      time: z.string(),
      message: z.string(),
      /** The order lines the message is about, by title; empty when it is about the whole order. */
      items: z.array(z.object({ name: z.string() })),
    }),
  ),
});
export const orderLogsResponse = z.object({ logs: z.array(orderActivityLog) });
export type OrderLogsResponse = z.infer<typeof orderLogsResponse>;

/** Most addresses one share reaches: a team's worth, not a mailing list. */
export const MAX_SHARE_RECIPIENTS = 20;

/** PUT /api/orders/{id}/share_order: comma-separated e-mail addresses, each checked on the server. */
export const shareOrderBody = z.object({
  emails: z.string({ error: 'Enter one or more e-mail addresses' }).max(5000, 'The list is too long'),
});

/** GET /api/shared_orders/{id}: the signed, expiring token of a shared link. */
export const sharedOrderQuery = z.object({
  expires: z.coerce.number().int().positive(),
  token: z.string().min(1).max(200),
});

/** One address an order was shared with: its link's state and how often it was opened (latest first). */
export const orderShareLink = z.object({
  id: z.uuid(),
  recipient: z.string(),
  shared_by_name: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  status: z.enum(['active', 'revoked', 'expired']),
  revoked_at: timestamp,
  revoked_by_name: z.string().nullable(),
  view_count: z.number().int(),
  last_viewed_at: timestamp,
  recent_views: z.array(z.string()),
});
export type OrderShareLink = z.infer<typeof orderShareLink>;

/** GET /api/orders/{id}/share_links: the order's shared links, newest first. */
export const orderShareLinksResponse = z.object({ share_links: z.array(orderShareLink) });

/** PUT /api/orders/{id}/share_links/{link_id}/revoke. */
export const shareLinkParams = z.object({ id: z.uuid(), link_id: z.uuid() });

/** What a shared link shows: the order read-only, with who shared it and until when the link works. */
export const sharedOrderResponse = orderResponse.extend({
  link_expires_at: timestamp,
});
export type SharedOrderResponse = z.infer<typeof sharedOrderResponse>;

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
      z.string().trim().toLowerCase().check(z.email('The e-mail for updates is invalid')).max(254),
    ])
    .nullish(),
});
export type UpdateOrderBody = z.infer<typeof updateOrderBody>;
/** Longest keyword the employee order history searches with (a name or an id, never a paragraph). */
export const MAX_HISTORY_KEYWORD_LENGTH = 100;

/** GET /api/orders/show_orders_history: orders found by the employees on them (spec 03 section 2.5). */
export const ordersHistoryQuery = z.object({
  keyword: z.string().trim().max(MAX_HISTORY_KEYWORD_LENGTH, 'The keyword is too long').optional(),
  page: pageNumber,
  per_page: z.coerce.number().int().min(5).max(100).default(10),
});
export type OrdersHistoryQuery = z.infer<typeof ordersHistoryQuery>;

/** One employee's garment on an order, as the history shows it. */
export const historyEmployeeProduct = z.object({
  id: z.string(),
  order_item_id: z.string(),
  item_title: z.string(),
  item_thumb_front: z.string().nullable(),
  staff_id: z.string(),
  name: z.string(),
  department: z.string().nullable(),
  qty: z.number().int(),
  size: z.string(),
  laundry_id: z.string().nullable(),
  locker_id: z.string().nullable(),
  cost_center: z.string().nullable(),
  uniform_code: z.string().nullable(),
});
export type HistoryEmployeeProduct = z.infer<typeof historyEmployeeProduct>;

/** Most employee rows the history sends with one order; `employee_products_count` says how many matched. */
export const HISTORY_ROWS_PER_ORDER = 50;

export const historyOrder = z.object({
  uid: z.string(),
  uuid: z.string(),
  order_status: orderStatus,
  created_at: z.string(),
  /** The order's employee rows matching the keyword (all of them without one), at most HISTORY_ROWS_PER_ORDER. */
  employee_products: z.array(historyEmployeeProduct),
  employee_products_count: z.number().int(),
});
export type HistoryOrder = z.infer<typeof historyOrder>;

export const ordersHistoryResponse = z.object({ orders: z.array(historyOrder), meta: listMeta });
export type OrdersHistoryResponse = z.infer<typeof ordersHistoryResponse>;

/** Most lines and employee rows one location takes in a request. */
const MAX_LOCATION_LINES = 200;
const MAX_LOCATION_EMPLOYEE_PRODUCTS = 5000;

/** One order line's share of a new location: chosen employee rows, or pieces per size on a line without them. */
export const locationItemBody = z
  .object({
    item_id: z.uuid('No such order item'),
    employee_product_ids: z
      .array(z.uuid('No such employee product'))
      .max(MAX_LOCATION_EMPLOYEE_PRODUCTS)
      .optional(),
    qty_options: z
      .record(
        z.string().min(1).max(40),
        z.number().int('Quantities are whole numbers').min(0, 'Quantities cannot be negative').max(1_000_000),
      )
      .optional(),
  })
  .refine((item) => item.employee_product_ids !== undefined || item.qty_options !== undefined, {
    error: 'Choose employees or quantities for each item',
  });

/** PUT /api/orders/{id}/add_location (spec 03 section 7 Multilocation; the name is required, section 5). */
export const addLocationBody = z.object({
  name: z.string({ error: 'Please enter a name' }).trim().min(1, 'Please enter a name').max(100),
  address_id: databaseId,
  items: z.array(locationItemBody).min(1, 'Choose at least one item').max(MAX_LOCATION_LINES),
});
export type AddLocationBody = z.infer<typeof addLocationBody>;
export const addLocationResponse = z.object({ message: z.string(), location_id: z.string() });

/** DELETE /api/orders/{id}/remove_location. */
export const removeLocationBody = z.object({ location_id: z.uuid('No such location') });

/** An order and one of its locations in a path. */
export const locationParams = z.object({
  id: z.uuid(),
  locationId: z.uuid('No such location'),
});

/** GET /api/employee_products/{order uuid}/show_location: how the employee rows are grouped. */
export const showLocationQuery = z.object({
  filter: z.enum(['none', 'department', 'size']).default('none'),
});

export const locationEmployeeProduct = z.object({
  id: z.string(),
  staff_id: z.string(),
  name: z.string(),
  department: z.string().nullable(),
  size: z.string(),
  qty: z.number().int(),
});
export type LocationEmployeeProduct = z.infer<typeof locationEmployeeProduct>;

/** Employee rows in groups: one unnamed group, or one per department or size as the filter asks. */
const employeeGroups = z.array(
  z.object({ name: z.string().nullable(), employee_products: z.array(locationEmployeeProduct) }),
);

const sizeLine = z.object({
  size: z.string(),
  qty: z.number().int(),
  assigned_qty: z.number().int(),
  unfinished_qty: z.number().int(),
  is_assigned_location: z.boolean(),
});

export const orderLocation = z.object({
  id: z.string(),
  name: z.string(),
  address: address,
  created_at: z.string(),
  /** The employees whose garments go there (none for plain quantities). */
  people_count: z.number().int(),
  /** Every piece the location takes, over all lines. */
  total_qty: z.number().int(),
  products: z.array(
    z.object({
      item_id: z.string(),
      title: z.string(),
      thumb_front: z.string().nullable(),
      sizes: z.array(z.object({ size: z.string(), qty: z.number().int() })),
      total_qty: z.number().int(),
      employee_groups: employeeGroups,
    }),
  ),
});
export type OrderLocation = z.infer<typeof orderLocation>;

export const orderLocationsResponse = z.object({
  is_multilocation_shipping_order: z.boolean(),
  can_change_locations: z.boolean(),
  locations: z.array(orderLocation),
  /** Every line with each size's ordered, assigned and unfinished pieces, and its employees not yet placed. */
  unassigned: z.array(
    z.object({
      item_id: z.string(),
      title: z.string(),
      thumb_front: z.string().nullable(),
      has_employee_products: z.boolean(),
      lines: z.array(sizeLine),
      employee_groups: employeeGroups,
    }),
  ),
});
export type OrderLocationsResponse = z.infer<typeof orderLocationsResponse>;

/** GET /api/kart_items/{line uuid}/rfid_tags: one tag per employee garment of an order line. */
export const rfidTagsResponse = z.object({
  rfid_tags: z.array(
    z.object({
      id: z.string(),
      tag_code: z.string(),
      staff_id: z.string(),
      name: z.string(),
      department: z.string().nullable(),
      size: z.string(),
      qty: z.number().int(),
      laundry_id: z.string().nullable(),
      locker_id: z.string().nullable(),
      cost_center: z.string().nullable(),
      uniform_code: z.string().nullable(),
      item_title: z.string(),
    }),
  ),
});
export type RfidTagsResponse = z.infer<typeof rfidTagsResponse>;

/** GET /api/job_items/{line uuid}: an order line as a production job. */
export const jobItemResponse = z.object({
  job_item: z.object({
    id: z.string(),
    order_uuid: z.string(),
    order_uid: z.string(),
    title: z.string(),
    apparel_color: z.string().nullable(),
    qty_options: z.record(z.string(), z.number().int()),
    total_qty: z.number().int(),
    due_date: z.string().nullable(),
    print_faces: z.array(z.string()),
    /** Employee garments by status; empty when the line has no name list. */
    status_counts: z.record(z.string(), z.number().int()),
  }),
});
export type JobItemResponse = z.infer<typeof jobItemResponse>;
