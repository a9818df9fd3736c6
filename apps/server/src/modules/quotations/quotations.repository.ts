import { QUOTATION_STATUS_OF_ORDER, type QuotationStatus } from '@livery/domain/quotation-status';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { pageTotal, totalColumn } from '../../db/page-total.ts';
import { statementPerShape } from '../../db/prepared-statement.ts';
import {
  addresses,
  companies,
  orders,
  rfQuotes,
  rfqAttachments,
  rfqComments,
  rfqProducts,
  rfqVersions,
  taxRates,
  teamMembers,
  teams,
  users,
} from '../../db/schema.ts';

export type QuotationRow = typeof rfQuotes.$inferSelect;
export type RfqProductRow = typeof rfqProducts.$inferSelect;
export type RfqAttachmentRow = typeof rfqAttachments.$inferSelect;
export type RfqVersionRow = typeof rfqVersions.$inferSelect;

/** Who may see a quotation: the provider sees all; a customer its company's quotations of teams it joined. */
export type QuotationScope =
  | { kind: 'provider' }
  /** `teamIds`: the joined teams when the caller's session brought them, else read by a subquery. */
  | { kind: 'customer'; userId: number; companyId: number; teamIds?: readonly number[] };

function scopeCondition(db: DatabaseOrTransaction, scope: QuotationScope): SQL | undefined {
  if (scope.kind === 'provider') return undefined;
  const joinedTeamIds = scope.teamIds
    ? [...scope.teamIds]
    : db
        .select({ id: teamMembers.teamId })
        .from(teamMembers)
        .where(and(eq(teamMembers.userId, scope.userId), eq(teamMembers.status, 'joined')));
  return and(eq(rfQuotes.companyId, scope.companyId), inArray(rfQuotes.teamId, joinedTeamIds));
}

/** The shown status in SQL, from the domain's table: the quotation's own until approved, then its order's. */
const shownStatus = sql<QuotationStatus>`case when ${rfQuotes.status} <> 'quote_approved' or ${orders.orderStatus} is null then ${rfQuotes.status} ${sql.join(
  Object.entries(QUOTATION_STATUS_OF_ORDER).map(
    ([orderStatus, quotationStatus]) =>
      sql`when ${orders.orderStatus} = ${orderStatus} then ${quotationStatus}`,
  ),
  sql` `,
)} else 'quote_approved' end`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface QuotationFilter {
  keyword?: string;
  teamId?: number;
  status?: QuotationStatus;
}

const summaryColumns = {
  quotation: rfQuotes,
  shownStatus,
  orderUuid: orders.uuid,
  orderUid: orders.uid,
  orderStatus: orders.orderStatus,
  orderInProgressAt: orders.inProgressAt,
  orderReadyAt: orders.readyAt,
  orderShippedAt: orders.shippedAt,
  orderCompletedAt: orders.completedAt,
  shipCountryCode: addresses.countryCode,
  teamName: teams.name,
  userName: users.name,
  userEmail: users.email,
  companyName: companies.name,
};

function selectQuotations(db: DatabaseOrTransaction) {
  return db
    .select(summaryColumns)
    .from(rfQuotes)
    .leftJoin(orders, eq(orders.id, rfQuotes.orderId))
    .leftJoin(
      addresses,
      and(eq(addresses.id, rfQuotes.shipAddressId), eq(addresses.companyId, rfQuotes.companyId)),
    )
    .innerJoin(teams, eq(teams.id, rfQuotes.teamId))
    .innerJoin(users, eq(users.id, rfQuotes.userId))
    .innerJoin(companies, eq(companies.id, rfQuotes.companyId));
}

export type QuotationSummaryRow = Awaited<ReturnType<typeof selectQuotations>>[number];

/**
 * What a list row needs beyond the quotation to show its total, read in the page's statement (issue 23): its
 * priced lines, and the GST rate of its destination (null when the country has none set).
 */
const pageExtraColumns = {
  pricedLines: sql<Array<{ qty: number; unitPrice: number | null; isOption: boolean }>>`coalesce((
    select json_agg(json_build_object('qty', ${rfqProducts.qty}, 'unitPrice', ${rfqProducts.unitPrice}, 'isOption', ${rfqProducts.isOption}) order by ${rfqProducts.id})
    from ${rfqProducts} where ${rfqProducts.rfQuoteId} = ${rfQuotes.id}), '[]'::json)`,
  destinationGstRate: sql<
    number | null
  >`(select ${taxRates.ratePercent} from ${taxRates} where ${taxRates.countryCode} = upper(${addresses.countryCode}))`,
};

/** A page's values: every one a parameter of the statement prepared for its shape (`statementPerShape`). */
interface QuotationsPageValues extends Record<string, unknown> {
  /** A customer's company; absent for the provider, who sees every quotation. */
  companyId?: number;
  /** A customer's joined teams, as the session read them; else `userId` reads them in the statement. */
  teamIds?: number[];
  userId?: number;
  /** A LIKE pattern, escaped. */
  keywordPattern?: string;
  teamId?: number;
  status?: QuotationStatus;
  limit: number;
  offset: number;
}

/** The scope and the filters over a page's values, which may be placeholders. */
function pageCondition(db: DatabaseOrTransaction, values: QuotationsPageValues) {
  const { companyId, teamIds, userId, keywordPattern, teamId, status } = values;
  return and(
    companyId !== undefined
      ? // userId is read only without teamIds.
        scopeCondition(db, { kind: 'customer', companyId, userId: userId ?? 0, teamIds })
      : undefined,
    keywordPattern !== undefined
      ? or(ilike(rfQuotes.uid, keywordPattern), ilike(rfQuotes.projectTitle, keywordPattern))
      : undefined,
    teamId !== undefined ? eq(rfQuotes.teamId, teamId) : undefined,
    status !== undefined ? sql`${shownStatus} = ${status}` : undefined,
  );
}

/** The status filter reads the order's status, so the count joins it only when that filter is on. */
function countQuotations(db: DatabaseOrTransaction, values: QuotationsPageValues) {
  const where = pageCondition(db, values);
  return values.status !== undefined
    ? db
        .select({ value: count() })
        .from(rfQuotes)
        .leftJoin(orders, eq(orders.id, rfQuotes.orderId))
        .where(where)
    : db.select({ value: count() }).from(rfQuotes).where(where);
}

const quotationsPage = statementPerShape('quotations_page', (db, values: QuotationsPageValues) =>
  // The lines, the rate and the total ride in the page's statement: one round trip for the page.
  db
    .select({ ...summaryColumns, ...pageExtraColumns, total: totalColumn(countQuotations(db, values)) })
    .from(rfQuotes)
    .leftJoin(orders, eq(orders.id, rfQuotes.orderId))
    .leftJoin(
      addresses,
      and(eq(addresses.id, rfQuotes.shipAddressId), eq(addresses.companyId, rfQuotes.companyId)),
    )
    .innerJoin(teams, eq(teams.id, rfQuotes.teamId))
    .innerJoin(users, eq(users.id, rfQuotes.userId))
    .innerJoin(companies, eq(companies.id, rfQuotes.companyId))
    .where(pageCondition(db, values))
    .orderBy(desc(rfQuotes.createdAt), desc(rfQuotes.id))
    .limit(values.limit)
    .offset(values.offset),
);

export async function findQuotationsPage(
  db: Database,
  scope: QuotationScope,
  filter: QuotationFilter & { limit: number; offset: number },
) {
  const customer = scope.kind === 'customer' ? scope : undefined;
  const values: QuotationsPageValues = {
    companyId: customer?.companyId,
    teamIds: customer?.teamIds ? [...customer.teamIds] : undefined,
    userId: customer && !customer.teamIds ? customer.userId : undefined,
    keywordPattern: filter.keyword ? `%${escapeLike(filter.keyword)}%` : undefined,
    teamId: filter.teamId || undefined,
    status: filter.status || undefined,
    limit: filter.limit,
    offset: filter.offset,
  };
  const rows = await quotationsPage(db, values, undefined);
  const totalCount = await pageTotal(
    rows,
    filter.offset,
    async () => (await countQuotations(db, values))[0]?.value ?? 0,
  );
  return { rows, totalCount };
}

export async function findQuotationByUid(db: DatabaseOrTransaction, scope: QuotationScope, uid: string) {
  const [row] = await selectQuotations(db)
    .where(and(scopeCondition(db, scope), eq(rfQuotes.uid, uid)))
    .limit(1);
  return row;
}

/** Locks the quotation row for a change that must happen once (approval, pricing, cancelling). */
export async function lockQuotation(db: DatabaseOrTransaction, id: number) {
  const [row] = await db.select().from(rfQuotes).where(eq(rfQuotes.id, id)).for('update').limit(1);
  return row;
}

export async function insertQuotation(
  db: DatabaseOrTransaction,
  values: Omit<typeof rfQuotes.$inferInsert, 'uid'>,
) {
  // The uid carries the row's own id, known only once the row exists: one statement takes it from the sequence.
  const [row] = await db
    .insert(rfQuotes)
    .values({
      ...values,
      uid: sql`'Q-' || extract(year from now())::int || '-' || lpad(currval(pg_get_serial_sequence('rf_quotes', 'id'))::text, 6, '0')`,
    })
    .returning();
  return row!;
}

export async function updateQuotation(
  db: DatabaseOrTransaction,
  id: number,
  values: Partial<typeof rfQuotes.$inferInsert>,
) {
  const [row] = await db.update(rfQuotes).set(values).where(eq(rfQuotes.id, id)).returning();
  return row!;
}

export async function deleteQuotationRow(db: DatabaseOrTransaction, id: number) {
  await db.delete(rfQuotes).where(eq(rfQuotes.id, id));
}

export async function insertRfqProducts(
  db: DatabaseOrTransaction,
  values: Array<typeof rfqProducts.$inferInsert>,
) {
  if (values.length === 0) return [];
  return db.insert(rfqProducts).values(values).returning();
}

export async function findRfqProducts(db: DatabaseOrTransaction, quotationId: number) {
  return db
    .select()
    .from(rfqProducts)
    .where(eq(rfqProducts.rfQuoteId, quotationId))
    .orderBy(asc(rfqProducts.id));
}

/** A product with its quotation's company, team and stored status: enough to check who may touch it. */
export async function findRfqProductWithQuotation(db: DatabaseOrTransaction, productId: number) {
  const [row] = await db
    .select({ product: rfqProducts, quotation: rfQuotes })
    .from(rfqProducts)
    .innerJoin(rfQuotes, eq(rfQuotes.id, rfqProducts.rfQuoteId))
    .where(eq(rfqProducts.id, productId))
    .limit(1);
  return row;
}

export async function updateRfqProduct(
  db: DatabaseOrTransaction,
  id: number,
  values: Partial<typeof rfqProducts.$inferInsert>,
) {
  const [row] = await db.update(rfqProducts).set(values).where(eq(rfqProducts.id, id)).returning();
  return row!;
}

export async function insertRfqAttachments(
  db: DatabaseOrTransaction,
  values: Array<typeof rfqAttachments.$inferInsert>,
) {
  if (values.length === 0) return [];
  return db.insert(rfqAttachments).values(values).returning();
}

/** The files of the quotation's products and of their comments. */
export async function findRfqAttachmentsOfProducts(db: DatabaseOrTransaction, productIds: number[]) {
  if (productIds.length === 0) return [];
  const commentIds = db
    .select({ id: rfqComments.id })
    .from(rfqComments)
    .where(inArray(rfqComments.rfqProductId, productIds));
  return db
    .select()
    .from(rfqAttachments)
    .where(
      or(inArray(rfqAttachments.rfqProductId, productIds), inArray(rfqAttachments.rfqCommentId, commentIds)),
    )
    .orderBy(asc(rfqAttachments.id));
}

export async function deleteRfqProductAttachment(
  db: DatabaseOrTransaction,
  productId: number,
  attachmentId: number,
) {
  const [row] = await db
    .delete(rfqAttachments)
    .where(
      and(
        eq(rfqAttachments.id, attachmentId),
        eq(rfqAttachments.rfqProductId, productId),
        isNull(rfqAttachments.rfqCommentId),
      ),
    )
    .returning();
  return row;
}

export async function findRfqComments(db: DatabaseOrTransaction, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      comment: rfqComments,
      authorName: users.name,
      authorEmail: users.email,
      authorRole: users.role,
    })
    .from(rfqComments)
    .leftJoin(users, eq(users.id, rfqComments.userId))
    .where(inArray(rfqComments.rfqProductId, productIds))
    .orderBy(asc(rfqComments.createdAt), asc(rfqComments.id));
}

export async function insertRfqComment(db: DatabaseOrTransaction, values: typeof rfqComments.$inferInsert) {
  const [row] = await db.insert(rfqComments).values(values).returning();
  return row!;
}

/** A comment with its product's quotation: who may see and delete it. */
export async function findRfqCommentWithQuotation(db: DatabaseOrTransaction, commentId: number) {
  const [row] = await db
    .select({ comment: rfqComments, quotation: rfQuotes })
    .from(rfqComments)
    .innerJoin(rfqProducts, eq(rfqProducts.id, rfqComments.rfqProductId))
    .innerJoin(rfQuotes, eq(rfQuotes.id, rfqProducts.rfQuoteId))
    .where(eq(rfqComments.id, commentId))
    .limit(1);
  return row;
}

export async function deleteRfqCommentRow(db: DatabaseOrTransaction, commentId: number) {
  await db.delete(rfqComments).where(eq(rfqComments.id, commentId));
}

/** The storage keys of every file of a quotation, to remove once it is deleted. */
export async function findStorageKeysOfQuotation(db: DatabaseOrTransaction, quotationId: number) {
  const productIds = (await findRfqProducts(db, quotationId)).map((product) => product.id);
  return (await findRfqAttachmentsOfProducts(db, productIds)).map((row) => row.storageKey);
}

/** Removes the provider's option lines of a quotation before a new pricing adds its own. */
export async function deleteOptionProducts(db: DatabaseOrTransaction, quotationId: number) {
  await db
    .delete(rfqProducts)
    .where(and(eq(rfqProducts.rfQuoteId, quotationId), eq(rfqProducts.isOption, true)));
}

export async function insertRfqVersion(db: DatabaseOrTransaction, values: typeof rfqVersions.$inferInsert) {
  const [row] = await db.insert(rfqVersions).values(values).returning();
  return row!;
}

/** Every pricing of a quotation, newest first. */
export async function findRfqVersions(db: DatabaseOrTransaction, quotationId: number) {
  return db
    .select()
    .from(rfqVersions)
    .where(eq(rfqVersions.rfQuoteId, quotationId))
    .orderBy(desc(rfqVersions.version));
}

export async function findRfqVersion(db: DatabaseOrTransaction, quotationId: number, version: number) {
  const [row] = await db
    .select()
    .from(rfqVersions)
    .where(and(eq(rfqVersions.rfQuoteId, quotationId), eq(rfqVersions.version, version)))
    .limit(1);
  return row;
}
