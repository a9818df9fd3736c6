import { isPricing, type Pricing } from './pricing.ts';

/** The most tiers and add-ons a product may carry; more is a typing accident, not a price list. */
export const MAX_PRICE_TIERS = 20;

/**
 * What is wrong with a product's pricing, as sentences for the provider; empty when it can be sold:
 * at least one tier, thresholds whole numbers of at least 1, prices whole cents of at least 0, add-ons
 * only for sizes the product has.
 */
export function pricingProblems(pricing: Pricing, sizes: readonly string[]): string[] {
  const problems: string[] = [];
  const tiers = Object.entries(pricing.qtys ?? {});
  if (tiers.length === 0) problems.push('Add at least one quantity tier with its unit price');
  if (tiers.length > MAX_PRICE_TIERS) problems.push(`At most ${MAX_PRICE_TIERS} quantity tiers`);
  for (const [threshold] of tiers) {
    if (!/^\d+$/.test(threshold) || Number(threshold) < 1 || !Number.isSafeInteger(Number(threshold))) {
      problems.push(`Tier "${threshold}": the minimum quantity must be a whole number of at least 1`);
    }
  }
  if (!isPricing(pricing)) {
    problems.push('Prices must be whole cents of at least 0');
  }
  for (const size of Object.keys(pricing.addons_size ?? {})) {
    if (!sizes.includes(size)) problems.push(`Size add-on for ${size}: the product has no size ${size}`);
  }
  return problems;
}
