import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products } from './catalogue.ts';
import { createdAt, publicId } from './columns.ts';
import { discountCodes } from './discounts.ts';
import { inventories } from './inventories.ts';
import { type Design, type EmployeeRow, savedProducts } from './saved-products.ts';
import { shippingServices } from './shipping.ts';

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
