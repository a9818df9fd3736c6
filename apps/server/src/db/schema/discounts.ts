import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

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
