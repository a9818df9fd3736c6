import type { ProofStatus } from '@livery/domain/proof-status';
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, publicId } from './columns.ts';
import { orderItems, orders } from './orders.ts';

/** One picture of a proof: a decorated face rendered on the garment, or the provider's uploaded mock-up. */
export interface ProofImage {
  face: string;
  key: string;
  width: number;
  height: number;
}

/** What is printed beside a face's picture: each artwork's size, inks and finishing. */
export interface ProofPrint {
  face: string;
  width_cm: number;
  height_cm: number;
  colors_count: number;
  finishing: string;
  print_size: string;
}

/**
 * A version of an order line's proof (issue 26 item 1). Every version is kept; the line's latest version is the
 * one that counts. `status` moves draft -> sent -> approved | changes_requested (packages/domain/src/proof-status.ts).
 */
export const orderProofs = pgTable(
  'order_proofs',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    status: text('status').$type<ProofStatus>().notNull().default('draft'),
    /** `rendered` by Livery from the line's design, or `uploaded` by the provider. */
    source: text('source', { enum: ['rendered', 'uploaded'] })
      .notNull()
      .default('rendered'),
    images: jsonb('images').$type<ProofImage[]>().notNull().default(sql`'[]'::jsonb`),
    prints: jsonb('prints').$type<ProofPrint[]>().notNull().default(sql`'[]'::jsonb`),
    pdfKey: text('pdf_key'),
    /** The buyer's change request: what to change, and where on which image (fractions of its size). */
    comment: text('comment'),
    pinImage: integer('pin_image'),
    pinX: doublePrecision('pin_x'),
    pinY: doublePrecision('pin_y'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentById: integer('sent_by_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedById: integer('decided_by_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('order_proofs_line_version_idx').on(table.orderItemId, table.version),
    index('order_proofs_order_idx').on(table.orderId),
    // The console's list: proofs waiting for the customer or with changes requested, newest first.
    index('order_proofs_status_idx').on(table.status, table.id),
    check(
      'order_proofs_status_known',
      sql`${table.status} in ('draft', 'sent', 'approved', 'changes_requested')`,
    ),
  ],
);

/**
 * How many proofs are in each status, kept by a trigger on order_proofs (migration 0052) in the same transaction
 * as the change: the console's proofs list reads these four rows for its total instead of counting the proofs.
 */
export const proofStatusCounts = pgTable(
  'proof_status_counts',
  {
    status: text('status').$type<ProofStatus>().notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.status] })],
);
