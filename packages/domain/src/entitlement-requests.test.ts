import { describe, expect, it } from 'vitest';
import {
  canMoveEntitlementRequest,
  ENTITLEMENT_REQUEST_STATUSES,
  increaseText,
} from './entitlement-requests.ts';

describe('a request for more', () => {
  it('is approved or refused while it waits', () => {
    expect(canMoveEntitlementRequest('waiting', 'approved')).toBe(true);
    expect(canMoveEntitlementRequest('waiting', 'refused')).toBe(true);
  });

  it('never changes once decided', () => {
    for (const to of ENTITLEMENT_REQUEST_STATUSES) {
      expect(canMoveEntitlementRequest('approved', to)).toBe(false);
      expect(canMoveEntitlementRequest('refused', to)).toBe(false);
    }
  });
});

describe("a request's increase in words", () => {
  it('names the items or the amount', () => {
    expect(increaseText({ quantity: 2, amountCents: 0 }, 'Polo')).toBe('2 more × Polo');
    expect(increaseText({ quantity: 0, amountCents: 5_000 }, null)).toBe('SGD 50.00 more');
  });
});
