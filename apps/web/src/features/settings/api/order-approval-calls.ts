import type { OrderApprovalSettingJson, UpdateOrderApprovalBody } from '@livery/api-schemas/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { settingQueries } from './settings-queries.ts';

/** GET /api/settings/order_approval. */
export function useOrderApprovalSetting() {
  return useQuery(settingQueries.orderApproval());
}

/** PUT /api/settings/order_approval (person in charge only). */
export function useSaveOrderApprovalSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOrderApprovalBody) =>
      apiRequest<OrderApprovalSettingJson>('settings/order_approval', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(settingQueries.orderApproval().queryKey, saved),
  });
}
