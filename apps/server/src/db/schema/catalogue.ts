import { GARMENT_GROUPS } from '@livery/domain/entitlements';
import type { PrintSizeClass } from '@livery/domain/finishing';
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { companies } from './accounts.ts';
import { createdAt, publicId } from './columns.ts';

/** Where artwork may go on a face: the print area in canvas pixels (650 x 650) and its scale. */
export interface FacePrintConfig {
  px_per_cm: number;
  /** The reference point measurements start from (e.g. the collar's centre), canvas pixels. */
  refpt: { x: number; y: number };
  print_area: { left: number; top: number; width: number; height: number };
}

export interface ProductFace {
  alias: string;
  template_url: string;
  pconfig: FacePrintConfig;
}

/** A colour of a product, with the garment drawn in that colour per face alias when the provider has one. */
export interface ProductColour {
  value: string;
  title: string;
  images?: Record<string, string>;
}

/** A photo of a non-builder product (the carousel), per colour. */
export interface ProductImage {
  id: number;
  color_code: string;
  color_title: string;
  image_type: 'sub' | 'face';
  large_url: string;
  thumb_url: string;
}

/** A catalogue product the provider makes. Tier prices and size add-ons are in cents. */
export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  uuid: publicId(),
  title: text('title').notNull(),
  sku: text('sku').notNull().unique(),
  description: text('description').notNull().default(''),
  brandName: text('brand_name').notNull().default(''),
  sizeChart: text('size_chart'),
  productType: text('product_type').notNull().default('standard'),
  isBuilder: boolean('is_builder').notNull().default(true),
  /** Archived products stay on placed orders and saved products but are offered to nobody new. */
  isActive: boolean('is_active').notNull().default(true),
  minQty: integer('min_qty').notNull().default(1),
  sizes: jsonb('sizes').$type<string[]>().notNull(),
  colors: jsonb('colors').$type<ProductColour[]>().notNull(),
  pricing: jsonb('pricing')
    .$type<{ qtys: Record<string, number>; addons_size: Record<string, number> }>()
    .notNull(),
  faces: jsonb('faces').$type<ProductFace[]>().notNull().default(sql`'[]'::jsonb`),
  images: jsonb('images').$type<ProductImage[]>().notNull().default(sql`'[]'::jsonb`),
  /** Keys of finishing_methods this product can be decorated with. */
  finishings: jsonb('finishings')
    .$type<string[]>()
    .notNull()
    .default(sql`'["screenprint","embroidery","dtg","digital","dye_sub"]'::jsonb`),
  /** The country the provider makes and ships it from: the cart's sub-carts group by it. */
  originCountry: text('origin_country').notNull().default('SG'),
  thumbUrl: text('thumb_url'),
  currencySymbol: text('currency_symbol').notNull().default('$'),
  /** ISO 4217 code, shown wherever amounts of different countries meet (`SGD 24.50`). */
  currency: text('currency').notNull().default('SGD'),
  /** The garment group a programme's allocation may name instead of one saved product ("any top"); none: only by product. */
  garmentGroup: text('garment_group', { enum: GARMENT_GROUPS }),
  createdAt: createdAt(),
});

/**
 * A decoration method and what it adds per piece, in cents, by print-size class and colour count
 * ('1'..'4', '99' meaning more than four).
 */
export const finishingMethods = pgTable('finishing_methods', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  /** Which files suit it, shown beside the uploader. */
  fileHint: text('file_hint').notNull().default(''),
  position: integer('position').notNull().default(0),
  surcharges: jsonb('surcharges').$type<Record<PrintSizeClass, Record<string, number>>>().notNull(),
});

/** Products the provider hand-picks for a company ('HANDPICKED FOR YOUR COMPANY'). */
export const recommendedProducts = pgTable(
  'recommended_products',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.productId] })],
);
