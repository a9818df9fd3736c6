import type { Answer } from '@livery/api-schemas/answer';
import type { FinishingMethod, finishingMethodResponse } from '@livery/api-schemas/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** PUT /api/admin/finishing_methods/{key}. */
export const updateFinishingMethod = ({
  key,
  ...body
}: Pick<FinishingMethod, 'key' | 'title' | 'file_hint' | 'surcharges'>) =>
  apiRequest<Answer<typeof finishingMethodResponse>>(`admin/finishing_methods/${key}`, {
    method: 'PUT',
    body,
    silent: true,
  });

/** PUT /api/admin/finishing_methods/{key}. */
export function useUpdateFinishingMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFinishingMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.finishingMethods }),
  });
}
