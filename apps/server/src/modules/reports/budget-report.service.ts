import type { BudgetReportResponse } from '@livery/api-schemas/team-budgets';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { getBudgetReport } from '../teams/team-budgets.service.ts';
import { budgetCsvStream, budgetXlsxStream } from './reports.export.ts';

/** GET /api/reports/budgets (issue 25 item 7): budget versus spend this programme year per joined team. */
export function getTeamBudgetReport(
  db: DatabaseOrTransaction,
  user: CurrentUser,
  timeZone: string,
): Promise<BudgetReportResponse> {
  return getBudgetReport(db, user, timeZone);
}

/** The budget report as a CSV or a workbook, through the report's signed export links. */
export async function exportBudgetReport(
  db: DatabaseOrTransaction,
  user: CurrentUser,
  format: 'csv' | 'xlsx',
  timeZone: string,
) {
  const report = await getBudgetReport(db, user, timeZone);
  const name = `team-budgets-${report.period.start}-to-${report.period.end}`;
  return format === 'csv'
    ? { fileName: `${name}.csv`, contentType: 'text/csv; charset=utf-8', stream: budgetCsvStream(report) }
    : {
        fileName: `${name}.xlsx`,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        stream: budgetXlsxStream(report),
      };
}
