import type { EntitlementExcess } from '@livery/domain/entitlements';
import { ORDER_STATUSES } from '@livery/domain/order-status';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { addresses, companies, users } from './accounts.ts';
import { products } from './catalogue.ts';
import { createdAt, publicId } from './columns.ts';
import { inventories } from './inventories.ts';
import { type Design, savedProducts } from './saved-products.ts';
import { teams } from './teams.ts';

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    uid: text('uid').notNull().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** One of the domain's statuses, held by the database too (`orders_order_status_known`). */
    orderStatus: text('order_status', { enum: ORDER_STATUSES }).notNull(),
    orderType: text('order_type').notNull().default('uniform_order'),
    reference: text('reference'),
    poNumber: text('po_number'),
    /** Also told of the order's approval and shipments (spec 03 'subscribed_email'), set in the order's detail. */
    subscribedEmail: text('subscribed_email'),
    shipAddress: jsonb('ship_address').$type<Record<string, unknown>>(),
    billAddress: jsonb('bill_address').$type<Record<string, unknown>>(),
    currencySymbol: text('currency_symbol').notNull().default('$'),
    /** The products' ISO 4217 code at checkout. */
    currency: text('currency').notNull().default('SGD'),
    subtotal: integer('subtotal').notNull(),
    totalSurcharge: integer('total_surcharge').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    discountCode: text('discount_code'),
    shippingFee: integer('shipping_fee').notNull().default(0),
    /** Fees the provider quoted besides shipping (an order placed from a quotation). */
    additionalFees: integer('additional_fees').notNull().default(0),
    gstRate: integer('gst_rate').notNull(),
    gst: integer('gst').notNull(),
    total: integer('total').notNull(),
    createdAt: createdAt(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    inProgressAt: timestamp('in_progress_at', { withTimezone: true }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Set on an order a recurring schedule placed: the uid of the order it repeats. */
    recurringOrderUid: text('recurring_order_uid'),
    cancelReason: text('cancel_reason'),
    /** True while the order waits for a person in charge of the company (decision: order approval). */
    orderApprovalNeeded: boolean('order_approval_needed').notNull().default(false),
    companyApprovedAt: timestamp('company_approved_at', { withTimezone: true }),
    companyApprovedById: integer('company_approved_by_id').references(() => users.id),
    /** Derived from the shipments on each parcel sent (`shipStatusOf`); kept here for lists and filters. */
    shipStatus: text('ship_status', { enum: ['not_shipped', 'partially_shipped', 'shipped'] })
      .notNull()
      .default('not_shipped'),
    /** True while the order has a shipping location (kept with the locations, so lists need no join). */
    isMultilocationShippingOrder: boolean('is_multilocation_shipping_order').notNull().default(false),
    /** Set when the first employee row of the order is written: the employee order history lists only these. */
    hasNameList: boolean('has_name_list').notNull().default(false),
    /**
     * What the order holds beyond its employees' entitlements and who bears it (issue 25 item 2), written at
     * checkout; null when nothing is beyond.
     */
    entitlementExcess: jsonb('entitlement_excess').$type<EntitlementExcess>(),
  },
  (table) => [
    index('orders_company_created_idx').on(table.companyId, table.createdAt),
    // A customer's list is their company's orders of the teams they joined: counted and paged from the index alone.
    index('orders_company_team_created_idx').on(table.companyId, table.teamId, table.createdAt, table.id),
    // The billing list's total: a company's cancelled orders, to find the invoiced ones among them.
    index('orders_company_cancelled_idx')
      .on(table.companyId, table.teamId)
      .where(sql`${table.orderStatus} = 'order_cancelled'`),
    // The employee order history's pages: a company's orders with a name list, newest first.
    index('orders_name_list_created_idx')
      .on(table.companyId, table.createdAt, table.id)
      .where(sql`${table.hasNameList}`),
    index('orders_status_created_idx').on(table.orderStatus, table.createdAt),
    index('orders_created_idx').on(table.createdAt, table.id),
    // The list's member filter: one person's orders, newest first, without reading the rest of the team's.
    index('orders_user_created_idx').on(table.userId, table.createdAt, table.id),
    check(
      'orders_order_status_known',
      sql`${table.orderStatus} in (${sql.raw(ORDER_STATUSES.map((status) => `'${status}'`).join(', '))})`,
    ),
  ],
);

/** A priced line of an order: a snapshot, so later catalogue changes never alter a placed order. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    savedProductId: integer('saved_product_id').references(() => savedProducts.id, { onDelete: 'set null' }),
    /** Null on a line priced from a quotation: goods the provider quoted, not a catalogue product. */
    productId: integer('product_id').references(() => products.id),
    title: text('title').notNull(),
    thumbUrl: text('thumb_url'),
    apparelColor: text('apparel_color'),
    qtyOptions: jsonb('qty_options').$type<Record<string, number>>().notNull(),
    totalQty: integer('total_qty').notNull(),
    unitPrice: integer('unit_price').notNull(),
    surcharge: integer('surcharge').notNull(),
    amount: integer('amount').notNull(),
    mode: text('mode', { enum: ['normal', 'pro'] })
      .notNull()
      .default('normal'),
    design: jsonb('design').$type<Design>().notNull().default(sql`'{"faces":{}}'::jsonb`),
    printFiles: jsonb('print_files').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    inventoryId: integer('inventory_id').references(() => inventories.id, { onDelete: 'set null' }),
    /** The sub-cart it shipped in: origin country and the chosen service, as they were. */
    originCountry: text('origin_country'),
    shippingService: text('shipping_service'),
    leadTime: text('lead_time'),
    /** The provider's estimated finishing date (yyyy-MM-dd). */
    dueDate: text('due_date'),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    // An inventory's reference orders (GET inventories/{id}/get_reference_orders).
    index('order_items_inventory_idx').on(table.inventoryId),
    index('order_items_product_idx').on(table.productId),
    // The list's product filter: the orders holding a line of a saved product.
    index('order_items_saved_product_idx').on(table.savedProductId),
  ],
);

/**
 * A line's size quantities as rows (its `qty_options`, one row per size), kept by triggers on `order_items` in
 * the transaction that writes the line (decision 109): the report sums sizes from these narrow rows instead of
 * expanding every line's jsonb. `order_id` and `product_id` are the line's own.
 */
export const orderItemSizes = pgTable(
  'order_item_sizes',
  {
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    productId: integer('product_id'),
    size: text('size').notNull(),
    qty: integer('qty').notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderItemId, table.size] })],
);

/** One employee's garment on an order line (from the roster or name list), followed down to its status. */
export const employeeProducts = pgTable(
  'employee_products',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    staffId: text('staff_id').notNull(),
    name: text('name').notNull(),
    nametag: text('nametag'),
    sex: text('sex'),
    department: text('department'),
    costCenter: text('cost_center'),
    position: text('position'),
    laundryId: text('laundry_id'),
    lockerId: text('locker_id'),
    uniformCode: text('uniform_code'),
    size: text('size').notNull(),
    qty: integer('qty').notNull(),
    otherInfo: text('other_info'),
    note: text('note'),
    tags: jsonb('tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    productStatus: text('product_status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (table) => [
    index('employee_products_item_idx').on(table.orderItemId),
    index('employee_products_staff_idx').on(table.staffId),
    // The employee order history's keyword: a substring of any of these four, any case (pg_trgm, decision 91).
    index('employee_products_search_idx').using(
      'gin',
      sql`lower(${table.staffId}) gin_trgm_ops`,
      sql`lower(${table.name}) gin_trgm_ops`,
      sql`lower(coalesce(${table.laundryId}, '')) gin_trgm_ops`,
      sql`lower(coalesce(${table.lockerId}, '')) gin_trgm_ops`,
    ),
  ],
);

/** A place part of an order ships to (spec 03 Multilocation entry): a name and the address as it was chosen. */
export const orderLocations = pgTable(
  'order_locations',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    address: jsonb('address').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('order_locations_order_idx').on(table.orderId)],
);

/**
 * What goes to a location: one employee's garment (employee_product_id set) or, on a line without employee
 * rows, a quantity of one size. An employee row goes to one location at most.
 */
export const orderLocationItems = pgTable(
  'order_location_items',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id')
      .notNull()
      .references(() => orderLocations.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    employeeProductId: integer('employee_product_id').references(() => employeeProducts.id, {
      onDelete: 'cascade',
    }),
    size: text('size').notNull(),
    qty: integer('qty').notNull(),
  },
  (table) => [
    index('order_location_items_location_idx').on(table.locationId),
    index('order_location_items_item_idx').on(table.orderItemId),
    uniqueIndex('order_location_items_employee_product_idx').on(table.employeeProductId),
  ],
);

export const orderLogs = pgTable(
  'order_logs',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** The titles of the order lines the log is about (the Activity Feed's item names); empty for the whole order. */
    itemNames: jsonb('item_names').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [index('order_logs_order_idx').on(table.orderId)],
);

/**
 * A read-only link to an order mailed to one address: its token is stored hashed, so the order's people can
 * revoke it before it expires. `shareId` ties the links of one share request together (a retry adds none).
 */
export const orderShareLinks = pgTable(
  'order_share_links',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sharedByUserId: integer('shared_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    shareId: text('share_id').notNull(),
    recipient: text('recipient').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedByUserId: integer('revoked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('order_share_links_order_idx').on(table.orderId, table.createdAt),
    uniqueIndex('order_share_links_share_recipient_idx').on(table.shareId, table.recipient),
  ],
);

/**
 * The openings of a shared order link, shown to the order's people: one row per link and hour, counting the
 * hour's openings, so a loop of requests raises a count instead of adding rows (decision 157).
 */
export const orderShareLinkViews = pgTable(
  'order_share_link_views',
  {
    id: serial('id').primaryKey(),
    linkId: integer('link_id')
      .notNull()
      .references(() => orderShareLinks.id, { onDelete: 'cascade' }),
    /** The latest opening in the row's hour. */
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The start of the (UTC) hour the row counts. */
    hourStart: timestamp('hour_start', { withTimezone: true }).notNull(),
    viewCount: integer('view_count').notNull().default(1),
  },
  (table) => [
    index('order_share_link_views_link_idx').on(table.linkId, table.viewedAt),
    uniqueIndex('order_share_link_views_link_hour_idx').on(table.linkId, table.hourStart),
  ],
);

/**
 * A recurring order: the template order is placed again every `frequency` weeks on `days`, in the name of
 * the schedule's creator. `startsAfter` is the calendar day it was set up or changed (it never runs then).
 */
export const recurringOrderSchedules = pgTable(
  'recurring_order_schedules',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    frequency: integer('frequency').notNull(),
    days: jsonb('days').$type<string[]>().notNull(),
    startsAfter: date('starts_after', { mode: 'string' }).notNull(),
    /** The last calendar day the runner has dealt with: days after it up to today are still owed. */
    settledThrough: date('settled_through', { mode: 'string' }).notNull(),
    lastFailure: text('last_failure'),
    createdAt: createdAt(),
  },
  (table) => [
    index('recurring_order_schedules_company_idx').on(table.companyId, table.createdAt),
    index('recurring_order_schedules_settled_idx').on(table.settledThrough),
  ],
);

/** One row per schedule and day it ran: the primary key is what makes each recurring order exactly once. */
export const recurringOrderRuns = pgTable(
  'recurring_order_runs',
  {
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => recurringOrderSchedules.id, { onDelete: 'cascade' }),
    runOn: date('run_on', { mode: 'string' }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    failure: text('failure'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.scheduleId, table.runOn] })],
);

/**
 * How many orders each company has per team and status, kept by a trigger on orders (migration 0012) in the
 * same transaction as the change: list totals and the console's status tabs read these few rows instead of
 * counting a million orders on every page.
 */
export const orderStatusCounts = pgTable(
  'order_status_counts',
  {
    companyId: integer('company_id').notNull(),
    teamId: integer('team_id').notNull(),
    orderStatus: text('order_status', { enum: ORDER_STATUSES }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.teamId, table.orderStatus] })],
);

/**
 * How many orders each team of a company placed on each day (UTC, the list's date filter's days), kept by a
 * trigger on orders (migration 0041): a deep page of a customer's list sums these per day to skip whole days
 * of newer orders instead of reading every one of them. The provider's deep page reads them newest day first
 * across companies by order_day_counts_day_idx, an index-only scan that stops at the page's day.
 */
export const orderDayCounts = pgTable(
  'order_day_counts',
  {
    companyId: integer('company_id').notNull(),
    teamId: integer('team_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.teamId, table.day] }),
    index('order_day_counts_day_idx').on(table.day, table.count),
  ],
);

/**
 * How many orders with a name list each team of a company holds, kept by a trigger on orders (migration 0041):
 * the employee order history's total without a keyword.
 */
export const nameListOrderCounts = pgTable(
  'name_list_order_counts',
  {
    companyId: integer('company_id').notNull(),
    teamId: integer('team_id').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.teamId] })],
);

/**
 * The counters order numbers came from before migration 0029. Numbers now come from one sequence per year
 * (`next_order_uid`, decision 163); a trigger makes this table's upsert take from the same sequence, so a
 * process still on the older release never hands out a number twice during a rolling deploy. Nothing reads
 * it; a later release drops it.
 */
export const orderNumbers = pgTable(
  'order_numbers',
  { year: integer('year').notNull(), last: integer('last').notNull() },
  (table) => [primaryKey({ columns: [table.year] })],
);
