import { QR_CODE } from '@livery/domain/inventory-stock';
import { newPdfDocument } from '../../lazy-libraries.ts';
import { collectPdfBytes } from '../../pdf/pdf-bytes.ts';

/** One store-room label: the item's name, its sizes and size chart, and the QR code of its page. */
export interface InventoryLabel {
  title: string;
  sku: string | null;
  sizes: readonly string[];
  sizeChart: string | null;
  url: string;
}

const MARGIN = 28;
const COLUMNS = 2;
const ROWS = 4;
const GAP = 12;
const NAVY = '#1f3a5f';
const MUTED = '#52606d';

/** The QR code as a PNG: error correction M, so the logo covering 20 % of it still scans. */
async function qrPng(url: string, size: number): Promise<Buffer> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toBuffer(url, {
    errorCorrectionLevel: QR_CODE.errorCorrectionLevel,
    margin: 1,
    width: size * 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
}

/** The Livery mark over the middle of a QR code, QR_CODE.logoRatio of its side. */
function drawLogo(doc: PDFKit.PDFDocument, x: number, y: number, size: number) {
  const side = size * QR_CODE.logoRatio;
  const left = x + (size - side) / 2;
  const top = y + (size - side) / 2;
  doc.roundedRect(left, top, side, side, side * 0.18).fill('#ffffff');
  doc.roundedRect(left + side * 0.08, top + side * 0.08, side * 0.84, side * 0.84, side * 0.14).fill(NAVY);
  doc
    .font('Helvetica-Bold')
    .fontSize(side * 0.6)
    .fillColor('#ffffff')
    .text('L', left, top + side * 0.2, { width: side, align: 'center', lineBreak: false });
}

/** Renders the labels on A4 portrait pages, eight to a page (two columns, four rows), cut lines between. */
export async function renderInventoryLabelsPdf(labels: InventoryLabel[]): Promise<Buffer> {
  const doc = await newPdfDocument({
    size: 'A4',
    layout: 'portrait',
    margin: MARGIN,
    info: { Title: 'Inventory labels' },
  });
  const finished = collectPdfBytes(doc);
  const width = (doc.page.width - MARGIN * 2 - GAP * (COLUMNS - 1)) / COLUMNS;
  const height = (doc.page.height - MARGIN * 2 - GAP * (ROWS - 1)) / ROWS;
  const qrSize = Math.min(120, height - 24);
  const pngs = await Promise.all(labels.map((label) => qrPng(label.url, qrSize)));

  labels.forEach((label, index) => {
    const slot = index % (COLUMNS * ROWS);
    if (index > 0 && slot === 0) doc.addPage();
    const x = MARGIN + (slot % COLUMNS) * (width + GAP);
    const y = MARGIN + Math.floor(slot / COLUMNS) * (height + GAP);
    doc
      .roundedRect(x, y, width, height, 6)
      .lineWidth(0.5)
      .dash(3, { space: 3 })
      .strokeColor('#9aa5b1')
      .stroke();
    doc.undash();
    const qrX = x + width - qrSize - 12;
    const qrY = y + 12;
    doc.image(pngs[index]!, qrX, qrY, { width: qrSize, height: qrSize });
    drawLogo(doc, qrX, qrY, qrSize);
    const textWidth = width - qrSize - 36;
    doc.font('Helvetica-Bold').fontSize(12).fillColor('#111827');
    doc.text(label.title, x + 12, y + 14, { width: textWidth, height: 46, ellipsis: true });
    if (label.sku)
      doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(`SKU ${label.sku}`, { width: textWidth });
    doc.moveDown(0.4).font('Helvetica-Bold').fontSize(8).fillColor(NAVY).text('SIZES', { width: textWidth });
    doc.font('Helvetica').fontSize(9).fillColor('#111827').text(label.sizes.join('  '), { width: textWidth });
    if (label.sizeChart) {
      doc
        .moveDown(0.4)
        .font('Helvetica-Bold')
        .fontSize(8)
        .fillColor(NAVY)
        .text('SIZE CHART', { width: textWidth });
      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor('#111827')
        .text(label.sizeChart, { width: textWidth, height: y + height - doc.y - 10, ellipsis: true });
    }
  });
  doc.end();
  return finished;
}
