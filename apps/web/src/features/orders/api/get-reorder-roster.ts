import type { ReorderRoster } from '@livery/api-schemas/bulk-orders';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** GET /api/orders/{id}/reorder_roster: the order's products, people and leavers, read when Reorder is pressed. */
export const getReorderRoster = (uuid: string) => apiRequest<ReorderRoster>(`orders/${uuid}/reorder_roster`);

/** GET /api/orders/{id}/reorder_roster: the order's products, people and leavers, read when Reorder is pressed. */
export function useReorderRoster(uuid: string) {
  return useMutation({
    mutationFn: () => getReorderRoster(uuid),
  });
}
