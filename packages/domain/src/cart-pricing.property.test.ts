import fc from 'fast-check';
import { describe, it } from 'vitest';
import { type CartLineToPrice, priceCartLines, sumLineAmounts } from './cart-pricing.ts';
import { cartTotals, discountFor } from './cart-totals.ts';
import type { FinishingSurcharges } from './finishing.ts';
import { cents } from './money.ts';
import type { Pricing } from './pricing.ts';
import { surchargeBreakdown } from './surcharge-breakdown.ts';

const SIZES = ['S', 'M', 'L', '2XL', '3XL'] as const;

const finishingTable: Record<string, FinishingSurcharges> = {
  screenprint: {
    a5: { '1': 90, '2': 140, '99': 395 },
    a4: { '1': 175, '4': 420, '99': 480 },
    a3: { '1': 260, '99': 610 },
  },
  embroidery: { a5: { '1': 333, '99': 505 }, a4: { '1': 517, '99': 777 }, a3: { '1': 801, '99': 999 } },
};

const pricingArb: fc.Arbitrary<Pricing> = fc.record({
  qtys: fc
    .uniqueArray(fc.integer({ min: 2, max: 300 }), { maxLength: 4 })
    .chain((thresholds) =>
      fc
        .tuple(...[1, ...thresholds].map(() => fc.integer({ min: 1, max: 20_000 })))
        .map((prices) =>
          Object.fromEntries(
            [1, ...thresholds].map((threshold, index) => [String(threshold), prices[index]!]),
          ),
        ),
    ),
  addons_size: fc.dictionary(fc.constantFrom(...SIZES), fc.integer({ min: 0, max: 999 })),
});

const decorationArb = fc.record({
  finishing: fc.constantFrom('screenprint', 'embroidery'),
  print_size: fc.constantFrom('a5' as const, 'a4' as const, 'a3' as const),
  colors_count: fc.constantFrom(1, 2, 3, 4, 99),
});

/** A catalogue of 1-4 products (each with one origin) and 1-8 lines on them, often several per product. */
const cartArb = fc
  .array(fc.record({ pricing: pricingArb, origin: fc.constantFrom('SG', 'AU', 'MY') }), {
    minLength: 1,
    maxLength: 4,
  })
  .chain((products) =>
    fc.record({
      lines: fc.array(
        fc
          .record({
            productIndex: fc.nat({ max: products.length - 1 }),
            qtyOptions: fc
              .dictionary(fc.constantFrom(...SIZES), fc.integer({ min: 0, max: 120 }), { minKeys: 1 })
              .filter((quantities) => Object.values(quantities).some((quantity) => quantity > 0)),
            decorations: fc.array(decorationArb, { maxLength: 3 }),
          })
          .map(
            (drawn): CartLineToPrice => ({
              productId: drawn.productIndex,
              subCart: products[drawn.productIndex]!.origin,
              pricing: products[drawn.productIndex]!.pricing,
              qtyOptions: drawn.qtyOptions,
              decorations: drawn.decorations,
            }),
          ),
        { minLength: 1, maxLength: 8 },
      ),
      shipping: fc.integer({ min: 0, max: 5000 }),
      discount: fc.option(
        fc.oneof(
          fc.record({ kind: fc.constant('percentage' as const), value: fc.integer({ min: 1, max: 100 }) }),
          fc.record({ kind: fc.constant('fixed' as const), value: fc.integer({ min: 1, max: 50_000 }) }),
        ),
        { nil: undefined },
      ),
      gstRatePercent: fc.constantFrom(0, 8, 9, 10, 15),
    }),
  );

interface CartCharges {
  shipping: number;
  gstRatePercent: number;
  discount?: { kind: 'percentage' | 'fixed'; value: number } | undefined;
}

function totalOf(subtotal: number, charges: CartCharges) {
  return cartTotals({
    subtotal: cents(subtotal),
    shipping: cents(charges.shipping),
    discount: charges.discount ? discountFor(charges.discount, cents(subtotal)) : cents(0),
    gstRatePercent: charges.gstRatePercent,
  }).total;
}

/** A plain check: `expect` is too slow for hundreds of thousands of comparisons. */
function same(actual: number, expected: number) {
  if (actual !== expected) throw new Error(`${actual} is not ${expected}`);
}

describe('one price everywhere', () => {
  it('estimate, cart, checkout and stored order agree to the cent over 10,000 random carts', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const { lines } = cart;
        // The cart page: every line priced together.
        const cartLines = priceCartLines(lines, finishingTable);
        const cartTotal = totalOf(sumLineAmounts(cartLines), cart);

        // The estimate path (quick add, check_price, quote_items): the cart's other lines plus this one.
        const estimates = lines.map((line, index) => {
          const others = lines.filter((_, other) => other !== index);
          return priceCartLines([...others, line], finishingTable).at(-1)!;
        });
        estimates.forEach((estimate, index) => {
          same(estimate.amount, cartLines[index]!.amount);
        });
        same(totalOf(sumLineAmounts(estimates), cart), cartTotal);

        // Checkout: the sub-carts taken one by one, lines in another order; the order stores each line.
        const subCarts = [...new Set(lines.map((line) => line.subCart))];
        const orderLines = subCarts.flatMap((subCart) =>
          priceCartLines(lines.filter((line) => line.subCart === subCart).reverse(), finishingTable).map(
            (priced) => ({
              amount: priced.amount,
              unitPrice: priced.unitPrice,
              totalQty: priced.totalQuantity,
              surcharge: priced.surcharge,
            }),
          ),
        );
        const checkoutTotal = totalOf(sumLineAmounts(orderLines), cart);
        same(checkoutTotal, cartTotal);
        // The stored order's lines rebuild its subtotal from the parts shown on the order page.
        const storedSubtotal = orderLines.reduce(
          (sum, line) => sum + line.unitPrice * line.totalQty + line.surcharge,
          0,
        );
        same(totalOf(storedSubtotal, cart), cartTotal);

        // The breakdown shown (garment, size add-ons, printing per piece) adds up to each line's amount.
        cartLines.forEach((priced, index) => {
          same(
            priced.unitPrice * priced.totalQuantity +
              priced.sizeAddons +
              priced.decorationPerPiece * priced.totalQuantity,
            priced.amount,
          );
          const line = lines[index]!;
          const parts = surchargeBreakdown(line.pricing, line.qtyOptions, line.decorations, finishingTable);
          same(
            Object.values(parts).reduce((sum, part) => sum + part.price, 0),
            priced.surcharge,
          );
        });
      }),
      { numRuns: 10_000 },
    );
  }, 120_000);
});
