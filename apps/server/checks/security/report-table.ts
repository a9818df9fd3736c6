/** One line of the security report: a check, how many cases it ran, what it measured, and whether it held. */
export interface ReportRow {
  test: string;
  cases: number;
  figure: string;
  pass: boolean;
}

/** The report as a fixed-width text table, so every check (fuzz, auth abuse, start checks) prints alike. */
export function formatReportTable(rows: readonly ReportRow[]): string {
  const header = ['test', 'cases', 'figure', 'pass'];
  const lines = rows.map((row) => [row.test, String(row.cases), row.figure, row.pass ? 'yes' : 'NO']);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join(' | ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('-|-');
  return [format(header), rule, ...lines.map(format)].join('\n');
}
