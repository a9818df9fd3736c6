import { integer, jsonb, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

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
