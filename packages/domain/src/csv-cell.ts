/** Characters a spreadsheet reads as the start of a formula (plus tab and carriage return, which some strip first). */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

/**
 * A value safe to open in a spreadsheet: text beginning with `= + - @` (or a tab or carriage return) is
 * prefixed with an apostrophe so it is shown as text and never run as a formula.
 */
export function neutraliseCsvCell(value: string): string {
  return FORMULA_TRIGGERS.some((trigger) => value.startsWith(trigger)) ? `'${value}` : value;
}

/** One exported CSV cell: neutralised, then quoted when it holds a comma, quote or line break. */
export function formatCsvCell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : neutraliseCsvCell(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of cells as CSV text, CRLF line endings (what spreadsheets expect). */
export function formatCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `${rows.map((row) => row.map(formatCsvCell).join(',')).join('\r\n')}\r\n`;
}
