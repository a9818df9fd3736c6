import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** Every e-mail is written here first, with a `mail.deliver` job in the same transaction: none is lost on a restart. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Names the event a mail tells of (`order:12:placed`), so a retried request never sends it twice. */
    eventKey: text('event_key'),
    /** A mail whose content stops working (a sign-in code) is not sent after this. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Set instead of sent_at when the mail expired before it could be delivered. */
    droppedAt: timestamp('dropped_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('mail_outbox_event_key').on(table.eventKey)],
);
