import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** When the row was written (UTC), set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The row's random, unique uuid: the id the API shows instead of the serial one. */
export const publicId = () => uuid('uuid').notNull().unique().default(sql`gen_random_uuid()`);
