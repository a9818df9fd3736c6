import type {
  EntitlementReportResponse,
  EntitlementUseOfEmployee,
  EntitlementUseOfRole,
} from '@livery/api-schemas/reports';
import { balanceTotal } from '@livery/domain/entitlements';
import { DEFAULT_CURRENCY } from '@livery/domain/money';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { getCompanyBalances } from '../programmes/programmes.service.ts';
import { entitlementCsvStream, entitlementXlsxStream } from './reports.export.ts';

/**
 * GET /api/reports/entitlements (issue 25 item 7): each employee with a role, their entitlement this programme
 * year as one figure (the balance rule's own), and each role's employees summed. On consumption counts nothing.
 */
export async function getEntitlementReport(
  db: DatabaseOrTransaction,
  user: CurrentUser,
  timeZone: string,
): Promise<EntitlementReportResponse> {
  const { period, balances } = await getCompanyBalances(db, user, timeZone);
  const employees = balances.flatMap((balance): EntitlementUseOfEmployee[] => {
    const total = balanceTotal({
      lines: balance.lines.map((line) => ({ key: line.uuid, ...line })),
      allowance: balance.allowance,
    });
    return balance.role && total
      ? [
          {
            employee_uuid: balance.employee_uuid,
            staff_id: balance.staff_id,
            name: balance.name,
            role: balance.role,
            ...total,
          },
        ]
      : [];
  });
  const roles = new Map<string, EntitlementUseOfRole>();
  for (const employee of employees) {
    const role = roles.get(employee.role.uuid) ?? {
      ...employee.role,
      employee_count: 0,
      unit: employee.unit,
      entitled: 0,
      used: 0,
      left: 0,
    };
    roles.set(employee.role.uuid, {
      ...role,
      employee_count: role.employee_count + 1,
      entitled: role.entitled + employee.entitled,
      used: role.used + employee.used,
      left: role.left + employee.left,
    });
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
