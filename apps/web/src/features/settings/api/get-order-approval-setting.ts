import type { OrderApprovalSettingJson } from '@livery/api-schemas/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { settingKeys } from './settings-keys.ts';

/** GET /api/settings/order_approval. */
export const getOrderApprovalSetting = (signal?: AbortSignal) =>
  apiRequest<OrderApprovalSettingJson>('settings/order_approval', { signal });

export const getOrderApprovalSettingQueryOptions = () =>
  queryOptions({
    queryKey: settingKeys.orderApproval(),
    queryFn: ({ signal }) => getOrderApprovalSetting(signal),
  });

/** GET /api/settings/order_approval. */
export function useOrderApprovalSetting() {
  return useQuery(getOrderApprovalSettingQueryOptions());
}
