import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, publicId } from './columns.ts';
import { orderItems, orders } from './orders.ts';

/**
 * A message on an order's conversation, by one of the buyer's people or the provider's staff. `orderItemId` is the
 * line it is about, when it is about one (always a line of the same order).
 */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('order_messages_order_idx').on(table.orderId, table.id)],
);

/** A file sent with a message, checked by content like every attachment. */
export const orderMessageFiles = pgTable(
  'order_message_files',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => orderMessages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('order_message_files_message_idx').on(table.messageId)],
);

/** How far one user has read an order's conversation: every message with a larger id is unread to them. */
export const orderConversationReads = pgTable(
  'order_conversation_reads',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull().default(sql`0`),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.userId] }),
    index('order_conversation_reads_user_idx').on(table.userId),
  ],
);
