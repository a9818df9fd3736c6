import { PassThrough, Readable } from 'node:stream';
import type { ReportResponse } from '@livery/api-schemas/reports';
import { formatCsvCell, neutraliseCsvCell } from '@livery/domain/csv-cell';
import { isOrderStatus, ORDER_STATUS_LABELS } from '@livery/domain/order-status';
import type { Database } from '../../db/database.ts';
import { loadExcelJs } from '../../lazy-libraries.ts';
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
  po_number: string | null;
  customer: string;
  team: string;
  total_surcharge: number;
  shipping_fee: number;
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
  'Discount',
  'Total before tax',
  'Gross',
];

const amount = (cents: number) => (cents / 100).toFixed(2);
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
        order.created_at_text.slice(0, 10),
        statusLabel(order.order_status),
        order.team,
        order.customer,
        order.po_number ?? '',
        products,
        order.currency,
        amount(order.subtotal),
        amount(order.total_surcharge),
        amount(order.shipping_fee),
        amount(order.discount),
        amount(order.subtotal + order.shipping_fee - order.discount),
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
export function reportXlsxStream(db: Database, filter: ReportFilter, report: ReportResponse): Readable {
  const output = new PassThrough();
  const text = (value: string) => neutraliseCsvCell(value);
  void (async () => {
    const ExcelJS = await loadExcelJs();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
    const summary = workbook.addWorksheet('Summary');
    const finance = report.finance_reporting;
    const patterns = report.purchased_patterns;
    summary.addRow(['From', filter.fromDate]).commit();
    summary.addRow(['To', filter.toDate]).commit();
    summary.addRow(['Currency', finance.currency]).commit();
    summary.addRow(['Total spending', Number(amount(finance.total_spending))]).commit();
    if (finance.total_paid !== null)
      summary.addRow(['Total paid', Number(amount(finance.total_paid))]).commit();
    if (finance.total_outstanding !== null)
      summary.addRow(['Total outstanding', Number(amount(finance.total_outstanding))]).commit();
    if (finance.note) summary.addRow(['Note', finance.note]).commit();
    summary.addRow(['Orders', patterns.date_purchased]).commit();
    summary.addRow(['Products purchased', patterns.products_purchased]).commit();
    summary.addRow(['Pieces', patterns.sizes_purchased]).commit();
    summary.commit();

    const products = workbook.addWorksheet('Products');
    products.addRow(['Product', 'SKU', 'Colours', 'Sizes', 'Total Qty']).commit();
    for (const product of report.products) {
      products
        .addRow([
          text(product.title),
          text(product.sku),
          text(product.colors.join(', ')),
          product.sizes_detail.map((size) => `${size.size}: ${size.qty}`).join(', '),
          product.total_qty,
        ])
        .commit();
    }
    products.commit();

    const orders = workbook.addWorksheet('Orders');
    orders.addRow(ORDER_HEADERS).commit();
    for await (const row of exportOrderRows(db, filter)) {
      orders.addRow([...row.slice(0, 8).map(text), ...row.slice(8).map(Number)]).commit();
    }
    orders.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
