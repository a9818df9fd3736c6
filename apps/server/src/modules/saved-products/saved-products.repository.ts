import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { products, savedProducts, teamMembers, teams } from '../../db/schema.ts';

const savedProductColumns = {
  id: savedProducts.id,
  uuid: savedProducts.uuid,
  title: savedProducts.title,
  sku: savedProducts.sku,
  thumbUrl: savedProducts.thumbUrl,
  teamId: savedProducts.teamId,
  teamName: teams.name,
  apparelColor: savedProducts.apparelColor,
  // The design travels with the saved product into the cart, so its decorations are charged.
  design: savedProducts.design,
  printFiles: savedProducts.printFiles,
  createdAt: savedProducts.createdAt,
  product: {
    id: products.id,
    sizes: products.sizes,
    colors: products.colors,
    pricing: products.pricing,
    minQty: products.minQty,
    currencySymbol: products.currencySymbol,
  },
};

export interface Viewer {
  id: number;
  companyId: number;
}

/** Saved products a user may see: the company's, in a team the user joined or in no team. */
function visibleTo(db: DatabaseOrTransaction, viewer: Viewer): SQL {
  const joinedTeamIds = db
    .select({ id: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, viewer.id), eq(teamMembers.status, 'joined')));
  return and(
    eq(savedProducts.companyId, viewer.companyId),
    or(isNull(savedProducts.teamId), inArray(savedProducts.teamId, joinedTeamIds)),
  )!;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function findSavedProductsPage(
  db: DatabaseOrTransaction,
  viewer: Viewer,
  filter: {
    keyword?: string;
    teamId?: number;
    uuids?: string[];
    sortBy: 'title' | 'created_at' | 'desc';
    limit: number;
    offset: number;
  },
) {
  const where = and(
    visibleTo(db, viewer),
    filter.keyword
      ? or(
          ilike(savedProducts.title, `%${escapeLike(filter.keyword)}%`),
          ilike(savedProducts.sku, `%${escapeLike(filter.keyword)}%`),
        )
      : undefined,
    filter.teamId ? eq(savedProducts.teamId, filter.teamId) : undefined,
    filter.uuids ? inArray(savedProducts.uuid, filter.uuids) : undefined,
  );
  const order =
    filter.sortBy === 'title'
      ? [asc(savedProducts.title), asc(savedProducts.id)]
      : filter.sortBy === 'created_at'
        ? [asc(savedProducts.createdAt), asc(savedProducts.id)]
        : [desc(savedProducts.createdAt), desc(savedProducts.id)];
  const [rows, totals] = await Promise.all([
    db
      .select(savedProductColumns)
      .from(savedProducts)
      .innerJoin(products, eq(products.id, savedProducts.productId))
      .leftJoin(teams, eq(teams.id, savedProducts.teamId))
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ value: count() }).from(savedProducts).where(where),
  ]);
  return { rows, totalCount: totals[0]?.value ?? 0 };
}

export async function findSavedProductByUuid(db: DatabaseOrTransaction, viewer: Viewer, uuid: string) {
  const [row] = await db
    .select(savedProductColumns)
    .from(savedProducts)
    .innerJoin(products, eq(products.id, savedProducts.productId))
    .leftJoin(teams, eq(teams.id, savedProducts.teamId))
    .where(and(visibleTo(db, viewer), eq(savedProducts.uuid, uuid)))
    .limit(1);
  return row;
}

export async function findSavedProductsByIds(db: DatabaseOrTransaction, viewer: Viewer, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select(savedProductColumns)
    .from(savedProducts)
    .innerJoin(products, eq(products.id, savedProducts.productId))
    .leftJoin(teams, eq(teams.id, savedProducts.teamId))
    .where(and(visibleTo(db, viewer), inArray(savedProducts.id, ids)));
}

export type SavedProductRow = NonNullable<Awaited<ReturnType<typeof findSavedProductByUuid>>>;

export async function countCompanySavedProducts(
  db: DatabaseOrTransaction,
  companyId: number,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(savedProducts)
    .where(eq(savedProducts.companyId, companyId));
  return row?.value ?? 0;
}
