import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { pageTotal, totalColumn } from '../../db/page-total.ts';
import { statementPerShape } from '../../db/prepared-statement.ts';
import {
  companies,
  inventories,
  products,
  recommendedProducts,
  savedProducts,
  teamMembers,
  teams,
} from '../../db/schema.ts';
import { type Viewer, visibleInViewerTeams } from '../../db/team-visibility.ts';

const savedProductColumns = {
  id: savedProducts.id,
  uuid: savedProducts.uuid,
  title: savedProducts.title,
  sku: savedProducts.sku,
  userId: savedProducts.userId,
  thumbUrl: savedProducts.thumbUrl,
  teamId: savedProducts.teamId,
  teamName: teams.name,
  apparelColor: savedProducts.apparelColor,
  // The design travels with the saved product into the cart, so its decorations are charged.
  design: savedProducts.design,
  printFiles: savedProducts.printFiles,
  isConverted: savedProducts.isConverted,
  sharedAt: savedProducts.sharedAt,
  createdAt: savedProducts.createdAt,
  product: {
    id: products.id,
    sizes: products.sizes,
    colors: products.colors,
    pricing: products.pricing,
    minQty: products.minQty,
    currencySymbol: products.currencySymbol,
    originCountry: products.originCountry,
    sizeChart: products.sizeChart,
    currency: products.currency,
  },
};

export type { Viewer };

/** Records a user may see: the company's, in a team the user joined or in no team, or shared with the company. */
function visibleTo(db: DatabaseOrTransaction, viewer: Viewer): SQL {
  return visibleInViewerTeams(
    db,
    viewer,
    { companyId: savedProducts.companyId, teamId: savedProducts.teamId },
    isNotNull(savedProducts.sharedAt),
  );
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A page's values: every one a parameter of the statement prepared for its shape (`statementPerShape`). */
interface SavedProductsPageValues extends Record<string, unknown> {
  companyId: number;
  /** The viewer's joined teams, from the session (as values the planner sees the company's real share). */
  joinedTeamIds: number[];
  /** A LIKE pattern, escaped. */
  keywordPattern?: string;
  teamId?: number;
  uuids?: string[];
  productType?: string;
  limit: number;
  offset: number;
}

type SavedProductsSort = 'title' | 'created_at' | 'desc';

/** A user's joined teams, for a viewer not resolved from a session (a session carries them). */
async function joinedTeamIdsOf(db: DatabaseOrTransaction, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.status, 'joined')));
  return rows.map((row) => row.id);
}

function savedProductsWhere(values: SavedProductsPageValues) {
  return and(
    // The team rule of `visibleTo`, with the joined teams as values instead of a subquery.
    eq(savedProducts.companyId, values.companyId),
    or(
      isNull(savedProducts.teamId),
      isNotNull(savedProducts.sharedAt),
      inArray(savedProducts.teamId, values.joinedTeamIds),
    ),
    values.keywordPattern !== undefined
      ? or(ilike(savedProducts.title, values.keywordPattern), ilike(savedProducts.sku, values.keywordPattern))
      : undefined,
    values.teamId !== undefined ? eq(savedProducts.teamId, values.teamId) : undefined,
    values.uuids !== undefined ? inArray(savedProducts.uuid, values.uuids) : undefined,
    values.productType !== undefined ? eq(products.productType, values.productType) : undefined,
  );
}

function savedProductsCount(db: DatabaseOrTransaction, values: SavedProductsPageValues) {
  return db
    .select({ value: count() })
    .from(savedProducts)
    .innerJoin(products, eq(products.id, savedProducts.productId))
    .where(savedProductsWhere(values));
}

const savedProductsPage = statementPerShape(
  'saved_products_page',
  (db, values: SavedProductsPageValues, sortBy: SavedProductsSort) =>
    db
      // The total rides in the page's statement: one round trip for the page.
      .select({ ...savedProductColumns, total: totalColumn(savedProductsCount(db, values)) })
      .from(savedProducts)
      .innerJoin(products, eq(products.id, savedProducts.productId))
      .leftJoin(teams, eq(teams.id, savedProducts.teamId))
      .where(savedProductsWhere(values))
      .orderBy(
        ...(sortBy === 'title'
          ? [asc(savedProducts.title), asc(savedProducts.id)]
          : sortBy === 'created_at'
            ? [asc(savedProducts.createdAt), asc(savedProducts.id)]
            : [desc(savedProducts.createdAt), desc(savedProducts.id)]),
      )
      .limit(values.limit)
      .offset(values.offset),
);

export async function findSavedProductsPage(
  db: Database,
  viewer: Viewer & { teamIds?: readonly number[] },
  filter: {
    keyword?: string;
    teamId?: number;
    uuids?: string[];
    /** A catalogue product type; undefined lists every type. */
    productType?: string;
    sortBy: SavedProductsSort;
    limit: number;
    offset: number;
  },
) {
  const values: SavedProductsPageValues = {
    companyId: viewer.companyId,
    joinedTeamIds: viewer.teamIds ? [...viewer.teamIds] : await joinedTeamIdsOf(db, viewer.id),
    keywordPattern: filter.keyword ? `%${escapeLike(filter.keyword)}%` : undefined,
    teamId: filter.teamId || undefined,
    uuids: filter.uuids,
    productType: filter.productType || undefined,
    limit: filter.limit,
    offset: filter.offset,
  };
  const rows = await savedProductsPage(db, values, filter.sortBy);
  const totalCount = await pageTotal(
    rows,
    filter.offset,
    async () => (await savedProductsCount(db, values))[0]?.value ?? 0,
  );
  return { rows, totalCount };
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

/** Visible saved products by uuid, in no particular order. */
export async function findSavedProductsByUuids(db: DatabaseOrTransaction, viewer: Viewer, uuids: string[]) {
  if (uuids.length === 0) return [];
  return db
    .select(savedProductColumns)
    .from(savedProducts)
    .innerJoin(products, eq(products.id, savedProducts.productId))
    .leftJoin(teams, eq(teams.id, savedProducts.teamId))
    .where(and(visibleTo(db, viewer), inArray(savedProducts.uuid, uuids)));
}

export async function updateSavedProductRow(
  db: DatabaseOrTransaction,
  id: number,
  values: { title?: string; teamId?: number | null; sharedAt?: Date | null },
) {
  await db
    .update(savedProducts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(savedProducts.id, id));
}

export async function deleteSavedProductRows(db: DatabaseOrTransaction, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(savedProducts).where(inArray(savedProducts.id, ids));
}

/** Ids among these saved products that some inventory keeps stock of. */
export async function findSavedProductIdsInInventories(
  db: DatabaseOrTransaction,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: inventories.savedProductId })
    .from(inventories)
    .where(inArray(inventories.savedProductId, ids));
  return rows.map((row) => row.id);
}

const recommendedColumns = {
  id: products.id,
  uuid: products.uuid,
  title: products.title,
  sku: products.sku,
  description: products.description,
  brandName: products.brandName,
  thumbUrl: products.thumbUrl,
  isBuilder: products.isBuilder,
  sizes: products.sizes,
  colors: products.colors,
  pricing: products.pricing,
  currency: products.currency,
  currencySymbol: products.currencySymbol,
  minQty: products.minQty,
};

/** The active products the provider recommends to the company, in the provider's order. */
export async function findRecommendedProducts(db: DatabaseOrTransaction, companyId: number) {
  const isSaved = sql<boolean>`exists (select 1 from ${savedProducts} where ${savedProducts.companyId} = ${companyId} and ${savedProducts.productId} = ${products.id})`;
  return db
    .select({ ...recommendedColumns, isSaved })
    .from(recommendedProducts)
    .innerJoin(products, eq(products.id, recommendedProducts.productId))
    .where(and(eq(recommendedProducts.companyId, companyId), eq(products.isActive, true)))
    .orderBy(asc(recommendedProducts.position), asc(products.title));
}

/** Recommended active products of the company among these product uuids. */
export async function findRecommendedProductsByUuids(
  db: DatabaseOrTransaction,
  companyId: number,
  uuids: string[],
) {
  if (uuids.length === 0) return [];
  return db
    .select(recommendedColumns)
    .from(recommendedProducts)
    .innerJoin(products, eq(products.id, recommendedProducts.productId))
    .where(
      and(
        eq(recommendedProducts.companyId, companyId),
        eq(products.isActive, true),
        inArray(products.uuid, uuids),
      ),
    );
}

/** Catalogue product ids among these that the company already keeps as saved products. */
export async function findSavedCatalogueProductIds(
  db: DatabaseOrTransaction,
  companyId: number,
  productIds: number[],
): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: savedProducts.productId })
    .from(savedProducts)
    .where(and(eq(savedProducts.companyId, companyId), inArray(savedProducts.productId, productIds)));
  return rows.map((row) => row.id);
}

export async function insertSavedProductRows(
  db: DatabaseOrTransaction,
  rows: Array<typeof savedProducts.$inferInsert>,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(savedProducts).values(rows).returning({ id: savedProducts.id });
  return inserted.map((row) => row.id);
}

export async function findCompanyName(db: DatabaseOrTransaction, companyId: number): Promise<string> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? '';
}
