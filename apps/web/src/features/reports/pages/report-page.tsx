import { ExportOutlined } from '@ant-design/icons';
import type { ReportOrder, ReportProduct } from '@livery/api-schemas/reports';
import { formatMoneyWithCode } from '@livery/domain/money';
import { ORDER_STATUS_LABELS } from '@livery/domain/order-status';
import {
  defaultReportRange,
  REPORT_DATE_SHORTCUTS,
  REPORT_STATUSES,
  type ReportOrderType,
  reportShortcutRange,
} from '@livery/domain/report-rules';
import { App, Button, Card, Col, Flex, Input, Row, Select, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { useJoinedTeams } from '../../../shared/api/get-joined-teams.ts';
import { useTeamMembers } from '../../../shared/api/get-team-members.ts';
import { orderDateColumn } from '../../../shared/components/order-columns.tsx';
import { PageHeader } from '../../../shared/components/page-header.tsx';
import { type ResponsiveColumn, ResponsiveTable } from '../../../shared/components/responsive-table.tsx';
import { StatusTag } from '../../../shared/components/status-tag.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { formatDate } from '../../../shared/format/date.ts';
import { useReport } from '../api/get-report.ts';
import { fetchReportExportLink } from '../api/get-report-export-link.ts';
import { openExportLink } from '../api/open-export-link.ts';
import type { ReportFilters } from '../api/reports-keys.ts';
import { BudgetReportSection } from '../components/budget-report-section.tsx';
import { EntitlementReportSection } from '../components/entitlement-report-section.tsx';
import { ReportCharts } from '../components/report-charts.tsx';

const DATE_FORMAT = 'YYYY-MM-DD';
const STATUS_OPTIONS = REPORT_STATUSES.map((status) => ({
  value: status,
  label: ORDER_STATUS_LABELS[status],
}));

const SHORTCUT_OPTIONS = REPORT_DATE_SHORTCUTS.map(({ key, label }) => ({ value: key, label }));

const productColumns: ResponsiveColumn<ReportProduct>[] = [
  { title: 'Product', dataIndex: 'title', card: 'title' },
  { title: 'SKU', dataIndex: 'sku' },
  { title: 'Colours', dataIndex: 'colors', render: (colors: string[]) => colors.join(', ') || '—' },
  {
    title: 'Sizes',
    dataIndex: 'sizes_detail',
    render: (sizes: ReportProduct['sizes_detail']) =>
      sizes.map((size) => `${size.size}: ${size.qty}`).join(', '),
  },
  { title: 'Total Qty', dataIndex: 'total_qty', align: 'right', card: 'amount' },
];

function orderColumns(): ResponsiveColumn<ReportOrder>[] {
  const money = (cents: number, order: ReportOrder) => formatMoneyWithCode(cents, order.currency);
  return [
    orderDateColumn(),
    {
      title: 'Order ID',
      dataIndex: 'uid',
      render: (uid: string, order) => <Link to={paths.order(order.uuid)}>{uid}</Link>,
      card: 'title',
      // The order and its money stay on screen while the columns between them scroll at 1280 px.
      fixed: 'left',
    },
    {
      title: 'Status',
      dataIndex: 'order_status',
      render: (status: string) => <StatusTag status={status} />,
      card: 'status',
    },
    { title: 'Team', dataIndex: 'team' },
    { title: 'Customer', dataIndex: 'customer' },
    { title: 'PO', dataIndex: 'po_number', render: (value: string | null) => value ?? '—' },
    {
      title: 'Products',
      dataIndex: 'products',
      render: (products: ReportOrder['products']) =>
        products.map((product) => product.product_name).join(', '),
    },
    { title: 'Before Tax', dataIndex: 'total_before_tax', align: 'right', render: money, fixed: 'right' },
    { title: 'Gross', dataIndex: 'gross', align: 'right', render: money, card: 'amount', fixed: 'right' },
  ];
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section style={{ marginBottom: 24 }}>
      <Typography.Title level={4} style={{ marginBottom: 12 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

function Figure({ title, value, note }: { title: string; value: React.ReactNode; note?: string | null }) {
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Statistic title={title} value={value as string} />
      {note ? <Typography.Text type="secondary">{note}</Typography.Text> : null}
    </Card>
  );
}

/** /report and /laundry-report (spec 03 section 2.1): filters, finance and purchase figures, charts, tables. */
export default function ReportPage({ orderType }: { orderType: ReportOrderType }) {
  const { message } = App.useApp();
  const [filters, setFilters] = useState<ReportFilters>({
    orderType,
    fromDate: null,
    toDate: null,
    teamIds: [],
    memberId: null,
    statuses: [],
    productIds: [],
  });
  const current = { ...filters, orderType };
  const report = useReport(current);
  // The days are the provider's: the first answer carries its default range and its today (the browser's date is
  // another day for hours each night).
  const today = report.data?.range.today ?? dayjs().format(DATE_FORMAT);
  const fromDate = current.fromDate ?? report.data?.range.from_date ?? defaultReportRange(today).from;
  const toDate = current.toDate ?? report.data?.range.to_date ?? defaultReportRange(today).to;
  const teams = useJoinedTeams();
  const onlyTeam =
    current.teamIds.length === 1 ? teams.data?.find((team) => team.id === current.teamIds[0]) : undefined;
  const members = useTeamMembers(onlyTeam?.uuid ?? null);
  const [isExporting, setExporting] = useState(false);
  const isUniform = orderType === 'uniform_order';
  const data = report.data;
  const money = (cents: number | null) =>
    cents === null ? '—' : formatMoneyWithCode(cents, data?.finance_reporting.currency ?? 'SGD');

  const change = (changes: Partial<ReportFilters>) => setFilters((before) => ({ ...before, ...changes }));

  const exportReport = async () => {
    setExporting(true);
    const failure = await openExportLink(() => fetchReportExportLink(current));
    setExporting(false);
    if (failure) void message.error(failure);
  };

  return (
    <>
      <PageHeader
        title={isUniform ? 'Report' : 'Laundry Report'}
        subtitle={`Orders placed from ${formatDate(fromDate)} to ${formatDate(toDate)}.`}
        extra={
          <Button icon={<ExportOutlined />} onClick={exportReport} loading={isExporting}>
            Export
          </Button>
        }
      />
      <Card style={{ marginBottom: 24 }}>
        <Flex gap={12} wrap>
          <Select
            aria-label="Date shortcuts"
            placeholder="Last 30 days"
            style={{ minWidth: 170 }}
            value={null}
            options={SHORTCUT_OPTIONS}
            onChange={(key: (typeof SHORTCUT_OPTIONS)[number]['value']) => {
              const range = reportShortcutRange(key, today);
              change({ fromDate: range.from, toDate: range.to });
            }}
          />
          <Input
            type="date"
            aria-label="From date"
            style={{ width: 160 }}
            value={fromDate}
            max={toDate}
            onChange={(event) => event.target.value && change({ fromDate: event.target.value, toDate })}
          />
          <Input
            type="date"
            aria-label="To date"
            style={{ width: 160 }}
            value={toDate}
            min={fromDate}
            onChange={(event) => event.target.value && change({ fromDate, toDate: event.target.value })}
          />
          <Select
            mode="multiple"
            allowClear
            aria-label="Teams"
            placeholder="All Teams"
            style={{ minWidth: 200 }}
            value={current.teamIds}
            options={(teams.data ?? []).map((team) => ({ value: team.id, label: team.name }))}
            // A different team clears the chosen member.
            onChange={(teamIds: number[]) => change({ teamIds, memberId: null })}
          />
          <Select
            allowClear
            aria-label="Member"
            placeholder="Member"
            style={{ minWidth: 180 }}
            disabled={!onlyTeam}
            value={current.memberId ?? undefined}
            options={(members.data?.members ?? []).map((member) => ({
              value: member.id,
              label: member.name,
            }))}
            onChange={(memberId?: number) => change({ memberId: memberId ?? null })}
          />
          <Select
            mode="multiple"
            allowClear
            aria-label="Statuses"
            placeholder="Statuses"
            style={{ minWidth: 200 }}
            value={current.statuses}
            options={STATUS_OPTIONS}
            onChange={(statuses: string[]) => change({ statuses })}
          />
          <Select
            mode="multiple"
            allowClear
            aria-label="Products"
            placeholder="Products"
            style={{ minWidth: 220 }}
            value={current.productIds}
            optionFilterProp="label"
            options={(data?.all_products ?? []).map((product) => ({
              value: product.id,
              label: product.title,
            }))}
            onChange={(productIds: string[]) => change({ productIds })}
          />
        </Flex>
      </Card>

      <Section title="Finance report">
        <Row gutter={[16, 16]}>
          <Col xs={24} sm={8}>
            <Figure
              title="Total Spending"
              value={money(data?.finance_reporting.total_spending ?? 0)}
              note={data?.finance_reporting.note}
            />
          </Col>
          {data && data.finance_reporting.total_paid !== null ? (
            <>
              <Col xs={24} sm={8}>
                <Figure title="Total Paid" value={money(data.finance_reporting.total_paid)} />
              </Col>
              <Col xs={24} sm={8}>
                <Figure title="Total Outstanding" value={money(data.finance_reporting.total_outstanding)} />
              </Col>
            </>
          ) : null}
        </Row>
      </Section>

      <Section title="Purchase patterns">
        <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
          <Col xs={12} sm={6}>
            <Figure title="Orders" value={data?.purchased_patterns.date_purchased ?? 0} />
          </Col>
          <Col xs={12} sm={6}>
            <Figure title="Products Purchased" value={data?.purchased_patterns.products_purchased ?? 0} />
          </Col>
          <Col xs={12} sm={6}>
            <Figure title="Pieces Purchased" value={data?.purchased_patterns.sizes_purchased ?? 0} />
          </Col>
          {data && data.purchased_patterns.invoices_outstanding !== null ? (
            <Col xs={12} sm={6}>
              <Figure title="Invoices Outstanding" value={data.purchased_patterns.invoices_outstanding} />
            </Col>
          ) : null}
        </Row>
        {data ? <ReportCharts report={data} /> : null}
      </Section>

      <Section title="Product data">
        <ResponsiveTable<ReportProduct>
          rowKey="id"
          columns={productColumns}
          dataSource={data?.products ?? []}
          loading={report.isFetching}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
        />
      </Section>

      {isUniform ? (
        <Section title="Order data">
          <ResponsiveTable<ReportOrder>
            rowKey="uuid"
            columns={orderColumns()}
            dataSource={data?.orders ?? []}
            loading={report.isFetching}
            scroll={{ x: 'max-content' }}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
          />
          {data && data.orders_total_count > data.orders.length ? (
            <Typography.Text type="secondary">
              The newest {data.orders.length} of {data.orders_total_count} orders; Export lists them all.
            </Typography.Text>
          ) : null}
        </Section>
      ) : null}
      {isUniform ? <EntitlementReportSection /> : null}
      {isUniform ? <BudgetReportSection /> : null}
    </>
  );
}
