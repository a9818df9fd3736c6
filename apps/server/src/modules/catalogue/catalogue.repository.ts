import { USAGE_COUNT_CAP } from '@livery/api-schemas/catalogue';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { pageTotal, totalColumn } from '../../db/page-total.ts';
import { statementPerShape } from '../../db/prepared-statement.ts';
import { companies, finishingMethods, products, recommendedProducts } from '../../db/schema.ts';

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type FinishingMethodRow = typeof finishingMethods.$inferSelect;

export function findFinishingMethods(db: DatabaseOrTransaction): Promise<FinishingMethodRow[]> {
  return db
    .select()
    .from(finishingMethods)
    .orderBy(asc(finishingMethods.position), asc(finishingMethods.key));
}

export async function updateFinishingMethodRow(
  db: DatabaseOrTransaction,
  key: string,
  values: Pick<FinishingMethodRow, 'title' | 'fileHint' | 'surcharges'>,
) {
  const [row] = await db
    .update(finishingMethods)
    .set(values)
    .where(eq(finishingMethods.key, key))
    .returning();
  return row;
}

export function findProductsByIds(db: DatabaseOrTransaction, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(products).where(inArray(products.id, ids));
}

export async function findActiveProductByUuid(db: DatabaseOrTransaction, uuid: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.uuid, uuid), eq(products.isActive, true)))
    .limit(1);
  return row;
}

/**
 * Saved products, cart lines and order lines made from the product (what keeps it from being deleted), counted
 * up to USAGE_COUNT_CAP through the product_id indexes: a million orders must not make the list slow.
 */
// Written out: drizzle leaves columns unqualified in a single-table select, which a subquery would misread.
const usesIn = (table: string) =>
  sql.raw(
    `(select count(*) from (select 1 from ${table} where ${table}.product_id = products.id limit ${USAGE_COUNT_CAP}) uses)`,
  );
const usageCount =
  sql<number>`least(${usesIn('saved_products')} + ${usesIn('kart_items')} + ${usesIn('order_items')}, ${USAGE_COUNT_CAP})`.mapWith(
    Number,
  );

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A page's values: every one a parameter of the statement prepared for its shape (`statementPerShape`). */
interface CatalogueProductsPageValues extends Record<string, unknown> {
  /** A LIKE pattern, escaped. */
  keywordPattern?: string;
  /** Active or archived products only; absent lists both. */
  isActive?: boolean;
  limit: number;
  offset: number;
}

function catalogueProductsWhere(values: CatalogueProductsPageValues) {
  const { keywordPattern, isActive } = values;
  return and(
    keywordPattern !== undefined
      ? or(ilike(products.title, keywordPattern), ilike(products.sku, keywordPattern))
      : undefined,
    isActive !== undefined ? eq(products.isActive, isActive) : undefined,
  );
}

function countCatalogueProducts(db: DatabaseOrTransaction, values: CatalogueProductsPageValues) {
  return db.select({ value: count() }).from(products).where(catalogueProductsWhere(values));
}

const catalogueProductsPage = statementPerShape(
  'catalogue_products_page',
  (db, values: CatalogueProductsPageValues) =>
    // The total rides in the page's statement: one round trip for the page.
    db
      .select({ product: products, usageCount, total: totalColumn(countCatalogueProducts(db, values)) })
      .from(products)
      .where(catalogueProductsWhere(values))
      .orderBy(desc(products.isActive), asc(products.title), asc(products.id))
      .limit(values.limit)
      .offset(values.offset),
);

export async function findCatalogueProductsPage(
  db: Database,
  filter: { keyword?: string; status: 'active' | 'archived' | 'all'; limit: number; offset: number },
) {
  const values: CatalogueProductsPageValues = {
    keywordPattern: filter.keyword ? `%${escapeLike(filter.keyword)}%` : undefined,
    isActive: filter.status === 'all' ? undefined : filter.status === 'active',
    limit: filter.limit,
    offset: filter.offset,
  };
  const rows = await catalogueProductsPage(db, values, undefined);
  const totalCount = await pageTotal(
    rows,
    filter.offset,
    async () => (await countCatalogueProducts(db, values))[0]?.value ?? 0,
  );
  return { rows, totalCount };
}

export async function findCatalogueProductByUuid(db: DatabaseOrTransaction, uuid: string) {
  const [row] = await db
    .select({ product: products, usageCount })
    .from(products)
    .where(eq(products.uuid, uuid));
  return row;
}

/** The product already holding that SKU, other than the one being edited. */
export async function findProductBySku(db: DatabaseOrTransaction, sku: string, exceptUuid?: string) {
  const [row] = await db
    .select({ uuid: products.uuid, title: products.title })
    .from(products)
    .where(and(eq(products.sku, sku), exceptUuid ? ne(products.uuid, exceptUuid) : undefined))
    .limit(1);
  return row;
}

export async function insertProductRow(db: DatabaseOrTransaction, values: NewProductRow) {
  const [row] = await db.insert(products).values(values).returning();
  return row!;
}

export async function updateProductRow(
  db: DatabaseOrTransaction,
  uuid: string,
  values: Partial<NewProductRow>,
) {
  const [row] = await db.update(products).set(values).where(eq(products.uuid, uuid)).returning();
  return row;
}

export async function deleteProductRow(db: DatabaseOrTransaction, uuid: string) {
  await db.delete(products).where(eq(products.uuid, uuid));
}

/** Customer companies (never the provider), with how many products are hand-picked for each. */
export function findCustomerCompanies(db: DatabaseOrTransaction) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      plan: companies.plan,
      recommendedCount:
        sql<number>`(select count(*) from recommended_products where recommended_products.company_id = companies.id)`.mapWith(
          Number,
        ),
    })
    .from(companies)
    .where(eq(companies.kind, 'customer'))
    .orderBy(asc(companies.name), asc(companies.id));
}

export async function findCustomerCompany(db: DatabaseOrTransaction, id: number) {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.kind, 'customer')));
  return row;
}

export function findRecommendedRows(db: DatabaseOrTransaction, companyId: number) {
  return db
    .select({ position: recommendedProducts.position, product: products })
    .from(recommendedProducts)
    .innerJoin(products, eq(products.id, recommendedProducts.productId))
    .where(eq(recommendedProducts.companyId, companyId))
    .orderBy(asc(recommendedProducts.position), asc(products.title));
}

export function findProductsByUuids(db: DatabaseOrTransaction, uuids: string[]): Promise<ProductRow[]> {
  if (uuids.length === 0) return Promise.resolve([]);
  return db.select().from(products).where(inArray(products.uuid, uuids));
}

/** Replaces a company's hand-picked list with these products, in this order. */
export async function replaceRecommendedRows(
  db: DatabaseOrTransaction,
  companyId: number,
  productIds: number[],
) {
  await db.delete(recommendedProducts).where(eq(recommendedProducts.companyId, companyId));
  if (productIds.length === 0) return;
  await db
    .insert(recommendedProducts)
    .values(productIds.map((productId, position) => ({ companyId, productId, position })));
}
