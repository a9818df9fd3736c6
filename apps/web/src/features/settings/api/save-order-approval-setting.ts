import type { OrderApprovalSettingJson, UpdateOrderApprovalBody } from '@livery/api-schemas/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { getOrderApprovalSettingQueryOptions } from './get-order-approval-setting.ts';
import { settingKeys } from './settings-keys.ts';

/** PUT /api/settings/order_approval (person in charge only). */
export const saveOrderApprovalSetting = (body: UpdateOrderApprovalBody) =>
  apiRequest<OrderApprovalSettingJson>('settings/order_approval', { method: 'PUT', body });

/** PUT /api/settings/order_approval (person in charge only). */
export function useSaveOrderApprovalSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOrderApprovalSetting,
    onSuccess: (saved) => {
      queryClient.setQueryData(getOrderApprovalSettingQueryOptions().queryKey, saved);
      // The simple setting replaces the rules.
      void queryClient.invalidateQueries({ queryKey: settingKeys.approvalRules() });
    },
  });
}
