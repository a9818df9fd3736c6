import { writeMixedScripts } from './fonts.ts';
import { PDF_COLOURS, PDF_MARGIN, PDF_RIGHT } from './page.ts';

/** One column of a plain (unpriced) table; the widths of a table's columns and gaps fit the text area. */
export interface PdfColumn {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

const GAP = 6;

/**
 * Draws rows of text under their column headers from `top`, repeating the header on every new page; left
 * cells may be in any script (their fonts registered beforehand). Answers where the table ends.
 */
export function drawTable(
  doc: PDFKit.PDFDocument,
  columns: readonly PdfColumn[],
  rows: ReadonlyArray<readonly string[]>,
  top: number,
): number {
  const xs: number[] = [];
  let x = PDF_MARGIN;
  for (const column of columns) {
    xs.push(x);
    x += column.width + GAP;
  }
  let y = top;
  const header = () => {
    doc.font('Helvetica-Bold').fontSize(8).fillColor(PDF_COLOURS.muted);
    columns.forEach((column, index) => {
      doc.text(column.header, xs[index], y, { width: column.width, align: column.align ?? 'left' });
    });
    y += 13;
    doc.moveTo(PDF_MARGIN, y).lineTo(PDF_RIGHT, y).strokeColor(PDF_COLOURS.rule).stroke();
    y += 6;
  };
  header();
  for (const row of rows) {
    doc.font('Helvetica').fontSize(9);
    const height = Math.max(
      ...columns.map((column, index) => doc.heightOfString(row[index] ?? '', { width: column.width })),
    );
    if (y + height > doc.page.height - PDF_MARGIN - 40) {
      doc.addPage();
      y = PDF_MARGIN;
      header();
    }
    columns.forEach((column, index) => {
      const text = row[index] ?? '';
      doc.fontSize(9).fillColor(PDF_COLOURS.ink);
      if (column.align === 'right')
        doc.font('Helvetica').text(text, xs[index], y, { width: column.width, align: 'right' });
      else writeMixedScripts(doc, text, false, { width: column.width }, { x: xs[index] ?? PDF_MARGIN, y });
    });
    y += height + 6;
  }
  doc.moveTo(PDF_MARGIN, y).lineTo(PDF_RIGHT, y).strokeColor(PDF_COLOURS.rule).stroke();
  return y;
}
