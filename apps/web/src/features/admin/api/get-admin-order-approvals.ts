import type { OrderApprovalsResponse } from '@livery/api-schemas/order-approval';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/orders/{uuid}/approvals: the levels of the company's approval, who approved, who is next. */
export const getAdminOrderApprovals = (uuid: string | null, signal?: AbortSignal) =>
  apiRequest<OrderApprovalsResponse>(`admin/orders/${uuid}/approvals`, { signal });

/** Asked only for an order that waits or waited for its company's approval. */
export function useAdminOrderApprovals(uuid: string | null, isAsked: boolean) {
  return useQuery({
    queryKey: adminKeys.orderApprovals(uuid),
    enabled: Boolean(uuid) && isAsked,
    queryFn: ({ signal }) => getAdminOrderApprovals(uuid, signal),
  });
}
