import { PRINT_SIZE_CLASSES } from '@livery/domain/finishing';
import { z } from 'zod';
import { artwork, finishingMethod } from './artworks.ts';
import { employeeRow, placedArtwork, quoteForm } from './cart.ts';
import { linePrice } from './line-price.ts';
import { colour, pricing, savedProduct } from './saved-products.ts';

/** A face of a product: where artwork may go on its 650 px canvas and at what scale. */
export const productFace = z.object({
  alias: z.string(),
  template_url: z.string(),
  pconfig: z.object({
    px_per_cm: z.number(),
    refpt: z.object({ x: z.number(), y: z.number() }),
    print_area: z.object({ left: z.number(), top: z.number(), width: z.number(), height: z.number() }),
  }),
});
export type ProductFace = z.infer<typeof productFace>;

export const productImage = z.object({
  id: z.number().int(),
  color_code: z.string(),
  color_title: z.string(),
  image_type: z.enum(['sub', 'face']),
  large_url: z.string(),
  thumb_url: z.string(),
});
export type ProductImage = z.infer<typeof productImage>;

/** A colour with the garment drawn in it per face alias, when the provider has such a picture. */
export const builderColour = colour.extend({ images: z.record(z.string(), z.string()).optional() });

/** A placed artwork as the builder reloads it: its placement plus the artwork's file to draw. */
export const loadedArtwork = placedArtwork.extend({ finishing: z.string(), artwork });
export type LoadedArtwork = z.infer<typeof loadedArtwork>;

/** Builder product (spec 02 section 3): the catalogue product plus what the user chose last time. */
export const builderProduct = z.object({
  product_id: z.string(),
  title: z.string(),
  sku: z.string(),
  brand_name: z.string(),
  is_builder: z.boolean(),
  description: z.string(),
  size_chart: z.string().nullable(),
  /** The name of the country the product ships from (its origin). */
  ships_from: z.string(),
  /** Whether it reaches the buyer's default shipping country; null while the buyer has none. */
  ships_to_you: z.boolean().nullable(),
  pricing,
  /** ISO 4217 code every amount of the product is written with (`SGD 19.00`). */
  currency: z.string(),
  currency_symbol: z.string(),
  sizes: z.array(z.string()),
  colors: z.array(builderColour),
  variations: z.object({
    apparel_color: z.object({ title: z.string(), options: z.array(colour) }),
  }),
  qty_options: z.object({ name: z.string(), options: z.array(z.string()) }),
  user_options: z.object({
    variations: z.object({ apparel_color: z.string() }),
    qtys: z.record(z.string(), z.number().int()),
    mode: z.enum(['normal', 'pro']),
    employees: z.array(employeeRow),
    prints: z.record(z.string(), z.object({ artworks: z.array(loadedArtwork) })),
  }),
  min_qty: z.number().int(),
  saved_product_id: z.string().nullable(),
  finishing_methods: z.array(finishingMethod),
});
export type BuilderProduct = z.infer<typeof builderProduct>;

/** GET /api/saved_products/{uuid} and GET /api/products/{uuid}: what the builder loads. */
export const builderResponse = z.object({
  /** The saved product as the lists show it; null for a catalogue product. */
  saved_product: savedProduct.nullable(),
  product: builderProduct,
  faces: z.array(productFace),
  primary_image: z.string().nullable(),
  product_images: z.array(productImage),
});
export type BuilderResponse = z.infer<typeof builderResponse>;

/** POST /api/quote_items, POST /api/saved_products, PUT /api/saved_products/{uuid}/design. */
export const quoteBody = z.object({ quote: quoteForm });
export type QuoteBody = z.infer<typeof quoteBody>;

/** A placed artwork's part of the price: its finishing surcharge per piece. */
export const artworkSurcharge = z.object({
  face: z.string(),
  artwork_id: z.string(),
  finishing: z.string(),
  print_size: z.enum(PRINT_SIZE_CLASSES),
  colors_count: z.number().int(),
  per_piece: z.number().int(),
});

/** POST /api/quote_items: the line priced by the server (cents). */
export const quoteItemResponse = z.object({
  /** Priced as the line would be in the caller's cart (its other lines of the product pool the tier). */
  product: linePrice.extend({
    decoration_per_piece: z.number().int(),
    min_qty: z.number().int(),
    is_min_met: z.boolean(),
    artworks: z.array(artworkSurcharge),
  }),
});
export type QuoteItemResponse = z.infer<typeof quoteItemResponse>;

export const nameList = z.object({
  uuid: z.string(),
  title: z.string(),
  rows: z.array(employeeRow),
  row_count: z.number().int(),
  created_at: z.string(),
});
export type NameList = z.infer<typeof nameList>;
export const nameListsResponse = z.object({ name_lists: z.array(nameList) });

/** POST /api/name_lists: keep the current name list for reuse. */
export const createNameListBody = z.object({
  name_list: z.object({
    title: z.string().trim().min(1, 'Name the list').max(120),
    rows: z.array(employeeRow).min(1, 'The name list is empty').max(10_000),
  }),
});
export const nameListResponse = z.object({ name_list: nameList });

/** GET /api/employee_products: the name list of a saved product or a cart line of the caller. */
export const employeeProductsQuery = z.object({
  item_uuid: z.uuid(),
  model_name: z.enum(['saved_products', 'kart_items']),
});
export const employeeProductsResponse = z.object({ employee_products: z.array(employeeRow) });

/** GET /api/admin/order_items/{uuid}/prints/{face}. */
export const printFileParams = z.object({ id: z.uuid(), face: z.string().min(1).max(40) });
