import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatPriceRange,
  isPricing,
  type Pricing,
  priceDesignedLine,
  priceLine,
  priceRange,
  tierUnitPrice,
} from './pricing.ts';

const polo: Pricing = {
  qtys: { '1': 2500, '50': 2200, '100': 1900 },
  addons_size: { '2XL': 300, '3XL': 500 },
};

describe('price range', () => {
  it('runs from the lowest tier to the highest tier plus the largest size add-on', () => {
    expect(priceRange(polo)).toEqual({ min: 1900, max: 3000 });
    expect(formatPriceRange(polo)).toBe('SGD 19.00 - SGD 30.00');
  });

  it('adds a design’s printing per piece to both ends, as its cart line will', () => {
    expect(priceRange(polo, 150)).toEqual({ min: 2050, max: 3150 });
    expect(formatPriceRange(polo, 'AUD', 150)).toBe('AUD 20.50 - AUD 31.50');
  });

  it('shows a single price when every tier is equal and there is no add-on', () => {
    expect(formatPriceRange({ qtys: { '1': 1500, '10': 1500 }, addons_size: {} })).toBe('SGD 15.00');
  });

  it('is zero for a product without tiers', () => {
    expect(priceRange({ qtys: {}, addons_size: {} })).toEqual({ min: 0, max: 0 });
  });
});

describe('tier unit price', () => {
  it('takes the highest tier the quantity reaches', () => {
    expect(tierUnitPrice(polo, 1)).toBe(2500);
    expect(tierUnitPrice(polo, 49)).toBe(2500);
    expect(tierUnitPrice(polo, 50)).toBe(2200);
    expect(tierUnitPrice(polo, 1000)).toBe(1900);
  });

  it('uses the first tier below the smallest threshold', () => {
    expect(tierUnitPrice({ qtys: { '10': 2000, '50': 1800 }, addons_size: {} }, 3)).toBe(2000);
  });
});

describe('price line', () => {
  it('prices every piece at the tier of the total and adds each size add-on', () => {
    expect(priceLine(polo, { M: 40, '2XL': 10 })).toEqual({
      totalQuantity: 50,
      unitPrice: 2200,
      surcharge: 3000,
      amount: 113000,
    });
  });

  it('refuses negative and fractional quantities', () => {
    expect(() => priceLine(polo, { M: -1 })).toThrow(RangeError);
    expect(() => priceLine(polo, { M: 1.5 })).toThrow(RangeError);
  });

  const pricingArbitrary = fc.record({
    qtys: fc.dictionary(fc.integer({ min: 1, max: 500 }).map(String), fc.integer({ min: 0, max: 100_000 }), {
      minKeys: 1,
    }),
    addons_size: fc.dictionary(fc.constantFrom('S', 'M', 'L', '2XL'), fc.integer({ min: 0, max: 5_000 })),
  });
  const quantitiesArbitrary = fc.dictionary(
    fc.constantFrom('S', 'M', 'L', '2XL'),
    fc.integer({ min: 0, max: 1_000 }),
  );

  it('never prices below zero and always charges one of the configured tier prices', () => {
    fc.assert(
      fc.property(pricingArbitrary, quantitiesArbitrary, (pricing, quantities) => {
        const line = priceLine(pricing, quantities);
        expect(line.amount).toBeGreaterThanOrEqual(0);
        expect(Object.values(pricing.qtys)).toContain(line.unitPrice);
        expect(line.amount).toBe(line.unitPrice * line.totalQuantity + line.surcharge);
      }),
    );
  });

  it('keeps the range minimum at or below its maximum', () => {
    fc.assert(
      fc.property(pricingArbitrary, (pricing) => {
        const { min, max } = priceRange(pricing);
        expect(min).toBeLessThanOrEqual(max);
      }),
    );
  });

  it('never raises the unit price as the quantity grows when tiers fall as configured', () => {
    const fallingTiers = fc
      .uniqueArray(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 5 })
      .chain((thresholds) =>
        fc
          .array(fc.integer({ min: 0, max: 10_000 }), {
            minLength: thresholds.length,
            maxLength: thresholds.length,
          })
          .map((prices) => {
            const sortedThresholds = [...thresholds].sort((a, b) => a - b);
            const sortedPrices = [...prices].sort((a, b) => b - a);
            return Object.fromEntries(sortedThresholds.map((t, i) => [String(t), sortedPrices[i]!]));
          }),
      );
    fc.assert(
      fc.property(fallingTiers, fc.integer({ min: 0, max: 600 }), (qtys, quantity) => {
        const pricing = { qtys, addons_size: {} };
        expect(tierUnitPrice(pricing, quantity + 1)).toBeLessThanOrEqual(tierUnitPrice(pricing, quantity));
      }),
    );
  });
});

describe('isPricing', () => {
  it('accepts well-formed pricing and refuses anything else', () => {
    expect(isPricing(polo)).toBe(true);
    expect(isPricing({ qtys: { '1': -5 }, addons_size: {} })).toBe(false);
    expect(isPricing({ qtys: { '1': 1.5 }, addons_size: {} })).toBe(false);
    expect(isPricing(null)).toBe(false);
  });
});

describe('designed line', () => {
  const table = {
    screenprint: { a5: { '1': 100, '2': 150, '99': 400 }, a4: { '1': 200 }, a3: { '1': 300 } },
    embroidery: { a5: { '1': 350 }, a4: { '1': 500 }, a3: { '1': 800 } },
  };

  it('adds every artwork’s finishing surcharge to every piece', () => {
    const line = priceDesignedLine(
      polo,
      { M: 10 },
      [
        { finishing: 'screenprint', print_size: 'a4', colors_count: 1 },
        { finishing: 'embroidery', print_size: 'a5', colors_count: 1 },
      ],
      table,
    );
    expect(line).toEqual({
      totalQuantity: 10,
      unitPrice: 2500,
      sizeAddons: 0,
      decorationPerPiece: 550,
      surcharge: 5500,
      amount: 30500,
    });
  });

  it('prices a missing colour count at the next larger one', () => {
    const line = priceDesignedLine(
      polo,
      { M: 1 },
      [{ finishing: 'screenprint', print_size: 'a5', colors_count: 3 }],
      table,
    );
    expect(line.decorationPerPiece).toBe(400);
  });

  it('refuses a finishing the table does not know', () => {
    expect(() =>
      priceDesignedLine(polo, { M: 1 }, [{ finishing: 'laser', print_size: 'a4', colors_count: 1 }], table),
    ).toThrow(RangeError);
  });

  it('never prices below the plain line and never goes negative', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('S', 'M', 'L', '2XL'), fc.integer({ min: 0, max: 500 })),
        fc.array(
          fc.record({
            finishing: fc.constantFrom('screenprint', 'embroidery'),
            print_size: fc.constantFrom('a5' as const, 'a4' as const, 'a3' as const),
            colors_count: fc.constant(1),
          }),
          { maxLength: 5 },
        ),
        (quantities, decorations) => {
          const plain = priceLine(polo, quantities);
          const designed = priceDesignedLine(polo, quantities, decorations, table);
          expect(designed.amount).toBeGreaterThanOrEqual(plain.amount);
          expect(designed.amount).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
