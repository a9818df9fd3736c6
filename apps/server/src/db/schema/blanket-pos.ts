import { date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';
import { inventories } from './inventories.ts';

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
