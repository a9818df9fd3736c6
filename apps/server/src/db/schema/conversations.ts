import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, publicId } from './columns.ts';
import { orderItems, orders } from './orders.ts';
import { teams } from './teams.ts';

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
    /** The order's company and team, kept by triggers (migration 0051): the read counts are summed per team. */
    companyId: integer('company_id').notNull().default(0),
    teamId: integer('team_id').notNull().default(0),
    /** The other side's messages up to the marker, kept by triggers (migration 0051). */
    readCount: integer('read_count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.userId] }),
    index('order_conversation_reads_user_idx').on(table.userId),
  ],
);

/**
 * Each order's messages per side and the newest of each, kept by triggers on order_messages (migration 0051): the
 * unread badge finds the orders with a message after the caller's marker, newest first, without reading messages.
 */
export const orderConversationFigures = pgTable(
  'order_conversation_figures',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    teamId: integer('team_id').notNull(),
    customerMessages: integer('customer_messages').notNull().default(0),
    providerMessages: integer('provider_messages').notNull().default(0),
    newestCustomerMessageId: integer('newest_customer_message_id'),
    newestProviderMessageId: integer('newest_provider_message_id'),
  },
  (table) => [
    index('order_conversation_figures_customer_newest_idx')
      .on(table.newestCustomerMessageId.desc())
      .where(sql`${table.newestCustomerMessageId} is not null`),
    index('order_conversation_figures_company_provider_newest_idx')
      .on(table.companyId, table.newestProviderMessageId.desc())
      .where(sql`${table.newestProviderMessageId} is not null`),
  ],
);

/** The messages per side on each team's orders, kept by a trigger on order_conversation_figures (migration 0051). */
export const conversationTeamCounts = pgTable(
  'conversation_team_counts',
  {
    companyId: integer('company_id').notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    customerMessages: integer('customer_messages').notNull().default(0),
    providerMessages: integer('provider_messages').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.teamId] })],
);

/**
 * The other side's messages a user's read markers cover on each team's orders, kept by a trigger on
 * order_conversation_reads (migration 0051): a user's unread total is the team counts less these.
 */
export const conversationReadCounts = pgTable(
  'conversation_read_counts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    teamId: integer('team_id').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.companyId, table.teamId] })],
);
