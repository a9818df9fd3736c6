import { COLORS_COUNT_OPTIONS, FINISHING_KEYS, PRINT_SIZE_CLASSES } from '@livery/domain/finishing';
import { z } from 'zod';
import { databaseId, databaseInteger } from './common.ts';
import { linePrice } from './line-price.ts';

const quantity = databaseInteger('Quantity must be a whole number').min(0, 'Quantity cannot be negative');

/** An artwork placed on a face, canvas pixels (650 x 650), with how it is decorated. */
export const placedArtwork = z.object({
  artwork_id: z.uuid(),
  left: z.number(),
  top: z.number(),
  width: z.number().positive(),
  height: z.number().positive(),
  angle: z.number().default(0),
  width_cm: z.number().positive(),
  height_cm: z.number().positive(),
  finishing: z.enum(FINISHING_KEYS),
  colors_count: z
    .number()
    .int()
    .refine(
      (value) => (COLORS_COUNT_OPTIONS as readonly number[]).includes(value),
      'Colours must be 1-4 or 99',
    ),
  print_size: z.enum(PRINT_SIZE_CLASSES),
});
export type PlacedArtworkInput = z.infer<typeof placedArtwork>;

/** One face of a design: its placed artworks and the print-ready SVG the builder exported. */
export const facePrint = z.object({
  svg: z.string().max(4_000_000).optional(),
  tpl_svg: z.string().max(4_000_000).optional(),
  artworks: z.array(placedArtwork).max(50).default([]),
});

/** A roster row as sent (name list or bulk order): every value is text, ids keep their leading zeros. */
export const employeeRow = z.record(z.string().max(40), z.string().max(500).nullable());
export type EmployeeRowInput = z.infer<typeof employeeRow>;

/** A 2 MB PNG as a base64 data URL (4 characters per 3 bytes, plus its prefix). */
const THUMB_PNG_MAX_CHARS = Math.ceil((2 * 1024 * 1024 * 4) / 3) + 100;

/**
 * The quote form (spec 02 section 3) as JSON: what the builder posts to price (quote_items), save
 * (saved_products) and add to the cart (kart_items). Prices are never taken from it.
 * Either saved_product_id (a saved product's uuid) or product_id (a catalogue product's uuid) names the product.
 */
export const quoteForm = z.object({
  mode: z.enum(['normal', 'pro']).default('normal'),
  product_type: z.enum(['saved_products', 'kart_items']).default('saved_products'),
  saved_product_id: z.uuid().optional(),
  product_id: z.uuid().optional(),
  product_name: z.string().trim().max(200).optional(),
  team_id: z.uuid().nullable().optional(),
  inventory_id: z.uuid().nullable().optional(),
  item_uid: z.uuid().optional(),
  is_change: z.boolean().optional(),
  qty_options: z.record(z.string().max(20), quantity),
  variations: z
    .object({ apparel_color: z.string().max(50).optional(), image_id: databaseId.optional() })
    .optional(),
  /** Face alias -> that face's design. */
  prints: z.record(z.string().max(40), facePrint).optional(),
  /** The name list in CSV mode ('pro'). */
  employees: z.array(employeeRow).max(10_000).optional(),
  /** The Front face as it looks (garment colour + artwork), a PNG data URL up to ~2 MB: the design's tile. */
  thumb_png: z.string().max(THUMB_PNG_MAX_CHARS, 'The design picture is too large').optional(),
});
export type QuoteForm = z.infer<typeof quoteForm>;

/** POST /api/kart_items. */
export const addKartItemBody = z.object({ quote: quoteForm });
export type AddKartItemBody = z.infer<typeof addKartItemBody>;

/**
 * PUT /api/kart_items/{uuid} (and POST /api/kart_items/{uuid}/check_price, which prices without saving):
 * the line's new quantity per size.
 */
export const updateKartItemBody = z.object({ qty_options: z.record(z.string().max(20), quantity) });
export type UpdateKartItemBody = z.infer<typeof updateKartItemBody>;

/** One entry of a line's surcharge breakdown (spec 02 section 3): the line's total and the per-piece price. */
export const surchargeEntry = z.object({ price: z.number().int(), base_price: z.number().int() });

export const kartItem = linePrice.extend({
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
  /** Surcharges by type: each size add-on ('Size 2XL') and each finishing ('Embroidery A4, 2 colours'). */
  surcharge_price: z.record(z.string(), surchargeEntry),
  surcharge: z.number().int(),
  amount: z.number().int(),
  symbol_first: z.boolean(),
  currency_symbol: z.string(),
  /** Where the product ships from (ISO code): the sub-cart it belongs to. */
  origin_country: z.string(),
  /** The product's sizes in its own order, and its minimum order: what editing the quantities offers. */
  sizes: z.array(z.string()),
  min_qty: z.number().int(),
  /** The name list rows; sent only by GET /api/kart_items/{id} (the item page). */
  employees: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))).optional(),
});
export type KartItem = z.infer<typeof kartItem>;

export const subkart = z.object({
  /** The country the goods ship from (decision: sub-carts group by origin). */
  name: z.string(),
  origin_country: z.string(),
  items: z.array(kartItem),
  /** Active shipping services from this origin to the destination; title shows service, lead time and fee. */
  lead_times: z.array(z.object({ id: z.number().int(), title: z.string() })),
  service_id: z.number().int().nullable(),
});
export type Subkart = z.infer<typeof subkart>;

/** A file attached to the cart (and later to its order), behind a signed link named for download. */
export const attachmentFile = z.object({ id: z.number().int(), name: z.string(), url: z.string() });
export type AttachmentFile = z.infer<typeof attachmentFile>;

export const kart = z.object({
  currency: z.string(),
  currency_symbol: z.string(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  discount_code: z.string().nullable(),
  /** Set when the kept code no longer applies: the web clears the code and shows this as a danger notice. */
  discount_error: z.string().nullable(),
  shipping: z.number().int(),
  /** The shipping address's country (ISO code), or null before one is chosen. */
  destination_country: z.string().nullable(),
  gst_rate: z.number(),
  gst: z.number().int(),
  total: z.number().int(),
  po_attachments: z.array(attachmentFile),
  other_attachments: z.array(attachmentFile),
});

export const cartResponse = z.object({
  subkarts: z.array(subkart),
  unavail_items: z.array(kartItem),
  kart,
});
export type CartResponse = z.infer<typeof cartResponse>;

export const cartQtyResponse = z.object({ qty: z.number().int() });
export const kartItemResponse = z.object({ kart_item: kartItem });
export const deleteKartItemBody = z.object({ id: z.uuid() });

export const taxQuery = z.object({ country: z.string().length(2) });
export const taxResponse = z.object({ gst_rate: z.number() });

/** PUT /api/kart_items/update_policy: the shipping service for a sub-cart's lines. */
export const updatePolicyBody = z.object({
  item_ids: z.array(databaseId).min(1).max(500),
  service_id: databaseId,
});

/** POST /api/cart/apply_discount. */
export const applyDiscountBody = z.object({
  discount_code: z.string().trim().min(1, 'Enter a discount code').max(50),
});

/** POST /api/po_attachments and /api/attachment_files answer the stored files. */
export const attachmentsResponse = z.object({ attachments: z.array(attachmentFile) });
/** DELETE /api/po_attachments and /api/attachment_files. */
export const deleteAttachmentBody = z.object({ id: databaseId });
