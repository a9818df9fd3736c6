// P4: pricing a 20-line cart with the domain's one pricing function, next to structuredClone of the same cart.
import { type CartLineToPrice, priceCartLines } from '../../packages/domain/src/cart-pricing.ts';
import type { Scenario } from '../lib/bench-row.ts';
import { ratioText } from '../lib/table.ts';

const SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL'];
const COLOURS = { '1': 150, '2': 220, '3': 290, '4': 350 };
const PRINTING = { screenprint: { a5: COLOURS, a4: COLOURS, a3: COLOURS } };

/** 20 lines over 7 products in two sub-carts, with size add-ons and printing, as a large real cart. */
function twentyLineCart(): CartLineToPrice[] {
  return Array.from({ length: 20 }, (_, index) => ({
    productId: index % 7,
    subCart: index % 3 === 0 ? 'MY' : 'SG',
    pricing: {
      qtys: { '1': 2500, '50': 2200, '100': 1900, '500': 1600 },
      addons_size: { '2XL': 300, XL: 100 },
    },
    qtyOptions: Object.fromEntries(SIZES.map((size, s) => [size, (index * 7 + s * 3) % 40])),
    decorations:
      index % 2 ? [{ finishing: 'screenprint', print_size: 'a4', colors_count: 1 + (index % 4) }] : [],
  }));
}

/** Lines per second over at least `ms` of repeated work. */
function linesPerSecond(work: () => unknown, linesPerCall: number, ms: number): number {
  for (let warm = 0; warm < 2_000; warm += 1) work();
  let calls = 0;
  const started = performance.now();
  while (performance.now() - started < ms) {
    for (let batch = 0; batch < 100; batch += 1) work();
    calls += 100;
  }
  return (calls * linesPerCall) / ((performance.now() - started) / 1000);
}

const p4: Scenario = async ({ quick }) => {
  const cart = twentyLineCart();
  const ms = quick ? 250 : 5_000;
  const priced = linesPerSecond(() => priceCartLines(cart, PRINTING), cart.length, ms);
  const cloned = linesPerSecond(() => structuredClone(cart), cart.length, ms);
  return [
    {
      scenario: 'P4 price a 20-line cart (packages/domain)',
      figure: `${Math.round(priced).toLocaleString('en')} lines/s`,
      anchor: `structuredClone of the cart: ${Math.round(cloned).toLocaleString('en')} lines/s`,
      ratio: ratioText(priced / cloned),
      target: '>= 100,000 lines/s',
      pass: priced >= 100_000,
    },
  ];
};

export default p4;
