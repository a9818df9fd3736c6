import { describe, expect, it } from 'vitest';
import { canApproveOrder, isHeldForCompanyApproval } from './order-approval.ts';

describe('canApproveOrder', () => {
  const waiting = { order_status: 'order_pending' as const, order_approval_needed: true };
  it('lets only a person in charge approve a waiting Pending or Quotes order', () => {
    expect(canApproveOrder('person_in_charge', waiting)).toBe(true);
    expect(canApproveOrder('person_in_charge', { ...waiting, order_status: 'order_quotes' })).toBe(true);
    expect(canApproveOrder('sales', waiting)).toBe(false);
    expect(canApproveOrder('person_in_charge', { ...waiting, order_approval_needed: false })).toBe(false);
    expect(canApproveOrder('person_in_charge', { ...waiting, order_status: 'order_approved' })).toBe(false);
  });
});

describe('isHeldForCompanyApproval', () => {
  it('blocks every provider move but cancelling while approval is needed', () => {
    expect(isHeldForCompanyApproval({ order_approval_needed: true }, 'order_approved')).toBe(true);
    expect(isHeldForCompanyApproval({ order_approval_needed: true }, 'order_cancelled')).toBe(false);
    expect(isHeldForCompanyApproval({ order_approval_needed: false }, 'order_approved')).toBe(false);
  });
});
