import { describe, expect, it } from 'vitest';
import { sharedKeys } from '../../../shared/api/shared-keys.ts';
import { orderKeys } from './orders-keys.ts';

/** True when invalidating `root` reaches `key` (TanStack Query matches keys by prefix). */
const isUnder = (key: readonly unknown[], root: readonly unknown[]) =>
  root.every((part, index) => Object.is(part, key[index]));

describe('orderKeys', () => {
  it('keeps every list under the shared orders root, so a checkout or an approval refreshes them', () => {
    const filter = { page: 1, per_page: 25 };
    expect(isUnder(orderKeys.list(filter), sharedKeys.orders)).toBe(true);
    expect(isUnder(orderKeys.awaitingApproval(), sharedKeys.orders)).toBe(true);
  });

  it("keeps one order's activity, staff garments and locations under that order", () => {
    const order = orderKeys.order('o-1');
    expect(isUnder(orderKeys.logs('o-1'), order)).toBe(true);
    expect(isUnder(orderKeys.employeeProducts('o-1'), order)).toBe(true);
    expect(isUnder(orderKeys.locations('o-1', 'none'), order)).toBe(true);
    expect(isUnder(orderKeys.logs('o-2'), order)).toBe(false);
  });

  it('keeps the product filter searches under the shared saved-products root', () => {
    expect(isUnder(orderKeys.savedProductSearch('polo'), sharedKeys.savedProducts)).toBe(true);
    expect(isUnder(orderKeys.savedProductsByUuids(['u-1']), sharedKeys.savedProducts)).toBe(true);
  });
});
