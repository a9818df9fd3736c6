import type { ReportOrderType } from '@livery/domain/report-rules';

/** The report's filters as the page holds them. */
export interface ReportFilters {
  orderType: ReportOrderType;
  /** Null until the person picks dates: the server then answers its default range on the provider's calendar. */
  fromDate: string | null;
  toDate: string | null;
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
    from_date: filters.fromDate ?? undefined,
    to_date: filters.toDate ?? undefined,
    team_id: list(filters.teamIds),
    user_id: filters.memberId === null ? undefined : String(filters.memberId),
    status: list(filters.statuses),
    product_id: list(filters.productIds),
  };
}

/** The reports' keys. */
export const reportKeys = {
  all: ['reports'] as const,
  report: (filters: ReportFilters) => [...reportKeys.all, 'report', filters] as const,
  entitlements: () => [...reportKeys.all, 'entitlements'] as const,
};
