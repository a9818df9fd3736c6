import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { addresses, companies, users } from './accounts.ts';
import { createdAt } from './columns.ts';
import { orders } from './orders.ts';
import { teams } from './teams.ts';

/**
 * A request for quotation (spec 03 section 2.9): the buyer describes products, the provider prices them, and
 * an approved quotation becomes one order (`orderId`). Statuses after approval are the order's (decision 81).
 */
export const rfQuotes = pgTable(
  'rf_quotes',
  {
    id: serial('id').primaryKey(),
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
    projectTitle: text('project_title').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    name: text('name').notNull(),
    note: text('note').notNull(),
    status: text('status', {
      enum: ['quote_pending', 'quote_changes_requested', 'quote_approved', 'quote_cancelled'],
    })
      .notNull()
      .default('quote_pending'),
    shipAddressId: integer('ship_address_id').references(() => addresses.id, { onDelete: 'set null' }),
    billAddressId: integer('bill_address_id').references(() => addresses.id, { onDelete: 'set null' }),
    currency: text('currency').notNull().default('SGD'),
    currencySymbol: text('currency_symbol').notNull().default('$'),
    shippingFee: integer('shipping_fee').notNull().default(0),
    additionalFees: integer('additional_fees').notNull().default(0),
    /** The provider's promised date for the goods (yyyy-MM-dd), set when pricing. */
    dueDate: date('due_date', { mode: 'string' }),
    pricedAt: timestamp('priced_at', { withTimezone: true }),
    /** The last day (yyyy-MM-dd, provider's time zone) the current price holds; approval is refused after. */
    validUntil: date('valid_until', { mode: 'string' }),
    /** The current priced version (`rfq_versions.version`); 0 until first priced. */
    pricedVersion: integer('priced_version').notNull().default(0),
    /** The version the buyer approved, and the lines (options chosen) the order was placed from. */
    approvedVersion: integer('approved_version'),
    approvedLines: jsonb('approved_lines').$type<Array<{ title: string; qty: number; unit_price: number }>>(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('rf_quotes_company_created_idx').on(table.companyId, table.createdAt, table.id),
    index('rf_quotes_created_idx').on(table.createdAt, table.id),
    uniqueIndex('rf_quotes_order_idx').on(table.orderId),
  ],
);

/** A product asked for in a quotation: the buyer's title, quantity and budget; the provider's unit price. */
export const rfqProducts = pgTable(
  'rfq_products',
  {
    id: serial('id').primaryKey(),
    rfQuoteId: integer('rf_quote_id')
      .notNull()
      .references(() => rfQuotes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    qty: integer('qty').notNull(),
    /** The buyer's budget per piece, in cents. */
    userUnitCost: integer('user_unit_cost').notNull(),
    /** The provider's price per piece, in cents; null until priced. */
    unitPrice: integer('unit_price'),
    hasLogo: boolean('has_logo').notNull().default(false),
    requirements: text('requirements'),
    /** An option line the provider added: priced, ordered only if the buyer ticks it when approving. */
    isOption: boolean('is_option').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('rfq_products_quote_idx').on(table.rfQuoteId)],
);

/** Each pricing of a quotation, kept as it was sent: the buyer reads them, an approval orders exactly one. */
export const rfqVersions = pgTable(
  'rfq_versions',
  {
    id: serial('id').primaryKey(),
    rfQuoteId: integer('rf_quote_id')
      .notNull()
      .references(() => rfQuotes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    pricedAt: timestamp('priced_at', { withTimezone: true }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    shippingFee: integer('shipping_fee').notNull(),
    additionalFees: integer('additional_fees').notNull(),
    /** The priced lines: `rfq_products` ids with title, pieces and price per piece in cents. */
    lines: jsonb('lines')
      .$type<Array<{ id: number; title: string; qty: number; unit_price: number; is_option: boolean }>>()
      .notNull(),
  },
  (table) => [uniqueIndex('rfq_versions_quote_version_key').on(table.rfQuoteId, table.version)],
);

/** A comment on a quotation product, by the buyer's side or the provider's. */
export const rfqComments = pgTable(
  'rfq_comments',
  {
    id: serial('id').primaryKey(),
    rfqProductId: integer('rfq_product_id')
      .notNull()
      .references(() => rfqProducts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('rfq_comments_product_idx').on(table.rfqProductId, table.createdAt)],
);

/** A file of a quotation product (its brief) or of a comment. */
export const rfqAttachments = pgTable(
  'rfq_attachments',
  {
    id: serial('id').primaryKey(),
    rfqProductId: integer('rfq_product_id').references(() => rfqProducts.id, { onDelete: 'cascade' }),
    rfqCommentId: integer('rfq_comment_id').references(() => rfqComments.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('rfq_attachments_product_idx').on(table.rfqProductId),
    index('rfq_attachments_comment_idx').on(table.rfqCommentId),
  ],
);
