import { describe, expect, it } from 'vitest';
import { parseRoster, readBulkOrderRoster } from './read-roster.ts';

const SIZES = [{ title: 'Harbour Polo', sizes: ['S', 'M', 'L'] }];

describe('reading a bulk-order roster', () => {
  it('keeps staff IDs as text, reads CRLF, quotes and a byte-order mark, and drops unknown columns', async () => {
    const csv =
      '\uFEFFstaff_id,name,sex,department,product1_size,product1_qty,favourite\r\n' +
      '007,"Lim, Ana",female,Front Office,M,2,blue\r\n' +
      '0042,Raj,male,Kitchen,L,1,red\r\n';
    const roster = await readBulkOrderRoster(csv, SIZES);
    expect(roster.columns).toEqual([
      'staff_id',
      'name',
      'sex',
      'department',
      'product1_size',
      'product1_qty',
      null,
    ]);
    expect(roster.rows.map((row) => row.cells.staff_id)).toEqual(['007', '0042']);
    expect(roster.rows[0]!.cells.name).toBe('Lim, Ana');
    expect(roster.invalidCount).toBe(0);
  });

  it('marks each invalid row with the spec’s message', async () => {
    const csv =
      'staff_id,name,sex,product1_size,product1_qty,nametag\n,Ann,female,M,1,\n9,Bo,male,XXL,1,\n10,Cy,male,S,1,' +
      'x'.repeat(26);
    const roster = await readBulkOrderRoster(csv, SIZES);
    expect(roster.invalidCount).toBe(3);
    expect(roster.rows.map((row) => row.check.error_message)).toEqual([
      '- Input Staff ID',
      "- Size XXL is not one of Harbour Polo's sizes: S, M, L or NA",
      '- Tags Max 25 Characters',
    ]);
  });
});

describe('reading sizes typed another way', () => {
  it('reads XXL and Small as the product’s 2XL and S, and says so for each row', async () => {
    const products = [{ title: 'Harbour Polo', sizes: ['S', 'M', '2XL'] }];
    const csv = 'staff_id,name,product1_size\n1,Ana,XXL\n2,Raj,Small\n3,Cy,M\n4,Mo,Huge\n';
    const roster = await readBulkOrderRoster(csv, products);
    expect(roster.rows.map((row) => row.cells.product1_size)).toEqual(['2XL', 'S', 'M', 'Huge']);
    expect(roster.rows.map((row) => row.readings)).toEqual([
      [{ column: 'product1_size', typed: 'XXL', size: '2XL' }],
      [{ column: 'product1_size', typed: 'Small', size: 'S' }],
      [],
      [],
    ]);
    expect(roster.rows[3]!.check.error_message).toBe(
      "- Size Huge is not one of Harbour Polo's sizes: S, M, 2XL or NA",
    );
  });
});

describe('parsing a roster in chunks', () => {
  it('reports rows read and reads every line of a large roster', async () => {
    const lines = ['staff_id,name'];
    for (let i = 0; i < 20_000; i++) lines.push(`${String(i).padStart(6, '0')},"Name ${i}, Jr"`);
    const progress: number[] = [];
    const parsed = await parseRoster(lines.join('\n'), (read) => progress.push(read));
    expect(parsed.lines).toHaveLength(20_000);
    expect(parsed.lines[19_999]).toEqual(['019999', 'Name 19999, Jr']);
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(20_000);
  });

  it('refuses a file with no header line', async () => {
    await expect(parseRoster('')).rejects.toThrow();
    await expect(parseRoster('\n\n')).rejects.toThrow();
  });
});
