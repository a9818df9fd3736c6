import { describe, expect, it } from 'vitest';
import { readXlsx, rowValues } from '../test/read-xlsx.ts';
import { xlsxBuffer, xlsxStream } from './xlsx-writer.ts';

const MONEY = '"SGD "#,##0.00;"SGD -"#,##0.00';

describe('xlsxBuffer', () => {
  it('writes sheets by name with text, numbers, empty cells and money formats a spreadsheet reads back', async () => {
    const workbook = await readXlsx(
      await xlsxBuffer([
        {
          name: 'Orders',
          rows: [
            ['Order', 'Qty', 'Total'],
            ['ORD-1 <b>&"', 3, { value: 1234.5, format: MONEY }],
            ["'=cmd()", null, { value: -5, format: MONEY }],
          ],
        },
        { name: 'Notes: a/b', rows: [['美味しい 🍜 tab\tend\u0001']] },
      ]),
    );
    expect([...workbook.keys()]).toEqual(['Orders', 'Notes  a b']);
    const orders = workbook.get('Orders')!;
    expect(rowValues(orders, 1)).toEqual(['Order', 'Qty', 'Total']);
    expect(rowValues(orders, 2)).toEqual(['ORD-1 <b>&"', 3, 1234.5]);
    expect(rowValues(orders, 3)).toEqual(["'=cmd()", null, -5]);
    expect(orders.get(2)!.get('C')!.format).toBe(MONEY);
    expect(orders.get(2)!.get('B')!.format).toBeUndefined();
    // A control character XML cannot hold is dropped; a tab and every other character stay.
    expect(rowValues(workbook.get('Notes  a b')!, 1)).toEqual(['美味しい 🍜 tab\tend']);
  });

  it('names columns past Z as spreadsheets do', async () => {
    const row = Array.from({ length: 30 }, (_, index) => index);
    const sheet = (await readXlsx(await xlsxBuffer([{ name: 'Wide', rows: [row] }]))).get('Wide')!;
    expect([...sheet.get(1)!.keys()].slice(25, 28)).toEqual(['Z', 'AA', 'AB']);
    expect(rowValues(sheet, 1)).toEqual(row);
  });
});

describe('xlsxStream', () => {
  it('reads its rows as the zip takes them, and ends with the error of rows that fail', async () => {
    async function* rows() {
      for (let index = 0; index < 2_500; index += 1) yield [`row ${index}`, index];
    }
    const chunks: Buffer[] = [];
    for await (const chunk of xlsxStream([{ name: 'Many', rows: rows() }])) chunks.push(chunk as Buffer);
    const sheet = (await readXlsx(Buffer.concat(chunks))).get('Many')!;
    expect(sheet.size).toBe(2_500);
    expect(rowValues(sheet, 2_500)).toEqual(['row 2499', 2499]);

    async function* failing() {
      yield ['first'];
      throw new Error('the database went away');
    }
    const consume = async () => {
      for await (const _ of xlsxStream([{ name: 'Broken', rows: failing() }])) {
        // reading until the error
      }
    };
    await expect(consume()).rejects.toThrow('the database went away');
  });
});
