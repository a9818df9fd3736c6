import type { ConsoleSettings, UpdateConsoleSettingsBody } from '@livery/api-schemas/console-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** PUT /api/admin/settings: the whole form; a refusal is shown above the form, which keeps its values. */
export const saveConsoleSettings = (body: UpdateConsoleSettingsBody) =>
  apiRequest<ConsoleSettings>('admin/settings', { method: 'PUT', body, silent: true });

/** PUT /api/admin/settings: the whole form; a refusal is shown above the form, which keeps its values. */
export function useSaveConsoleSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsoleSettings,
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.settings, saved),
  });
}
