import type { PrintSizeClass } from '@livery/domain/finishing';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { createdAt, publicId } from './columns.ts';
import { teams } from './teams.ts';

/** A file a user uploaded (artwork, PO or other attachment); the bytes live in the file store under `storageKey`. */
export const artworks = pgTable(
  'artworks',
  {
    id: serial('id').primaryKey(),
    uuid: publicId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    extension: text('extension', { enum: ['svg', 'png', 'jpg'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    /** Null until the thumbnail job has drawn it; the file itself is shown meanwhile. */
    thumbKey: text('thumb_key'),
    byteSize: integer('byte_size').notNull(),
    widthPx: integer('width_px').notNull(),
    heightPx: integer('height_px').notNull(),
    colorsCount: integer('colors_count').notNull().default(1),
    finishing: text('finishing').notNull().default('screenprint'),
    printSize: text('print_size').$type<PrintSizeClass>().notNull().default('a4'),
    /** SHA-256 of the stored (sanitised) bytes: the same file uploaded again is the same artwork. Null before 0030. */
    contentHash: text('content_hash'),
    createdAt: createdAt(),
  },
  (table) => [
    index('artworks_company_created_idx').on(table.companyId, table.createdAt),
    index('artworks_company_content_idx').on(table.companyId, table.contentHash),
  ],
);
