import type { EntitlementRequestStatus } from '@livery/domain/entitlement-requests';
import { sharedKeys } from '../../../shared/api/shared-keys.ts';

export interface RequestFilters {
  status: EntitlementRequestStatus | null;
  page: number;
}

/** The settings pages' keys. */
export const settingKeys = {
  all: ['settings'] as const,
  orderApproval: () => [...settingKeys.all, 'order-approval'] as const,
  approvalRules: () => [...settingKeys.all, 'approval-rules'] as const,
  programme: () => [...settingKeys.all, 'programme'] as const,
  /** Requests for more, under the shared root the employee database's asking refreshes. */
  entitlementRequests: (filters: RequestFilters) =>
    [...sharedKeys.programmeRequests, 'list', filters] as const,
  roleSavedProducts: () => [...settingKeys.all, 'role-saved-products'] as const,
};
