import type { PrintSizeClass } from '@livery/domain/finishing';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { products } from './catalogue.ts';
import { createdAt, publicId } from './columns.ts';
import { teams } from './teams.ts';

/** An artwork as placed on a face, in canvas pixels, with how it is to be decorated. */
export interface PlacedArtwork {
  artwork_id: string;
  left: number;
  top: number;
  width: number;
  height: number;
  angle: number;
  /** Real printed size, one decimal. */
  width_cm: number;
  height_cm: number;
  finishing: string;
  colors_count: number;
  print_size: PrintSizeClass;
}

/** A design: the artworks placed on each face alias. */
export interface Design {
  faces: Record<string, { artworks: PlacedArtwork[] }>;
}

/** A staff-roster row as kept on saved products, cart lines and orders (spec 02 section 3). */
export type EmployeeRow = Record<string, string | number | null>;

export const savedProducts = pgTable(
  'saved_products',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    sku: text('sku').notNull(),
    apparelColor: text('apparel_color'),
    thumbUrl: text('thumb_url'),
    design: jsonb('design').$type<Design>().notNull().default(sql`'{"faces":{}}'::jsonb`),
    /** Print-ready SVG per face alias: keys in the file store. */
    printFiles: jsonb('print_files').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    qtyOptions: jsonb('qty_options').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    mode: text('mode', { enum: ['normal', 'pro'] })
      .notNull()
      .default('normal'),
    /** The name list (CSV mode). */
    employees: jsonb('employees').$type<EmployeeRow[]>().notNull().default(sql`'[]'::jsonb`),
    isConverted: boolean('is_converted').notNull().default(false),
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_products_company_idx').on(table.companyId, table.title),
    index('saved_products_product_idx').on(table.productId),
  ],
);

/** Name lists a company keeps for reuse in the builder's CSV mode. */
export const nameLists = pgTable(
  'name_lists',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    rows: jsonb('rows').$type<EmployeeRow[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('name_lists_company_idx').on(table.companyId)],
);
