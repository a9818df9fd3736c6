import { describe, expect, it } from 'vitest';
import { memberStatusTone, statusTone } from './status-colour.ts';

describe('status colours', () => {
  it('colours order statuses by the substring rule', () => {
    expect(statusTone('order_draft')).toBe('default');
    expect(statusTone('order_approved')).toBe('primary');
    expect(statusTone('order_in_progress')).toBe('primary');
    expect(statusTone('in_transit')).toBe('primary');
    expect(statusTone('order_ready')).toBe('success');
    expect(statusTone('order_shipped')).toBe('success');
    // Some pieces still to ship: under way, not done.
    expect(statusTone('order_partly_shipped')).toBe('primary');
    expect(statusTone('order_completed')).toBe('success');
    expect(statusTone('order_cancelled')).toBe('danger');
    expect(statusTone('order_pending')).toBe('warning');
    expect(statusTone('delivered')).toBe('info');
    expect(statusTone('order_quotes')).toBe('quote');
    expect(statusTone('something_else')).toBe('default');
  });

  it('does not colour an unpaid invoice as paid', () => {
    expect(statusTone('invoice_paid')).toBe('success');
    expect(statusTone('invoice_unpaid')).toBe('warning');
    expect(statusTone('invoice_partially_paid')).toBe('warning');
    expect(statusTone('invoice_overdue')).toBe('danger');
    expect(statusTone('invoice_awaiting_payment')).toBe('warning');
    expect(statusTone('invoice_voided')).toBe('danger');
    expect(statusTone('invoice_draft')).toBe('default');
  });

  it('colours team members joined green, not joined red, others as a warning', () => {
    expect(memberStatusTone('joined')).toBe('success');
    expect(memberStatusTone('not_joined')).toBe('danger');
    expect(memberStatusTone('pending')).toBe('warning');
  });
});
