import type { AdminProofsResponse } from '@livery/api-schemas/proofs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { type AdminProofsFilter, proofKeys } from './proofs-keys.ts';

export const PROOFS_PER_PAGE = 20;

/** GET /api/admin/proofs: proofs waiting for the customer and with changes requested, newest first. */
export const getAdminProofsQueryOptions = (filter: AdminProofsFilter) =>
  queryOptions({
    queryKey: proofKeys.console(filter),
    queryFn: ({ signal }) =>
      apiRequest<AdminProofsResponse>('admin/proofs', {
        query: { status: filter.status, page: filter.page, per_page: PROOFS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useAdminProofs(filter: AdminProofsFilter) {
  return useQuery(getAdminProofsQueryOptions(filter));
}
