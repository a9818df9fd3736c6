import type { ReportResponse } from '@livery/api-schemas/reports';
import type { Team } from '@livery/api-schemas/teams';
import type { ReportOrderType } from '@livery/domain/report-rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** The report's filters as the page holds them. */
export interface ReportFilters {
  orderType: ReportOrderType;
  fromDate: string;
  toDate: string;
  teamIds: number[];
  memberId: number | null;
  statuses: string[];
  productIds: string[];
}

/** The filters as the query text of the report call and of its export link. */
export function reportQueryOf(filters: ReportFilters): Record<string, string | undefined> {
  const list = (values: ReadonlyArray<string | number>) => (values.length > 0 ? values.join(',') : undefined);
  return {
    order_type: filters.orderType,
    from_date: filters.fromDate,
    to_date: filters.toDate,
    team_id: list(filters.teamIds),
    user_id: filters.memberId === null ? undefined : String(filters.memberId),
    status: list(filters.statuses),
    product_id: list(filters.productIds),
  };
}

/** GET /api/reports/report; a request superseded by newer filters is cancelled through its signal. */
export function useReport(filters: ReportFilters) {
  return useQuery({
    queryKey: ['reports', 'report', filters],
    queryFn: ({ signal }) =>
      apiRequest<ReportResponse>('reports/report', { query: reportQueryOf(filters), signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/teams: the teams the user joined, the team filter's choices. */
export function useReportTeams() {
  return useQuery({
    queryKey: ['teams'],
    queryFn: ({ signal }) => apiRequest<{ teams: Team[] }>('teams', { signal }).then((body) => body.teams),
  });
}

/** GET /api/reports/export_link: a signed link for the new window, which carries no auth headers. */
export function fetchReportExportLink(filters: ReportFilters) {
  return apiRequest<{ url: string; expires_at: string }>('reports/export_link', {
    query: reportQueryOf(filters),
  });
}
