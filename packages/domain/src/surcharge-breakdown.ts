import { type Decoration, decorationSurcharge, type FinishingSurcharges } from './finishing.ts';
import type { Pricing } from './pricing.ts';

/** One surcharge type on a line: `price` for the whole line, `base_price` per piece. */
export interface SurchargeEntry {
  price: number;
  base_price: number;
}

function colourLabel(count: number): string {
  if (count === 99) return 'more than 4 colours';
  return count === 1 ? '1 colour' : `${count} colours`;
}

/**
 * A line's surcharge split by type (spec 02 section 3, Cart item): each size add-on ('Size 2XL') on the
 * pieces of that size, and each decoration ('Embroidery A4, 2 colours') on every piece. Its prices add up
 * to the `surcharge` of `priceDesignedLine` for the same inputs.
 */
export function surchargeBreakdown(
  pricing: Pricing,
  qtyOptions: Record<string, number>,
  decorations: readonly Decoration[],
  finishingTable: Readonly<Record<string, FinishingSurcharges>>,
  finishingTitles: Readonly<Record<string, string>> = {},
): Record<string, SurchargeEntry> {
  const breakdown: Record<string, SurchargeEntry> = {};
  const add = (label: string, price: number, basePrice: number) => {
    const entry = breakdown[label];
    breakdown[label] = entry
      ? { price: entry.price + price, base_price: entry.base_price + basePrice }
      : { price, base_price: basePrice };
  };
  let totalQuantity = 0;
  for (const [size, quantity] of Object.entries(qtyOptions)) {
    totalQuantity += quantity;
    const addon = pricing.addons_size[size] ?? 0;
    if (addon > 0 && quantity > 0) add(`Size ${size}`, addon * quantity, addon);
  }
  for (const decoration of decorations) {
    const perPiece = decorationSurcharge(finishingTable, decoration);
    const title = finishingTitles[decoration.finishing] ?? decoration.finishing;
    const label = `${title} ${decoration.print_size.toUpperCase()}, ${colourLabel(decoration.colors_count)}`;
    add(label, perPiece * totalQuantity, perPiece);
  }
  return breakdown;
}
