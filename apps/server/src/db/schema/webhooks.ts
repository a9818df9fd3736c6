import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { createdAt, publicId } from './columns.ts';

/**
 * Where a company's person in charge (company_id set) or the provider (company_id null: every company's events)
 * wants events sent. The secret signs each delivery; it is shown once, when made or rotated.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    companyId: integer('company_id').references(() => companies.id),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    description: text('description'),
    secret: text('secret').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** The first failed delivery since the last success; three days of failure turn the endpoint off. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Who made it: told by e-mail when it is turned off. */
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_endpoints_company_idx').on(table.companyId)],
);

/** One event sent (or being sent) to one endpoint, with its latest attempt: the endpoint's delivery log. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event's id, the same for every endpoint and every resend: receivers de-duplicate by it. */
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The JSON text sent, byte for byte on every attempt, as it was when the event happened. */
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.id)],
);
