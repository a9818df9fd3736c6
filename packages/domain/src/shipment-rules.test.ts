import { describe, expect, it } from 'vitest';
import { parcelProblems, parcelRoom, remainingQuantities, shipStatusOf } from './shipment-rules.ts';

describe('remainingQuantities', () => {
  it('subtracts what shipped and drops finished sizes', () => {
    expect(remainingQuantities({ S: 3, M: 2 }, { S: 1, M: 2 })).toEqual({ S: 2 });
  });
});

describe('parcelRoom', () => {
  it("leaves a parcel to the order's address whatever is left of the line", () => {
    expect(parcelRoom({ S: 3, M: 2 }, { S: 1 })).toEqual({ S: 2, M: 2 });
  });

  it('leaves a parcel to a location what it takes less what went there, never beyond what the line has left', () => {
    // The resort takes 2 M and 1 L; one M went there, and the order's address took the only L.
    const destination = { takes: { M: 2, L: 1 }, sentThere: { M: 1 } };
    expect(parcelRoom({ S: 3, M: 4, L: 1 }, { M: 1, L: 1 }, destination)).toEqual({ M: 1 });
    expect(parcelRoom({ M: 4 }, { M: 4 }, destination)).toEqual({});
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
