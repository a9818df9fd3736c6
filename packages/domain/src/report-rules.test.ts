import { describe, expect, it } from 'vitest';
import { cartTotals } from './cart-totals.ts';
import { cents } from './money.ts';
import { quotationTotals } from './quotation-status.ts';
import {
  compareSizes,
  defaultReportRange,
  REPORT_DATE_SHORTCUTS,
  REPORT_STATUSES,
  reportShortcutRange,
  showsPaymentCards,
  totalBeforeTax,
} from './report-rules.ts';

describe('report rules', () => {
  it('defaults to the last 30 days up to today', () => {
    expect(defaultReportRange('2026-03-10')).toEqual({ from: '2026-02-08', to: '2026-03-10' });
  });

  it('offers the nine shortcuts, each a whole period or up to today', () => {
    const today = '2026-05-20';
    expect(REPORT_DATE_SHORTCUTS).toHaveLength(9);
    const ranges = Object.fromEntries(
      REPORT_DATE_SHORTCUTS.map(({ key }) => [key, reportShortcutRange(key, today)]),
    );
    expect(ranges).toEqual({
      this_month: { from: '2026-05-01', to: '2026-05-31' },
      this_quarter: { from: '2026-04-01', to: '2026-06-30' },
      this_financial_year: { from: '2026-01-01', to: '2026-12-31' },
      last_month: { from: '2026-04-01', to: '2026-04-30' },
      last_quarter: { from: '2026-01-01', to: '2026-03-31' },
      last_financial_year: { from: '2025-01-01', to: '2025-12-31' },
      month_to_date: { from: '2026-05-01', to: '2026-05-20' },
      quarter_to_date: { from: '2026-04-01', to: '2026-05-20' },
      year_to_date: { from: '2026-01-01', to: '2026-05-20' },
    });
    expect(reportShortcutRange('last_quarter', '2026-02-03')).toEqual({
      from: '2025-10-01',
      to: '2025-12-31',
    });
    expect(reportShortcutRange('last_month', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('leaves Draft, Quotes and Cancelled out of the statuses', () => {
    expect(REPORT_STATUSES).not.toContain('order_draft');
    expect(REPORT_STATUSES).not.toContain('order_quotes');
    expect(REPORT_STATUSES).not.toContain('order_cancelled');
    expect(REPORT_STATUSES).toContain('order_pending');
  });

  it('shows the payment cards only without a product filter', () => {
    expect(showsPaymentCards([])).toBe(true);
    expect(showsPaymentCards(['a'])).toBe(false);
  });
});

describe('size order across products', () => {
  it('puts garment sizes in order, numbers by value, then the rest', () => {
    expect(['XL', '10', 'S', 'One size', '8', 'M', '2XL'].sort(compareSizes)).toEqual([
      'S',
      'M',
      'XL',
      '2XL',
      '8',
      '10',
      'One size',
    ]);
  });
});

describe('total before tax', () => {
  it("counts a quoted order's additional fee, so before tax plus GST is the total", () => {
    const quoted = quotationTotals({
      products: [{ unitPrice: 1250, qty: 40 }],
      shippingFee: 2000,
      additionalFees: 3500,
      gstRatePercent: 9,
    });
    const beforeTax = totalBeforeTax({
      subtotal: quoted.subtotal,
      shippingFee: quoted.shippingFee,
      additionalFees: quoted.additionalFees,
      discount: 0,
    });
    expect(beforeTax).toBe(50_000 + 2000 + 3500);
    expect(beforeTax + quoted.gst).toBe(quoted.total);
  });

  it("takes a checkout's discount off", () => {
    const checkout = cartTotals({
      subtotal: cents(10_000),
      shipping: cents(1500),
      discount: cents(1000),
      gstRatePercent: 9,
    });
    const beforeTax = totalBeforeTax({
      subtotal: 10_000,
      shippingFee: 1500,
      additionalFees: 0,
      discount: 1000,
    });
    expect(beforeTax).toBe(checkout.taxable);
    expect(beforeTax + checkout.gst).toBe(checkout.total);
  });
});
