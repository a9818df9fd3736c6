import type { EntitlementUseOfEmployee, EntitlementUseOfRole } from '@livery/api-schemas/reports';
import { formatMoneyWithCode } from '@livery/domain/money';
import { Col, Row, Typography } from 'antd';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { type ResponsiveColumn, ResponsiveTable } from '../../../shared/components/responsive-table.tsx';
import { formatDate } from '../../../shared/format/date.ts';
import { fetchEntitlementExportLink, useEntitlementReport } from '../api/get-entitlement-report.ts';
import { ChartCard } from './chart-card.tsx';
import { ReportSectionHeader } from './report-section-header.tsx';

type Figures = Pick<EntitlementUseOfRole, 'unit' | 'entitled' | 'used' | 'left'>;

/** Items as a count, an allowance's cents as money. */
const figure = (row: Figures, value: number, currency: string) =>
  row.unit === 'cents' ? formatMoneyWithCode(value, currency) : `${value} items`;

function figureColumns<Row extends Figures>(currency: string): ResponsiveColumn<Row>[] {
  return (['entitled', 'used', 'left'] as const).map((key) => ({
    title: key.charAt(0).toUpperCase() + key.slice(1),
    dataIndex: key,
    align: 'right' as const,
    className: 'nowrap',
    ...(key === 'left' ? { card: 'amount' as const } : {}),
    render: (value: number, row: Row) => figure(row, value, currency),
  }));
}

/**
 * The report's uniform programme part (issue 25 item 7): per role and per employee, what they are entitled to this
 * programme year, what they used and what is left; exported as CSV or XLSX.
 */
export function EntitlementReportSection() {
  const report = useEntitlementReport();
  const data = report.data;
  const currency = data?.currency ?? 'SGD';

  // Each role's use as a share of its entitlement, so item and allowance roles share one axis.
  const chart = (data?.roles ?? []).map((role) => {
    const used =
      role.entitled > 0 ? Math.round((100 * Math.min(role.used, role.entitled)) / role.entitled) : 0;
    return { name: role.name, used, left: 100 - used };
  });
  const roleColumns: ResponsiveColumn<EntitlementUseOfRole>[] = [
    { title: 'Role', dataIndex: 'name', card: 'title' },
    { title: 'Employees', dataIndex: 'employee_count', align: 'right' },
    ...figureColumns<EntitlementUseOfRole>(currency),
  ];
  const employeeColumns: ResponsiveColumn<EntitlementUseOfEmployee>[] = [
    {
      title: 'Employee',
      key: 'employee',
      card: 'title',
      render: (_, employee) => `${employee.name} (${employee.staff_id})`,
    },
    { title: 'Role', key: 'role', render: (_, employee) => employee.role.name },
    ...figureColumns<EntitlementUseOfEmployee>(currency),
  ];

  return (
    <section style={{ marginBottom: 24 }}>
      <ReportSectionHeader
        title="Uniform programme"
        reportName="the entitlement report"
        fetchExportLink={fetchEntitlementExportLink}
      />
      <Typography.Paragraph type="secondary">
        {data
          ? `Entitlement use this programme year, ${formatDate(data.period.start)} to ${formatDate(data.period.end)}.`
          : 'Entitlement use this programme year.'}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <ChartCard
            title="Use by role"
            isEmpty={chart.length === 0}
            emptyText="No employee has a role yet"
            height={240}
          >
            <BarChart data={chart} layout="vertical" margin={{ top: 8, right: 16, left: 8, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" domain={[0, 100]} unit="%" fontSize={12} />
              <YAxis type="category" dataKey="name" width={110} fontSize={12} />
              <Tooltip formatter={(value) => `${value}%`} />
              <Legend verticalAlign="bottom" height={28} />
              <Bar dataKey="used" name="Used" stackId="use" fill="#1f3a5f" />
              <Bar dataKey="left" name="Left" stackId="use" fill="#9db8d9" />
            </BarChart>
          </ChartCard>
        </Col>
        <Col xs={24} lg={14}>
          <ResponsiveTable<EntitlementUseOfRole>
            rowKey="uuid"
            columns={roleColumns}
            dataSource={data?.roles ?? []}
            loading={report.isFetching}
            pagination={false}
          />
        </Col>
      </Row>
      <div style={{ marginTop: 16 }}>
        <ResponsiveTable<EntitlementUseOfEmployee>
          rowKey="employee_uuid"
          columns={employeeColumns}
          dataSource={data?.employees ?? []}
          loading={report.isFetching}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
        />
      </div>
    </section>
  );
}
