import { calendarDay } from '@livery/domain/calendar-day';
import { newPdfDocument } from '../../lazy-libraries.ts';

export interface DeliveryOrderContent {
  number: string;
  orderUid: string;
  companyName: string;
  shipAddress: Record<string, unknown> | null;
  shippedAt: Date;
  trackNo: string | null;
  estimated: [string | null, string | null];
  message: string | null;
  rows: Array<{ packedIn: string | null; title: string; sizes: string; quantity: number }>;
  /** The provider's zone: the shipped day printed is its calendar day. */
  timeZone: string;
}

const MARGIN = 48;
const NAVY = '#1f3a5f';
const MUTED = '#6b7280';
const RULE = '#d9dee7';
const COLUMNS = {
  packedIn: { x: MARGIN, width: 90 },
  title: { x: MARGIN + 96, width: 170 },
  sizes: { x: MARGIN + 272, width: 160 },
  quantity: { x: MARGIN + 438, width: 61 },
};

function addressLines(address: Record<string, unknown> | null): string[] {
  if (!address) return [];
  const text = (key: string) => (typeof address[key] === 'string' ? (address[key] as string) : '');
  return [
    `${text('first_name')} ${text('last_name')}`.trim(),
    text('company'),
    text('address'),
    text('address2'),
    [text('city'), text('state'), text('zip')].filter(Boolean).join(' '),
    text('country_name'),
    text('phone'),
  ].filter(Boolean);
}

/** A parcel's delivery order: who it goes to, what it holds per line and size, and a line to sign. */
export async function renderDeliveryOrderPdf(content: DeliveryOrderContent): Promise<Buffer> {
  const doc = await newPdfDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Delivery order ${content.number}`, Author: 'Livery' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).fillColor(NAVY).text('Delivery Order', MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(11).fillColor('#111827');
  doc.text(`${content.number}  ·  Order ${content.orderUid}`);
  doc.fillColor(MUTED).text(`Shipped ${calendarDay(content.shippedAt, content.timeZone)}`);
  if (content.trackNo) doc.text(`Tracking number ${content.trackNo}`);
  const [min, max] = content.estimated;
  if (min || max) doc.text(`Estimated delivery ${[min, max].filter(Boolean).join(' to ')}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').fillColor('#111827').text('Deliver to');
  doc.font('Helvetica').text(content.companyName);
  for (const line of addressLines(content.shipAddress)) doc.text(line);
  if (content.message) {
    doc.moveDown().fillColor(MUTED).text(content.message);
  }
  doc.moveDown();

  let y = doc.y;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
  doc.text('PACKAGE', COLUMNS.packedIn.x, y, { width: COLUMNS.packedIn.width });
  doc.text('ITEM', COLUMNS.title.x, y, { width: COLUMNS.title.width });
  doc.text('SIZES', COLUMNS.sizes.x, y, { width: COLUMNS.sizes.width });
  doc.text('QTY', COLUMNS.quantity.x, y, { width: COLUMNS.quantity.width, align: 'right' });
  y += 14;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .strokeColor(RULE)
    .stroke();
  y += 6;
  doc.font('Helvetica').fontSize(10).fillColor('#111827');
  for (const row of content.rows) {
    const height = Math.max(
      doc.heightOfString(row.title, { width: COLUMNS.title.width }),
      doc.heightOfString(row.sizes, { width: COLUMNS.sizes.width }),
    );
    if (y + height > doc.page.height - MARGIN - 60) {
      doc.addPage();
      y = MARGIN;
    }
    doc.text(row.packedIn ?? '-', COLUMNS.packedIn.x, y, { width: COLUMNS.packedIn.width });
    doc.text(row.title, COLUMNS.title.x, y, { width: COLUMNS.title.width });
    doc.text(row.sizes, COLUMNS.sizes.x, y, { width: COLUMNS.sizes.width });
    doc.text(String(row.quantity), COLUMNS.quantity.x, y, { width: COLUMNS.quantity.width, align: 'right' });
    y += height + 6;
  }
  const pieces = content.rows.reduce((sum, row) => sum + row.quantity, 0);
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .strokeColor(RULE)
    .stroke();
  doc.font('Helvetica-Bold').text(`${pieces} pieces`, COLUMNS.quantity.x - 60, y + 6, {
    width: COLUMNS.quantity.width + 60,
    align: 'right',
  });
  doc
    .font('Helvetica')
    .fillColor(MUTED)
    .text('Received in good order by (name, signature, date):', MARGIN, y + 48);
  doc.end();
  return finished;
}
