import type { Answer } from '@livery/api-schemas/answer';
import type { reportExportLinkResponse } from '@livery/api-schemas/reports';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { type ReportFilters, reportQueries, reportQueryOf } from './reports-queries.ts';

/** GET /api/reports/report; a request superseded by newer filters is cancelled through its signal. */
export function useReport(filters: ReportFilters) {
  return useQuery(reportQueries.report(filters));
}

/** GET /api/reports/export_link: a signed link for the new window, which carries no auth headers. */
export function fetchReportExportLink(filters: ReportFilters) {
  return apiRequest<Answer<typeof reportExportLinkResponse>>('reports/export_link', {
    query: reportQueryOf(filters),
  });
}
