import type { BulkOrderBody } from '@livery/api-schemas/bulk-orders';
import type { CartUsesResponse } from '@livery/api-schemas/programmes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { bulkOrderKeys } from './bulk-order-keys.ts';

/** POST /api/programme/bulk_order_uses: per employee on the roster, what the order would use and leave. */
export const getBulkOrderUses = (body: BulkOrderBody, signal?: AbortSignal) =>
  apiRequest<CartUsesResponse>('programme/bulk_order_uses', { method: 'POST', body, signal, silent: true });

/**
 * The roster's entitlement uses, asked again when the roster changes (under the employees' key, which role and
 * balance changes refresh); null body: not asked (the roster is not ready).
 */
export function useBulkOrderUses(body: BulkOrderBody | null) {
  return useQuery({
    queryKey: bulkOrderKeys.entitlementUses(body),
    queryFn: ({ signal }) => getBulkOrderUses(body!, signal),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
