import type { AdminJobsResponse } from '@livery/api-schemas/jobs';
import type { JobFilter } from '@livery/domain/job-status';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { type AdminJobsFilter, adminKeys } from './admin-keys.ts';

export const JOBS_PER_PAGE = 25;

/** The jobs page follows the queue as it moves. */
const JOBS_REFRESH_EVERY_MS = 5_000;

/** GET /api/admin/jobs: background jobs, newest first, with counts per status; refreshed every few seconds. */
export const getAdminJobs = (filter: AdminJobsFilter, signal?: AbortSignal) =>
  apiRequest<AdminJobsResponse>('admin/jobs', {
    query: { ...filter, per_page: JOBS_PER_PAGE },
    signal,
  });

export const getAdminJobsQueryOptions = (filter: AdminJobsFilter) =>
  queryOptions({
    queryKey: adminKeys.jobList(filter),
    queryFn: ({ signal }) => getAdminJobs(filter, signal),
    placeholderData: keepPreviousData,
    refetchInterval: JOBS_REFRESH_EVERY_MS,
  });

/** GET /api/admin/jobs: background jobs, newest first, with counts per status; refreshed every few seconds. */
export function useAdminJobs(filter: { status?: JobFilter; page: number }) {
  return useQuery(getAdminJobsQueryOptions(filter));
}
