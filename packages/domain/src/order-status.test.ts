import { describe, expect, it } from 'vitest';
import {
  canTransitionOrder,
  isOrderStatus,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TIMESTAMP,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
} from './order-status.ts';

describe('order status table', () => {
  it('moves an order one step at a time from pending to ready, and from shipped to completed', () => {
    const path = [
      'order_pending',
      'order_approved',
      'order_processed',
      'order_in_progress',
      'order_ready',
    ] as const;
    for (let i = 1; i < path.length; i++) expect(canTransitionOrder(path[i - 1]!, path[i]!)).toBe(true);
    expect(canTransitionOrder('order_shipped', 'order_completed')).toBe(true);
    expect(canTransitionOrder('order_pending', 'order_shipped')).toBe(false);
    expect(canTransitionOrder('order_approved', 'order_pending')).toBe(false);
  });

  it('leaves Partly shipped and Shipped to the parcels: no button moves an order there', () => {
    for (const targets of Object.values(ORDER_TRANSITIONS)) {
      expect(targets).not.toContain('order_partly_shipped');
      expect(targets).not.toContain('order_shipped');
    }
    expect(ORDER_TRANSITIONS.order_partly_shipped).toEqual([]);
  });

  it('lets any unfinished order be cancelled but not a shipped, completed or cancelled one', () => {
    expect(canTransitionOrder('order_in_progress', 'order_cancelled')).toBe(true);
    expect(canTransitionOrder('order_shipped', 'order_cancelled')).toBe(false);
    expect(ORDER_TRANSITIONS.order_completed).toEqual([]);
    expect(ORDER_TRANSITIONS.order_cancelled).toEqual([]);
  });

  it('labels every status and stamps a timestamp for every move target after pending', () => {
    for (const status of ORDER_STATUSES) expect(ORDER_STATUS_LABELS[status]).toBeTruthy();
    for (const targets of Object.values(ORDER_TRANSITIONS)) {
      for (const target of targets)
        if (target !== 'order_pending') expect(ORDER_STATUS_TIMESTAMP[target]).toBeTruthy();
    }
  });

  it('recognises status values', () => {
    expect(isOrderStatus('order_pending')).toBe(true);
    expect(isOrderStatus('pending')).toBe(false);
  });
});
