import { describe, expect, it } from 'vitest';
import { parcelProblems, remainingQuantities, shipStatusOf } from './shipment-rules.ts';

describe('remainingQuantities', () => {
  it('subtracts what shipped and drops finished sizes', () => {
    expect(remainingQuantities({ S: 3, M: 2 }, { S: 1, M: 2 })).toEqual({ S: 2 });
  });
});

describe('parcelProblems', () => {
  it('refuses more pieces than remain, naming the line and size', () => {
    expect(parcelProblems('Polo', { M: 2 }, { M: 3 })).toEqual(['Polo: only 2 left to ship in size M']);
    expect(parcelProblems('Polo', { M: 2 }, { L: 1 })).toEqual(['Polo: nothing is left to ship in size L']);
    expect(parcelProblems('Polo', { M: 2 }, { M: 2, L: 0 })).toEqual([]);
  });
});

describe('shipStatusOf', () => {
  it('is not shipped, partially shipped, then shipped as parcels go', () => {
    expect(shipStatusOf([{ ordered: { M: 2 }, shipped: {} }])).toBe('not_shipped');
    expect(shipStatusOf([{ ordered: { M: 2 }, shipped: { M: 1 } }])).toBe('partially_shipped');
    expect(
      shipStatusOf([
        { ordered: { M: 2 }, shipped: { M: 2 } },
        { ordered: { S: 1 }, shipped: { S: 1 } },
      ]),
    ).toBe('shipped');
  });
});
