import type { BenchRow } from './bench-row.ts';

/** The bench table as fixed-width text: scenario, figure, anchor, ratio, target, pass. */
export function formatBenchTable(rows: readonly BenchRow[]): string {
  const header = ['scenario', 'figure', 'anchor', 'ratio', 'target', 'pass'];
  const cells = rows.map((row) => [
    row.scenario,
    row.figure,
    row.anchor,
    row.ratio,
    row.target,
    row.pass === null ? 'n/a' : row.pass ? 'yes' : 'NO',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => line[column]?.length ?? 0)),
  );
  const format = (line: string[]) =>
    line
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join(' | ')
      .trimEnd();
  return [format(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...cells.map(format)].join(
    '\n',
  );
}

export const ratioText = (value: number) => `${value.toFixed(2)}x`;
export const percentText = (value: number) => `${Math.round(value * 100)} %`;
