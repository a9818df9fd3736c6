import { Readable } from 'node:stream';
import type {
  EntitlementReportResponse,
  EntitlementUseOfEmployee,
  ReportResponse,
} from '@livery/api-schemas/reports';
import type { BudgetReportResponse } from '@livery/api-schemas/team-budgets';
import { formatCsvCell, neutraliseCsvCell } from '@livery/domain/csv-cell';
import { centsToDecimalText, spreadsheetMoneyFormat } from '@livery/domain/money';
import { isOrderStatus, ORDER_STATUS_LABELS } from '@livery/domain/order-status';
import { totalBeforeTax } from '@livery/domain/report-rules';
import type { Database } from '../../db/database.ts';
import { type XlsxRow, xlsxStream } from '../../spreadsheets/xlsx-writer.ts';
import {
  type ReportFilter,
  reportOrderLinesStatement,
  reportOrdersPageStatement,
  runStatement,
} from './reports.repository.ts';

/** Orders read per query while exporting: memory stays flat whatever the range. */
const EXPORT_PAGE_SIZE = 1000;

type ExportOrderRow = {
  id: number;
  uid: string;
  order_status: string;
  created_at_text: string;
  /** The order's day in the provider's time zone. */
  created_day: string;
  po_number: string | null;
  customer: string;
  team: string;
  total_surcharge: number;
  shipping_fee: number;
  additional_fees: number;
  subtotal: number;
  discount: number;
  total: number;
  currency: string;
};

const ORDER_HEADERS = [
  'Order ID',
  'Date',
  'Status',
  'Team',
  'Customer',
  'PO Number',
  'Products',
  'Currency',
  'Subtotal',
  'Surcharge',
  'Shipping',
  'Additional fees',
  'Discount',
  'Total before tax',
  'Gross',
];

/** Amount cells are plain decimals beside the Currency column (a spreadsheet sums them); the XLSX shows the code. */
const amount = (cents: number) => centsToDecimalText(cents);
const statusLabel = (status: string) => (isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status);

/** Every order of the report, a page at a time, each with its lines summed up as text. */
async function* exportOrderRows(db: Database, filter: ReportFilter): AsyncGenerator<string[]> {
  let after: { createdAt: string; id: number } | undefined;
  for (;;) {
    const page = await runStatement<ExportOrderRow>(
      db,
      reportOrdersPageStatement(filter, EXPORT_PAGE_SIZE, after),
    );
    if (page.length === 0) return;
    const lines = await runStatement<{ order_id: number; title: string; total_qty: number }>(
      db,
      reportOrderLinesStatement(page.map((order) => order.id)),
    );
    for (const order of page) {
      const products = lines
        .filter((line) => line.order_id === order.id)
        .map((line) => `${line.title} x ${line.total_qty}`)
        .join('; ');
      yield [
        order.uid,
        order.created_day,
        statusLabel(order.order_status),
        order.team,
        order.customer,
        order.po_number ?? '',
        products,
        order.currency,
        amount(order.subtotal),
        amount(order.total_surcharge),
        amount(order.shipping_fee),
        amount(order.additional_fees),
        amount(order.discount),
        amount(
          totalBeforeTax({
            subtotal: order.subtotal,
            shippingFee: order.shipping_fee,
            additionalFees: order.additional_fees,
            discount: order.discount,
          }),
        ),
        amount(order.total),
      ];
    }
    const last = page[page.length - 1]!;
    after = { createdAt: last.created_at_text, id: last.id };
    if (page.length < EXPORT_PAGE_SIZE) return;
  }
}

/** The report's orders as CSV (formula cells neutralised), streamed. */
export function reportCsvStream(db: Database, filter: ReportFilter): Readable {
  async function* lines() {
    yield `\uFEFF${ORDER_HEADERS.map(formatCsvCell).join(',')}\r\n`;
    for await (const row of exportOrderRows(db, filter)) yield `${row.map(formatCsvCell).join(',')}\r\n`;
  }
  return Readable.from(lines());
}

/** The report as a workbook: Summary, Products and Orders sheets, written as a stream. */
export function reportXlsxStream(
  db: Database,
  filter: ReportFilter,
  report: Omit<ReportResponse, 'range'>,
): Readable {
  const text = (value: string) => neutraliseCsvCell(value);
  const finance = report.finance_reporting;
  const patterns = report.purchased_patterns;
  const money = (cents: number) => ({
    value: Number(amount(cents)),
    format: spreadsheetMoneyFormat(finance.currency),
  });
  const summary: XlsxRow[] = [
    ['From', filter.fromDate],
    ['To', filter.toDate],
    ['Currency', finance.currency],
    ['Total spending', money(finance.total_spending)],
    ...(finance.total_paid !== null ? [['Total paid', money(finance.total_paid)]] : []),
    ...(finance.total_outstanding !== null ? [['Total outstanding', money(finance.total_outstanding)]] : []),
    ...(finance.note ? [['Note', finance.note]] : []),
    ['Orders', patterns.date_purchased],
    ['Products purchased', patterns.products_purchased],
    ['Pieces', patterns.sizes_purchased],
  ];
  const products: XlsxRow[] = [
    ['Product', 'SKU', 'Colours', 'Sizes', 'Total Qty'],
    ...report.products.map((product) => [
      text(product.title),
      text(product.sku),
      text(product.colors.join(', ')),
      product.sizes_detail.map((size) => `${size.size}: ${size.qty}`).join(', '),
      product.total_qty,
    ]),
  ];
  async function* orders(): AsyncGenerator<XlsxRow> {
    yield ORDER_HEADERS;
    for await (const row of exportOrderRows(db, filter)) {
      // Amount cells (after the 8 text columns, the last being the currency) read as the order's money.
      const format = spreadsheetMoneyFormat(row[7]);
      yield [...row.slice(0, 8).map(text), ...row.slice(8).map((cell) => ({ value: Number(cell), format }))];
    }
  }
  return xlsxStream([
    { name: 'Summary', rows: summary },
    { name: 'Products', rows: products },
    { name: 'Orders', rows: orders() },
  ]);
}

const ENTITLEMENT_EMPLOYEE_HEADERS = ['Staff ID', 'Name', 'Role', 'Unit', 'Entitled', 'Used', 'Left'];
const ENTITLEMENT_ROLE_HEADERS = ['Role', 'Unit', 'Employees', 'Entitled', 'Used', 'Left'];

/** An entitlement figure as a cell: items as they are, an allowance's cents as a decimal amount. */
function entitlementCells(
  row: Pick<EntitlementUseOfEmployee, 'unit' | 'entitled' | 'used' | 'left'>,
  currency: string,
): [string, string, string, string] {
  const figure = (value: number) => (row.unit === 'cents' ? amount(value) : String(value));
  return [
    row.unit === 'cents' ? currency : 'items',
    figure(row.entitled),
    figure(row.used),
    figure(row.left),
  ];
}

function entitlementEmployeeRows(report: EntitlementReportResponse): string[][] {
  return report.employees.map((employee) => [
    employee.staff_id,
    employee.name,
    employee.role.name,
    ...entitlementCells(employee, report.currency),
  ]);
}

function entitlementRoleRows(report: EntitlementReportResponse): string[][] {
  return report.roles.map((role) => {
    const [unit, ...figures] = entitlementCells(role, report.currency);
    return [role.name, unit, String(role.employee_count), ...figures];
  });
}

/** The entitlement report's employees as CSV (formula cells neutralised). */
export function entitlementCsvStream(report: EntitlementReportResponse): Readable {
  const rows = [ENTITLEMENT_EMPLOYEE_HEADERS, ...entitlementEmployeeRows(report)];
  return Readable.from([`\uFEFF${rows.map((row) => row.map(formatCsvCell).join(',')).join('\r\n')}\r\n`]);
}

/** The entitlement report as a workbook: Employees and Roles sheets, figures as numbers, amounts as money. */
export function entitlementXlsxStream(report: EntitlementReportResponse): Readable {
  const format = spreadsheetMoneyFormat(report.currency);
  // The unit is the last text column; the figures from `moneyFrom` (1-based) read as money for an allowance.
  const sheet = (
    name: string,
    headers: string[],
    rows: string[][],
    textColumns: number,
    moneyFrom: number,
  ) => ({
    name,
    rows: [
      ['Programme year', `${report.period.start} to ${report.period.end}`],
      headers,
      ...rows.map((row): XlsxRow => {
        const isMoney = row[textColumns - 1] !== 'items';
        return row.map((cell, index) => {
          if (index < textColumns) return neutraliseCsvCell(cell);
          return isMoney && index + 1 >= moneyFrom ? { value: Number(cell), format } : Number(cell);
        });
      }),
    ],
  });
  return xlsxStream([
    sheet('Employees', ENTITLEMENT_EMPLOYEE_HEADERS, entitlementEmployeeRows(report), 4, 5),
    sheet('Roles', ENTITLEMENT_ROLE_HEADERS, entitlementRoleRows(report), 2, 4),
  ]);
}

const BUDGET_HEADERS = ['Team', 'Currency', 'Budget', 'Spent', 'Left', 'Used %'];

/** Each team's row: amounts as decimal text, an empty budget and left for a team without a budget. */
function budgetRows(report: BudgetReportResponse): string[][] {
  return report.teams.map((team) => [
    team.team.name,
    report.currency,
    team.budget === null ? '' : amount(team.budget),
    amount(team.spent),
    team.left === null ? '' : amount(team.left),
    team.budget === null ? '' : String(team.used_percent),
  ]);
}

/** Budget versus spend per team as CSV (formula cells neutralised). */
export function budgetCsvStream(report: BudgetReportResponse): Readable {
  const rows = [BUDGET_HEADERS, ...budgetRows(report)];
  return Readable.from([`\uFEFF${rows.map((row) => row.map(formatCsvCell).join(',')).join('\r\n')}\r\n`]);
}

/** Budget versus spend per team as a workbook: one sheet, amounts as money, an empty cell for no budget. */
export function budgetXlsxStream(report: BudgetReportResponse): Readable {
  const format = spreadsheetMoneyFormat(report.currency);
  const rows = budgetRows(report).map(
    (row): XlsxRow => [
      neutraliseCsvCell(row[0]!),
      row[1]!,
      ...row.slice(2, 5).map((cell) => (cell === '' ? null : { value: Number(cell), format })),
      row[5] === '' ? null : Number(row[5]),
    ],
  );
  return xlsxStream([
    {
      name: 'Budgets',
      rows: [['Programme year', `${report.period.start} to ${report.period.end}`], BUDGET_HEADERS, ...rows],
    },
  ]);
}
