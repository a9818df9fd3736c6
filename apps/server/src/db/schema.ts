import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const publicId = () => uuid('uuid').notNull().unique().default(sql`gen_random_uuid()`);

/** A customer company, or the provider itself (kind 'provider'). */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['customer', 'provider'] })
    .notNull()
    .default('customer'),
  plan: text('plan', { enum: ['basic', 'advanced', 'premium'] })
    .notNull()
    .default('basic'),
  industry: text('industry'),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['customer', 'provider'] })
      .notNull()
      .default('customer'),
    department: text('department'),
    countryCode: text('country_code'),
    phone: text('phone'),
    companyPosition: text('company_position'),
    industry: text('industry'),
    setupDone: boolean('setup_done').notNull().default(false),
    // A deleted address stops being anyone's default.
    shipAddressId: integer('ship_add_id').references((): AnyPgColumn => addresses.id, {
      onDelete: 'set null',
    }),
    billAddressId: integer('bill_add_id').references((): AnyPgColumn => addresses.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('users_email_key').on(table.email)],
);

/** One row per signed-in client (device); the token itself is never stored, only its hash. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    client: text('client').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('auth_tokens_user_client_key').on(table.userId, table.client)],
);

/** The one live sign-in code of a user: a resend replaces it. */
export const otpCodes = pgTable('otp_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  createdAt: createdAt(),
});

/** Single-use password set-up links (reset, or sign-up of an invited address). */
export const passwordTokens = pgTable('password_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['reset', 'signup'] }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Every e-mail is written here first and delivered by the outbox worker, so none is lost on a restart. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('mail_outbox_pending_idx').on(table.nextAttemptAt).where(sql`sent_at is null`)],
);

export const teams = pgTable('teams', {
  id: serial('id').primaryKey(),
  uuid: publicId(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  name: text('name').notNull(),
  creatorId: integer('creator_id')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

/** Membership and invitation in one row: an invited address has status 'pending' until it answers. */
export const teamMembers = pgTable(
  'team_members',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['creator', 'member'] })
      .notNull()
      .default('member'),
    status: text('status', { enum: ['joined', 'not_joined', 'pending'] })
      .notNull()
      .default('pending'),
    isDefault: boolean('is_default').notNull().default(false),
    invitedById: integer('invited_by_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('team_members_team_email_key').on(table.teamId, table.email)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company').notNull(),
    countryCode: text('country').notNull(),
    address: text('address').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    state: text('state'),
    zip: text('zip').notNull(),
    phone: text('phone').notNull(),
    nickname: text('nickname'),
    billingEmail: text('billing_email'),
    createdAt: createdAt(),
  },
  (table) => [index('addresses_company_idx').on(table.companyId)],
);

export const taxRates = pgTable('tax_rates', {
  countryCode: text('country_code').primaryKey(),
  /** Percent, e.g. 9 for Singapore's GST. */
  ratePercent: integer('rate_percent').notNull(),
});

/** A catalogue product the provider makes. Tier prices and size add-ons are in cents. */
export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  uuid: publicId(),
  title: text('title').notNull(),
  sku: text('sku').notNull().unique(),
  description: text('description').notNull().default(''),
  isBuilder: boolean('is_builder').notNull().default(true),
  minQty: integer('min_qty').notNull().default(1),
  sizes: jsonb('sizes').$type<string[]>().notNull(),
  colors: jsonb('colors').$type<Array<{ value: string; title: string }>>().notNull(),
  pricing: jsonb('pricing')
    .$type<{ qtys: Record<string, number>; addons_size: Record<string, number> }>()
    .notNull(),
  faces: jsonb('faces')
    .$type<Array<{ alias: string; template_url: string }>>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  thumbUrl: text('thumb_url'),
  currencySymbol: text('currency_symbol').notNull().default('$'),
  createdAt: createdAt(),
});

export const savedProducts = pgTable(
  'saved_products',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    sku: text('sku').notNull(),
    apparelColor: text('apparel_color'),
    thumbUrl: text('thumb_url'),
    createdAt: createdAt(),
  },
  (table) => [index('saved_products_company_idx').on(table.companyId, table.title)],
);

/** A line in a user's cart; its price is computed from the catalogue each time, never stored from a client. */
export const kartItems = pgTable(
  'kart_items',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    savedProductId: integer('saved_product_id')
      .notNull()
      .references(() => savedProducts.id, { onDelete: 'cascade' }),
    apparelColor: text('apparel_color'),
    qtyOptions: jsonb('qty_options').$type<Record<string, number>>().notNull(),
    mode: text('mode', { enum: ['normal', 'pro'] })
      .notNull()
      .default('normal'),
    createdAt: createdAt(),
  },
  (table) => [index('kart_items_user_idx').on(table.userId)],
);

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
    orderStatus: text('order_status').notNull(),
    orderType: text('order_type').notNull().default('uniform_order'),
    reference: text('reference'),
    poNumber: text('po_number'),
    shipAddress: jsonb('ship_address').$type<Record<string, unknown>>(),
    billAddress: jsonb('bill_address').$type<Record<string, unknown>>(),
    currencySymbol: text('currency_symbol').notNull().default('$'),
    subtotal: integer('subtotal').notNull(),
    totalSurcharge: integer('total_surcharge').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    shippingFee: integer('shipping_fee').notNull().default(0),
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
  },
  (table) => [
    index('orders_company_created_idx').on(table.companyId, table.createdAt),
    index('orders_status_created_idx').on(table.orderStatus, table.createdAt),
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
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    title: text('title').notNull(),
    thumbUrl: text('thumb_url'),
    apparelColor: text('apparel_color'),
    qtyOptions: jsonb('qty_options').$type<Record<string, number>>().notNull(),
    totalQty: integer('total_qty').notNull(),
    unitPrice: integer('unit_price').notNull(),
    surcharge: integer('surcharge').notNull(),
    amount: integer('amount').notNull(),
  },
  (table) => [index('order_items_order_idx').on(table.orderId)],
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
    createdAt: createdAt(),
  },
  (table) => [index('order_logs_order_idx').on(table.orderId)],
);

/** Hands out order numbers: one row per year keeps them short and readable (LV-2026-000123). */
export const orderNumbers = pgTable(
  'order_numbers',
  { year: integer('year').notNull(), last: integer('last').notNull() },
  (table) => [primaryKey({ columns: [table.year] })],
);
