import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPLOYEE_FORM_FIELDS, employeeProductFields, missingEmployeeFields } from './roster-employee.ts';

const complete = {
  staff_id: '0007',
  name: 'Ana Lim',
  sex: 'female',
  department: 'Front Office',
  cost_center: 'CC-01',
  product1_size: 'M',
  product1_qty: '1',
};

describe('add-employee form', () => {
  it('requires staff ID, full name, sex, department, cost center, size and quantity', () => {
    expect(EMPLOYEE_FORM_FIELDS.filter((field) => field.required).map((field) => field.field)).toEqual([
      'staff_id',
      'name',
      'sex',
      'department',
      'cost_center',
    ]);
    expect(
      employeeProductFields(1)
        .filter((field) => field.required)
        .map((field) => field.field),
    ).toEqual(['product1_size', 'product1_qty']);
    expect(missingEmployeeFields({}, 1)).toEqual([
      'Input Staff ID',
      'Input Full Name',
      'Input Sex',
      'Input Department',
      'Input Cost Center',
      'Input Size of product 1',
      'Input Quantity of product 1',
    ]);
  });

  it('leaves other info, note, nametag, position, laundry id, locker id, uniform code and tags optional', () => {
    const optional = [
      ...EMPLOYEE_FORM_FIELDS.filter((field) => !field.required).map((field) => field.field),
      ...employeeProductFields(1)
        .filter((field) => !field.required)
        .map((field) => field.field),
    ];
    expect(optional).toEqual([
      'other_info',
      'nametag',
      'position',
      'laundry_id',
      'locker_id',
      'uniform_code',
      'product1_note',
      'product1_tag_1',
      'product1_tag_2',
      'product1_tag_3',
    ]);
    expect(missingEmployeeFields(complete, 1)).toEqual([]);
  });

  it('asks for the size and quantity of every chosen product', () => {
    expect(missingEmployeeFields(complete, 2)).toEqual([
      'Input Size of product 2',
      'Input Quantity of product 2',
    ]);
  });

  it('treats any blank required field as missing, whatever the others hold', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('staff_id', 'name', 'sex', 'department', 'cost_center'),
        fc.constantFrom('', ' ', '\t'),
        (field, blank) => {
          expect(missingEmployeeFields({ ...complete, [field]: blank }, 1)).toHaveLength(1);
        },
      ),
    );
  });
});
