import { describe, expect, it } from 'vitest';
import {
  balanceTotal,
  coverGarments,
  describeExcess,
  employeeBalance,
  entitlementLeft,
  isWithinEntitlement,
  proRatedAllowance,
  proRatedQuantity,
} from './entitlements.ts';

describe('a pro-rated entitlement', () => {
  it('is the full entitlement for the whole year', () => {
    expect(proRatedQuantity(2, { days: 365, ofDays: 365 })).toBe(2);
    expect(proRatedAllowance(30_000, { days: 366, ofDays: 366 })).toBe(30_000);
  });

  it('rounds items up, so a late joiner still gets one of each garment their role wears', () => {
    expect(proRatedQuantity(2, { days: 184, ofDays: 365 })).toBe(2);
    expect(proRatedQuantity(4, { days: 182, ofDays: 365 })).toBe(2);
    expect(proRatedQuantity(1, { days: 1, ofDays: 365 })).toBe(1);
    expect(proRatedQuantity(3, { days: 0, ofDays: 365 })).toBe(0);
  });

  it('scales an allowance to the nearest cent', () => {
    expect(proRatedAllowance(30_000, { days: 184, ofDays: 365 })).toBe(15_123);
    expect(proRatedAllowance(30_000, { days: 0, ofDays: 365 })).toBe(0);
  });
});

describe('a balance', () => {
  it('is what is entitled minus what was used, never below zero', () => {
    expect(entitlementLeft(3, 1)).toBe(2);
    expect(entitlementLeft(3, 3)).toBe(0);
    expect(entitlementLeft(3, 5)).toBe(0);
  });

  it('takes a use that keeps it at or above zero and refuses one that would not', () => {
    expect(isWithinEntitlement(3, 1, 2)).toBe(true);
    expect(isWithinEntitlement(3, 1, 3)).toBe(false);
    expect(isWithinEntitlement(3, 0, -1)).toBe(false);
  });
});

describe("an employee's balances", () => {
  const year = { days: 365, ofDays: 365 };
  const half = { days: 182, ofDays: 365 };

  it('takes each allocation line its own use, scaled for a joiner', () => {
    const role = {
      kind: 'allocation' as const,
      allowanceCents: null,
      lines: [
        { key: 'polo', quantity: 4 },
        { key: 'jacket', quantity: 1 },
      ],
    };
    const uses = [
      { lineKey: 'polo', quantity: 1, amountCents: 2500 },
      { lineKey: 'polo', quantity: 2, amountCents: 5000 },
    ];
    expect(employeeBalance(role, year, uses)).toEqual({
      lines: [
        { key: 'polo', entitled: 4, used: 3, left: 1 },
        { key: 'jacket', entitled: 1, used: 0, left: 1 },
      ],
      allowance: null,
    });
    expect(employeeBalance(role, half, uses).lines[0]).toEqual({
      key: 'polo',
      entitled: 2,
      used: 3,
      left: 0,
    });
  });

  it('sums an allowance over the lines it was spent on', () => {
    const role = {
      kind: 'allowance' as const,
      allowanceCents: 30_000,
      lines: [
        { key: 'apron', quantity: null },
        { key: 'chef', quantity: null },
      ],
    };
    const uses = [
      { lineKey: 'apron', quantity: 2, amountCents: 4_000 },
      { lineKey: 'chef', quantity: 1, amountCents: 21_000 },
    ];
    expect(employeeBalance(role, year, uses)).toEqual({
      lines: [],
      allowance: { entitled: 30_000, used: 25_000, left: 5_000 },
    });
  });

  it('is nothing to show on consumption', () => {
    expect(employeeBalance({ kind: 'on_consumption', allowanceCents: null, lines: [] }, year, [])).toEqual({
      lines: [],
      allowance: null,
    });
  });
});

describe('approved increases', () => {
  const share = { days: 365, ofDays: 365 };
  const half = { days: 182, ofDays: 365 };

  it("raise one allocation line's entitlement, not pro-rated, and leave the others as they were", () => {
    const role = {
      kind: 'allocation' as const,
      allowanceCents: null,
      lines: [
        { key: 'polo', quantity: 3 },
        { key: 'jacket', quantity: 1 },
      ],
    };
    const uses = [{ lineKey: 'polo', quantity: 3, amountCents: 0 }];
    const increases = [
      { lineKey: 'polo', quantity: 2, amountCents: 0 },
      { lineKey: 'polo', quantity: 1, amountCents: 0 },
    ];
    expect(employeeBalance(role, share, uses, increases).lines).toEqual([
      { key: 'polo', entitled: 6, used: 3, left: 3 },
      { key: 'jacket', entitled: 1, used: 0, left: 1 },
    ]);
    // A joiner's half year of 3 polos is 2; the 3 granted are added whole.
    expect(employeeBalance(role, half, uses, increases).lines[0]).toEqual({
      key: 'polo',
      entitled: 5,
      used: 3,
      left: 2,
    });
  });

  it('raise an allowance by their amounts', () => {
    const role = {
      kind: 'allowance' as const,
      allowanceCents: 30_000,
      lines: [{ key: 'apron', quantity: null }],
    };
    const uses = [{ lineKey: 'apron', quantity: 1, amountCents: 29_000 }];
    expect(
      employeeBalance(role, share, uses, [{ lineKey: '', quantity: 0, amountCents: 5_000 }]).allowance,
    ).toEqual({
      entitled: 35_000,
      used: 29_000,
      left: 6_000,
    });
  });
});

describe('a balance as one figure', () => {
  it("sums an allocation's lines, each line's left never below zero", () => {
    expect(
      balanceTotal({
        lines: [
          { key: 'polo', entitled: 2, used: 3, left: 0 },
          { key: 'jacket', entitled: 1, used: 0, left: 1 },
        ],
        allowance: null,
      }),
    ).toEqual({ unit: 'items', entitled: 3, used: 3, left: 1 });
  });

  it('is the allowance in cents, and nothing on consumption', () => {
    expect(balanceTotal({ lines: [], allowance: { entitled: 100, used: 40, left: 60 } })).toEqual({
      unit: 'cents',
      entitled: 100,
      used: 40,
      left: 60,
    });
    expect(balanceTotal({ lines: [], allowance: null })).toBeNull();
  });
});

describe('coverGarments', () => {
  const allocation = new Map([
    [
      'A',
      {
        kind: 'allocation' as const,
        allowanceLeft: 0,
        lines: [
          { key: '1', savedProductId: 10, garmentGroup: null, left: 2 },
          { key: '2', savedProductId: null, garmentGroup: 'top' as const, left: 1 },
        ],
      },
    ],
  ]);

  it('takes the saved product line first, then the group, and never below zero', () => {
    const covers = coverGarments(allocation, [
      { employeeKey: 'A', savedProductId: 10, garmentGroup: 'top', quantity: 4, cents: 4000 },
      { employeeKey: 'A', savedProductId: 11, garmentGroup: 'top', quantity: 1, cents: 900 },
    ]);
    expect(covers[0]).toEqual({
      uses: [
        { lineKey: '1', quantity: 2, amountCents: 0 },
        { lineKey: '2', quantity: 1, amountCents: 0 },
      ],
      excessQuantity: 1,
      excessCents: 1000,
    });
    expect(covers[1]).toEqual({ uses: [], excessQuantity: 1, excessCents: 900 });
    // The map given is not changed.
    expect(allocation.get('A')!.lines[0]!.left).toBe(2);
  });

  it('spends an allowance on its saved products only, the rest beyond', () => {
    const allowance = new Map([
      [
        'B',
        {
          kind: 'allowance' as const,
          allowanceLeft: 3000,
          lines: [{ key: '5', savedProductId: 20, garmentGroup: null, left: 0 }],
        },
      ],
    ]);
    const covers = coverGarments(allowance, [
      { employeeKey: 'B', savedProductId: 20, garmentGroup: null, quantity: 2, cents: 5000 },
      { employeeKey: 'B', savedProductId: 21, garmentGroup: null, quantity: 1, cents: 700 },
      { employeeKey: 'Z', savedProductId: 20, garmentGroup: null, quantity: 1, cents: 700 },
    ]);
    expect(covers.map((cover) => [cover.uses, cover.excessCents])).toEqual([
      [[{ lineKey: '5', quantity: 2, amountCents: 3000 }], 2000],
      [[], 700],
      [[], 0],
    ]);
  });

  it('describes an excess as one line with who bears it', () => {
    expect(
      describeExcess(
        {
          rule: 'cost_centre',
          totalCents: 2500,
          garments: [
            { staffId: 'A', name: 'Ana', title: 'Polo', quantity: 1, cents: 2500, costCentre: 'CC-9' },
          ],
        },
        (cents) => `$${cents / 100}`,
      ),
    ).toBe('Charged to cost centre (CC-9): $25 beyond entitlement');
  });
});
