import type { LinePrice } from '@livery/api-schemas/line-price';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MoneyInput } from './money-input.tsx';
import { PriceBreakdown } from './price-breakdown.tsx';
import { PriceRangeText } from './price-range-text.tsx';

/** What a reader sees: the markup's text, tags dropped and spaces folded. */
function textOf(markup: string): string {
  return markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const PRICE: LinePrice = {
  total_qty: 12,
  unit_price: 1790,
  size_addons: 600,
  printing_per_piece: 350,
  surcharge: 4800,
  amount: 26280,
  pooled_qty: 20,
  next_break: { add_pieces: 5, unit_price: 1650 },
  currency: 'SGD',
  currency_symbol: '$',
};

describe('the money a line shows', () => {
  it('shows the garment, add-ons, printing and subtotal in the line currency with its code', () => {
    const text = textOf(renderToStaticMarkup(<PriceBreakdown price={PRICE} showAmount />));
    expect(text).toContain('Garment 12 pcs × SGD 17.90');
    expect(text).toContain('Size add-ons SGD 6.00');
    expect(text).toContain('Printing per piece SGD 3.50');
    expect(text).toContain('Subtotal (estimate) SGD 262.80');
  });

  it('tells the buyer the tier is pooled and how many more pieces reach the next price', () => {
    const text = textOf(renderToStaticMarkup(<PriceBreakdown price={PRICE} />));
    expect(text).toContain('Tier price for 20 pcs');
    expect(text).toContain('Add 5 more for SGD 16.50 each');
    expect(text).not.toContain('Subtotal');
  });

  it('leaves out add-ons and printing a line does not have, and writes another currency by its code', () => {
    const plain = { ...PRICE, size_addons: 0, printing_per_piece: 0, pooled_qty: 12, next_break: null };
    const text = textOf(renderToStaticMarkup(<PriceBreakdown price={{ ...plain, currency: 'AUD' }} />));
    expect(text).toBe('Garment 12 pcs × AUD 17.90');
  });

  it('keeps each amount of a price range whole, breaking only between them', () => {
    const markup = renderToStaticMarkup(<PriceRangeText text="SGD 17.90 - SGD 1,028.50" />);
    expect(markup).toBe('<span class="nowrap">SGD 17.90</span> - <span class="nowrap">SGD 1,028.50</span>');
  });
});

describe('a money box', () => {
  it('shows cents as units with two decimals', () => {
    expect(renderToStaticMarkup(<MoneyInput aria-label="Fee" value={1250} />)).toContain('value="12.50"');
    expect(renderToStaticMarkup(<MoneyInput aria-label="Fee" value={0} />)).toContain('value="0.00"');
  });

  it('is empty for no amount yet', () => {
    for (const value of [null, undefined, Number.NaN]) {
      expect(renderToStaticMarkup(<MoneyInput aria-label="Fee" value={value} />)).toContain('value=""');
    }
  });
});
