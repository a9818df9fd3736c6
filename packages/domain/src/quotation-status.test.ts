import { describe, expect, it } from 'vitest';
import {
  canApproveQuotation,
  canMoveQuotation,
  chosenQuotedLines,
  defaultValidUntil,
  isQuotationExpired,
  isQuotedProductChanged,
  type QuotationProgressInput,
  quotationProgress,
  quotationStatusOf,
  quotationTotals,
  statusAfterBuyerChange,
} from './quotation-status.ts';

const pending: QuotationProgressInput = {
  status: 'quote_pending',
  created_at: '2026-11-01T00:00:00Z',
  approved_at: null,
  in_progress_at: null,
  ready_at: null,
  shipped_at: null,
  completed_at: null,
};

describe('quotation progress', () => {
  it('shows Pending active and says Preparing for Shipment until the goods ship', () => {
    const { visible, steps } = quotationProgress(pending);
    expect(visible).toBe(true);
    expect(steps.map((step) => step.label)).toEqual([
      'Pending',
      'Approved',
      'In Progress',
      'Ready',
      'Preparing for Shipment',
      'Completed',
    ]);
    expect(steps.map((step) => step.state)).toEqual([
      'active',
      'waiting',
      'waiting',
      'waiting',
      'waiting',
      'waiting',
    ]);
  });

  it('completes the stamped steps, names Shipped once shipped, and hides the bar when cancelled', () => {
    const shipped = quotationProgress({
      ...pending,
      status: 'quote_shipped',
      approved_at: '2026-11-02T00:00:00Z',
      in_progress_at: '2026-11-03T00:00:00Z',
      ready_at: '2026-11-04T00:00:00Z',
      shipped_at: '2026-11-05T00:00:00Z',
    });
    expect(shipped.steps.map((step) => step.state)).toEqual([
      'complete',
      'complete',
      'complete',
      'complete',
      'active',
      'waiting',
    ]);
    expect(shipped.steps[4]?.label).toBe('Shipped');
    expect(quotationProgress({ ...pending, status: 'quote_cancelled' }).visible).toBe(false);
  });
});

describe('quotation status', () => {
  it('follows its order once approved, and keeps its own status before', () => {
    expect(quotationStatusOf('quote_pending', null)).toBe('quote_pending');
    expect(quotationStatusOf('quote_approved', 'order_pending')).toBe('quote_approved');
    expect(quotationStatusOf('quote_approved', 'order_processed')).toBe('quote_approved');
    expect(quotationStatusOf('quote_approved', 'order_in_progress')).toBe('quote_in_progress');
    expect(quotationStatusOf('quote_approved', 'order_shipped')).toBe('quote_shipped');
    expect(quotationStatusOf('quote_approved', 'order_cancelled')).toBe('quote_cancelled');
    expect(quotationStatusOf('quote_cancelled', null)).toBe('quote_cancelled');
  });

  it('can be approved only while Pending with a total above 0', () => {
    expect(canApproveQuotation({ status: 'quote_pending', total: 1 })).toBe(true);
    expect(canApproveQuotation({ status: 'quote_pending', total: 0 })).toBe(false);
    expect(canApproveQuotation({ status: 'quote_approved', total: 5000 })).toBe(false);
    expect(canApproveQuotation({ status: 'quote_cancelled', total: 5000 })).toBe(false);
  });
});

describe('quotation totals', () => {
  it('adds priced products, shipping and fees, with GST on all of it rounded half up', () => {
    const totals = quotationTotals({
      products: [
        { unitPrice: 1250, qty: 40 },
        { unitPrice: 333, qty: 3 },
        { unitPrice: null, qty: 10 },
      ],
      shippingFee: 1800,
      additionalFees: 2500,
      gstRatePercent: 9,
    });
    // 50,000 + 999 = 50,999; + 4,300 = 55,299; GST 9 % = 4,976.91 -> 4,977
    expect(totals).toEqual({
      subtotal: 50_999,
      shippingFee: 1800,
      additionalFees: 2500,
      gst: 4977,
      total: 60_276,
    });
  });

  it('is 0 before anything is priced', () => {
    expect(
      quotationTotals({
        products: [{ unitPrice: null, qty: 5 }],
        shippingFee: 0,
        additionalFees: 0,
        gstRatePercent: 9,
      }).total,
    ).toBe(0);
  });
});

describe('quotations that hold', () => {
  it('sends a priced Pending quotation back to the provider only when what was priced changes', () => {
    expect(statusAfterBuyerChange('quote_pending', true, true)).toBe('quote_changes_requested');
    expect(statusAfterBuyerChange('quote_pending', true, false)).toBe('quote_pending');
    expect(statusAfterBuyerChange('quote_pending', false, true)).toBe('quote_pending');
    expect(statusAfterBuyerChange('quote_changes_requested', true, true)).toBe('quote_changes_requested');
  });

  it('counts a change of product, quantity, logo or requirements as a change, not a budget', () => {
    const blazer = { title: 'Blazer', qty: 200, hasLogo: true, requirements: null };
    expect(isQuotedProductChanged(blazer, { ...blazer, qty: 20 })).toBe(true);
    expect(isQuotedProductChanged(blazer, { ...blazer, title: 'Jacket' })).toBe(true);
    expect(isQuotedProductChanged(blazer, { ...blazer, requirements: '' })).toBe(false);
  });

  it('lets only a Pending quotation be approved, and nothing move out of Approved or Cancelled', () => {
    expect(canMoveQuotation('quote_pending', 'quote_approved')).toBe(true);
    expect(canMoveQuotation('quote_changes_requested', 'quote_approved')).toBe(false);
    expect(canMoveQuotation('quote_changes_requested', 'quote_pending')).toBe(true);
    expect(canMoveQuotation('quote_approved', 'quote_pending')).toBe(false);
    expect(canMoveQuotation('quote_cancelled', 'quote_pending')).toBe(false);
  });

  it('holds a price 30 days by default, through its last day', () => {
    expect(defaultValidUntil('2026-12-15')).toBe('2027-01-14');
    expect(isQuotationExpired('2026-12-31', '2026-12-31')).toBe(false);
    expect(isQuotationExpired('2026-12-31', '2027-01-01')).toBe(true);
    expect(isQuotationExpired(null, '2027-01-01')).toBe(false);
  });

  it('orders every asked-for line and only the ticked option lines', () => {
    const lines = [
      { id: 1, is_option: false },
      { id: 2, is_option: true },
      { id: 3, is_option: true },
    ];
    expect(chosenQuotedLines(lines, [3]).map((line) => line.id)).toEqual([1, 3]);
    expect(chosenQuotedLines(lines, []).map((line) => line.id)).toEqual([1]);
  });

  it('shows a quotation back with the provider on the Pending step', () => {
    const { steps } = quotationProgress({ ...pending, status: 'quote_changes_requested' });
    expect(steps[0]).toMatchObject({ key: 'pending', state: 'active' });
  });
});
