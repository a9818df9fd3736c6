import { describe, expect, it } from 'vitest';
import { type CartLineToPrice, nextPriceBreak, priceCartLines } from './cart-pricing.ts';
import type { Pricing } from './pricing.ts';

const polo: Pricing = { qtys: { '1': 2500, '50': 2200, '100': 1900 }, addons_size: { '2XL': 300 } };
const cap: Pricing = { qtys: { '1': 900, '50': 700 }, addons_size: {} };
const table = { screenprint: { a5: { '1': 100 }, a4: { '1': 150 }, a3: { '1': 300 } } };

function line(overrides: Partial<CartLineToPrice>): CartLineToPrice {
  return { productId: 1, subCart: 'SG', pricing: polo, qtyOptions: { M: 1 }, decorations: [], ...overrides };
}

describe('pricing a cart', () => {
  it('prices two lines of one product at the tier of their pooled pieces (31 + 36 = 67)', () => {
    const [first, second] = priceCartLines(
      [line({ qtyOptions: { M: 31 } }), line({ qtyOptions: { L: 36 } })],
      table,
    );
    expect(first).toMatchObject({
      totalQuantity: 31,
      pooledQuantity: 67,
      unitPrice: 2200,
      amount: 31 * 2200,
    });
    expect(second).toMatchObject({
      totalQuantity: 36,
      pooledQuantity: 67,
      unitPrice: 2200,
      amount: 36 * 2200,
    });
  });

  it('keeps each line’s own size add-ons and printing while pooling the tier', () => {
    const [plain, printed] = priceCartLines(
      [
        line({ qtyOptions: { M: 40 } }),
        line({
          qtyOptions: { '2XL': 10 },
          decorations: [{ finishing: 'screenprint', print_size: 'a4', colors_count: 1 }],
        }),
      ],
      table,
    );
    expect(plain).toMatchObject({ unitPrice: 2200, sizeAddons: 0, decorationPerPiece: 0, amount: 88000 });
    expect(printed).toMatchObject({
      unitPrice: 2200,
      sizeAddons: 3000,
      decorationPerPiece: 150,
      surcharge: 4500,
      amount: 10 * 2200 + 3000 + 1500,
    });
  });

  it('pools neither different products nor different sub-carts', () => {
    const [polos, caps, elsewhere] = priceCartLines(
      [
        line({ qtyOptions: { M: 30 } }),
        line({ productId: 2, pricing: cap, qtyOptions: { OS: 30 } }),
        line({ subCart: 'AU', qtyOptions: { M: 30 } }),
      ],
      table,
    );
    expect(polos).toMatchObject({ pooledQuantity: 30, unitPrice: 2500 });
    expect(caps).toMatchObject({ pooledQuantity: 30, unitPrice: 900 });
    expect(elsewhere).toMatchObject({ pooledQuantity: 30, unitPrice: 2500 });
  });

  it('tells the next price break of the pooled pieces', () => {
    const [first] = priceCartLines([line({ qtyOptions: { M: 20 } }), line({ qtyOptions: { L: 21 } })], table);
    expect(first?.nextBreak).toEqual({ addPieces: 9, unitPrice: 2200 });
  });
});

describe('next price break', () => {
  it('offers the next cheaper tier within 10 pieces', () => {
    expect(nextPriceBreak(polo, 40)).toEqual({ addPieces: 10, unitPrice: 2200 });
    expect(nextPriceBreak(polo, 39)).toBeNull();
  });

  it('offers it within 20 % of the pooled pieces when that is more than 10', () => {
    expect(nextPriceBreak(polo, 84)).toEqual({ addPieces: 16, unitPrice: 1900 });
    expect(nextPriceBreak(polo, 83)).toBeNull();
  });

  it('offers nothing at the top tier or when no tier is cheaper', () => {
    expect(nextPriceBreak(polo, 100)).toBeNull();
    expect(nextPriceBreak({ qtys: { '1': 500, '10': 500 }, addons_size: {} }, 5)).toBeNull();
  });
});
