import type { AdminJobsResponse, RetryJobResponse } from '@livery/api-schemas/jobs';
import type { JobFilter } from '@livery/domain/job-status';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

export const JOBS_PER_PAGE = 25;
/** The page follows the queue as it moves. */
const REFRESH_EVERY_MS = 5_000;

/** GET /api/admin/jobs: background jobs, newest first, with counts per status; refreshed every few seconds. */
export function useAdminJobs(filter: { status?: JobFilter; page: number }) {
  return useQuery({
    queryKey: ['admin-jobs', 'list', filter],
    queryFn: ({ signal }) =>
      apiRequest<AdminJobsResponse>('admin/jobs', {
        query: { ...filter, per_page: JOBS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_EVERY_MS,
  });
}

/** POST /api/admin/jobs/{id}/retry: a failed job queued again for one more attempt. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<RetryJobResponse>(`admin/jobs/${id}/retry`, { method: 'POST' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['admin-jobs'] }),
  });
}
