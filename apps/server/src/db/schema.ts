import type { PrintSizeClass } from '@livery/domain/finishing';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
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
  /** When the company's orders wait for its person in charge (packages/domain/src/order-approval.ts). */
  orderApprovalRule: text('order_approval_rule', { enum: ['never', 'member_orders', 'above_amount'] })
    .notNull()
    .default('never'),
  orderApprovalThreshold: integer('order_approval_threshold'),
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

/**
 * Attempts counted per subject (an e-mail being signed in to, a mail recipient) in a fixed window, shared by
 * every server process: the per-account throttles of sign-in, code requests and outgoing mail.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('attempt_counters_window_ends_at_idx').on(table.windowEndsAt)],
);

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

/** Every e-mail is written here first, with a `mail.deliver` job in the same transaction: none is lost on a restart. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Names the event a mail tells of (`order:12:placed`), so a retried request never sends it twice. */
    eventKey: text('event_key'),
    /** A mail whose content stops working (a sign-in code) is not sent after this. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Set instead of sent_at when the mail expired before it could be delivered. */
    droppedAt: timestamp('dropped_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('mail_outbox_event_key').on(table.eventKey)],
);

/**
 * Background work (decision 106): claimed by one worker with SKIP LOCKED and a lease, retried with backoff,
 * kept after it finishes or fails so the console can show it. `attempts` counts the times it was started.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** While running: past this, the worker is taken for dead and another may start the job again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** The request that queued the job, so its logs and the job's can be read together. */
    requestId: text('request_id'),
    /** A job with a key is queued once ever (a schedule's day, an outbox mail). */
    uniqueKey: text('unique_key'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_due_idx').on(table.runAt).where(sql`status = 'queued'`),
    index('jobs_lease_idx').on(table.lockedUntil).where(sql`status = 'running'`),
    index('jobs_status_id_idx').on(table.status, table.id),
    index('jobs_retried_idx').on(table.id).where(sql`attempts > 1 or (status = 'queued' and attempts > 0)`),
    uniqueIndex('jobs_unique_key').on(table.uniqueKey),
  ],
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
  (table) => [
    uniqueIndex('team_members_team_email_key').on(table.teamId, table.email),
    // The teams a user joined: asked by every list a customer opens.
    index('team_members_user_idx').on(table.userId),
  ],
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

/** Where artwork may go on a face: the print area in canvas pixels (650 x 650) and its scale. */
export interface FacePrintConfig {
  px_per_cm: number;
  /** The reference point measurements start from (e.g. the collar's centre), canvas pixels. */
  refpt: { x: number; y: number };
  print_area: { left: number; top: number; width: number; height: number };
}

export interface ProductFace {
  alias: string;
  template_url: string;
  pconfig: FacePrintConfig;
}

/** A colour of a product, with the garment drawn in that colour per face alias when the provider has one. */
export interface ProductColour {
  value: string;
  title: string;
  images?: Record<string, string>;
}

/** A photo of a non-builder product (the carousel), per colour. */
export interface ProductImage {
  id: number;
  color_code: string;
  color_title: string;
  image_type: 'sub' | 'face';
  large_url: string;
  thumb_url: string;
}

/** A catalogue product the provider makes. Tier prices and size add-ons are in cents. */
export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  uuid: publicId(),
  title: text('title').notNull(),
  sku: text('sku').notNull().unique(),
  description: text('description').notNull().default(''),
  brandName: text('brand_name').notNull().default(''),
  sizeChart: text('size_chart'),
  productType: text('product_type').notNull().default('standard'),
  isBuilder: boolean('is_builder').notNull().default(true),
  /** Archived products stay on placed orders and saved products but are offered to nobody new. */
  isActive: boolean('is_active').notNull().default(true),
  minQty: integer('min_qty').notNull().default(1),
  sizes: jsonb('sizes').$type<string[]>().notNull(),
  colors: jsonb('colors').$type<ProductColour[]>().notNull(),
  pricing: jsonb('pricing')
    .$type<{ qtys: Record<string, number>; addons_size: Record<string, number> }>()
    .notNull(),
  faces: jsonb('faces').$type<ProductFace[]>().notNull().default(sql`'[]'::jsonb`),
  images: jsonb('images').$type<ProductImage[]>().notNull().default(sql`'[]'::jsonb`),
  /** Keys of finishing_methods this product can be decorated with. */
  finishings: jsonb('finishings')
    .$type<string[]>()
    .notNull()
    .default(sql`'["screenprint","embroidery","dtg","digital","dye_sub"]'::jsonb`),
  /** The country the provider makes and ships it from: the cart's sub-carts group by it. */
  originCountry: text('origin_country').notNull().default('SG'),
  thumbUrl: text('thumb_url'),
  currencySymbol: text('currency_symbol').notNull().default('$'),
  /** ISO 4217 code, shown wherever amounts of different countries meet (`SGD 24.50`). */
  currency: text('currency').notNull().default('SGD'),
  createdAt: createdAt(),
});

/**
 * A decoration method and what it adds per piece, in cents, by print-size class and colour count
 * ('1'..'4', '99' meaning more than four).
 */
export const finishingMethods = pgTable('finishing_methods', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  /** Which files suit it, shown beside the uploader. */
  fileHint: text('file_hint').notNull().default(''),
  position: integer('position').notNull().default(0),
  surcharges: jsonb('surcharges').$type<Record<PrintSizeClass, Record<string, number>>>().notNull(),
});

/** Products the provider hand-picks for a company ('HANDPICKED FOR YOUR COMPANY'). */
export const recommendedProducts = pgTable(
  'recommended_products',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.productId] })],
);

/** An artwork as placed on a face, in canvas pixels, with how it is to be decorated. */
export interface PlacedArtwork {
  artwork_id: string;
  left: number;
  top: number;
  width: number;
  height: number;
  angle: number;
  /** Real printed size, one decimal. */
  width_cm: number;
  height_cm: number;
  finishing: string;
  colors_count: number;
  print_size: PrintSizeClass;
}

/** A design: the artworks placed on each face alias. */
export interface Design {
  faces: Record<string, { artworks: PlacedArtwork[] }>;
}

/** A staff-roster row as kept on saved products, cart lines and orders (spec 02 section 3). */
export type EmployeeRow = Record<string, string | number | null>;

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
    design: jsonb('design').$type<Design>().notNull().default(sql`'{"faces":{}}'::jsonb`),
    /** Print-ready SVG per face alias: keys in the file store. */
    printFiles: jsonb('print_files').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    qtyOptions: jsonb('qty_options').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    mode: text('mode', { enum: ['normal', 'pro'] })
      .notNull()
      .default('normal'),
    /** The name list (CSV mode). */
    employees: jsonb('employees').$type<EmployeeRow[]>().notNull().default(sql`'[]'::jsonb`),
    isConverted: boolean('is_converted').notNull().default(false),
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_products_company_idx').on(table.companyId, table.title),
    index('saved_products_product_idx').on(table.productId),
  ],
);

/** A file a user uploaded (artwork, PO or other attachment); the bytes live in the file store under `storageKey`. */
export const artworks = pgTable(
  'artworks',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    extension: text('extension', { enum: ['svg', 'png', 'jpg'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    /** Null until the thumbnail job has drawn it; the file itself is shown meanwhile. */
    thumbKey: text('thumb_key'),
    byteSize: integer('byte_size').notNull(),
    widthPx: integer('width_px').notNull(),
    heightPx: integer('height_px').notNull(),
    colorsCount: integer('colors_count').notNull().default(1),
    finishing: text('finishing').notNull().default('screenprint'),
    printSize: text('print_size').$type<PrintSizeClass>().notNull().default('a4'),
    /** SHA-256 of the stored (sanitised) bytes: the same file uploaded again is the same artwork. Null before 0030. */
    contentHash: text('content_hash'),
    createdAt: createdAt(),
  },
  (table) => [
    index('artworks_company_created_idx').on(table.companyId, table.createdAt),
    index('artworks_company_content_idx').on(table.companyId, table.contentHash),
  ],
);

/** Name lists a company keeps for reuse in the builder's CSV mode. */
export const nameLists = pgTable(
  'name_lists',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    rows: jsonb('rows').$type<EmployeeRow[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('name_lists_company_idx').on(table.companyId)],
);

/** Stock a company keeps of a saved product, per size (spec 03); created from a saved product. */
export const inventories = pgTable(
  'inventories',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    savedProductId: integer('saved_product_id')
      .notNull()
      .references(() => savedProducts.id),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    readyStock: jsonb('ready_stock').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    lowLevelQtys: jsonb('low_level_qtys').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('inventories_company_idx').on(table.companyId),
    // The list's order: most recently changed first, within the company.
    index('inventories_company_updated_idx').on(table.companyId, table.updatedAt, table.id),
  ],
);

/** An inventory's activity feed: every stock move and change, with who made it and their note. */
export const inventoryLogs = pgTable(
  'inventory_logs',
  {
    id: serial('id').primaryKey(),
    inventoryId: integer('inventory_id')
      .notNull()
      .references(() => inventories.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    notes: text('notes'),
    /** What the entry did to the stock, signed pieces per size; null for entries that move no stock. */
    stockChange: jsonb('stock_change').$type<Record<string, number>>(),
    createdAt: createdAt(),
  },
  (table) => [index('inventory_logs_inventory_idx').on(table.inventoryId, table.createdAt)],
);

/** A blanket purchase order the company holds for an inventory item: PO number, period, quantities, one file. */
export const blanketPurchaseOrders = pgTable(
  'blanket_purchase_orders',
  {
    id: serial('id').primaryKey(),
    inventoryId: integer('inventory_id')
      .notNull()
      .references(() => inventories.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    beginAt: date('begin_at', { mode: 'string' }),
    finishAt: date('finish_at', { mode: 'string' }),
    qtys: jsonb('qtys').$type<Record<string, number>>().notNull(),
    note: text('note'),
    attachmentName: text('attachment_name'),
    attachmentKey: text('attachment_key'),
    createdAt: createdAt(),
  },
  (table) => [index('blanket_purchase_orders_inventory_idx').on(table.inventoryId)],
);

/** How the provider ships from one country to another: the services a sub-cart offers, with lead time and fee. */
export const shippingServices = pgTable(
  'shipping_services',
  {
    id: serial('id').primaryKey(),
    originCountry: text('origin_country').notNull(),
    destinationCountry: text('destination_country').notNull(),
    title: text('title').notNull(),
    /** Shown as is, e.g. '5-7 business days'. */
    leadTime: text('lead_time').notNull(),
    feeCents: integer('fee_cents').notNull().default(0),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('shipping_services_route_idx').on(table.originCountry, table.destinationCountry)],
);

export const discountCodes = pgTable('discount_codes', {
  id: serial('id').primaryKey(),
  /** Kept upper-case; customers type it upper-cased. */
  code: text('code').notNull().unique(),
  kind: text('kind', { enum: ['percentage', 'fixed'] }).notNull(),
  /** Percent (1-100) for 'percentage', cents for 'fixed'. */
  value: integer('value').notNull(),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  usageLimit: integer('usage_limit'),
  /** Raised by checkout in the same statement that checks the limit, so racing checkouts never exceed it. */
  usedCount: integer('used_count').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

/** The cart's own state beside its lines: one row per user. */
export const karts = pgTable('karts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  discountCodeId: integer('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A line in a user's cart: the product, its design and quantities (and name list). Its price is computed
 * from the catalogue each time, never stored from a client.
 */
export const kartItems = pgTable(
  'kart_items',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    savedProductId: integer('saved_product_id').references(() => savedProducts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    thumbUrl: text('thumb_url'),
    apparelColor: text('apparel_color'),
    qtyOptions: jsonb('qty_options').$type<Record<string, number>>().notNull(),
    mode: text('mode', { enum: ['normal', 'pro'] })
      .notNull()
      .default('normal'),
    design: jsonb('design').$type<Design>().notNull().default(sql`'{"faces":{}}'::jsonb`),
    printFiles: jsonb('print_files').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    employees: jsonb('employees').$type<EmployeeRow[]>().notNull().default(sql`'[]'::jsonb`),
    inventoryId: integer('inventory_id').references(() => inventories.id, { onDelete: 'set null' }),
    shippingServiceId: integer('shipping_service_id').references(() => shippingServices.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    index('kart_items_user_idx').on(table.userId),
    // The console's product list counts a product's uses (catalogue.repository.ts).
    index('kart_items_product_idx').on(table.productId),
  ],
);

/**
 * A file attached to a cart and then to the order it became: PO documents or other attachments.
 * `orderId` is null while it waits in the cart.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['po', 'other'] }).notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('attachments_user_idx').on(table.userId),
    index('attachments_order_idx').on(table.orderId),
  ],
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
    orderStatus: text('order_status').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.teamId, table.orderStatus] })],
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

/**
 * One row per table whose rows each process caches (db/reference-cache.ts); a statement trigger on the table
 * adds one to its version in the writing transaction, so a reader that sees the new version sees the new rows.
 */
export const referenceVersions = pgTable('reference_versions', {
  tableName: text('table_name').primaryKey(),
  version: bigint('version', { mode: 'bigint' }).notNull().default(sql`0`),
});

/** One parcel sent for an order: the spec's shipping log, with a delivery order of its own. */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    trackNo: text('track_no'),
    urlShipment: text('url_shipment'),
    estimatedMin: text('estimated_min'),
    estimatedMax: text('estimated_max'),
    message: text('message'),
    /** The order location the parcel goes to; null: the order's own shipping address. */
    locationId: integer('location_id').references(() => orderLocations.id, { onDelete: 'set null' }),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('shipments_order_number_key').on(table.orderId, table.number),
    index('shipments_location_idx').on(table.locationId),
  ],
);

/** What a parcel holds of one order line, per size. */
export const shipmentItems = pgTable(
  'shipment_items',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    packedIn: text('packed_in'),
    qtys: jsonb('qtys').$type<Record<string, number>>().notNull(),
  },
  (table) => [
    index('shipment_items_shipment_idx').on(table.shipmentId),
    index('shipment_items_order_item_idx').on(table.orderItemId),
  ],
);

/**
 * The answer a write gave under a client's Idempotency-Key, stored in the write's own transaction, so a
 * retry (after a lost answer or a crash) gets the original answer instead of doing the write again.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: uuid('key').notNull(),
    /** Which write the key was used for, e.g. 'POST /api/orders'. */
    operation: text('operation').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('idempotency_keys_user_key_idx').on(table.userId, table.key)],
);

/**
 * The company's employee database (issue 13 point 9): one row per staff id, filled when an order is placed
 * and by edits and imports. `staffKey` is the staff id trimmed and upper-cased, so '007 ' and '007' are one
 * person; `staffId` keeps the first spelling seen.
 */
export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    staffKey: text('staff_key').notNull(),
    staffId: text('staff_id').notNull(),
    name: text('name').notNull(),
    aliases: jsonb('aliases').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    details: jsonb('details').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    sizes: jsonb('sizes')
      .$type<Record<string, { saved_product_uuid: string; title: string; size: string }>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** A text of name, aliases, staff id and the ids people search by, for one index-backed search. */
    searchText: text('search_text').notNull().default(''),
    lastOrderedAt: timestamp('last_ordered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('employees_company_staff_key').on(table.companyId, table.staffKey),
    index('employees_company_name_idx').on(table.companyId, table.name, table.id),
  ],
);

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

/** The last invoice number handed out in a year; locked by the approval that issues the next one. */
export const invoiceNumbers = pgTable(
  'invoice_numbers',
  { year: integer('year').notNull(), last: integer('last').notNull() },
  (table) => [primaryKey({ columns: [table.year] })],
);

/** A line as the invoice shows it: a snapshot of the order line when the invoice was issued. */
export interface InvoiceLine {
  title: string;
  apparel_color: string | null;
  qtys: string;
  quantity: number;
  unit_price: number;
  surcharge: number;
  amount: number;
}

/**
 * One invoice per order, issued in the provider's approval (decision: the ledger). Amounts are a snapshot of
 * the order's totals in cents; the status is derived (packages/domain/src/invoice-status.ts) from the
 * running sums `paid` and `credited`, which move only with a payment or credit note row in one transaction.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    number: text('number').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    billTo: jsonb('bill_to').$type<Record<string, unknown>>(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    currency: text('currency').notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    subtotal: integer('subtotal').notNull(),
    totalSurcharge: integer('total_surcharge').notNull(),
    discount: integer('discount').notNull(),
    shippingFee: integer('shipping_fee').notNull(),
    additionalFees: integer('additional_fees').notNull(),
    gstRate: integer('gst_rate').notNull(),
    gst: integer('gst').notNull(),
    total: integer('total').notNull(),
    paid: integer('paid').notNull().default(0),
    credited: integer('credited').notNull().default(0),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    voidedById: integer('voided_by_id').references(() => users.id),
  },
  (table) => [
    index('invoices_company_issued_idx').on(table.companyId, table.issuedAt, table.id),
    index('invoices_issued_idx').on(table.issuedAt, table.id),
    // The ledger's invariant, held by the database too: payments and credits never exceed the total.
    check(
      'invoices_not_overpaid',
      sql`${table.paid} >= 0 and ${table.credited} >= 0 and ${table.paid} + ${table.credited} <= ${table.total}`,
    ),
  ],
);

/** Money received against an invoice; never more than its balance at the time. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    receivedOn: date('received_on').notNull(),
    method: text('method'),
    reference: text('reference'),
    recordedById: integer('recorded_by_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('invoice_payments_invoice_idx').on(table.invoiceId),
    check('invoice_payments_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** An amount taken off an invoice by the provider, with the reason. */
export const invoiceCreditNotes = pgTable(
  'invoice_credit_notes',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    recordedById: integer('recorded_by_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('invoice_credit_notes_invoice_idx').on(table.invoiceId),
    check('invoice_credit_notes_amount_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * The provider's console settings: one row (id 1). Who on the provider's side is e-mailed of new work, and the
 * bank details printed on invoices and in the approval e-mail (decision 126).
 */
export const providerSettings = pgTable(
  'provider_settings',
  {
    id: integer('id').primaryKey().default(1),
    notificationEmails: text('notification_emails').array().notNull().default(sql`'{}'::text[]`),
    bankAccountName: text('bank_account_name').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    bankAccountNumber: text('bank_account_number').notNull().default(''),
    paynowUen: text('paynow_uen').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('provider_settings_one_row', sql`${table.id} = 1`)],
);

/**
 * What is new for the provider's staff (decision 127): one row per event (a new or approved order, a
 * quotation request, a buyer's comment), written in the event's transaction with its e-mails; the event key
 * makes a retried request write it once.
 */
export const providerNotices = pgTable(
  'provider_notices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', {
      enum: [
        'order_placed',
        'order_approved',
        'quotation_requested',
        'quotation_comment',
        'quotation_changes_requested',
        'order_note',
      ],
    }).notNull(),
    eventKey: text('event_key').notNull().unique(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** The console page the notice opens (`/admin/orders?order=...`, `/admin/quotations/Q-...`). */
    link: text('link').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('provider_notices_created_idx').on(table.createdAt, table.id)],
);
