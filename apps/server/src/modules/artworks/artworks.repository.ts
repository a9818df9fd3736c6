import { and, count, desc, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { pageTotal, totalColumn } from '../../db/page-total.ts';
import { artworks, kartItems, orderItems, orders, savedProducts, teams, users } from '../../db/schema.ts';
import { type Viewer, visibleInViewerTeams } from '../../db/team-visibility.ts';

const artworkColumns = {
  id: artworks.id,
  uuid: artworks.uuid,
  companyId: artworks.companyId,
  title: artworks.title,
  userId: artworks.userId,
  userName: users.name,
  teamId: artworks.teamId,
  teamName: teams.name,
  extension: artworks.extension,
  storageKey: artworks.storageKey,
  thumbKey: artworks.thumbKey,
  widthPx: artworks.widthPx,
  heightPx: artworks.heightPx,
  colorsCount: artworks.colorsCount,
  finishing: artworks.finishing,
  printSize: artworks.printSize,
  createdAt: artworks.createdAt,
};

export type { Viewer };

/** Records a user may see: the company's, in a team the user joined or in no team. */
function visibleTo(db: DatabaseOrTransaction, viewer: Viewer): SQL {
  return visibleInViewerTeams(db, viewer, { companyId: artworks.companyId, teamId: artworks.teamId });
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function findArtworksPage(
  db: DatabaseOrTransaction,
  viewer: Viewer,
  filter: { keyword?: string; teamId?: number; limit: number; offset: number },
) {
  const where = and(
    visibleTo(db, viewer),
    filter.keyword ? ilike(artworks.title, `%${escapeLike(filter.keyword)}%`) : undefined,
    filter.teamId ? eq(artworks.teamId, filter.teamId) : undefined,
  );
  const countQuery = db.select({ value: count() }).from(artworks).where(where);
  // The total rides in the page's statement: one round trip for the page.
  const rows = await db
    .select({ ...artworkColumns, total: totalColumn(countQuery) })
    .from(artworks)
    .innerJoin(users, eq(users.id, artworks.userId))
    .leftJoin(teams, eq(teams.id, artworks.teamId))
    .where(where)
    .orderBy(desc(artworks.createdAt), desc(artworks.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const totalCount = await pageTotal(rows, filter.offset, async () => (await countQuery)[0]?.value ?? 0);
  return { rows, totalCount };
}

export async function findArtworkByUuid(db: DatabaseOrTransaction, viewer: Viewer, uuid: string) {
  const [row] = await db
    .select(artworkColumns)
    .from(artworks)
    .innerJoin(users, eq(users.id, artworks.userId))
    .leftJoin(teams, eq(teams.id, artworks.teamId))
    .where(and(visibleTo(db, viewer), eq(artworks.uuid, uuid)))
    .limit(1);
  return row;
}

export async function findArtworkById(db: DatabaseOrTransaction, viewer: Viewer, id: number) {
  const [row] = await db
    .select(artworkColumns)
    .from(artworks)
    .innerJoin(users, eq(users.id, artworks.userId))
    .leftJoin(teams, eq(teams.id, artworks.teamId))
    .where(and(visibleTo(db, viewer), eq(artworks.id, id)))
    .limit(1);
  return row;
}

/**
 * The artwork filed under the same team (or none) holding exactly these bytes, if the company has one, as the
 * viewer sees it: one statement for an upload that is a logo placed again.
 */
export async function findArtworkByContent(
  db: DatabaseOrTransaction,
  viewer: Viewer,
  filing: { teamId: number | null; contentHash: string },
) {
  const [row] = await db
    .select(artworkColumns)
    .from(artworks)
    .innerJoin(users, eq(users.id, artworks.userId))
    .leftJoin(teams, eq(teams.id, artworks.teamId))
    .where(
      and(
        visibleTo(db, viewer),
        filing.teamId === null ? isNull(artworks.teamId) : eq(artworks.teamId, filing.teamId),
        eq(artworks.contentHash, filing.contentHash),
      ),
    )
    .orderBy(artworks.id)
    .limit(1);
  return row;
}

export type ArtworkRow = NonNullable<Awaited<ReturnType<typeof findArtworkByUuid>>>;

/** Inserts an artwork and answers it as the list reads it (its uploader's and team's names): one statement. */
export async function insertArtworkRow(
  db: DatabaseOrTransaction,
  values: typeof artworks.$inferInsert,
): Promise<ArtworkRow> {
  const inserted = db.$with('inserted').as(db.insert(artworks).values(values).returning());
  const [row] = await db
    .with(inserted)
    .select({
      id: inserted.id,
      uuid: inserted.uuid,
      companyId: inserted.companyId,
      title: inserted.title,
      userId: inserted.userId,
      userName: users.name,
      teamId: inserted.teamId,
      teamName: teams.name,
      extension: inserted.extension,
      storageKey: inserted.storageKey,
      thumbKey: inserted.thumbKey,
      widthPx: inserted.widthPx,
      heightPx: inserted.heightPx,
      colorsCount: inserted.colorsCount,
      finishing: inserted.finishing,
      printSize: inserted.printSize,
      createdAt: inserted.createdAt,
    } satisfies Record<keyof typeof artworkColumns, unknown>)
    .from(inserted)
    .innerJoin(users, eq(users.id, inserted.userId))
    .leftJoin(teams, eq(teams.id, inserted.teamId));
  return row!;
}

export async function updateArtworkRow(
  db: DatabaseOrTransaction,
  id: number,
  values: Partial<typeof artworks.$inferInsert>,
) {
  await db.update(artworks).set(values).where(eq(artworks.id, id));
}

/** What the thumbnail job needs of an artwork, whoever owns it. */
export async function findArtworkFiles(db: DatabaseOrTransaction, id: number) {
  const [row] = await db
    .select({
      id: artworks.id,
      storageKey: artworks.storageKey,
      thumbKey: artworks.thumbKey,
      extension: artworks.extension,
      widthPx: artworks.widthPx,
      heightPx: artworks.heightPx,
    })
    .from(artworks)
    .where(eq(artworks.id, id));
  return row;
}

/** Records a drawn thumbnail unless one is there; false when the artwork is gone or already has one. */
export async function setArtworkThumbnail(db: DatabaseOrTransaction, id: number, thumbKey: string) {
  const rows = await db
    .update(artworks)
    .set({ thumbKey })
    .where(and(eq(artworks.id, id), isNull(artworks.thumbKey)))
    .returning({ id: artworks.id });
  return rows.length > 0;
}

export async function deleteArtworkRow(db: DatabaseOrTransaction, id: number) {
  await db.delete(artworks).where(eq(artworks.id, id));
}

/** True when a design JSON column places the artwork on any face (designs name artworks by uuid). */
function designUses(column: AnyPgColumn, uuid: string): SQL {
  return sql`exists (
    select 1 from jsonb_each(${column}->'faces') as face,
      jsonb_array_elements(coalesce(face.value->'artworks', '[]'::jsonb)) as placed
    where placed->>'artwork_id' = ${uuid}
  )`;
}

/**
 * How many of the company's saved products, cart lines and ordered lines place the artwork: a read-only
 * reference count across the design columns, kept here because the rule "an artwork in use stays" is ours.
 */
export async function countDesignsUsingArtwork(db: DatabaseOrTransaction, companyId: number, uuid: string) {
  const [saved, carts, ordered] = await Promise.all([
    db
      .select({ value: count() })
      .from(savedProducts)
      .where(and(eq(savedProducts.companyId, companyId), designUses(savedProducts.design, uuid))),
    db
      .select({ value: count() })
      .from(kartItems)
      .innerJoin(users, eq(users.id, kartItems.userId))
      .where(and(eq(users.companyId, companyId), designUses(kartItems.design, uuid))),
    db
      .select({ value: count() })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.companyId, companyId), designUses(orderItems.design, uuid))),
  ]);
  return {
    savedProducts: saved[0]?.value ?? 0,
    kartItems: carts[0]?.value ?? 0,
    orderItems: ordered[0]?.value ?? 0,
  };
}
