import { z } from 'zod';
import { listMeta } from './common.ts';

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
  thumb_image: z.string().nullable(),
  team_id: z.number().int().nullable(),
  team_name: z.string().nullable(),
  colors: z.array(colour),
  sizes: z.array(z.string()),
  qty_options: z.record(z.string(), z.number().int()),
  pricing,
  currency_symbol: z.string(),
  min_qty: z.number().int(),
  product_id: z.number().int(),
  apparel_color: z.string().nullable(),
  created_at: z.string(),
});
export type SavedProduct = z.infer<typeof savedProduct>;

export const savedProductsQuery = z.object({
  keyword: z.string().max(200).optional(),
  team_id: z.coerce.number().int().optional(),
  sort_by: z.enum(['title', 'created_at', 'desc']).default('title'),
  product_type: z.string().max(50).optional(),
  uids: z.string().max(4000).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

export const savedProductsResponse = z.object({ saved_products: z.array(savedProduct), meta: listMeta });
export const savedProductResponse = z.object({ saved_product: savedProduct });
