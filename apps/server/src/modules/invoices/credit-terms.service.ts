import type { CreditTermsResponse, UpdateCreditTermsBody } from '@livery/api-schemas/credit-terms';
import { type CreditHold, creditHold, PAYMENT_TERMS_DAYS } from '@livery/domain/credit-terms';
import { formatMoneyWithCode } from '@livery/domain/money';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { cachedReferenceByKey } from '../../db/reference-cache.ts';
import { AppError, notFound } from '../../errors.ts';
import {
  findCompanyCredit,
  findCustomerCompanyTerms,
  findPaymentTermsOfCompanies,
  updateCustomerCompanyTerms,
} from './credit-terms.repository.ts';

type TermsRow = NonNullable<Awaited<ReturnType<typeof findCustomerCompanyTerms>>>;

const toCreditTermsJson = (row: TermsRow): CreditTermsResponse => ({
  company_id: row.id,
  company_name: row.name,
  payment_terms: row.paymentTerms,
  credit_limit: row.creditLimit,
});

/** Provider console: a customer company's payment terms and credit limit; 404 for any other id. */
export async function getCreditTerms(db: DatabaseOrTransaction, companyId: number) {
  const row = await findCustomerCompanyTerms(db, companyId);
  if (!row) throw notFound('Company');
  return toCreditTermsJson(row);
}

/**
 * Provider console: sets a customer company's terms and/or limit (checked by the schema). Invoices issued from
 * now on take their due date from the new terms; those already issued keep theirs.
 */
export async function updateCreditTerms(
  db: DatabaseOrTransaction,
  companyId: number,
  body: UpdateCreditTermsBody,
) {
  const row = await updateCustomerCompanyTerms(db, companyId, {
    paymentTerms: body.payment_terms,
    creditLimit: body.credit_limit,
  });
  if (!row) throw notFound('Company');
  return toCreditTermsJson(row);
}

/**
 * Companies' payment terms, kept per process until they change (decision 164): a write of `payment_terms` bumps the
 * companies' version (migration 0050), so a checkout reads them without a statement.
 */
const cachedPaymentTerms = cachedReferenceByKey('companies', findPaymentTermsOfCompanies, 10_000);

/** Days from an invoice's issue to its due date under the company's terms now (what a placed order's mail says). */
export async function paymentDaysOf(db: DatabaseOrTransaction, companyId: number): Promise<number> {
  return PAYMENT_TERMS_DAYS[(await cachedPaymentTerms(db, [companyId])).get(companyId) ?? 'immediate'];
}

/** An order as its credit check reads it. */
interface CheckedOrder {
  companyId: number;
  companyName: string;
  uid: string;
  currency: string;
  total: number;
  orderStatus: string;
}

/**
 * The order's payment days under its company's terms now and, while it waits for the provider, its credit hold
 * (`creditHold`): what the order page shows the buyer and the console.
 */
export async function creditOfOrder(
  db: DatabaseOrTransaction,
  order: Omit<CheckedOrder, 'companyName' | 'uid'>,
) {
  const isWaiting = order.orderStatus === 'order_pending';
  const credit = await findCompanyCredit(db, order.companyId, order.currency, { withOwed: isWaiting });
  return {
    paymentDays: PAYMENT_TERMS_DAYS[credit.paymentTerms],
    hold: isWaiting
      ? creditHold({ creditLimit: credit.creditLimit, owed: credit.owed, orderTotal: order.total })
      : null,
  };
}

/** The API's shape of a credit hold. */
export const toCreditHoldJson = (hold: CreditHold | null) =>
  hold && {
    credit_limit: hold.creditLimit,
    owed: hold.owed,
    order_total: hold.orderTotal,
    owed_after: hold.owedAfter,
  };

/**
 * In the provider's approval transaction: refuses an order that would take its company past its credit limit
 * unless the provider approves it beyond the limit, and answers the hold it went beyond (for the order's log).
 * The company's row is held to commit, so two approvals of one company's orders check one after the other.
 */
export async function checkCreditForApproval(
  tx: DatabaseOrTransaction,
  order: CheckedOrder,
  beyondCreditLimit: boolean,
): Promise<CreditHold | null> {
  const credit = await findCompanyCredit(tx, order.companyId, order.currency, { lock: true });
  const hold = creditHold({ creditLimit: credit.creditLimit, owed: credit.owed, orderTotal: order.total });
  if (hold && !beyondCreditLimit) {
    const money = (cents: number) => formatMoneyWithCode(cents, order.currency);
    throw new AppError(
      'conflict',
      `Approving order ${order.uid} takes ${order.companyName} to ${money(hold.owedAfter)} owed, past its credit limit of ${money(hold.creditLimit)}. Open the order to approve it beyond the limit.`,
    );
  }
  return hold;
}
