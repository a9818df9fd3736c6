import type {
  AccountingContactResponse,
  AccountingInvoicesResponse,
  AgedReceivablesResponse,
} from '@livery/api-schemas/invoices';
import type { LedgerScope } from '../invoices/invoices.service.ts';

/**
 * Where the accounting calls of spec 03 (`reports/get_xero_*`) get their answers. Livery's own ledger is the
 * one implementation (ledger-accounting-provider.ts); an external accounting system would be a second
 * implementation of these three methods, chosen in accounting.routes.ts, with nothing else changing.
 */
export interface AccountingProvider {
  /** The company as a receivables contact: outstanding and overdue balance in its main currency. */
  getContact(scope: LedgerScope, now: Date): Promise<AccountingContactResponse>;
  /** Invoice rows (date, id, number, due date, total, paid, credited, due) with their summary. */
  listInvoices(scope: LedgerScope, now: Date): Promise<AccountingInvoicesResponse>;
  /** What is owed by how long past due: current, 1-30, 31-60, 61-90 and over 90 days. */
  agedReceivables(scope: LedgerScope, now: Date): Promise<AgedReceivablesResponse>;
}
