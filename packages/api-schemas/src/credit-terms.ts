import { PAYMENT_TERMS } from '@livery/domain/credit-terms';
import { AGED_BUCKETS } from '@livery/domain/invoice-status';
import { z } from 'zod';
import { databaseIdText, hasSomeChange, MAX_DATABASE_INTEGER } from './common.ts';

const money = z.number().int();

/** Path of the console's company calls: a customer company's numeric id. */
export const creditTermsParams = z.object({ id: databaseIdText });

/** GET/PUT /api/admin/companies/{id}/credit_terms: when a company's invoices fall due and what it may owe. */
export const creditTermsResponse = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  payment_terms: z.enum(PAYMENT_TERMS),
  /** Cents; null: no limit. */
  credit_limit: money.nullable(),
});
export type CreditTermsResponse = z.infer<typeof creditTermsResponse>;

/** PUT body: the terms, the limit (cents, 0 or more; null removes it), or both. */
export const updateCreditTermsBody = z
  .object({
    payment_terms: z
      .enum(PAYMENT_TERMS, { error: 'Choose the payment terms: immediate, net 7, net 30 or net 60' })
      .optional(),
    credit_limit: z
      .number({ error: 'Enter the credit limit as an amount in cents, or leave it empty for no limit' })
      .int('Enter the credit limit in whole cents')
      .min(0, 'The credit limit cannot be below 0')
      .max(MAX_DATABASE_INTEGER, 'The credit limit is too large')
      .nullable()
      .optional(),
  })
  .refine(hasSomeChange, { error: 'Send the payment terms or the credit limit to change' });
export type UpdateCreditTermsBody = z.infer<typeof updateCreditTermsBody>;

const agedBuckets = z.record(z.enum(AGED_BUCKETS), money);

/** One open invoice on the statement of account. */
export const statementInvoice = z.object({
  number: z.string(),
  order_uid: z.string(),
  order_uuid: z.string(),
  issued_at: z.string(),
  due_at: z.string(),
  /** The provider's calendar days of the issue and the due time (YYYY-MM-DD): the days the statement shows. */
  issued_on: z.string(),
  due_on: z.string(),
  currency: z.string(),
  total: money,
  /** Payments and credit notes received. */
  paid: money,
  balance: money,
  /** The spec's overdue days (whole days elapsed minus 1) once past due, else null. */
  days_overdue: z.number().int().nullable(),
  bucket: z.enum(AGED_BUCKETS),
});
export type StatementInvoice = z.infer<typeof statementInvoice>;

/**
 * GET /api/billings/statement: what the company owes on the invoices the caller may see, aged by days past
 * due, in the currency most of them are in (`other_currencies` holds the rest, each aged apart).
 */
export const statementResponse = z.object({
  company_name: z.string(),
  /** The provider's calendar day the statement is made on. */
  statement_date: z.string(),
  payment_terms: z.enum(PAYMENT_TERMS),
  credit_limit: money.nullable(),
  currency: z.string(),
  total_outstanding: money,
  buckets: agedBuckets,
  other_currencies: z.array(
    z.object({ currency: z.string(), total_outstanding: money, buckets: agedBuckets }),
  ),
  invoices: z.array(statementInvoice),
});
export type StatementResponse = z.infer<typeof statementResponse>;
