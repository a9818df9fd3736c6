import type { OrderApprovalsResponse } from '@livery/api-schemas/order-approval';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './orders-keys.ts';

/** GET /api/orders/{id}/approvals: the levels of the company's approval, who approved, who approves next. */
export const getOrderApprovals = (uuid: string, signal?: AbortSignal) =>
  apiRequest<OrderApprovalsResponse>(`orders/${uuid}/approvals`, { signal });

export const getOrderApprovalsQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: orderKeys.approvals(uuid),
    queryFn: ({ signal }) => getOrderApprovals(uuid, signal),
  });

/** The order's approval levels; asked only for an order that waits or waited for the company's approval. */
export function useOrderApprovals(uuid: string, isAsked: boolean) {
  return useQuery({ ...getOrderApprovalsQueryOptions(uuid), enabled: isAsked });
}
