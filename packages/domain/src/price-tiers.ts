import { type Cents, cents } from './money.ts';
import type { Pricing } from './pricing.ts';

/** One row of a price list: pieces from `fromQuantity` (up to `toQuantity`, null for no limit) at `unitPrice`. */
export interface PriceTier {
  fromQuantity: number;
  toQuantity: number | null;
  unitPrice: Cents;
  /** `10 - 49`, or `250+` for the last tier. */
  label: string;
}

/** The quantity tiers of a pricing, smallest first, each with the range of quantities it covers. */
export function listPriceTiers(pricing: Pricing): PriceTier[] {
  const tiers = Object.entries(pricing.qtys)
    .map(([threshold, price]) => ({ from: Number(threshold), price }))
    .filter((tier) => Number.isInteger(tier.from) && tier.from >= 0)
    .sort((a, b) => a.from - b.from);
  return tiers.map((tier, index) => {
    const next = tiers[index + 1];
    const toQuantity = next ? next.from - 1 : null;
    const label =
      toQuantity === null
        ? `${tier.from}+`
        : toQuantity === tier.from
          ? `${tier.from}`
          : `${tier.from} - ${toQuantity}`;
    return { fromQuantity: tier.from, toQuantity, unitPrice: cents(tier.price), label };
  });
}

/** Size add-ons (size -> extra cents a piece) in the product's size order, zero add-ons left out. */
export function listSizeAddons(
  pricing: Pricing,
  sizes: readonly string[],
): Array<{ size: string; addon: Cents }> {
  const order = (size: string) => {
    const index = sizes.indexOf(size);
    return index === -1 ? sizes.length : index;
  };
  return Object.entries(pricing.addons_size)
    .filter(([, addon]) => addon > 0)
    .sort(([a], [b]) => order(a) - order(b))
    .map(([size, addon]) => ({ size, addon: cents(addon) }));
}
