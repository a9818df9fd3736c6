import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** How the provider ships from one country to another: the services a sub-cart offers, with lead time and fee. */
export const shippingServices = pgTable(
  'shipping_services',
  {
    id: serial('id').primaryKey(),
    originCountry: text('origin_country').notNull(),
    destinationCountry: text('destination_country').notNull(),
    title: text('title').notNull(),
    /** Shown as is, e.g. '5-7 business days'. */
    leadTime: text('lead_time').notNull(),
    feeCents: integer('fee_cents').notNull().default(0),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('shipping_services_route_idx').on(table.originCountry, table.destinationCountry)],
);
