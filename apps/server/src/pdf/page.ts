/** The A4 page and colours Livery's PDFs share (invoice, order detail), in PDF points. */
export const PDF_MARGIN = 48;
export const PDF_PAGE_WIDTH = 595.28;
/** The right edge of the text area. */
export const PDF_RIGHT = PDF_PAGE_WIDTH - PDF_MARGIN;

export const PDF_COLOURS = {
  navy: '#1f3a5f',
  muted: '#6b7280',
  ink: '#111827',
  rule: '#d9dee7',
} as const;
