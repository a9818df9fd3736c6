import type { CreditTermsResponse, UpdateCreditTermsBody } from '@livery/api-schemas/credit-terms';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { findCustomerCompanyTerms, updateCustomerCompanyTerms } from './credit-terms.repository.ts';

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
