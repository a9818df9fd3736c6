import { describe, expect, it } from 'vitest';
import { canMoveEntitlementRequest, ENTITLEMENT_REQUEST_STATUSES } from './entitlement-requests.ts';

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
