import { describe, expect, it } from 'vitest';
import { canApproveOrder, isApprovalNeeded, isHeldForCompanyApproval } from './order-approval.ts';

const member = { placedByDepartment: 'sales', totalCents: 10_000, status: 'order_pending' as const };

describe('isApprovalNeeded', () => {
  it('never holds an order under the never rule', () => {
    expect(isApprovalNeeded({ rule: 'never', thresholdCents: null }, member)).toBe(false);
  });

  it('holds every member order under member_orders, but not the person in charge’s own', () => {
    const setting = { rule: 'member_orders' as const, thresholdCents: null };
    expect(isApprovalNeeded(setting, member)).toBe(true);
    expect(isApprovalNeeded(setting, { ...member, placedByDepartment: null })).toBe(true);
    expect(isApprovalNeeded(setting, { ...member, placedByDepartment: 'person_in_charge' })).toBe(false);
  });

  it('holds orders strictly above the amount', () => {
    const setting = { rule: 'above_amount' as const, thresholdCents: 10_000 };
    expect(isApprovalNeeded(setting, member)).toBe(false);
    expect(isApprovalNeeded(setting, { ...member, totalCents: 10_001 })).toBe(true);
    expect(isApprovalNeeded({ rule: 'above_amount', thresholdCents: null }, member)).toBe(false);
  });

  it('never holds a quotation request', () => {
    expect(
      isApprovalNeeded(
        { rule: 'member_orders', thresholdCents: null },
        { ...member, status: 'order_quotes' },
      ),
    ).toBe(false);
  });
});

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
