import type { TeamBudgetJson } from '@livery/api-schemas/team-budgets';
import { centsToDollars, dollarsToCents, formatMoneyWithCode } from '@livery/domain/money';
import { Col, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { useTeamBudgets } from '../../../shared/api/get-team-budgets.ts';
import { type ResponsiveColumn, ResponsiveTable } from '../../../shared/components/responsive-table.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { formatDate } from '../../../shared/format/date.ts';
import { fetchBudgetExportLink } from '../api/get-budget-export-link.ts';
import { ChartCard } from './chart-card.tsx';
import { ReportSectionHeader } from './report-section-header.tsx';

/** The chart's axis in whole units, shortened (8.6K). */
const COMPACT_NUMBER = new Intl.NumberFormat('en', { notation: 'compact' });

/**
 * The report's budget part (issue 25 item 7): each joined team's budget this programme year against what its
 * placed, not cancelled orders came to; exported as CSV or XLSX.
 */
export function BudgetReportSection() {
  const report = useTeamBudgets();
  const data = report.data;
  const currency = data?.currency ?? 'SGD';
  const money = (cents: number | null) => (cents === null ? '—' : formatMoneyWithCode(cents, currency));

  const chart = (data?.teams ?? []).map((team) => ({
    name: team.team.name,
    budget: team.budget === null ? 0 : centsToDollars(team.budget),
    spent: centsToDollars(team.spent),
  }));
  const columns: ResponsiveColumn<TeamBudgetJson>[] = [
    {
      title: 'Team',
      key: 'team',
      card: 'title',
      render: (_, team) => <Link to={paths.team(team.team.uuid)}>{team.team.name}</Link>,
    },
    { title: 'Budget', dataIndex: 'budget', align: 'right', className: 'nowrap', render: money },
    { title: 'Spent', dataIndex: 'spent', align: 'right', className: 'nowrap', render: money },
    {
      title: 'Left',
      dataIndex: 'left',
      align: 'right',
      className: 'nowrap',
      card: 'amount',
      render: (left: number | null) => (
        <Typography.Text type={left !== null && left < 0 ? 'danger' : undefined}>
          {money(left)}
        </Typography.Text>
      ),
    },
    {
      title: 'Used',
      key: 'used',
      align: 'right',
      className: 'nowrap',
      render: (_, team) => (team.budget === null ? 'No budget' : `${team.used_percent}%`),
    },
  ];

  return (
    <section id="budgets" style={{ marginBottom: 24 }}>
      <ReportSectionHeader
        title="Team budgets"
        reportName="the budget report"
        fetchExportLink={fetchBudgetExportLink}
      />
      <Typography.Paragraph type="secondary">
        {data
          ? `Budget versus spend this programme year, ${formatDate(data.period.start)} to ${formatDate(data.period.end)}: placed orders, not cancelled.`
          : 'Budget versus spend this programme year.'}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} xxl={10}>
          <ChartCard
            title="Budget and spend by team"
            isEmpty={chart.length === 0}
            emptyText="You have joined no team yet"
            height={240}
          >
            <BarChart data={chart} layout="vertical" margin={{ top: 8, right: 16, left: 8, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis
                type="number"
                fontSize={12}
                tickFormatter={(value: number) => COMPACT_NUMBER.format(value)}
              />
              <YAxis type="category" dataKey="name" width={110} fontSize={12} />
              <Tooltip formatter={(value) => formatMoneyWithCode(dollarsToCents(Number(value)), currency)} />
              <Legend verticalAlign="bottom" height={28} />
              <Bar dataKey="budget" name="Budget" fill="#9db8d9" />
              <Bar dataKey="spent" name="Spent" fill="#1f3a5f" />
            </BarChart>
          </ChartCard>
        </Col>
        <Col xs={24} xxl={14}>
          <ResponsiveTable<TeamBudgetJson>
            rowKey={(team) => team.team.uuid}
            columns={columns}
            dataSource={data?.teams ?? []}
            loading={report.isFetching}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
          />
        </Col>
      </Row>
    </section>
  );
}
