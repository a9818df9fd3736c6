import { describe, expect, it } from 'vitest';
import { type OrderProgressInput, orderProgress, pendingNote } from './order-progress.ts';

const pending: OrderProgressInput = {
  order_status: 'order_pending',
  created_at: '2026-11-01T00:00:00Z',
  approved_at: null,
  processed_at: null,
  in_progress_at: null,
  ready_at: null,
  shipped_at: null,
  completed_at: null,
};

describe('order progress', () => {
  it('makes the current status active and waits on the later steps', () => {
    const { visible, steps } = orderProgress(pending);
    expect(visible).toBe(true);
    expect(steps.map((step) => step.state)).toEqual([
      'active',
      'waiting',
      'waiting',
      'waiting',
      'waiting',
      'waiting',
      'waiting',
    ]);
    expect(steps.map((step) => step.label)).toEqual([
      'Pending',
      'Approved',
      'Processed',
      'In Progress',
      'Ready',
      'Shipping',
      'Completed',
    ]);
  });

  it('completes every step whose timestamp exists', () => {
    const { steps } = orderProgress({
      ...pending,
      order_status: 'order_approved',
      approved_at: '2026-11-02T00:00:00Z',
    });
    expect(steps.slice(0, 3).map((step) => step.state)).toEqual(['complete', 'active', 'waiting']);
    expect(steps[1]!.at).toBe('2026-11-02T00:00:00Z');
  });

  it("says 'Quotes' for a quotation and 'Shipped' once shipped", () => {
    expect(orderProgress({ ...pending, order_status: 'order_quotes' }).steps[0]!.label).toBe('Quotes');
    const shipped = orderProgress({
      ...pending,
      order_status: 'order_shipped',
      shipped_at: '2026-11-05T00:00:00Z',
    });
    expect(shipped.steps[5]).toMatchObject({ label: 'Shipped', state: 'active' });
  });

  it('hides the bar for a cancelled order', () => {
    expect(orderProgress({ ...pending, order_status: 'order_cancelled' }).visible).toBe(false);
  });
});

describe('the note while an order waits for the provider', () => {
  it("names the spec's payment window, or the company's own terms", () => {
    expect(pendingNote()).toContain('payment is due within 3 days');
    expect(pendingNote(30)).toContain('payment is due within 30 days');
  });
});
