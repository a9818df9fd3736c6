import type { RetryJobResponse } from '@livery/api-schemas/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** POST /api/admin/jobs/{id}/retry: a failed job queued again for one more attempt. */
export const retryJob = (id: number) =>
  apiRequest<RetryJobResponse>(`admin/jobs/${id}/retry`, { method: 'POST' });

/** POST /api/admin/jobs/{id}/retry: a failed job queued again for one more attempt. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.jobs }),
  });
}
