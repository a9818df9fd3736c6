import type { ReportResponse } from '@livery/api-schemas/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { type ReportFilters, reportKeys, reportQueryOf } from './reports-keys.ts';

/** GET /api/reports/report; a request superseded by newer filters is cancelled through its signal. */
export const getReport = (filters: ReportFilters, signal?: AbortSignal) =>
  apiRequest<ReportResponse>('reports/report', { query: reportQueryOf(filters), signal });

export const getReportQueryOptions = (filters: ReportFilters) =>
  queryOptions({
    queryKey: reportKeys.report(filters),
    queryFn: ({ signal }) => getReport(filters, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/reports/report; a request superseded by newer filters is cancelled through its signal. */
export function useReport(filters: ReportFilters) {
  return useQuery(getReportQueryOptions(filters));
}
