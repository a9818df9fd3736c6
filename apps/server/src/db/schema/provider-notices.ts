import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { companies } from './accounts.ts';
import { createdAt } from './columns.ts';

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
