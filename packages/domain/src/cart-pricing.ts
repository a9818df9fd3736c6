import type { Decoration, FinishingSurcharges } from './finishing.ts';
import { type Cents, cents } from './money.ts';
import { type PricedDesignedLine, type Pricing, priceDesignedLine, tierUnitPrice } from './pricing.ts';

/** One cart line as pricing sees it: its catalogue product, the sub-cart it ships in, sizes and design. */
export interface CartLineToPrice {
  productId: number;
  /** The sub-cart (origin country); pieces pool only within one sub-cart. */
  subCart: string;
  pricing: Pricing;
  qtyOptions: Record<string, number>;
  decorations: readonly Decoration[];
}

/** A lower tier price a few more pieces would reach. */
export interface PriceBreak {
  addPieces: number;
  unitPrice: Cents;
}

/** A line priced at the tier of its product's pooled pieces, with the break its product is close to. */
export interface PricedCartLine extends PricedDesignedLine {
  pooledQuantity: number;
  nextBreak: PriceBreak | null;
}

/** A next tier is "close" within this many pieces, or within this share of the pooled pieces if larger. */
export const CLOSE_BREAK_PIECES = 10;
export const CLOSE_BREAK_SHARE = 0.2;

/**
 * The next tier cheaper than the pooled quantity's, when it is close (decision: within 10 pieces or 20 %
 * of the pooled quantity, whichever is more); otherwise null.
 */
export function nextPriceBreak(pricing: Pricing, pooledQuantity: number): PriceBreak | null {
  const current = tierUnitPrice(pricing, pooledQuantity);
  const next = Object.entries(pricing.qtys)
    .map(([threshold, price]) => ({ threshold: Number(threshold), price }))
    .filter(
      ({ threshold, price }) => Number.isFinite(threshold) && threshold > pooledQuantity && price < current,
    )
    .sort((a, b) => a.threshold - b.threshold)[0];
  if (!next) return null;
  const addPieces = next.threshold - pooledQuantity;
  const closeWithin = Math.max(CLOSE_BREAK_PIECES, Math.floor(pooledQuantity * CLOSE_BREAK_SHARE));
  if (addPieces > closeWithin) return null;
  return { addPieces, unitPrice: tierUnitPrice(pricing, next.threshold) };
}

function poolKey(line: CartLineToPrice): string {
  return `${line.subCart}\u0000${line.productId}`;
}

function piecesOf(qtyOptions: Record<string, number>): number {
  return Object.values(qtyOptions).reduce((sum, quantity) => sum + quantity, 0);
}

/**
 * Prices a cart's lines: each line's tier comes from the total pieces of its catalogue product within its
 * sub-cart; each line keeps its own size add-ons and printing. The one price of a line: cart, checkout
 * and every estimate use it, so an estimate prices the cart's lines plus the new one.
 */
export function priceCartLines(
  lines: readonly CartLineToPrice[],
  finishingTable: Readonly<Record<string, FinishingSurcharges>>,
): PricedCartLine[] {
  const pooled = new Map<string, number>();
  for (const line of lines)
    pooled.set(poolKey(line), (pooled.get(poolKey(line)) ?? 0) + piecesOf(line.qtyOptions));
  return lines.map((line) => {
    const pooledQuantity = pooled.get(poolKey(line)) ?? 0;
    const priced = priceDesignedLine(
      line.pricing,
      line.qtyOptions,
      line.decorations,
      finishingTable,
      pooledQuantity,
    );
    return { ...priced, pooledQuantity, nextBreak: nextPriceBreak(line.pricing, pooledQuantity) };
  });
}

/** The sum of the lines' amounts: a cart's or sub-cart's subtotal. */
export function sumLineAmounts(lines: ReadonlyArray<{ amount: number }>): Cents {
  return cents(lines.reduce((sum, line) => sum + line.amount, 0));
}
