import type { Answer } from '@livery/api-schemas/answer';
import type { reportExportLinkResponse } from '@livery/api-schemas/reports';
import { apiRequest } from '../../../shared/api/client.ts';
import { type ReportFilters, reportQueryOf } from './reports-keys.ts';

/** GET /api/reports/export_link: a signed link for the new window, which carries no auth headers. */
export function fetchReportExportLink(filters: ReportFilters) {
  return apiRequest<Answer<typeof reportExportLinkResponse>>('reports/export_link', {
    query: reportQueryOf(filters),
  });
}
