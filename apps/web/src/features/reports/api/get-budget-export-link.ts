import type { Answer } from '@livery/api-schemas/answer';
import type { reportExportLinkResponse } from '@livery/api-schemas/reports';
import { apiRequest } from '../../../shared/api/client.ts';

/** GET /api/reports/budgets/export_link: a signed link for the new window, which carries no auth headers. */
export function fetchBudgetExportLink(format: 'csv' | 'xlsx') {
  return apiRequest<Answer<typeof reportExportLinkResponse>>('reports/budgets/export_link', {
    query: { format },
  });
}
