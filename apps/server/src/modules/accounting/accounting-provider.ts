import type {
  AccountingContactResponse,
  AccountingInvoicesResponse,
  AgedReceivablesResponse,
} from '@livery/api-schemas/invoices';

/** Whose receivables an accounting call reads: a customer's company, narrowed as the report's filters say. */
export interface AccountingScope {
  companyId: number;
  /** The caller: only orders of teams they joined count. */
  userId: number;
  teamIds?: number[];
  orderUserId?: number;
  orderType?: string;
  /** Invoice issue dates, inclusive, yyyy-MM-dd; none means every invoice. */
  fromDate?: string;
  toDate?: string;
  /** The provider's time zone: the days above and every day the answers print are its days. */
  timeZone: string;
}

/**
 * Where the accounting calls of spec 03 (`reports/get_xero_*`) get their answers. Livery's own ledger is the
 * one implementation (ledger-accounting-provider.ts); an external accounting system would be a second
 * implementation of these three methods, chosen in accounting.routes.ts, with nothing else changing.
 */
export interface AccountingProvider {
  /** The company as a receivables contact: outstanding and overdue balance in its main currency. */
  getContact(scope: AccountingScope, now: Date): Promise<AccountingContactResponse>;
  /** Invoice rows (date, id, number, due date, total, paid, credited, due) with their summary. */
  listInvoices(scope: AccountingScope, now: Date): Promise<AccountingInvoicesResponse>;
  /** What is owed by how long past due: current, 1-30, 31-60, 61-90 and over 90 days. */
  agedReceivables(scope: AccountingScope, now: Date): Promise<AgedReceivablesResponse>;
}
