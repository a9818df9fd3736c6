import { z } from 'zod';

const quantity = z.number().int('Quantity must be a whole number').min(0, 'Quantity cannot be negative');

/** POST /api/kart_items: the quote form. Prices are never taken from it; the server prices every line. */
export const addKartItemBody = z.object({
  quote: z.object({
    mode: z.enum(['normal', 'pro']).default('normal'),
    product_type: z.enum(['saved_products', 'kart_items']).default('saved_products'),
    saved_product_id: z.string().uuid(),
    qty_options: z.record(z.string().max(20), quantity),
    variations: z.object({ apparel_color: z.string().max(50).optional() }).optional(),
  }),
});
export type AddKartItemBody = z.infer<typeof addKartItemBody>;

export const kartItem = z.object({
  id: z.number().int(),
  uuid: z.string(),
  title: z.string(),
  thumb_front: z.string().nullable(),
  qtys: z.string(),
  qty_options: z.record(z.string(), z.number().int()),
  total_qty: z.number().int(),
  apparel_color: z.string().nullable(),
  is_contain_namelist: z.boolean(),
  is_contain_rfid_tag: z.boolean(),
  inventory_uuid: z.string().nullable(),
  unit_price: z.number().int(),
  surcharge: z.number().int(),
  amount: z.number().int(),
  symbol_first: z.boolean(),
  currency_symbol: z.string(),
});
export type KartItem = z.infer<typeof kartItem>;

export const subkart = z.object({
  name: z.string(),
  items: z.array(kartItem),
  lead_times: z.array(z.object({ id: z.number().int(), title: z.string() })),
  service_id: z.number().int().nullable(),
});

export const kart = z.object({
  currency: z.string(),
  currency_symbol: z.string(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  discount_code: z.string().nullable(),
  shipping: z.number().int(),
  gst_rate: z.number(),
  gst: z.number().int(),
  total: z.number().int(),
  other_attachments: z.array(z.object({ id: z.number().int(), name: z.string(), url: z.string() })),
});

export const cartResponse = z.object({
  subkarts: z.array(subkart),
  unavail_items: z.array(kartItem),
  kart,
});
export type CartResponse = z.infer<typeof cartResponse>;

export const cartQtyResponse = z.object({ qty: z.number().int() });
export const kartItemResponse = z.object({ kart_item: kartItem });
export const deleteKartItemBody = z.object({ id: z.string().uuid() });

export const taxQuery = z.object({ country: z.string().length(2) });
export const taxResponse = z.object({ gst_rate: z.number() });
