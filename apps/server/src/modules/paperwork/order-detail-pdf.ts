import type { OrderResponse } from '@livery/api-schemas/orders';
import { calendarDay } from '@livery/domain/calendar-day';
import { BEYOND_ENTITLEMENT_MARKS } from '@livery/domain/entitlements';
import { formatMoneyWithCode } from '@livery/domain/money';
import { ORDER_STATUS_LABELS, ORDER_TYPE_LABELS } from '@livery/domain/order-status';
import { newPdfDocument } from '../../lazy-libraries.ts';
import { addressLines } from '../../pdf/address-lines.ts';
import { fontFor, registerFontsFor, writeMixedScripts } from '../../pdf/fonts.ts';
import { drawLineTable, LINE_COLUMNS } from '../../pdf/line-table.ts';
import { PDF_COLOURS, PDF_MARGIN, PDF_RIGHT } from '../../pdf/page.ts';

const MARGIN = PDF_MARGIN;
const RIGHT = PDF_RIGHT;
const { navy: NAVY, muted: MUTED, ink: INK } = PDF_COLOURS;

/**
 * An order's detail as a PDF, from the very answer its page shows (`GET /api/orders/{id}`): facts, addresses,
 * the lines and the Order Summary card's figures, each amount in the order's currency with its code
 * (`formatMoneyWithCode`, as the page), its date the provider's calendar day, and what is beyond its employees'
 * entitlements as the order page's banner says it. Names in Chinese or Thai are set in the invoice's Noto fonts.
 */
export async function renderOrderDetailPdf(detail: OrderResponse, timeZone: string): Promise<Buffer> {
  const day = (iso: string) => calendarDay(new Date(iso), timeZone);
  const { order } = detail;
  const lines = detail.items.flatMap((group) => group.items);
  const doc = await newPdfDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Order ${order.uid}`, Author: 'Livery' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // An order with nothing to ship or bill (a quotation's) says so rather than leaving the column blank.
  const shipTo = order.shipadd ? addressLines(order.shipadd) : ['Not needed for this order'];
  const billTo = order.billadd ? addressLines(order.billadd) : ['Not needed for this order'];
  const facts: Array<[string, string]> = [
    ['Order', order.uid],
    ['Date', day(order.created_at)],
    ['Status', ORDER_STATUS_LABELS[order.order_status]],
    ['Type', ORDER_TYPE_LABELS[order.order_type]],
    ['Team', order.team_name],
    ['Placed by', order.user_name],
    ['PO number', order.po_number || '-'],
    ['Reference', order.reference || '-'],
    ['Currency', order.currency],
  ];
  await registerFontsFor(doc, [
    order.company_name,
    ...facts.map(([, value]) => value),
    ...shipTo,
    ...billTo,
    ...lines.flatMap((line) => [line.title, line.qtys, line.apparel_color ?? '']),
    order.discount_code ?? '',
    ...(order.entitlement_excess?.garments ?? []).flatMap((garment) => [garment.name, garment.title]),
  ]);
  const money = (amount: number) => formatMoneyWithCode(amount, order.currency);
  const write = (
    text: string,
    bold: boolean,
    options: PDFKit.Mixins.TextOptions,
    at: { x: number; y: number },
  ) => writeMixedScripts(doc, text, bold, options, at);

  doc.font('Helvetica-Bold').fontSize(20).fillColor(NAVY).text('Order Detail', MARGIN, MARGIN);
  doc.fontSize(11).fillColor(INK);
  write(order.company_name, true, { width: 260 }, { x: MARGIN, y: MARGIN + 30 });
  let y = MARGIN + 30;
  for (const [label, value] of facts) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, RIGHT - 230, y, { width: 80 });
    doc
      .font(fontFor(value) ?? 'Helvetica-Bold')
      .fontSize(9)
      .fillColor(INK);
    doc.text(value, RIGHT - 150, y, { width: 150, align: 'right', lineBreak: false, ellipsis: true });
    y += 14;
  }

  // Addresses side by side.
  y += 14;
  const addressTop = y;
  for (const [index, [title, address]] of (
    [
      ['SHIP TO', shipTo],
      ['BILL TO', billTo],
    ] as const
  ).entries()) {
    const x = MARGIN + index * 250;
    doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(title, x, addressTop);
    doc.fontSize(9).fillColor(INK);
    let lineY = addressTop + 13;
    for (const line of address) {
      write(line, false, { width: 230 }, { x, y: lineY });
      lineY = doc.y;
    }
    y = Math.max(y, lineY);
  }

  // Lines.
  y += 20;
  y = drawLineTable(
    doc,
    lines.map((line) => ({
      title: line.title,
      detail: [line.apparel_color, line.qtys].filter(Boolean).join(' · '),
      quantity: line.total_qty,
      unitPrice: line.unit_price,
      surcharge: line.surcharge,
      amount: line.amount,
    })),
    money,
    y,
  );
  y += 8;

  // The Order Summary card's rows, in its order and words.
  const summary: Array<[string, string, boolean?]> = [
    ['Subtotal', money(order.subtotal)],
    ['Surcharges (included)', money(order.total_surcharge)],
    ['Shipping', order.shipping_fee === 0 ? 'Free' : money(order.shipping_fee)],
  ];
  if (order.additional_fees > 0) summary.push(['Additional fees', money(order.additional_fees)]);
  summary.push([
    order.discount_code ? `Discount (${order.discount_code})` : 'Discount',
    money(-order.discount),
  ]);
  summary.push([`GST (${order.gst_rate}%)`, money(order.gst)]);
  summary.push(['Total', money(order.total), true]);
  if (y > doc.page.height - MARGIN - summary.length * 16) {
    doc.addPage();
    y = MARGIN;
  }
  for (const [label, value, strong] of summary) {
    doc
      .font(fontFor(label) ?? (strong ? 'Helvetica-Bold' : 'Helvetica'))
      .fontSize(strong ? 10 : 9)
      .fillColor(strong ? INK : MUTED)
      .text(label, MARGIN + 150, y, { width: 250, align: 'right' });
    doc
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fillColor(INK)
      .text(value, LINE_COLUMNS.amount.x - 20, y, { width: LINE_COLUMNS.amount.width + 20, align: 'right' });
    y += strong ? 17 : 14;
  }
  drawExcess(doc, detail, money, y + 10);
  doc.end();
  return finished;
}

/**
 * The order's "Beyond entitlement" record (orders.entitlement_excess, written once at checkout) in the order page's
 * words: who bears it and how much, then each garment beyond; nothing when the order is within its entitlements.
 */
function drawExcess(
  doc: PDFKit.PDFDocument,
  detail: OrderResponse,
  money: (amount: number) => string,
  top: number,
): void {
  const excess = detail.order.entitlement_excess;
  if (!excess) return;
  const lines = excess.garments.map(
    (garment) =>
      `${garment.name} (${garment.staff_id}): ${garment.quantity > 0 ? `${garment.quantity} × ` : ''}${garment.title}, ${money(garment.cents)}${
        excess.rule === 'cost_centre' ? ` — cost centre ${garment.cost_centre ?? 'not given'}` : ''
      }`,
  );
  let y = top;
  if (y > doc.page.height - MARGIN - 30 - lines.length * 13) {
    doc.addPage();
    y = MARGIN;
  }
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text('BEYOND ENTITLEMENT', MARGIN, y);
  y += 13;
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(INK)
    .text(
      `${BEYOND_ENTITLEMENT_MARKS[excess.rule]}: ${money(excess.total_cents)} beyond entitlement`,
      MARGIN,
      y,
      {
        width: RIGHT - MARGIN,
      },
    );
  y = doc.y + 3;
  for (const line of lines) {
    if (y > doc.page.height - MARGIN - 13) {
      doc.addPage();
      y = MARGIN;
    }
    doc.fontSize(9).fillColor(INK);
    writeMixedScripts(doc, line, false, { width: RIGHT - MARGIN }, { x: MARGIN, y });
    y = doc.y + 2;
  }
}
