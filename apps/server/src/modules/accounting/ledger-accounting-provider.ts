import type { AgedReceivablesResponse } from '@livery/api-schemas/invoices';
import { calendarDay } from '@livery/domain/calendar-day';
import { AGED_BUCKET_LABELS, AGED_BUCKETS, type AgedBucket, agedBucket } from '@livery/domain/invoice-status';
import { DEFAULT_CURRENCY, formatMoneyWithCode } from '@livery/domain/money';
import type { Database } from '../../db/database.ts';
import {
  companyNameOf,
  type LedgerEntry,
  type LedgerScope,
  listLedgerEntries,
} from '../invoices/invoices.service.ts';
import type { AccountingProvider } from './accounting-provider.ts';

const contactIdOf = (companyId: number) => `company-${companyId}`;

/** The currency most of the entries are in: a contact's default currency. */
function mainCurrency(entries: LedgerEntry[]): string {
  const counts = new Map<string, number>();
  for (const entry of entries) counts.set(entry.currency, (counts.get(entry.currency) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? DEFAULT_CURRENCY;
}

/** Livery's own ledger (invoices, payments, credit notes) as the accounting system. */
export function ledgerAccountingProvider(db: Database): AccountingProvider {
  const entriesOf = (scope: LedgerScope, now: Date) => listLedgerEntries(db, scope, now);
  const dayIn = (scope: LedgerScope) => (date: Date) => calendarDay(date, scope.timeZone);
  return {
    async getContact(scope, now) {
      const entries = await entriesOf(
        { companyId: scope.companyId, userId: scope.userId, timeZone: scope.timeZone },
        now,
      );
      const currencies = [...new Set(entries.map((entry) => entry.currency))].sort();
      const balances = currencies.map((currency) => {
        const owed = entries.filter((entry) => entry.currency === currency);
        return {
          currency,
          outstanding: owed.reduce((sum, entry) => sum + entry.balance, 0),
          overdue: owed
            .filter((entry) => entry.status === 'invoice_overdue')
            .reduce((sum, entry) => sum + entry.balance, 0),
        };
      });
      const currency = mainCurrency(entries);
      const main = balances.find((balance) => balance.currency === currency) ?? {
        outstanding: 0,
        overdue: 0,
      };
      return {
        contacts: [
          {
            contact_id: contactIdOf(scope.companyId),
            name: await companyNameOf(db, scope.companyId),
            contact_status: 'ACTIVE',
            default_currency: currency,
            balances: { accounts_receivable: { outstanding: main.outstanding, overdue: main.overdue } },
            balances_by_currency: balances,
          },
        ],
      };
    },

    async listInvoices(scope, now) {
      const entries = await entriesOf(scope, now);
      const day = dayIn(scope);
      const sum = (key: 'total' | 'paid' | 'credited' | 'balance') =>
        entries.reduce((total, entry) => total + entry[key], 0);
      return {
        invoices: entries.map((entry) => ({
          date: day(entry.issuedAt),
          invoice_id: entry.invoiceUuid,
          number: entry.number,
          order_uuid: entry.orderUuid,
          due_date: day(entry.dueAt),
          status: entry.status,
          currency: entry.currency,
          total: entry.total,
          paid: entry.paid,
          credited: entry.credited,
          due: entry.balance,
        })),
        summary: { total: sum('total'), paid: sum('paid'), credited: sum('credited'), due: sum('balance') },
        currency: mainCurrency(entries),
      };
    },

    async agedReceivables(scope, now) {
      const entries = (await entriesOf(scope, now)).filter((entry) => entry.balance > 0);
      const day = dayIn(scope);
      const currency = mainCurrency(entries);
      const buckets = Object.fromEntries(AGED_BUCKETS.map((bucket) => [bucket, 0])) as Record<
        AgedBucket,
        number
      >;
      const rows: AgedReceivablesResponse['report_rows'][number]['rows'] = [];
      const money = (amount: number) => formatMoneyWithCode(amount, currency);
      for (const entry of entries) {
        const bucket = agedBucket(entry.dueAt, now);
        buckets[bucket] += entry.balance;
        rows.push({
          row_type: 'row',
          cells: [
            { value: day(entry.issuedAt) },
            { value: entry.number },
            { value: day(entry.dueAt) },
            ...AGED_BUCKETS.map((each) => ({ value: each === bucket ? money(entry.balance) : '' })),
            { value: money(entry.balance) },
          ],
        });
      }
      const total = Object.values(buckets).reduce((sum, amount) => sum + amount, 0);
      const name = await companyNameOf(db, scope.companyId);
      return {
        report_name: 'Aged Receivables By Contact',
        report_date: day(now),
        contact: { contact_id: contactIdOf(scope.companyId), name },
        currency,
        buckets,
        total,
        report_rows: [
          {
            row_type: 'header',
            cells: [
              { value: 'Date' },
              { value: 'Reference' },
              { value: 'Due Date' },
              ...AGED_BUCKETS.map((bucket) => ({ value: AGED_BUCKET_LABELS[bucket] })),
              { value: 'Total' },
            ],
          },
          { row_type: 'section', title: name, rows },
          {
            row_type: 'summary_row',
            cells: [
              { value: 'Total' },
              { value: '' },
              { value: '' },
              ...AGED_BUCKETS.map((bucket) => ({ value: money(buckets[bucket]) })),
              { value: money(total) },
            ],
          },
        ],
      };
    },
  };
}
