import { calendarDay } from '@livery/domain/calendar-day';
import { formatMoneyWithCode } from '@livery/domain/money';
import type { InvoiceLine } from '../../db/schema.ts';
import { newPdfDocument } from '../../lazy-libraries.ts';
import { addressLines } from '../../pdf/address-lines.ts';
import { fontFor, registerFontsFor, writeMixedScripts } from '../../pdf/fonts.ts';
import { drawLineTable, LINE_COLUMNS } from '../../pdf/line-table.ts';
import { PDF_COLOURS, PDF_MARGIN, PDF_RIGHT } from '../../pdf/page.ts';
import { collectPdfBytes } from '../../pdf/pdf-bytes.ts';
import { type BankDetails, hasBankDetails } from '../console-settings/console-settings.service.ts';
import { PROVIDER_DETAILS } from './provider-details.ts';

export interface InvoicePdfContent {
  number: string;
  statusLabel: string;
  orderUid: string;
  poNumber: string | null;
  companyName: string;
  billTo: Record<string, unknown> | null;
  issuedAt: Date;
  dueAt: Date;
  currency: string;
  lines: InvoiceLine[];
  subtotal: number;
  totalSurcharge: number;
  discount: number;
  shippingFee: number;
  additionalFees: number;
  gstRate: number;
  gst: number;
  total: number;
  payments: Array<{ receivedOn: string; method: string | null; reference: string | null; amount: number }>;
  creditNotes: Array<{ createdAt: Date; reason: string; amount: number }>;
  balance: number;
  voided: { at: Date; reason: string | null } | null;
  /** The bank details kept in the console's settings (decision 126). */
  bank: BankDetails;
  /** The provider's zone: the days printed are its calendar days. */
  timeZone: string;
}

const MARGIN = PDF_MARGIN;
const RIGHT = PDF_RIGHT;
const { navy: NAVY, muted: MUTED, ink: INK } = PDF_COLOURS;

/**
 * The invoice as a PDF: the provider's details, bill-to, the lines with surcharges, shipping, fees, discount,
 * GST at the order's rate, payments and credit notes received, the balance, how to pay and when. Money is
 * right-aligned; text in Chinese or Thai is set in an embedded Noto font (subset by pdfkit).
 */
export async function renderInvoicePdf(content: InvoicePdfContent): Promise<Buffer> {
  const day = (date: Date) => calendarDay(date, content.timeZone);
  const doc = await newPdfDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Invoice ${content.number}`, Author: PROVIDER_DETAILS.name },
  });
  const finished = collectPdfBytes(doc);

  await registerFontsFor(doc, [
    content.companyName,
    ...addressLines(content.billTo),
    ...content.lines.flatMap((line) => [line.title, line.qtys, line.apparel_color ?? '']),
    ...content.payments.flatMap((payment) => [payment.method ?? '', payment.reference ?? '']),
    ...content.creditNotes.map((note) => note.reason),
    content.poNumber ?? '',
    content.voided?.reason ?? '',
  ]);
  /** Sets the font a piece of text needs: the bold or regular Helvetica, or the Noto font that has its script. */
  const fontOf = (text: string, bold = false) => {
    const extra = fontFor(text);
    doc.font(extra ?? (bold ? 'Helvetica-Bold' : 'Helvetica'));
    return doc;
  };
  // The code, as on every screen: one invoice may be read beside another in a different currency.
  const money = (amount: number) => formatMoneyWithCode(amount, content.currency);
  const write = (
    text: string,
    bold: boolean,
    options: PDFKit.Mixins.TextOptions,
    at: { x: number; y: number },
  ) => writeMixedScripts(doc, text, bold, options, at);

  // Header: the provider on the left, the invoice's own facts on the right.
  doc.font('Helvetica-Bold').fontSize(20).fillColor(NAVY).text('Tax Invoice', MARGIN, MARGIN);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(INK)
    .text(PROVIDER_DETAILS.name, MARGIN, MARGIN + 30);
  doc.font('Helvetica').fillColor(MUTED);
  for (const line of [
    ...PROVIDER_DETAILS.addressLines,
    `${PROVIDER_DETAILS.email} · ${PROVIDER_DETAILS.phone}`,
    PROVIDER_DETAILS.taxNumber,
  ])
    doc.text(line);
  const facts: Array<[string, string]> = [
    ['Invoice number', content.number],
    ['Status', content.statusLabel],
    ['Order', content.orderUid],
    ['PO number', content.poNumber ?? '-'],
    ['Issued', day(content.issuedAt)],
    ['Due', day(content.dueAt)],
    ['Currency', content.currency],
  ];
  let y = MARGIN + 30;
  for (const [label, value] of facts) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, RIGHT - 220, y, { width: 90 });
    fontOf(value, true)
      .fontSize(9)
      .fillColor(INK)
      .text(value, RIGHT - 130, y, { width: 130, align: 'right' });
    y += 14;
  }

  // Bill to.
  y = Math.max(doc.y, y) + 16;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text('BILL TO', MARGIN, y);
  doc.fontSize(11).fillColor(INK);
  write(content.companyName, true, { width: 300 }, { x: MARGIN, y: y + 13 });
  doc.fontSize(9).fillColor(INK);
  for (const line of addressLines(content.billTo))
    write(line, false, { width: 300 }, { x: MARGIN, y: doc.y });
  if (content.voided) {
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor('#b91c1c')
      .text(`VOIDED ${day(content.voided.at)}`, RIGHT - 220, y + 13, { width: 220, align: 'right' });
    if (content.voided.reason)
      fontOf(content.voided.reason)
        .fontSize(9)
        .text(content.voided.reason, RIGHT - 220, doc.y, {
          width: 220,
          align: 'right',
        });
  }

  // Lines.
  y = doc.y + 20;
  y = drawLineTable(
    doc,
    content.lines.map((line) => ({
      title: line.title,
      detail: [line.apparel_color, line.qtys].filter(Boolean).join(' · '),
      quantity: line.quantity,
      unitPrice: line.unit_price,
      surcharge: line.surcharge,
      amount: line.amount,
    })),
    money,
    y,
  );
  y += 8;

  // Totals, right-aligned under the amount column.
  const totals: Array<[string, number, boolean?]> = [
    [`Subtotal (surcharges ${money(content.totalSurcharge)} included)`, content.subtotal],
    ['Shipping', content.shippingFee],
  ];
  if (content.additionalFees !== 0) totals.push(['Additional fees', content.additionalFees]);
  if (content.discount !== 0) totals.push(['Discount', -content.discount]);
  totals.push([
    `Taxable amount`,
    content.subtotal + content.shippingFee + content.additionalFees - content.discount,
  ]);
  totals.push([`GST ${content.gstRate}%`, content.gst]);
  totals.push(['Total', content.total, true]);
  for (const payment of content.payments)
    totals.push([
      `Payment received ${payment.receivedOn}${payment.method ? ` (${payment.method})` : ''}`,
      -payment.amount,
    ]);
  for (const note of content.creditNotes) totals.push([`Credit note ${day(note.createdAt)}`, -note.amount]);
  totals.push(['Balance due', content.balance, true]);
  if (y > doc.page.height - MARGIN - totals.length * 15 - 120) {
    doc.addPage();
    y = MARGIN;
  }
  for (const [label, amount, strong] of totals) {
    doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 10 : 9);
    const labelFont = fontFor(label);
    if (labelFont) doc.font(labelFont);
    doc.fillColor(strong ? INK : MUTED).text(label, MARGIN + 150, y, { width: 260, align: 'right' });
    doc
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fillColor(INK)
      .text(money(amount), LINE_COLUMNS.amount.x - 10, y, {
        width: LINE_COLUMNS.amount.width + 10,
        align: 'right',
      });
    y += strong ? 17 : 14;
  }

  // How to pay.
  y += 14;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text('PAYMENT DETAILS', MARGIN, y);
  doc.font('Helvetica').fillColor(INK);
  if (content.voided) doc.text('This invoice is void: nothing is owed.');
  else if (content.balance === 0) doc.text('Paid in full. Thank you.');
  else doc.text(`Please pay ${money(content.balance)} by ${day(content.dueAt)}, quoting ${content.number}.`);
  const { bank } = content;
  if (hasBankDetails(bank)) {
    doc.text(`Bank: ${bank.bank} · Account name: ${bank.accountName}`);
    doc.text(
      `Account number: ${bank.accountNumber}${bank.paynowUen ? ` · PayNow UEN: ${bank.paynowUen}` : ''}`,
    );
  } else {
    doc.text(`For the bank details, write to ${PROVIDER_DETAILS.email}.`);
  }
  doc.end();
  return finished;
}
