import type { ConsoleSettings, UpdateConsoleSettingsBody } from '@livery/api-schemas/console-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys, adminQueries } from './admin-queries.ts';

/** GET /api/admin/settings: notification recipients and bank details. */
export function useConsoleSettings() {
  return useQuery(adminQueries.settings());
}

/** PUT /api/admin/settings: the whole form; a refusal is shown above the form, which keeps its values. */
export function useSaveConsoleSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateConsoleSettingsBody) =>
      apiRequest<ConsoleSettings>('admin/settings', { method: 'PUT', body, silent: true }),
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.settings, saved),
  });
}

/** GET /api/admin/notices: what is new for the provider, newest first; refreshed every minute. */
export function useProviderNotices(page: number) {
  return useQuery(adminQueries.notices(page));
}
