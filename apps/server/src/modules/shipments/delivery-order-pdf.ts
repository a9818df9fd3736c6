import { calendarDay } from '@livery/domain/calendar-day';
import { newPdfDocument } from '../../lazy-libraries.ts';
import { addressLines } from '../../pdf/address-lines.ts';
import { registerFontsFor, writeMixedScripts } from '../../pdf/fonts.ts';
import { PDF_COLOURS, PDF_MARGIN } from '../../pdf/page.ts';
import { collectPdfBytes } from '../../pdf/pdf-bytes.ts';
import { drawTable, type PdfColumn } from '../../pdf/table.ts';

/** One person's garment at a location, as the delivery order and packing sheet list it. */
export interface PersonRow {
  staffId: string;
  name: string;
  department: string | null;
  title: string;
  size: string;
  qty: number;
}

export interface DeliveryOrderContent {
  number: string;
  orderUid: string;
  companyName: string;
  /** The order location the parcel goes to, or null for the order's own shipping address. */
  locationName: string | null;
  shipAddress: Record<string, unknown> | null;
  shippedAt: Date;
  trackNo: string | null;
  estimated: [string | null, string | null];
  message: string | null;
  rows: Array<{ packedIn: string | null; title: string; sizes: string; quantity: number }>;
  /** The location's people whose garments are on the parcel's lines (empty without a location). */
  people: PersonRow[];
  /** The provider's zone: the shipped day printed is its calendar day. */
  timeZone: string;
}

export interface PackingSheetContent {
  orderUid: string;
  companyName: string;
  locationName: string;
  address: Record<string, unknown>;
  printedAt: Date;
  rows: Array<{ title: string; sizes: string; quantity: number }>;
  people: PersonRow[];
  /** The provider's zone: the printed day is its calendar day. */
  timeZone: string;
}

const PARCEL_COLUMNS: PdfColumn[] = [
  { header: 'PACKAGE', width: 90 },
  { header: 'ITEM', width: 180 },
  { header: 'SIZES', width: 160 },
  { header: 'QTY', width: 51, align: 'right' },
];
const LINE_COLUMNS: PdfColumn[] = [
  { header: 'ITEM', width: 230 },
  { header: 'SIZES', width: 200 },
  { header: 'QTY', width: 57, align: 'right' },
];
const PEOPLE_COLUMNS: PdfColumn[] = [
  { header: 'STAFF ID', width: 60 },
  { header: 'NAME', width: 130 },
  { header: 'DEPARTMENT', width: 100 },
  { header: 'ITEM', width: 120 },
  { header: 'SIZE × QTY', width: 59, align: 'right' },
];

const peopleRows = (people: readonly PersonRow[]) =>
  people.map((person) => [
    person.staffId,
    person.name,
    person.department ?? '',
    person.title,
    `${person.size} × ${person.qty}`,
  ]);

async function startDocument(title: string, texts: string[]) {
  const doc = await newPdfDocument({
    size: 'A4',
    margin: PDF_MARGIN,
    info: { Title: title, Author: 'Livery' },
  });
  await registerFontsFor(doc, texts);
  const finished = collectPdfBytes(doc);
  return { doc, finished };
}

/** "Deliver to": the location's name (when there is one), the company and the address, in any script. */
function writeDestination(
  doc: PDFKit.PDFDocument,
  heading: string,
  companyName: string,
  locationName: string | null,
  address: Record<string, unknown> | null,
) {
  doc.font('Helvetica-Bold').fontSize(11).fillColor(PDF_COLOURS.ink).text(heading, PDF_MARGIN, doc.y);
  for (const [index, line] of [locationName, companyName, ...addressLines(address)].filter(Boolean).entries())
    writeMixedScripts(
      doc,
      line as string,
      index === 0 && locationName !== null,
      {},
      { x: PDF_MARGIN, y: doc.y },
    );
}

function writePeople(doc: PDFKit.PDFDocument, title: string, people: readonly PersonRow[], top: number) {
  if (people.length === 0) return top;
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(PDF_COLOURS.ink)
    .text(title, PDF_MARGIN, top + 18);
  return drawTable(doc, PEOPLE_COLUMNS, peopleRows(people), doc.y + 6);
}

/**
 * A parcel's delivery order: where it goes (the location's address when the parcel names one), what it holds
 * per line and size, the location's people on those lines, and a line to sign.
 */
export async function renderDeliveryOrderPdf(content: DeliveryOrderContent): Promise<Buffer> {
  const { doc, finished } = await startDocument(`Delivery order ${content.number}`, [
    content.companyName,
    content.locationName ?? '',
    ...addressLines(content.shipAddress),
    ...content.rows.map((row) => row.title),
    ...peopleRows(content.people).flat(),
  ]);
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(PDF_COLOURS.navy)
    .text('Delivery Order', PDF_MARGIN, PDF_MARGIN);
  doc.font('Helvetica').fontSize(11).fillColor(PDF_COLOURS.ink);
  doc.text(`${content.number}  ·  Order ${content.orderUid}`);
  doc.fillColor(PDF_COLOURS.muted).text(`Shipped ${calendarDay(content.shippedAt, content.timeZone)}`);
  if (content.trackNo) doc.text(`Tracking number ${content.trackNo}`);
  const [min, max] = content.estimated;
  if (min || max) doc.text(`Estimated delivery ${[min, max].filter(Boolean).join(' to ')}`);
  doc.moveDown();
  writeDestination(doc, 'Deliver to', content.companyName, content.locationName, content.shipAddress);
  if (content.message) doc.moveDown().fillColor(PDF_COLOURS.muted).text(content.message);
  doc.moveDown();

  let y = drawTable(
    doc,
    PARCEL_COLUMNS,
    content.rows.map((row) => [row.packedIn ?? '-', row.title, row.sizes, String(row.quantity)]),
    doc.y,
  );
  const pieces = content.rows.reduce((sum, row) => sum + row.quantity, 0);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(PDF_COLOURS.ink)
    .text(`${pieces} pieces`, PDF_MARGIN, y + 6, {
      width: 499,
      align: 'right',
    });
  y = writePeople(doc, `People at ${content.locationName ?? ''}`, content.people, doc.y);
  if (y > doc.page.height - PDF_MARGIN - 60) doc.addPage();
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(PDF_COLOURS.muted)
    .text('Received in good order by (name, signature, date):', PDF_MARGIN, Math.max(doc.y, y) + 30);
  doc.end();
  return finished;
}

/**
 * The provider's packing sheet of one location: its address, every piece it takes per line and size, and each
 * person's garment with a box to tick when packed.
 */
export async function renderPackingSheetPdf(content: PackingSheetContent): Promise<Buffer> {
  const { doc, finished } = await startDocument(`Packing sheet ${content.orderUid} ${content.locationName}`, [
    content.companyName,
    content.locationName,
    ...addressLines(content.address),
    ...content.rows.map((row) => row.title),
    ...peopleRows(content.people).flat(),
  ]);
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(PDF_COLOURS.navy)
    .text('Packing Sheet', PDF_MARGIN, PDF_MARGIN);
  doc.font('Helvetica').fontSize(11).fillColor(PDF_COLOURS.ink).text(`Order ${content.orderUid}`);
  doc.fillColor(PDF_COLOURS.muted).text(`Printed ${calendarDay(content.printedAt, content.timeZone)}`);
  doc.moveDown();
  writeDestination(doc, 'Location', content.companyName, content.locationName, content.address);
  doc.moveDown();
  const y = drawTable(
    doc,
    LINE_COLUMNS,
    content.rows.map((row) => [row.title, row.sizes, String(row.quantity)]),
    doc.y,
  );
  const pieces = content.rows.reduce((sum, row) => sum + row.quantity, 0);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(PDF_COLOURS.ink)
    .text(`${pieces} pieces`, PDF_MARGIN, y + 6, {
      width: 499,
      align: 'right',
    });
  const end = writePeople(doc, 'People (tick each garment as it is packed)', content.people, doc.y);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(PDF_COLOURS.muted)
    .text('Packed by (name, date):', PDF_MARGIN, Math.max(doc.y, end) + 30);
  doc.end();
  return finished;
}
