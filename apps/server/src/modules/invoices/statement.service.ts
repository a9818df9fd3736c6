import type { StatementInvoice, StatementResponse } from '@livery/api-schemas/credit-terms';
import { calendarDay } from '@livery/domain/calendar-day';
import { agedBalance } from '@livery/domain/credit-terms';
import { agedBucket, invoiceBalance, overdueDays } from '@livery/domain/invoice-status';
import { cents, DEFAULT_CURRENCY } from '@livery/domain/money';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { findStatementRows } from './credit-terms.repository.ts';
import { renderStatementPdf } from './statement-pdf.ts';

/** The currency most of the open invoices are in: the statement's own; the company's default without any. */
function mainCurrency(invoices: readonly StatementInvoice[]): string {
  const counts = new Map<string, number>();
  for (const invoice of invoices) counts.set(invoice.currency, (counts.get(invoice.currency) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? DEFAULT_CURRENCY;
}

/**
 * GET /api/billings/statement: the open invoices the caller may see on the billing list (their company, the
 * teams they joined), each with its balance, days overdue and age, and the company's terms and limit; the
 * aged balance per currency (never summed across currencies). One SQL statement.
 */
export async function getStatement(
  db: DatabaseOrTransaction,
  user: CurrentUser,
  timeZone: string,
  now = new Date(),
): Promise<StatementResponse> {
  const rows = await findStatementRows(db, {
    companyId: user.companyId,
    userId: user.id,
    teamIds: user.teamIds,
  });
  const company = rows[0];
  const invoices = rows.flatMap(({ invoice, orderUid, orderUuid }): StatementInvoice[] => {
    if (!invoice?.number || !invoice.dueAt || !invoice.issuedAt || !orderUid || !orderUuid) return [];
    const ledger = {
      total: cents(invoice.total ?? 0),
      paid: cents(invoice.paid ?? 0),
      credited: cents(invoice.credited ?? 0),
      voidedAt: invoice.voidedAt ?? null,
    };
    const isPastDue = now.getTime() > invoice.dueAt.getTime();
    return [
      {
        number: invoice.number,
        order_uid: orderUid,
        order_uuid: orderUuid,
        issued_at: invoice.issuedAt.toISOString(),
        due_at: invoice.dueAt.toISOString(),
        issued_on: calendarDay(invoice.issuedAt, timeZone),
        due_on: calendarDay(invoice.dueAt, timeZone),
        currency: invoice.currency ?? DEFAULT_CURRENCY,
        total: ledger.total,
        paid: ledger.paid + ledger.credited,
        balance: invoiceBalance(ledger),
        days_overdue: isPastDue ? overdueDays(invoice.dueAt, now) : null,
        bucket: agedBucket(invoice.dueAt, now),
      },
    ];
  });
  const currency = mainCurrency(invoices);
  const agedIn = (code: string) => {
    const aged = agedBalance(
      invoices
        .filter((invoice) => invoice.currency === code)
        .map((invoice) => ({ dueAt: new Date(invoice.due_at), balance: invoice.balance })),
      now,
    );
    return { currency: code, total_outstanding: aged.totalOutstanding, buckets: aged.buckets };
  };
  const main = agedIn(currency);
  const others = [...new Set(invoices.map((invoice) => invoice.currency))]
    .filter((code) => code !== currency)
    .sort()
    .map(agedIn);
  return {
    company_name: company?.companyName ?? '',
    statement_date: calendarDay(now, timeZone),
    payment_terms: company?.paymentTerms ?? 'immediate',
    credit_limit: company?.creditLimit ?? null,
    currency,
    total_outstanding: main.total_outstanding,
    buckets: main.buckets,
    other_currencies: others,
    invoices,
  };
}

/** GET /api/billings/statement.pdf: the same statement as a PDF. */
export async function statementPdf(db: DatabaseOrTransaction, user: CurrentUser, timeZone: string) {
  const statement = await getStatement(db, user, timeZone);
  return {
    pdf: await renderStatementPdf(statement),
    fileName: `statement-${statement.statement_date}.pdf`,
  };
}
