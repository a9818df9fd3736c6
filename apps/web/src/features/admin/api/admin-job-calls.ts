import type { RetryJobResponse } from '@livery/api-schemas/jobs';
import type { JobFilter } from '@livery/domain/job-status';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys, adminQueries } from './admin-queries.ts';

/** GET /api/admin/jobs: background jobs, newest first, with counts per status; refreshed every few seconds. */
export function useAdminJobs(filter: { status?: JobFilter; page: number }) {
  return useQuery(adminQueries.jobList(filter));
}

/** POST /api/admin/jobs/{id}/retry: a failed job queued again for one more attempt. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<RetryJobResponse>(`admin/jobs/${id}/retry`, { method: 'POST' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.jobs }),
  });
}
