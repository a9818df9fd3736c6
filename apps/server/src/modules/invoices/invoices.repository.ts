import type { InvoiceStatus } from '@livery/domain/invoice-status';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { keptOrderCountQuery, orderListExtraColumns } from '../../db/order-list-queries.ts';
import { pageTotal, totalColumn } from '../../db/page-total.ts';
import { statementPerShape } from '../../db/prepared-statement.ts';
import {
  cancelledInvoicedOrderCounts,
  companies,
  invoiceCounts,
  invoiceCreditNotes,
  invoiceNumbers,
  invoicePayments,
  invoices,
  orders,
  teamMembers,
  teams,
  users,
} from '../../db/schema.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Hands out the next invoice number of the year. The upsert locks the year's counter row until the issuing
 * transaction ends, so concurrent approvals queue on it and a rolled-back approval gives its number back:
 * numbers have no gaps.
 */
export async function nextInvoiceNumber(db: DatabaseOrTransaction, year: number): Promise<number> {
  const [row] = await db
    .insert(invoiceNumbers)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceNumbers.year, set: { last: sql`${invoiceNumbers.last} + 1` } })
    .returning({ last: invoiceNumbers.last });
  return row!.last;
}

export async function insertInvoice(db: DatabaseOrTransaction, values: typeof invoices.$inferInsert) {
  const [row] = await db.insert(invoices).values(values).returning();
  return row!;
}

export async function findInvoiceOfOrder(db: DatabaseOrTransaction, orderId: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row;
}

/** The invoices of a page of orders, in one statement. */
export function findInvoicesOfOrders(db: DatabaseOrTransaction, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(invoices).where(inArray(invoices.orderId, orderIds));
}

const withOrder = {
  invoice: invoices,
  orderUuid: orders.uuid,
  orderUid: orders.uid,
  poNumber: orders.poNumber,
  teamId: orders.teamId,
  companyName: companies.name,
};

/** One invoice with its order's ids and its company's name; `lock` holds the row for a ledger write. */
export async function findInvoiceByUuid(db: DatabaseOrTransaction, uuid: string, lock = false) {
  const query = db
    .select(withOrder)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(eq(invoices.uuid, uuid));
  const [row] = lock ? await query.for('update', { of: invoices }) : await query;
  return row;
}
/** The invoice of an order with its order's ids and its company's name, or undefined before approval. */
export async function findInvoiceWithOrderOfOrder(db: DatabaseOrTransaction, orderId: number) {
  const [row] = await db
    .select(withOrder)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(eq(invoices.orderId, orderId));
  return row;
}
export type InvoiceWithOrder = NonNullable<Awaited<ReturnType<typeof findInvoiceByUuid>>>;

export async function updateInvoice(
  db: DatabaseOrTransaction,
  id: number,
  values: Partial<typeof invoices.$inferInsert>,
) {
  const [row] = await db.update(invoices).set(values).where(eq(invoices.id, id)).returning();
  return row!;
}

export async function insertPayment(db: DatabaseOrTransaction, values: typeof invoicePayments.$inferInsert) {
  const [row] = await db.insert(invoicePayments).values(values).returning();
  return row!;
}

/** Who is told of a payment against the order's invoice: its creator and the address subscribed to it. */
export async function findOrderRecipients(db: DatabaseOrTransaction, orderId: number) {
  const [row] = await db
    .select({ creatorEmail: users.email, subscribedEmail: orders.subscribedEmail })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row!;
}

export async function insertCreditNote(
  db: DatabaseOrTransaction,
  values: typeof invoiceCreditNotes.$inferInsert,
) {
  await db.insert(invoiceCreditNotes).values(values);
}

export function findPayments(db: DatabaseOrTransaction, invoiceId: number) {
  return db
    .select({ payment: invoicePayments, recordedBy: users.name, recordedByEmail: users.email })
    .from(invoicePayments)
    .leftJoin(users, eq(users.id, invoicePayments.recordedById))
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.receivedOn), asc(invoicePayments.id));
}

export function findCreditNotes(db: DatabaseOrTransaction, invoiceId: number) {
  return db
    .select({ creditNote: invoiceCreditNotes, recordedBy: users.name, recordedByEmail: users.email })
    .from(invoiceCreditNotes)
    .leftJoin(users, eq(users.id, invoiceCreditNotes.recordedById))
    .where(eq(invoiceCreditNotes.invoiceId, invoiceId))
    .orderBy(asc(invoiceCreditNotes.id));
}

/**
 * The derived status (packages/domain/src/invoice-status.ts `invoiceStatus`) as a condition on `invoices`,
 * for filters. It must say what the domain function says; invoices.routes.test.ts checks the two agree.
 */
export function invoiceStatusCondition(status: InvoiceStatus, now: Date | SQL): SQL {
  const settled = sql`${invoices.paid} + ${invoices.credited}`;
  const live = isNull(invoices.voidedAt);
  switch (status) {
    case 'invoice_voided':
      return isNotNull(invoices.voidedAt);
    case 'invoice_draft':
      return sql`false`;
    case 'invoice_paid':
      return and(live, sql`${settled} >= ${invoices.total}`)!;
    case 'invoice_overdue':
      return and(live, sql`${settled} < ${invoices.total}`, sql`${invoices.dueAt} < ${now}`)!;
    case 'invoice_partially_paid':
      return and(
        live,
        sql`${settled} < ${invoices.total}`,
        sql`${settled} > 0`,
        sql`${invoices.dueAt} >= ${now}`,
      )!;
    case 'invoice_awaiting_payment':
      return and(
        live,
        sql`${settled} < ${invoices.total}`,
        sql`${settled} = 0`,
        sql`${invoices.dueAt} >= ${now}`,
      )!;
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface InvoiceFilter {
  companyId?: number;
  status?: InvoiceStatus;
  keyword?: string;
  now: Date;
}

/**
 * An admin invoices page's values: every one a parameter of the statement prepared for its shape
 * (`statementPerShape`), absent where the filter is not given. The status is the shape.
 */
interface InvoicesPageValues extends Record<string, unknown> {
  companyId?: number;
  /** An ILIKE pattern, escaped. */
  keywordPattern?: string;
  /** ISO text: the moment a derived status is judged at, given only with a status filter. */
  now?: string;
  limit: number;
  offset: number;
}

/** What the console's invoice list shows of each invoice: its ledger, its order's ids, its company's name. */
const invoiceSummaryColumns = {
  invoice: {
    uuid: invoices.uuid,
    number: invoices.number,
    companyId: invoices.companyId,
    issuedAt: invoices.issuedAt,
    dueAt: invoices.dueAt,
    voidedAt: invoices.voidedAt,
    currency: invoices.currency,
    currencySymbol: invoices.currencySymbol,
    total: invoices.total,
    paid: invoices.paid,
    credited: invoices.credited,
  },
  orderUuid: orders.uuid,
  orderUid: orders.uid,
  poNumber: orders.poNumber,
  companyName: companies.name,
};

export type InvoiceSummaryRow = Pick<
  InvoiceWithOrder,
  'orderUuid' | 'orderUid' | 'poNumber' | 'companyName'
> & {
  invoice: Pick<InvoiceRow, keyof (typeof invoiceSummaryColumns)['invoice']>;
};

function invoicesCondition(values: InvoicesPageValues, status: InvoiceStatus | undefined) {
  const pattern = values.keywordPattern;
  return and(
    values.companyId !== undefined ? eq(invoices.companyId, values.companyId) : undefined,
    status && values.now !== undefined
      ? invoiceStatusCondition(status, sql`${values.now}::timestamptz`)
      : undefined,
    pattern !== undefined
      ? or(
          ilike(invoices.number, pattern),
          ilike(orders.uid, pattern),
          ilike(orders.poNumber, pattern),
          ilike(companies.name, pattern),
        )
      : undefined,
  );
}

/**
 * Only a keyword reads the order and company: without one the invoices are counted alone (800,000 invoices: 600 ms
 * joined to their orders, a fraction of that alone), and without a status either the kept counts answer (a
 * derived status depends on the time, so it cannot be kept).
 */
function countInvoicesQuery(
  db: DatabaseOrTransaction,
  values: InvoicesPageValues,
  status: InvoiceStatus | undefined,
) {
  const where = invoicesCondition(values, status);
  if (values.keywordPattern !== undefined)
    return db
      .select({ value: count() })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .where(where);
  if (status) return db.select({ value: count() }).from(invoices).where(where);
  return db
    .select({ value: sql<number>`coalesce(sum(${invoiceCounts.count}), 0)`.mapWith(Number) })
    .from(invoiceCounts)
    .where(values.companyId !== undefined ? eq(invoiceCounts.companyId, values.companyId) : undefined);
}

/** A page of the console's invoices prepared once per shape (issue 23: built anew by Drizzle for every request). */
const invoicesPage = statementPerShape(
  'admin_invoices_page',
  (db, values: InvoicesPageValues, status: InvoiceStatus | undefined) =>
    db
      // The total rides in the page's statement: one round trip for the page.
      .select({ ...invoiceSummaryColumns, total: totalColumn(countInvoicesQuery(db, values, status)) })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .where(invoicesCondition(values, status))
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(values.limit)
      .offset(values.offset),
);

/** Provider console: a page of every company's invoices, newest first, and how many match. */
export async function findInvoicesPage(
  db: Database,
  filter: InvoiceFilter & { limit: number; offset: number },
) {
  const values: InvoicesPageValues = {
    companyId: filter.companyId || undefined,
    keywordPattern: filter.keyword ? `%${escapeLike(filter.keyword)}%` : undefined,
    now: filter.status ? filter.now.toISOString() : undefined,
    limit: filter.limit,
    offset: filter.offset,
  };
  const rows: InvoiceSummaryRow[] & Array<{ total: number }> = await invoicesPage(db, values, filter.status);
  const totalCount = await pageTotal(
    rows,
    filter.offset,
    async () => (await countInvoicesQuery(db, values, filter.status))[0]?.value ?? 0,
  );
  return { rows, totalCount };
}

/** A customer's view of the ledger: their company's invoices of the teams they joined. */
export interface LedgerScope {
  companyId: number;
  userId: number;
  /** Narrower than the joined teams when the caller filters by team. */
  teamIds?: number[];
  orderUserId?: number;
  orderType?: string;
  /** Issue dates, inclusive, yyyy-MM-dd, days of `timeZone` (the provider's). */
  fromDate?: string;
  toDate?: string;
  timeZone: string;
}

function joinedTeamIds(db: DatabaseOrTransaction, userId: number) {
  return db
    .select({ id: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.status, 'joined')));
}

/** Every invoice the scope covers with its order's ids: the accounting calls' rows. */
export function findLedgerInvoices(db: DatabaseOrTransaction, scope: LedgerScope) {
  return db
    .select(withOrder)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(
      and(
        eq(invoices.companyId, scope.companyId),
        inArray(orders.teamId, joinedTeamIds(db, scope.userId)),
        scope.teamIds ? inArray(orders.teamId, scope.teamIds.length > 0 ? scope.teamIds : [-1]) : undefined,
        scope.orderUserId !== undefined ? eq(orders.userId, scope.orderUserId) : undefined,
        scope.orderType ? eq(orders.orderType, scope.orderType) : undefined,
        scope.fromDate
          ? sql`${invoices.issuedAt} >= ${scope.fromDate}::date::timestamp at time zone ${scope.timeZone}`
          : undefined,
        scope.toDate
          ? sql`${invoices.issuedAt} < (${scope.toDate}::date + 1)::timestamp at time zone ${scope.timeZone}`
          : undefined,
      ),
    )
    .orderBy(desc(invoices.issuedAt), desc(invoices.id));
}

/** The company's name: the accounting contact. */
export async function findCompanyName(db: DatabaseOrTransaction, companyId: number) {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? '';
}

export interface BillingFilter {
  companyId: number;
  userId: number;
  /** The user's joined teams, read first: as values they give the planner the company's real share. */
  joinedTeamIds?: readonly number[];
  keyword?: string;
  teamId?: number;
  status?: InvoiceStatus;
  /** Order days, inclusive, yyyy-MM-dd, in `timeZone` (the provider's). */
  fromDate?: string;
  toDate?: string;
  timeZone: string;
  now: Date;
}

/** Orders that have a bill: every placed order but drafts and quotations, and cancelled ones only when invoiced. */
const BILLED_STATUSES_EXCLUDED = ['order_draft', 'order_quotes'] as const;

/**
 * A billing page's values: every one a parameter of the statement prepared for its shape (`statementPerShape`),
 * absent where the filter is not given. The status is the shape: it decides the SQL text.
 */
interface BillingPageValues extends Record<string, unknown> {
  companyId: number;
  joinedTeamIds: number[];
  /** The joined teams the total counts (only the chosen one under a team filter). */
  countedTeamIds: number[];
  /** An ILIKE pattern, escaped. */
  keywordPattern?: string;
  teamId?: number;
  /** Order days, inclusive, yyyy-MM-dd, in `timeZone`. */
  fromDate?: string;
  toDate?: string;
  timeZone?: string;
  /** ISO text: the moment a derived status is judged at, given only with a status filter. */
  now?: string;
  limit: number;
  offset: number;
}

function billingValuesOf(filter: BillingFilter & { joinedTeamIds: readonly number[] }): BillingPageValues {
  const dated = filter.fromDate !== undefined || filter.toDate !== undefined;
  return {
    companyId: filter.companyId,
    joinedTeamIds: [...filter.joinedTeamIds],
    countedTeamIds: filter.teamId
      ? filter.joinedTeamIds.filter((id) => id === filter.teamId)
      : [...filter.joinedTeamIds],
    keywordPattern: filter.keyword ? `%${escapeLike(filter.keyword)}%` : undefined,
    teamId: filter.teamId || undefined,
    fromDate: filter.fromDate,
    toDate: filter.toDate,
    timeZone: dated ? filter.timeZone : undefined,
    now: filter.status && filter.status !== 'invoice_draft' ? filter.now.toISOString() : undefined,
    limit: 0,
    offset: 0,
  };
}

/** The billing filters' condition; values may be a prepared statement's placeholders, hence the casts. */
function billingCondition(values: BillingPageValues, status: InvoiceStatus | undefined): SQL | undefined {
  const pattern = values.keywordPattern;
  return and(
    eq(orders.companyId, values.companyId),
    inArray(orders.teamId, values.joinedTeamIds),
    sql`${orders.orderStatus} not in (${sql.join(
      BILLED_STATUSES_EXCLUDED.map((excluded) => sql`${excluded}`),
      sql`, `,
    )})`,
    sql`(${orders.orderStatus} <> 'order_cancelled' or ${invoices.id} is not null)`,
    values.teamId !== undefined ? eq(orders.teamId, values.teamId) : undefined,
    pattern !== undefined
      ? or(
          ilike(orders.uid, pattern),
          ilike(orders.poNumber, pattern),
          ilike(orders.reference, pattern),
          ilike(invoices.number, pattern),
        )
      : undefined,
    status === 'invoice_draft'
      ? isNull(invoices.id)
      : status && values.now !== undefined
        ? invoiceStatusCondition(status, sql`${values.now}::timestamptz`)
        : undefined,
    values.fromDate !== undefined
      ? sql`${orders.createdAt} >= ${values.fromDate}::date::timestamp at time zone ${values.timeZone}::text`
      : undefined,
    values.toDate !== undefined
      ? sql`${orders.createdAt} < (${values.toDate}::date + 1)::timestamp at time zone ${values.timeZone}::text`
      : undefined,
  );
}

/** What a billing row shows: its order's figures, its invoice's ledger and links, never a whole row. */
const billingColumns = {
  order: {
    id: orders.id,
    uuid: orders.uuid,
    uid: orders.uid,
    createdAt: orders.createdAt,
    poNumber: orders.poNumber,
    orderType: orders.orderType,
    currency: orders.currency,
    currencySymbol: orders.currencySymbol,
    total: orders.total,
  },
  invoice: {
    uuid: invoices.uuid,
    number: invoices.number,
    total: invoices.total,
    paid: invoices.paid,
    credited: invoices.credited,
    issuedAt: invoices.issuedAt,
    dueAt: invoices.dueAt,
    voidedAt: invoices.voidedAt,
  },
  teamName: teams.name,
  poFiles: orderListExtraColumns.poFiles,
  parcels: orderListExtraColumns.parcels,
};

function billingPageSelect(
  db: DatabaseOrTransaction,
  values: BillingPageValues,
  status: InvoiceStatus | undefined,
) {
  return db
    .select({
      ...billingColumns,
      // The total rides in the page's statement: one round trip for the page (issue 23).
      total: totalColumn(countBillingsQuery(db, values, status)),
    })
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .innerJoin(teams, eq(teams.id, orders.teamId))
    .where(billingCondition(values, status))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(values.limit)
    .offset(values.offset);
}

/** The statement of a billing page with its values in place (exported so a test can EXPLAIN it). */
export function billingPageQuery(
  db: DatabaseOrTransaction,
  filter: BillingFilter & { joinedTeamIds: readonly number[]; limit: number; offset: number },
) {
  const values = billingValuesOf(filter);
  return billingPageSelect(db, { ...values, limit: filter.limit, offset: filter.offset }, filter.status);
}

/**
 * A billing page prepared once per shape (issue 23: Drizzle built this statement anew for every request, the
 * billing list's largest cost in Node).
 */
const billingPage = statementPerShape(
  'billing_page',
  (db, values: BillingPageValues, status: InvoiceStatus | undefined) => billingPageSelect(db, values, status),
);

/**
 * A page of the billing list (spec 03 section 2.6), newest orders first, with the invoice, team, PO documents and
 * parcels of each and the list's total, in one statement (the joined teams come with the caller's session).
 */
export async function findBillingPage(
  db: Database,
  given: BillingFilter & { limit: number; offset: number },
) {
  const teams = given.joinedTeamIds ?? (await joinedTeamIds(db, given.userId)).map((row) => row.id);
  const values: BillingPageValues = {
    ...billingValuesOf({ ...given, joinedTeamIds: teams }),
    limit: given.limit,
    offset: given.offset,
  };
  const rows = await billingPage(db, values, given.status);
  const totalCount = await pageTotal(rows, given.offset, async () => {
    const [row] = await db
      .select({ value: totalColumn(countBillingsQuery(db, values, given.status)) })
      .from(sql`(select 1) as one`);
    return row?.value ?? 0;
  });
  return { rows, totalCount };
}

/** Without a keyword, status or dates, the billing total is read from the kept counts (decision 82). */
function isCountedBilling(values: BillingPageValues, status: InvoiceStatus | undefined): boolean {
  return (
    values.keywordPattern === undefined &&
    !status &&
    values.fromDate === undefined &&
    values.toDate === undefined
  );
}

/** The billing list's total as one query: from the kept counts when they can answer it, else a count. */
function countBillingsQuery(
  db: DatabaseOrTransaction,
  values: BillingPageValues,
  status: InvoiceStatus | undefined,
): SQL {
  if (isCountedBilling(values, status)) return countBillingsFromKeptCounts(db, values);
  return sql`${db
    .select({ value: count() })
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(billingCondition(values, status))}`;
}

/**
 * The billing list's total from kept counts: every placed order but drafts, quotations and cancelled ones (the
 * status counts) plus the cancelled orders that were invoiced (migration 0041). Counting a 50,000-order company's
 * orders joined to their invoices took 150-400 ms a page; probing its 5,000 cancelled orders for an invoice still
 * cost every page a few milliseconds of PostgreSQL.
 */
function countBillingsFromKeptCounts(db: DatabaseOrTransaction, values: BillingPageValues): SQL {
  const teamIds = values.countedTeamIds;
  if (teamIds.length === 0) return sql`select 0`;
  const placed = keptOrderCountQuery(db, {
    companyId: values.companyId,
    teamIds,
    excludedStatuses: [...BILLED_STATUSES_EXCLUDED, 'order_cancelled'],
  });
  const cancelledInvoiced = db
    .select({ value: sql<number>`coalesce(sum(${cancelledInvoicedOrderCounts.count}), 0)` })
    .from(cancelledInvoicedOrderCounts)
    .where(
      and(
        eq(cancelledInvoicedOrderCounts.companyId, values.companyId),
        inArray(cancelledInvoicedOrderCounts.teamId, teamIds),
      ),
    );
  return sql`select (${placed}) + (${cancelledInvoiced})`;
}

/** An order the customer may see (their company, a team they joined) with its invoice, if issued. */
export async function findVisibleOrderInvoice(
  db: DatabaseOrTransaction,
  scope: { companyId: number; userId: number },
  orderUuid: string,
) {
  const [row] = await db
    .select({ orderId: orders.id, invoice: invoices })
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(
      and(
        eq(orders.uuid, orderUuid),
        eq(orders.companyId, scope.companyId),
        inArray(orders.teamId, joinedTeamIds(db, scope.userId)),
      ),
    );
  return row;
}
