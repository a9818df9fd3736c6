import { type AnyPgColumn, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { createdAt, publicId } from './columns.ts';
import { orders } from './orders.ts';

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
