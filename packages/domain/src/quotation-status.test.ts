import { describe, expect, it } from 'vitest';
import {
  canApproveQuotation,
  type QuotationProgressInput,
  quotationProgress,
  quotationStatusOf,
  quotationTotals,
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
