import { describe, expect, it } from 'vitest';
import { compactRoster, expandRoster } from './compact-roster.ts';
import { readBulkOrderRoster } from './read-roster.ts';

const PRODUCTS = [{ title: 'Harbour Polo', sizes: ['S', 'M', '2XL'] }];

describe('sending a checked roster compactly', () => {
  it('gives back every row as it was checked: cells, problems and sizes read another way', async () => {
    const csv =
      'staff_id,name,nametag,product1_size,product1_qty\r\n' +
      '007,"Lim, Ana",Ana,XXL,2\r\n' +
      ',"Émile ""Mo"" Ōta",,M,1\r\n' +
      '0042,Raj,,Huge,\r\n' +
      '0043,"Line\nbreak",x,S,1\r\n';
    const checked = await readBulkOrderRoster(csv, PRODUCTS);
    const fields = ['staff_id', 'name', 'nametag', 'product1_size', 'product1_qty'];

    const compact = compactRoster(checked.rows, fields);

    expect(compact.problems.map(([row]) => row)).toEqual([1, 2]);
    expect(compact.readings.map(([row]) => row)).toEqual([0]);
    expect(expandRoster(structuredClone(compact))).toEqual(checked.rows);
  });

  it('sends a cell a row lacks as empty text, and an empty roster as no rows', () => {
    const rows = [
      {
        cells: { staff_id: '1' },
        check: { valid: true, error_message: '', column: null, columns: [] },
        readings: [],
      },
    ];
    expect(expandRoster(compactRoster(rows, ['staff_id', 'name']))[0]!.cells).toEqual({
      staff_id: '1',
      name: '',
    });
    expect(expandRoster(compactRoster([], ['staff_id']))).toEqual([]);
  });
});
