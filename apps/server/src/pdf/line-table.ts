import { fontFor, writeMixedScripts } from './fonts.ts';
import { PDF_COLOURS, PDF_MARGIN, PDF_RIGHT } from './page.ts';

/** The line table's columns, shared by the invoice and the order detail PDFs. */
export const LINE_COLUMNS = {
  item: { x: PDF_MARGIN, width: 205 },
  quantity: { x: PDF_MARGIN + 210, width: 40 },
  unit: { x: PDF_MARGIN + 255, width: 80 },
  surcharge: { x: PDF_MARGIN + 340, width: 75 },
  amount: { x: PDF_MARGIN + 420, width: PDF_RIGHT - (PDF_MARGIN + 420) },
};

export interface PdfLine {
  title: string;
  /** Colour and sizes, printed small under the title. */
  detail: string;
  quantity: number;
  unitPrice: number;
  surcharge: number;
  amount: number;
}

/**
 * Draws the lines from `top` (ITEM, QTY, UNIT PRICE, SURCHARGE, AMOUNT), repeating the header on every new page;
 * titles in any script (their fonts registered beforehand). Answers where the table ends.
 */
export function drawLineTable(
  doc: PDFKit.PDFDocument,
  lines: readonly PdfLine[],
  money: (amount: number) => string,
  top: number,
): number {
  const { item, quantity, unit, surcharge, amount } = LINE_COLUMNS;
  const right = (width: number) => ({ width, align: 'right' as const });
  let y = top;
  const header = () => {
    doc.font('Helvetica-Bold').fontSize(8).fillColor(PDF_COLOURS.muted);
    doc.text('ITEM', item.x, y, { width: item.width });
    doc.text('QTY', quantity.x, y, right(quantity.width));
    doc.text('UNIT PRICE', unit.x, y, right(unit.width));
    doc.text('SURCHARGE', surcharge.x, y, right(surcharge.width));
    doc.text('AMOUNT', amount.x, y, right(amount.width));
    y += 13;
    doc.moveTo(PDF_MARGIN, y).lineTo(PDF_RIGHT, y).strokeColor(PDF_COLOURS.rule).stroke();
    y += 6;
  };
  header();
  for (const line of lines) {
    doc.font(fontFor(line.title) ?? 'Helvetica').fontSize(9);
    const titleHeight = doc.heightOfString(line.title, { width: item.width });
    doc.font(fontFor(line.detail) ?? 'Helvetica').fontSize(8);
    const detailHeight = line.detail ? doc.heightOfString(line.detail, { width: item.width }) : 0;
    if (y + titleHeight + detailHeight > doc.page.height - PDF_MARGIN - 40) {
      doc.addPage();
      y = PDF_MARGIN;
      header();
    }
    doc.fontSize(9).fillColor(PDF_COLOURS.ink);
    writeMixedScripts(doc, line.title, false, { width: item.width }, { x: item.x, y });
    if (line.detail) {
      doc.fontSize(8).fillColor(PDF_COLOURS.muted);
      writeMixedScripts(doc, line.detail, false, { width: item.width }, { x: item.x, y: y + titleHeight });
    }
    doc.font('Helvetica').fontSize(9).fillColor(PDF_COLOURS.ink);
    doc.text(String(line.quantity), quantity.x, y, right(quantity.width));
    doc.text(money(line.unitPrice), unit.x, y, right(unit.width));
    doc.text(money(line.surcharge), surcharge.x, y, right(surcharge.width));
    doc.text(money(line.amount), amount.x, y, right(amount.width));
    y += titleHeight + detailHeight + 8;
  }
  doc.moveTo(PDF_MARGIN, y).lineTo(PDF_RIGHT, y).strokeColor(PDF_COLOURS.rule).stroke();
  return y;
}
