import { describe, expect, it } from 'vitest';
import { listPriceTiers, listSizeAddons } from './price-tiers.ts';

const pricing = {
  qtys: { '100': 1950, '10': 2450, '50': 2190, '250': 1790 },
  addons_size: { '3XL': 400, '2XL': 250, S: 0 },
};

describe('price tiers', () => {
  it('lists tiers smallest first with the quantities each covers', () => {
    expect(listPriceTiers(pricing).map((tier) => [tier.label, tier.unitPrice])).toEqual([
      ['10 - 49', 2450],
      ['50 - 99', 2190],
      ['100 - 249', 1950],
      ['250+', 1790],
    ]);
  });

  it('shows a one-piece tier as a single quantity', () => {
    expect(listPriceTiers({ qtys: { '1': 900, '2': 800 }, addons_size: {} })[0]?.label).toBe('1');
  });

  it('lists size add-ons in the product’s size order and leaves out zero add-ons', () => {
    expect(listSizeAddons(pricing, ['S', 'M', '2XL', '3XL'])).toEqual([
      { size: '2XL', addon: 250 },
      { size: '3XL', addon: 400 },
    ]);
  });
});
