import { newPdfDocument } from '../../lazy-libraries.ts';
import { collectPdfBytes } from '../../pdf/pdf-bytes.ts';

/** One saved product as the price list shows it: money already formatted with its currency code. */
export interface PriceListProduct {
  sku: string;
  title: string;
  team: string;
  colours: string[];
  /** Per tier: the garment, the design's printing per piece, and the price per piece they make. */
  tiers: Array<{ quantity: string; garment: string; printing: string; perPiece: string }>;
  addons: string[];
}

const MARGIN = 48;
const NAVY = '#1f3a5f';
const MUTED = '#6b7280';
const RULE = '#d9dee7';
/** Column x positions and widths on an A4 portrait page (595 pt wide). */
const COLUMNS = {
  product: { x: MARGIN, width: 160 },
  quantity: { x: MARGIN + 166, width: 52 },
  garment: { x: MARGIN + 220, width: 64 },
  printing: { x: MARGIN + 288, width: 60 },
  perPiece: { x: MARGIN + 352, width: 66 },
  addons: { x: MARGIN + 422, width: 77 },
};
const MONEY_COLUMNS = ['garment', 'printing', 'perPiece'] as const;

function drawTableHeader(doc: PDFKit.PDFDocument, y: number): number {
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
  doc.text('PRODUCT', COLUMNS.product.x, y, { width: COLUMNS.product.width });
  doc.text('QUANTITY', COLUMNS.quantity.x, y, { width: COLUMNS.quantity.width });
  const headings = { garment: 'GARMENT', printing: 'PRINTING', perPiece: 'PER PIECE' };
  for (const column of MONEY_COLUMNS) {
    doc.text(headings[column], COLUMNS[column].x, y, { width: COLUMNS[column].width, align: 'right' });
  }
  doc.text('SIZE ADD-ONS', COLUMNS.addons.x, y, { width: COLUMNS.addons.width, align: 'right' });
  const bottom = y + 14;
  doc
    .moveTo(MARGIN, bottom)
    .lineTo(doc.page.width - MARGIN, bottom)
    .lineWidth(1)
    .strokeColor(NAVY)
    .stroke();
  return bottom + 8;
}

/** Renders the price list (spec 02 section 2.1: mf-products-price-list.pdf, A4 portrait). */
export async function renderPriceListPdf(list: {
  companyName: string;
  date: Date;
  /** The provider's zone: the date printed is its calendar day. */
  timeZone: string;
  products: PriceListProduct[];
}): Promise<Buffer> {
  const doc = await newPdfDocument({
    size: 'A4',
    layout: 'portrait',
    margin: MARGIN,
    info: { Title: `${list.companyName} price list`, Author: 'Livery' },
  });
  const finished = collectPdfBytes(doc);

  const pageBottom = doc.page.height - MARGIN;
  doc.font('Helvetica-Bold').fontSize(20).fillColor(NAVY).text('Price List', MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(11).fillColor('#111827').text(list.companyName);
  doc
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      list.date.toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: list.timeZone,
      }),
    );
  let y = drawTableHeader(doc, doc.y + 18);

  for (const product of list.products) {
    const details = [`SKU ${product.sku}`, product.team, product.colours.join(', ')]
      .filter(Boolean)
      .join('  ·  ');
    doc.font('Helvetica').fontSize(8);
    const detailsHeight = doc.heightOfString(details, { width: COLUMNS.product.width });
    doc.font('Helvetica-Bold').fontSize(10);
    const titleHeight = doc.heightOfString(product.title, { width: COLUMNS.product.width });
    const rowsHeight = Math.max(1, product.tiers.length, product.addons.length) * 14;
    const blockHeight = Math.max(titleHeight + detailsHeight + 4, rowsHeight) + 12;
    if (y + blockHeight > pageBottom) {
      doc.addPage();
      y = drawTableHeader(doc, MARGIN);
    }
    doc.fillColor('#111827').text(product.title, COLUMNS.product.x, y, { width: COLUMNS.product.width });
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(details, COLUMNS.product.x, y + titleHeight + 2, { width: COLUMNS.product.width });
    doc.fontSize(9).fillColor('#111827');
    const tiers =
      product.tiers.length > 0
        ? product.tiers
        : [{ quantity: '-', garment: 'On request', printing: '', perPiece: '' }];
    tiers.forEach((tier, index) => {
      const rowY = y + index * 14;
      doc.text(tier.quantity, COLUMNS.quantity.x, rowY, { width: COLUMNS.quantity.width });
      for (const column of MONEY_COLUMNS) {
        doc.font(column === 'perPiece' ? 'Helvetica-Bold' : 'Helvetica');
        doc.text(tier[column], COLUMNS[column].x, rowY, { width: COLUMNS[column].width, align: 'right' });
      }
      doc.font('Helvetica');
    });
    doc.fillColor(MUTED).text(product.addons.join('\n') || '-', COLUMNS.addons.x, y, {
      width: COLUMNS.addons.width,
      align: 'right',
    });
    y += blockHeight;
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(doc.page.width - MARGIN, y - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }

  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      'Price per piece = garment + printing per piece; size add-ons are extra. Before shipping and GST. Pieces of one product across cart lines count together for the tier.',
      MARGIN,
      Math.min(y + 6, pageBottom - 12),
    );
  doc.end();
  return finished;
}
