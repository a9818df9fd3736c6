import type { BulkOrderBody } from '@livery/api-schemas/bulk-orders';
import { sharedKeys } from '../../../shared/api/shared-keys.ts';

/** The bulk order's keys, under the shared roots that product and employee edits refresh. */
export const bulkOrderKeys = {
  productPicker: (keyword: string) => [...sharedKeys.savedProducts, 'bulk-order-picker', keyword] as const,
  preselected: (uids: string[]) => [...sharedKeys.savedProducts, 'bulk-order-preselected', uids] as const,
  wearers: (savedProductUuid: string) => [...sharedKeys.employees, 'wearers', savedProductUuid] as const,
  /** The roster's entitlement uses, under the employees' root that role and balance changes refresh. */
  entitlementUses: (body: BulkOrderBody | null) =>
    [...sharedKeys.employees, 'bulk-order-uses', body] as const,
  linePrice: (savedProductUuid: string, quantities: Record<string, number>) =>
    [...sharedKeys.savedProducts, 'bulk-order-price', savedProductUuid, quantities] as const,
};
