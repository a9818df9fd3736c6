import type { Answer } from '@livery/api-schemas/answer';
import type { EntitlementReportResponse, reportExportLinkResponse } from '@livery/api-schemas/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { reportKeys } from './reports-keys.ts';

/** GET /api/reports/entitlements: entitlement use per employee and role this programme year. */
export const getEntitlementReport = (signal?: AbortSignal) =>
  apiRequest<EntitlementReportResponse>('reports/entitlements', { signal });

export const getEntitlementReportQueryOptions = () =>
  queryOptions({
    queryKey: reportKeys.entitlements(),
    queryFn: ({ signal }) => getEntitlementReport(signal),
  });

export function useEntitlementReport() {
  return useQuery(getEntitlementReportQueryOptions());
}

/** GET /api/reports/entitlements/export_link: a signed link for the new window, which carries no auth headers. */
export function fetchEntitlementExportLink(format: 'csv' | 'xlsx') {
  return apiRequest<Answer<typeof reportExportLinkResponse>>('reports/entitlements/export_link', {
    query: { format },
  });
}
