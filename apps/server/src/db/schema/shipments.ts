import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, publicId } from './columns.ts';
import { orderItems, orderLocations, orders } from './orders.ts';

/** One parcel sent for an order: the spec's shipping log, with a delivery order of its own. */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    trackNo: text('track_no'),
    urlShipment: text('url_shipment'),
    estimatedMin: text('estimated_min'),
    estimatedMax: text('estimated_max'),
    message: text('message'),
    /** The order location the parcel goes to; null: the order's own shipping address. */
    locationId: integer('location_id').references(() => orderLocations.id, { onDelete: 'set null' }),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('shipments_order_number_key').on(table.orderId, table.number),
    index('shipments_location_idx').on(table.locationId),
  ],
);

/** What a parcel holds of one order line, per size. */
export const shipmentItems = pgTable(
  'shipment_items',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    packedIn: text('packed_in'),
    qtys: jsonb('qtys').$type<Record<string, number>>().notNull(),
  },
  (table) => [
    index('shipment_items_shipment_idx').on(table.shipmentId),
    index('shipment_items_order_item_idx').on(table.orderItemId),
  ],
);
