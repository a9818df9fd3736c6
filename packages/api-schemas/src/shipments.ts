import { z } from 'zod';
import { calendarDate } from './common.ts';

const webLink = z
  .string()
  .trim()
  .max(500, 'The carrier link is too long')
  .refine(
    (value) => /^https?:\/\/[^\s]+$/i.test(value),
    'The carrier link must start with http:// or https://',
  );

/** Pieces per size packed of one order line. */
const packedQuantities = z.record(
  z.string().min(1).max(40),
  z.number().int('Quantities are whole numbers').min(0).max(1_000_000),
);

/** POST /api/admin/orders/{id}/shipments: one parcel (shipping log) of an order, partial or whole. */
export const createShipmentBody = z
  .object({
    track_no: z.string().trim().max(100, 'The tracking number is too long').optional(),
    url_shipment: webLink.optional(),
    estimated_min: calendarDate.optional(),
    estimated_max: calendarDate.optional(),
    message: z.string().trim().max(1000, 'The message is too long').optional(),
    /** The order location the parcel goes to (show_location's id); absent or null: the order's address. */
    location_id: z.uuid('location_id: no such location on this order').nullish(),
    packages: z
      .array(
        z.object({
          packed_in: z.string().trim().max(100).optional(),
          items: z
            .array(z.object({ order_item_id: z.uuid('No such order line'), qtys: packedQuantities }))
            .min(1, 'A package holds at least one line')
            .max(200),
        }),
      )
      .min(1, 'Add at least one package')
      .max(50),
  })
  .refine((body) => !body.estimated_min || !body.estimated_max || body.estimated_min <= body.estimated_max, {
    error: 'The earliest estimated date must not be after the latest',
    path: ['estimated_max'],
  });
export type CreateShipmentBody = z.infer<typeof createShipmentBody>;

/** The spec's shipping log, with its delivery order. */
export const shippingLog = z.object({
  id: z.string(),
  number: z.number().int(),
  created_at: z.string(),
  track_no: z.string().nullable(),
  url_shipment: z.string().nullable(),
  estimated_min: z.string().nullable(),
  estimated_max: z.string().nullable(),
  message: z.string().nullable(),
  /** API path of the delivery-order PDF (GET with the session headers). */
  delivery_order_url: z.string(),
  delivery_order_id: z.string(),
  /** Where the parcel goes: one of the order's locations, or null for the order's shipping address. */
  location: z.object({ id: z.string(), name: z.string(), address_summary: z.string() }).nullable(),
  log_items: z.array(
    z.object({
      packed_in: z.string().nullable(),
      package_items: z.array(
        z.object({
          /** The order line's uuid. */
          order_item_id: z.string(),
          title: z.string(),
          /** 'M: 2, L: 1' */
          shipped_qtys: z.string(),
          sizes: z.record(z.string(), z.number().int()),
          total_qtys: z.number().int(),
          item_total_qtys: z.number().int(),
        }),
      ),
    }),
  ),
});
export type ShippingLog = z.infer<typeof shippingLog>;

export const shipmentParams = z.object({ id: z.uuid(), shipmentId: z.uuid() });

/**
 * A delivery order's signed link (`delivery_order_url` carries it): with both, the PDF opens without a session,
 * so a forwarded link works; without them the caller's session decides.
 */
export const deliveryOrderLinkQuery = z
  .object({
    expires: z.coerce.number().int().positive().max(4_102_444_800).optional(),
    token: z.string().min(1).max(200).optional(),
  })
  .refine((query) => (query.expires === undefined) === (query.token === undefined), {
    error: 'A signed link needs both expires and token',
  });
