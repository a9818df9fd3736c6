import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCsv, formatCsvCell, neutraliseCsvCell } from './csv-cell.ts';

describe('exported CSV cells', () => {
  it.each(['=SUM(A1:A2)', '+1+2', '-2+3', '@cmd', '\t=1', '\r=1'])(
    'turns %j into text a spreadsheet will not run',
    (value) => {
      expect(neutraliseCsvCell(value)).toBe(`'${value}`);
    },
  );

  it('leaves ordinary text and numbers as they are', () => {
    expect(neutraliseCsvCell('Front Office Polo')).toBe('Front Office Polo');
    expect(neutraliseCsvCell('LV-POLO-01')).toBe('LV-POLO-01');
    expect(formatCsvCell(-5)).toBe('-5');
    expect(formatCsvCell('24.50')).toBe('24.50');
  });

  it('quotes cells holding commas, quotes or line breaks', () => {
    expect(formatCsvCell('White, Navy')).toBe('"White, Navy"');
    expect(formatCsvCell('the "best" polo')).toBe('"the ""best"" polo"');
    expect(formatCsvCell('=1,2')).toBe(`"'=1,2"`);
  });

  it('joins rows with CRLF', () => {
    expect(
      formatCsv([
        ['SKU', 'Title'],
        ['LV-1', '@home'],
      ]),
    ).toBe("SKU,Title\r\nLV-1,'@home\r\n");
  });

  it('never lets a text cell start with a formula character', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const cell = formatCsvCell(value);
        const unquoted = cell.startsWith('"') ? cell.slice(1) : cell;
        expect(['=', '+', '-', '@', '\t', '\r'].some((trigger) => unquoted.startsWith(trigger))).toBe(false);
      }),
    );
  });
});
