import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { addresses, companies, users } from './accounts.ts';
import { createdAt, publicId } from './columns.ts';
import { savedProducts } from './saved-products.ts';
import { teams } from './teams.ts';

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
