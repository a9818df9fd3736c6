import type { ConsoleSettings, UpdateConsoleSettingsBody } from '@livery/api-schemas/console-settings';
import type { ProviderNoticesResponse } from '@livery/api-schemas/provider-notices';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** GET /api/admin/settings: notification recipients and bank details. */
export function useConsoleSettings() {
  return useQuery({
    queryKey: ['admin-settings'],
    queryFn: ({ signal }) => apiRequest<ConsoleSettings>('admin/settings', { signal }),
  });
}

/** PUT /api/admin/settings: the whole form; a refusal is shown above the form, which keeps its values. */
export function useSaveConsoleSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateConsoleSettingsBody) =>
      apiRequest<ConsoleSettings>('admin/settings', { method: 'PUT', body, silent: true }),
    onSuccess: (saved) => queryClient.setQueryData(['admin-settings'], saved),
  });
}

export const NOTICES_PER_PAGE = 25;

/** GET /api/admin/notices: what is new for the provider, newest first; refreshed every minute. */
export function useProviderNotices(page: number) {
  return useQuery({
    queryKey: ['admin-notices', page],
    queryFn: ({ signal }) =>
      apiRequest<ProviderNoticesResponse>('admin/notices', {
        query: { page, per_page: NOTICES_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}
