import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FinishingSurcharges } from './finishing.ts';
import { priceDesignedLine } from './pricing.ts';
import { surchargeBreakdown } from './surcharge-breakdown.ts';

const pricing = { qtys: { '1': 2500, '50': 2200 }, addons_size: { '2XL': 300, '3XL': 500 } };
const table: Record<string, FinishingSurcharges> = {
  embroidery: { a5: { '1': 200, '2': 250 }, a4: { '1': 300, '2': 350 }, a3: { '1': 400, '99': 600 } },
};

describe('surcharge breakdown', () => {
  it('lists each size add-on and each decoration with line and per-piece prices', () => {
    const breakdown = surchargeBreakdown(
      pricing,
      { M: 8, '2XL': 2 },
      [{ finishing: 'embroidery', print_size: 'a4', colors_count: 2 }],
      table,
      { embroidery: 'Embroidery' },
    );
    expect(breakdown).toEqual({
      'Size 2XL': { price: 600, base_price: 300 },
      'Embroidery A4, 2 colours': { price: 3500, base_price: 350 },
    });
  });

  it('adds up to the surcharge the line is charged', () => {
    fc.assert(
      fc.property(
        fc.record({ M: fc.nat(200), '2XL': fc.nat(50), '3XL': fc.nat(50) }),
        fc.array(
          fc.record({
            finishing: fc.constant('embroidery'),
            print_size: fc.constantFrom('a5' as const, 'a4' as const, 'a3' as const),
            colors_count: fc.constantFrom(1, 2),
          }),
          { maxLength: 4 },
        ),
        (quantities, decorations) => {
          const breakdown = surchargeBreakdown(pricing, quantities, decorations, table);
          const sum = Object.values(breakdown).reduce((total, entry) => total + entry.price, 0);
          expect(sum).toBe(priceDesignedLine(pricing, quantities, decorations, table).surcharge);
        },
      ),
    );
  });
});
