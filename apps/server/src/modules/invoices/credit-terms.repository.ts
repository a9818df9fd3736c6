import type { PaymentTerms } from '@livery/domain/credit-terms';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { companies, invoices, orders, teamMembers } from '../../db/schema.ts';

const termsColumns = {
  id: companies.id,
  name: companies.name,
  paymentTerms: companies.paymentTerms,
  creditLimit: companies.creditLimit,
};

/** A customer company's terms; undefined for no such company (or the provider itself). */
export async function findCustomerCompanyTerms(db: DatabaseOrTransaction, companyId: number) {
  const [row] = await db
    .select(termsColumns)
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.kind, 'customer')));
  return row;
}

/** Sets a customer company's terms and limit in one statement; undefined when there is no such company. */
export async function updateCustomerCompanyTerms(
  db: DatabaseOrTransaction,
  companyId: number,
  values: { paymentTerms?: PaymentTerms; creditLimit?: number | null },
) {
  const [row] = await db
    .update(companies)
    .set(values)
    .where(and(eq(companies.id, companyId), eq(companies.kind, 'customer')))
    .returning(termsColumns);
  return row;
}

/** The payment terms of each company of `companyIds` there is. */
export async function findPaymentTermsOfCompanies(
  db: DatabaseOrTransaction,
  companyIds: number[],
): Promise<Map<number, PaymentTerms>> {
  const rows = await db
    .select({ id: companies.id, paymentTerms: companies.paymentTerms })
    .from(companies)
    .where(inArray(companies.id, companyIds));
  return new Map(rows.map((row) => [row.id, row.paymentTerms]));
}

/** The payment terms an invoice of the company is issued under. */
export async function findPaymentTerms(db: DatabaseOrTransaction, companyId: number): Promise<PaymentTerms> {
  const [row] = await db
    .select({ paymentTerms: companies.paymentTerms })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.paymentTerms ?? 'immediate';
}

/**
 * What a company may owe and owes, for the credit check of an order in `currency`: its terms, its limit and the
 * balance of its open invoices (issued, not voided, something still owed) in that currency. One statement; with
 * `lock`, the company's row is held to the end of the transaction, so two approvals of its orders check in turn.
 */
export async function findCompanyCredit(
  db: DatabaseOrTransaction,
  companyId: number,
  currency: string,
  options: { lock?: boolean; withOwed?: boolean } = {},
) {
  const owed = db
    .select({
      // bigint: a company's open invoices together may pass 2^31 cents (21 million), which ::int refused.
      owed: sql<number>`coalesce(sum(${invoices.total} - ${invoices.paid} - ${invoices.credited}), 0)::bigint`.as(
        'owed',
      ),
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.companyId, companyId),
        eq(invoices.currency, currency),
        isNull(invoices.voidedAt),
        sql`${invoices.paid} + ${invoices.credited} < ${invoices.total}`,
      ),
    );
  const query = db
    .select({
      paymentTerms: companies.paymentTerms,
      creditLimit: companies.creditLimit,
      // Without `withOwed` (an order past waiting) the sum is not worth reading.
      owed:
        options.withOwed === false ? sql<number>`0`.mapWith(Number) : sql<number>`(${owed})`.mapWith(Number),
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  const [row] = await (options.lock ? query.for('update') : query);
  return row ?? { paymentTerms: 'immediate' as const, creditLimit: null, owed: 0 };
}

/**
 * The statement of account in one statement: the company's terms, and each open invoice (issued, not voided,
 * something still owed) of an order in the caller's joined teams, soonest due first. A company with no open invoice
 * answers one row whose invoice is null.
 */
export function findStatementRows(
  db: DatabaseOrTransaction,
  scope: { companyId: number; userId: number; teamIds?: readonly number[] },
) {
  // The joined teams come with the caller's session; a caller without one (a test, a job) reads them here.
  const teamIds = scope.teamIds
    ? [...scope.teamIds]
    : db
        .select({ id: teamMembers.teamId })
        .from(teamMembers)
        .where(and(eq(teamMembers.userId, scope.userId), eq(teamMembers.status, 'joined')));
  const visibleOrders = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.companyId, scope.companyId), inArray(orders.teamId, teamIds)));
  return db
    .select({
      companyName: companies.name,
      paymentTerms: companies.paymentTerms,
      creditLimit: companies.creditLimit,
      invoice: {
        number: invoices.number,
        issuedAt: invoices.issuedAt,
        dueAt: invoices.dueAt,
        currency: invoices.currency,
        total: invoices.total,
        paid: invoices.paid,
        credited: invoices.credited,
        voidedAt: invoices.voidedAt,
      },
      orderUid: orders.uid,
      orderUuid: orders.uuid,
    })
    .from(companies)
    .leftJoin(
      invoices,
      and(
        eq(invoices.companyId, companies.id),
        isNull(invoices.voidedAt),
        sql`${invoices.paid} + ${invoices.credited} < ${invoices.total}`,
        inArray(invoices.orderId, visibleOrders),
      ),
    )
    .leftJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(companies.id, scope.companyId))
    .orderBy(asc(invoices.dueAt), asc(invoices.id));
}
