import { describe, expect, it } from 'vitest';
import {
  checkEmployeeImportRow,
  employeesCsv,
  mergeEmployeeSighting,
  renameEmployee,
  reorderRoster,
  staffIdKey,
} from './employee-records.ts';
import { mapBulkOrderColumns } from './roster-columns.ts';

describe('employee records', () => {
  it('keeps the first name and records other spellings as aliases, once each', () => {
    const first = mergeEmployeeSighting(undefined, {
      staff_id: ' 007 ',
      name: 'Mei  Tan',
      details: { department: 'Ops' },
    });
    const second = mergeEmployeeSighting(first, {
      staff_id: '007',
      name: 'Tan Mei',
      details: { department: '' },
    });
    const third = mergeEmployeeSighting(second, {
      staff_id: '007',
      name: 'tan mei',
      details: { locker_id: 'L9' },
    });
    expect(third).toMatchObject({ staff_id: '007', name: 'Mei Tan', aliases: ['Tan Mei'] });
    expect(third.details).toEqual({ department: 'Ops', locker_id: 'L9' });
  });

  it('remembers the last size per saved product', () => {
    const polo = { saved_product_uuid: 'p', title: 'Polo', size: 'M' };
    const once = mergeEmployeeSighting(undefined, { staff_id: '1', name: 'A', details: {}, size: polo });
    const twice = mergeEmployeeSighting(once, {
      staff_id: '1',
      name: 'A',
      details: {},
      size: { ...polo, size: 'L' },
    });
    expect(twice.sizes).toEqual({ p: { ...polo, size: 'L' } });
  });

  it('renames on an edit and keeps the old name as an alias', () => {
    const record = mergeEmployeeSighting(undefined, { staff_id: '1', name: 'Jon', details: {} });
    expect(renameEmployee(record, 'John')).toMatchObject({ name: 'John', aliases: ['Jon'] });
  });

  it('compares staff ids trimmed and case-blind', () => {
    expect(staffIdKey(' ab12 ')).toBe(staffIdKey('AB12'));
  });

  it('checks an import row like the bulk order checks a person', () => {
    expect(checkEmployeeImportRow({ staff_id: '', name: 'A' }).error_message).toBe('- Input Staff ID');
    expect(checkEmployeeImportRow({ staff_id: '1', name: 'A', sex: '' }).error_message).toBe(
      '- Input Gender',
    );
    expect(checkEmployeeImportRow({ staff_id: '1', name: 'A' }).valid).toBe(true);
  });

  it('exports formula cells neutralised and leading zeros as text', () => {
    const record = mergeEmployeeSighting(undefined, {
      staff_id: '00123',
      name: '=HYPERLINK("x")',
      details: {},
    });
    const [header, row] = employeesCsv([record]).replace('\uFEFF', '').split('\r\n');
    expect(header).toContain('Staff ID,Name');
    expect(row).toMatch(/^="00123","'=HYPERLINK\(""x""\)"/);
  });
});

describe('order again for these people', () => {
  const person = (staffId: string, sizes: Array<[string, string]>) => ({
    staff_id: staffId,
    name: `Person ${staffId}`,
    department: 'Ops',
    cost_center: null,
    nametag: null,
    sex: null,
    position: null,
    laundry_id: null,
    locker_id: null,
    uniform_code: null,
    sizes: sizes.map(([uuid, size]) => ({ saved_product_uuid: uuid, title: `Product ${uuid}`, size })),
  });

  it('makes a bulk-order roster with each remembered size, NA where a person has none', () => {
    const { products, csv } = reorderRoster(
      [
        person('007', [
          ['polo', 'M'],
          ['apron', 'L'],
        ]),
        person('008', [['polo', 'S']]),
      ],
      10,
    );
    expect(products.map((product) => product.saved_product_uuid)).toEqual(['polo', 'apron']);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Staff ID,Name,Department,Cost Center,Position,Laundry ID,Locker ID,Uniform Code,Name Tag,Product 1 Size,Product 1 Qty,Product 2 Size,Product 2 Qty',
    );
    expect(lines[2]).toBe('008,Person 008,Ops,,,,,,,S,1,NA,0');
    expect(mapBulkOrderColumns(lines[0]!.split(','), 2).slice(-4)).toEqual([
      'product1_size',
      'product1_qty',
      'product2_size',
      'product2_qty',
    ]);
  });
});
