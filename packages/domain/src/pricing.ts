import { type Decoration, decorationSurcharge, type FinishingSurcharges } from './finishing.ts';
import { type Cents, cents, DEFAULT_CURRENCY, formatMoneyWithCode } from './money.ts';

/** Tier prices (minimum quantity -> unit price in cents) and size add-ons (size -> extra cents a piece). */
export interface Pricing {
  qtys: Record<string, number>;
  addons_size: Record<string, number>;
}

/** Tiers as [threshold, unit price], smallest threshold first. */
function sortedTiers(pricing: Pricing): Array<[number, number]> {
  return Object.entries(pricing.qtys)
    .map(([threshold, price]): [number, number] => [Number(threshold), price])
    .filter(([threshold]) => Number.isFinite(threshold))
    .sort((a, b) => a[0] - b[0]);
}

/**
 * Spec rule: lowest to highest tier price, the highest plus the largest size add-on. A designed product
 * adds its printing per piece to both ends, as its cart line will.
 */
export function priceRange(pricing: Pricing, printingPerPiece = 0): { min: Cents; max: Cents } {
  const prices = Object.values(pricing.qtys);
  if (prices.length === 0) return { min: cents(0), max: cents(0) };
  const largestAddon = Math.max(0, ...Object.values(pricing.addons_size));
  return {
    min: cents(Math.min(...prices) + printingPerPiece),
    max: cents(Math.max(...prices) + largestAddon + printingPerPiece),
  };
}

/** The range as shown on product tiles: `SGD 19.00 - SGD 28.00`, or one price when both ends are equal. */
export function formatPriceRange(
  pricing: Pricing,
  currency: string = DEFAULT_CURRENCY,
  printingPerPiece = 0,
): string {
  const { min, max } = priceRange(pricing, printingPerPiece);
  const show = (amount: number) => formatMoneyWithCode(amount, currency);
  return min === max ? show(min) : `${show(min)} - ${show(max)}`;
}

/** The unit price for an order of that many pieces: the highest tier reached, else the first tier. */
export function tierUnitPrice(pricing: Pricing, totalQuantity: number): Cents {
  const tiers = sortedTiers(pricing);
  if (tiers.length === 0) return cents(0);
  let price = tiers[0]![1];
  for (const [threshold, tierPrice] of tiers) if (totalQuantity >= threshold) price = tierPrice;
  return cents(price);
}

export interface PricedLine {
  totalQuantity: number;
  unitPrice: Cents;
  surcharge: Cents;
  amount: Cents;
}

/**
 * Prices one line: every piece at the tier of `tierQuantity` (the line's own total unless pieces are
 * pooled with other lines of the product, see cart-pricing.ts), plus each size's add-on.
 */
export function priceLine(
  pricing: Pricing,
  qtyOptions: Record<string, number>,
  tierQuantity?: number,
): PricedLine {
  let totalQuantity = 0;
  let surcharge = 0;
  for (const [size, quantity] of Object.entries(qtyOptions)) {
    if (!Number.isInteger(quantity) || quantity < 0) {
      throw new RangeError(`Quantity for ${size} must be a whole number of at least 0, got ${quantity}`);
    }
    totalQuantity += quantity;
    surcharge += quantity * (pricing.addons_size[size] ?? 0);
  }
  const unitPrice = tierUnitPrice(pricing, Math.max(totalQuantity, tierQuantity ?? 0));
  return {
    totalQuantity,
    unitPrice,
    surcharge: cents(surcharge),
    amount: cents(unitPrice * totalQuantity + surcharge),
  };
}

/** What a design's decorations add to every piece: the sum of each placed artwork's finishing surcharge. */
export function printingPerPiece(
  decorations: readonly Decoration[],
  finishingTable: Readonly<Record<string, FinishingSurcharges>>,
): Cents {
  return cents(
    decorations.reduce((sum, decoration) => sum + decorationSurcharge(finishingTable, decoration), 0),
  );
}

/** A designed line's price: `surcharge` = `sizeAddons` + `decorationPerPiece` x pieces. */
export interface PricedDesignedLine extends PricedLine {
  sizeAddons: Cents;
  decorationPerPiece: Cents;
}

/**
 * Prices a designed line: the tier price of the total quantity (or of `tierQuantity` when pieces are
 * pooled), each size's add-on, and every placed artwork's finishing surcharge on every piece.
 * `surcharge` holds the add-ons and the decoration together.
 */
export function priceDesignedLine(
  pricing: Pricing,
  qtyOptions: Record<string, number>,
  decorations: readonly Decoration[],
  finishingTable: Readonly<Record<string, FinishingSurcharges>>,
  tierQuantity?: number,
): PricedDesignedLine {
  const line = priceLine(pricing, qtyOptions, tierQuantity);
  const decorationPerPiece = printingPerPiece(decorations, finishingTable);
  const surcharge = line.surcharge + decorationPerPiece * line.totalQuantity;
  return {
    ...line,
    surcharge: cents(surcharge),
    amount: cents(line.unitPrice * line.totalQuantity + surcharge),
    sizeAddons: line.surcharge,
    decorationPerPiece: cents(decorationPerPiece),
  };
}

function isCentsMap(value: unknown): value is Record<string, number> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => Number.isSafeInteger(entry) && (entry as number) >= 0)
  );
}

/** True for a well-formed pricing object with non-negative whole-cent prices. */
export function isPricing(value: unknown): value is Pricing {
  if (typeof value !== 'object' || value === null) return false;
  const { qtys, addons_size: addons } = value as Record<string, unknown>;
  return isCentsMap(qtys) && isCentsMap(addons);
}
