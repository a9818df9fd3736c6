import type { AdminProofsResponse } from '@livery/api-schemas/proofs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sharedKeys } from '../../../shared/api/shared-keys.ts';

export const PROOFS_PER_PAGE = 20;

export type AdminProofsStatus = 'sent' | 'changes_requested' | undefined;

/** GET /api/admin/proofs: proofs waiting for the customer and with changes requested, newest first. */
export const getAdminProofsQueryOptions = (filter: { status: AdminProofsStatus; page: number }) =>
  queryOptions({
    queryKey: [...sharedKeys.proofs, 'console', filter] as const,
    queryFn: ({ signal }) =>
      apiRequest<AdminProofsResponse>('admin/proofs', {
        query: { status: filter.status, page: filter.page, per_page: PROOFS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useAdminProofs(filter: { status: AdminProofsStatus; page: number }) {
  return useQuery(getAdminProofsQueryOptions(filter));
}
