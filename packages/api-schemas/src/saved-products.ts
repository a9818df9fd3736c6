import { z } from 'zod';
import { commaListOf, databaseIdText, listMeta, pageNumber } from './common.ts';
import { linePrice } from './line-price.ts';

export const pricing = z.object({
  qtys: z.record(z.string(), z.number().int()),
  addons_size: z.record(z.string(), z.number().int()),
});

export const colour = z.object({ value: z.string(), title: z.string() });

export const savedProduct = z.object({
  id: z.number().int(),
  uuid: z.string(),
  title: z.string(),
  sku: z.string(),
  /** Its creator: with a person in charge, the only one who may delete it (decision 29). */
  user_id: z.number().int(),
  thumb_image: z.string().nullable(),
  team_id: z.number().int().nullable(),
  team_name: z.string().nullable(),
  colors: z.array(colour),
  sizes: z.array(z.string()),
  qty_options: z.record(z.string(), z.number().int()),
  pricing,
  /** The design's printing per piece (every placed artwork's finishing): tiles add it to the tier prices. */
  printing_per_piece: z.number().int(),
  currency: z.string(),
  currency_symbol: z.string(),
  min_qty: z.number().int(),
  product_id: z.number().int(),
  apparel_color: z.string().nullable(),
  /** Saved from a recommended catalogue product (convert_saved_products) rather than designed. */
  is_converted: z.boolean(),
  /** Set when shared with every team of the company; null while only its team sees it. */
  shared_at: z.string().nullable(),
  created_at: z.string(),
  /** The provider's size chart for the product, as the console holds it; null when there is none. */
  size_chart: z.string().nullable(),
  /** The name of the country the product ships from (its origin). */
  ships_from: z.string(),
  /** Whether it reaches the buyer's default shipping country; null while the buyer has none. */
  ships_to_you: z.boolean().nullable(),
});
export type SavedProduct = z.infer<typeof savedProduct>;

export const savedProductsQuery = z.object({
  keyword: z.string().max(200).optional(),
  team_id: databaseIdText.optional(),
  sort_by: z.enum(['title', 'created_at', 'desc']).default('title'),
  /** A catalogue product type ('standard' by default); 'all' lists every type. */
  product_type: z.string().trim().max(50).default('standard'),
  uids: commaListOf(z.uuid('Choose products from the list')),
  page: pageNumber,
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

export const savedProductsResponse = z.object({ saved_products: z.array(savedProduct), meta: listMeta });
export const savedProductResponse = z.object({ saved_product: savedProduct });

const requiredText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(200, `${label} must be at most 200 characters`);

/** PUT /api/saved_products/{uuid}: the update modal's title and team. */
export const updateSavedProductBody = z.object({
  saved_product: z.object({
    title: requiredText('Title'),
    team_id: z.number({ error: 'Team is required' }).int('Team is required').positive('Team is required'),
  }),
});
export type UpdateSavedProductBody = z.infer<typeof updateSavedProductBody>;

export const updateSavedProductResponse = z.object({ message: z.string(), saved_product: savedProduct });

/** DELETE /api/saved_products: one saved product by uuid. */
export const deleteSavedProductBody = z.object({ id: z.uuid() });

/** DELETE /api/saved_products/bulk_remove: several saved products by uuid (person in charge only). */
export const bulkRemoveSavedProductsBody = z.object({
  ids: z.array(z.uuid()).min(1, 'Select at least one product').max(100),
});

/** PUT /api/saved_products/{uuid}/share: share with the whole company (default) or stop sharing. */
export const shareSavedProductBody = z.object({ is_shared: z.boolean().default(true) }).nullish();
export const shareSavedProductResponse = updateSavedProductResponse;

/** A catalogue product the provider hand-picked for the company. `id` is the product's uuid. */
export const recommendedProduct = z.object({
  id: z.string(),
  title: z.string(),
  sku: z.string(),
  description: z.string(),
  brand_name: z.string(),
  thumb_image: z.string().nullable(),
  is_builder: z.boolean(),
  sizes: z.array(z.string()),
  colors: z.array(colour),
  pricing,
  /** Spec price range: lowest tier to highest tier plus the largest size add-on, in cents. */
  price_range: z.object({ min: z.number().int(), max: z.number().int() }),
  /** ISO 4217 code every amount of the product is written with (`SGD 19.00`). */
  currency: z.string(),
  currency_symbol: z.string(),
  min_qty: z.number().int(),
  /** True when the company already keeps this product among its saved products. */
  is_saved: z.boolean(),
});
export type RecommendedProduct = z.infer<typeof recommendedProduct>;

export const recommendedProductsResponse = z.object({ recommended_products: z.array(recommendedProduct) });

/** POST /api/saved_products/convert_saved_products: save recommended products (by product uuid). */
export const convertSavedProductsBody = z.object({
  ids: z.array(z.uuid()).min(1, 'Select at least one product').max(50),
});
export const convertSavedProductsResponse = z.object({
  message: z.string(),
  saved_products: z.array(savedProduct),
});

/** GET /api/kart_items/check_price: a saved product priced by the server for these quantities. */
export const checkPriceQuery = z.object({
  product_id: z.uuid(),
  /** JSON object of size -> quantity, as the spec sends it. */
  qty_options: z.string().max(4000),
  mode: z.enum(['normal', 'pro']).default('normal'),
});
/** Priced as the line would be in the caller's cart (its other lines of the product pool the tier). */
export const checkPriceResponse = linePrice;
export type CheckPriceResponse = z.infer<typeof checkPriceResponse>;

/** GET /api/saved_products/price_list.pdf: the chosen saved products (uuids joined by commas). */
export const priceListQuery = z.object({
  ids: commaListOf(
    z.uuid('Choose products from the list'),
    100,
    'Choose at most 100 products for one price list',
  ).refine((ids) => ids.length > 0, 'Select at least one product'),
});
