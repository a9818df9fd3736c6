import type { ConsoleSettings } from '@livery/api-schemas/console-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/settings: notification recipients and bank details. */
export const getConsoleSettings = (signal?: AbortSignal) =>
  apiRequest<ConsoleSettings>('admin/settings', { signal });

export const getConsoleSettingsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.settings,
    queryFn: ({ signal }) => getConsoleSettings(signal),
  });

/** GET /api/admin/settings: notification recipients and bank details. */
export function useConsoleSettings() {
  return useQuery(getConsoleSettingsQueryOptions());
}
