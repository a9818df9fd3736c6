import { sharedKeys } from '../../../shared/api/shared-keys.ts';

export type AdminProofsStatus = 'sent' | 'changes_requested' | undefined;

export interface AdminProofsFilter {
  status: AdminProofsStatus;
  page: number;
}

/** The console's proofs list, under the shared root that a sent, approved or changed proof refreshes. */
export const proofKeys = {
  console: (filter: AdminProofsFilter) => [...sharedKeys.proofs, 'console', filter] as const,
};
