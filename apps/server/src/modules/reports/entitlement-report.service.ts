import type { EntitlementReportResponse, EntitlementUseOfRole } from '@livery/api-schemas/reports';
import { DEFAULT_CURRENCY } from '@livery/domain/money';
import type { Database } from '../../db/database.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { getCompanyBalanceTotals } from '../programmes/programmes.service.ts';
import { entitlementCsvStream, entitlementXlsxStream } from './reports.export.ts';

/**
 * GET /api/reports/entitlements (issue 25 item 7): each employee with a role, their entitlement this programme
 * year as one figure (the balance rule's own), and each role's employees summed. On consumption counts nothing.
 */
export async function getEntitlementReport(
  db: Database,
  user: CurrentUser,
  timeZone: string,
): Promise<EntitlementReportResponse> {
  const { period, employees } = await getCompanyBalanceTotals(db, user, timeZone);
  const roles = new Map<string, EntitlementUseOfRole>();
  for (const employee of employees) {
    const summed = roles.get(employee.role.uuid);
    if (summed) {
      summed.employee_count += 1;
      summed.entitled += employee.entitled;
      summed.used += employee.used;
      summed.left += employee.left;
    } else {
      roles.set(employee.role.uuid, {
        ...employee.role,
        employee_count: 1,
        unit: employee.unit,
        entitled: employee.entitled,
        used: employee.used,
        left: employee.left,
      });
    }
  }
  return {
    period,
    currency: DEFAULT_CURRENCY,
    employees,
    roles: [...roles.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** The entitlement report as a CSV or a workbook, through the report's export code. */
export async function exportEntitlementReport(
  db: Database,
  user: CurrentUser,
  format: 'csv' | 'xlsx',
  timeZone: string,
) {
  const report = await getEntitlementReport(db, user, timeZone);
  const name = `entitlements-${report.period.start}-to-${report.period.end}`;
  return format === 'csv'
    ? {
        fileName: `${name}.csv`,
        contentType: 'text/csv; charset=utf-8',
        stream: entitlementCsvStream(report),
      }
    : {
        fileName: `${name}.xlsx`,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        stream: entitlementXlsxStream(report),
      };
}
