import type { OrderApprovalSettingJson } from '@livery/api-schemas/settings';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** The settings pages' keys. */
export const settingKeys = {
  all: ['settings'] as const,
  orderApproval: () => [...settingKeys.all, 'order-approval'] as const,
};

export const settingQueries = {
  /** GET /api/settings/order_approval. */
  orderApproval: () =>
    queryOptions({
      queryKey: settingKeys.orderApproval(),
      queryFn: ({ signal }) => apiRequest<OrderApprovalSettingJson>('settings/order_approval', { signal }),
    }),
};
