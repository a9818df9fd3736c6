import { describe, expect, it } from 'vitest';
import { pricingProblems } from './tier-pricing-rules.ts';

describe('tier pricing rules', () => {
  it('accepts tiers with positive thresholds and add-ons for the product’s sizes', () => {
    expect(
      pricingProblems({ qtys: { '10': 2450, '50': 2190 }, addons_size: { '2XL': 250 } }, ['M', '2XL']),
    ).toEqual([]);
  });

  it('asks for at least one tier', () => {
    expect(pricingProblems({ qtys: {}, addons_size: {} }, ['M'])).toEqual([
      'Add at least one quantity tier with its unit price',
    ]);
  });

  it('refuses a threshold of zero and a fractional threshold', () => {
    expect(pricingProblems({ qtys: { '0': 100, '2.5': 90 }, addons_size: {} }, ['M'])).toEqual([
      'Tier "0": the minimum quantity must be a whole number of at least 1',
      'Tier "2.5": the minimum quantity must be a whole number of at least 1',
    ]);
  });

  it('refuses negative and fractional cents', () => {
    expect(pricingProblems({ qtys: { '1': -5 }, addons_size: {} }, ['M'])).toEqual([
      'Prices must be whole cents of at least 0',
    ]);
    expect(pricingProblems({ qtys: { '1': 10.5 }, addons_size: {} }, ['M'])).toEqual([
      'Prices must be whole cents of at least 0',
    ]);
  });

  it('refuses an add-on for a size the product does not have', () => {
    expect(pricingProblems({ qtys: { '1': 100 }, addons_size: { '5XL': 300 } }, ['M'])).toEqual([
      'Size add-on for 5XL: the product has no size 5XL',
    ]);
  });
});
