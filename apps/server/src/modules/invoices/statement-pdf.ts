import type { StatementResponse } from '@livery/api-schemas/credit-terms';
import { PAYMENT_TERMS_LABELS } from '@livery/domain/credit-terms';
import { AGED_BUCKET_LABELS, AGED_BUCKETS } from '@livery/domain/invoice-status';
import { formatMoneyWithCode } from '@livery/domain/money';
import { newPdfDocument } from '../../lazy-libraries.ts';
import { registerFontsFor, writeMixedScripts } from '../../pdf/fonts.ts';
import { PDF_COLOURS, PDF_MARGIN, PDF_RIGHT } from '../../pdf/page.ts';
import { collectPdfBytes } from '../../pdf/pdf-bytes.ts';
import { drawTable, type PdfColumn } from '../../pdf/table.ts';
import { PROVIDER_DETAILS } from './provider-details.ts';

/** The open invoices' columns: 457 points and 7 gaps of 6 fill the A4 text area. */
const INVOICE_COLUMNS: readonly PdfColumn[] = [
  { header: 'INVOICE', width: 72 },
  { header: 'ORDER', width: 70 },
  { header: 'ISSUED', width: 52 },
  { header: 'DUE', width: 52 },
  { header: 'TOTAL', width: 60, align: 'right' },
  { header: 'PAID', width: 56, align: 'right' },
  { header: 'BALANCE', width: 54, align: 'right' },
  { header: 'OVERDUE', width: 41, align: 'right' },
];

/**
 * The statement of account as a PDF: the provider, the company with its terms and limit, the total outstanding,
 * the aged balance and each open invoice. Money with its currency code, right-aligned; days are the provider's, as
 * the statement gives them (its date, each invoice's `issued_on` and `due_on`).
 */
export async function renderStatementPdf(statement: StatementResponse): Promise<Buffer> {
  const money = (amount: number, currency = statement.currency) => formatMoneyWithCode(amount, currency);
  // The rows leave out the statement's currency (stated above them) so five-figure amounts fit their column.
  const rowMoney = (amount: number, currency: string) =>
    currency === statement.currency
      ? money(amount).replace(`${statement.currency} `, '')
      : money(amount, currency);
  const doc = await newPdfDocument({
    size: 'A4',
    margin: PDF_MARGIN,
    info: { Title: `Statement of account ${statement.statement_date}`, Author: PROVIDER_DETAILS.name },
  });
  const finished = collectPdfBytes(doc);
  await registerFontsFor(doc, [statement.company_name]);
  const { navy, muted, ink } = PDF_COLOURS;

  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(navy)
    .text('Statement of Account', PDF_MARGIN, PDF_MARGIN);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(ink)
    .text(PROVIDER_DETAILS.name, PDF_MARGIN, PDF_MARGIN + 30);
  doc.font('Helvetica').fillColor(muted);
  for (const line of [
    ...PROVIDER_DETAILS.addressLines,
    `${PROVIDER_DETAILS.email} · ${PROVIDER_DETAILS.phone}`,
  ])
    doc.text(line);
  const facts: Array<[string, string]> = [
    ['Statement date', statement.statement_date],
    ['Payment terms', PAYMENT_TERMS_LABELS[statement.payment_terms]],
    ['Credit limit', statement.credit_limit === null ? 'No limit' : money(statement.credit_limit)],
    ['Currency', statement.currency],
  ];
  let y = PDF_MARGIN + 30;
  for (const [label, value] of facts) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(muted)
      .text(label, PDF_RIGHT - 230, y, { width: 90 });
    doc
      .font('Helvetica-Bold')
      .fillColor(ink)
      .text(value, PDF_RIGHT - 140, y, { width: 140, align: 'right' });
    y += 14;
  }

  y = Math.max(doc.y, y) + 16;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(muted).text('ACCOUNT', PDF_MARGIN, y);
  doc.fontSize(11).fillColor(ink);
  writeMixedScripts(doc, statement.company_name, true, { width: 300 }, { x: PDF_MARGIN, y: y + 13 });
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(navy)
    .text(`Total outstanding ${money(statement.total_outstanding)}`, PDF_RIGHT - 260, y + 10, {
      width: 260,
      align: 'right',
    });

  // The aged balance: one column per bucket.
  y = Math.max(doc.y, y + 30) + 16;
  const width = (PDF_RIGHT - PDF_MARGIN) / AGED_BUCKETS.length;
  AGED_BUCKETS.forEach((bucket, index) => {
    const x = PDF_MARGIN + index * width;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(muted)
      .text(AGED_BUCKET_LABELS[bucket].toUpperCase(), x, y, { width: width - 6 });
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(bucket === 'current' || statement.buckets[bucket] === 0 ? ink : '#b91c1c')
      .text(money(statement.buckets[bucket]), x, y + 12, { width: width - 6 });
  });
  y += 34;
  for (const other of statement.other_currencies) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(muted)
      .text(
        `Also outstanding in ${other.currency}: ${money(other.total_outstanding, other.currency)}`,
        PDF_MARGIN,
        y,
      );
    y += 13;
  }

  y += 10;
  if (statement.invoices.length === 0) {
    doc.font('Helvetica').fontSize(10).fillColor(ink).text('No open invoices. Thank you.', PDF_MARGIN, y);
  } else {
    drawTable(
      doc,
      INVOICE_COLUMNS,
      statement.invoices.map((invoice) => [
        invoice.number,
        invoice.order_uid,
        invoice.issued_on,
        invoice.due_on,
        rowMoney(invoice.total, invoice.currency),
        rowMoney(invoice.paid, invoice.currency),
        rowMoney(invoice.balance, invoice.currency),
        invoice.days_overdue === null ? '-' : String(invoice.days_overdue),
      ]),
      y,
    );
  }
  doc.end();
  return finished;
}
