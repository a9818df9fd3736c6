import type { ReportResponse } from '@livery/api-schemas/reports';
import { centsToDollars, formatMoneyWithCode } from '@livery/domain/money';
import { isOrderStatus, ORDER_STATUS_LABELS } from '@livery/domain/order-status';
import { type StatusTone, statusTone } from '@livery/domain/status-colour';
import { Col, Row } from 'antd';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartCard } from './chart-card.tsx';

/** The status tag colours of spec 03 section 4, as chart fills. */
const TONE_FILL: Record<StatusTone, string> = {
  default: '#8c8c8c',
  primary: '#1677ff',
  success: '#389e0d',
  danger: '#cf1322',
  warning: '#d48806',
  info: '#08979c',
  quote: '#722ed1',
};
const BRAND = '#1f3a5f';
const TOP_PRODUCTS_SHOWN = 8;

const labelOf = (status: string) => (isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status);

/** Spending over time, pieces by size, top products and the status mix of one report. */
export function ReportCharts({ report }: { report: ReportResponse }) {
  const currency = report.finance_reporting.currency;
  const money = (cents: number) => formatMoneyWithCode(cents, currency);
  const spending = report.spending_over_time.points.map((point) => ({
    date: report.spending_over_time.period === 'month' ? point.date.slice(0, 7) : point.date.slice(5),
    total: point.total,
  }));
  const sizes = report.purchased_patterns.sizes_details;
  const topProducts = report.products.slice(0, TOP_PRODUCTS_SHOWN).map((product) => ({
    title: product.title.length > 22 ? `${product.title.slice(0, 21)}…` : product.title,
    qty: product.total_qty,
  }));
  const statuses = report.status_mix.map((entry) => ({ ...entry, label: labelOf(entry.status) }));

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <ChartCard title="Spending over time" isEmpty={spending.length === 0}>
          <AreaChart data={spending} margin={{ top: 8, right: 12, left: 8, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="date" fontSize={12} />
            <YAxis
              fontSize={12}
              tickFormatter={(value: number) => String(Math.round(centsToDollars(value)))}
              width={56}
            />
            <Tooltip formatter={(value) => money(Number(value))} />
            <Area type="monotone" dataKey="total" name="Spending" stroke={BRAND} fill="#d6e4f5" />
          </AreaChart>
        </ChartCard>
      </Col>
      <Col xs={24} lg={12}>
        <ChartCard title="Pieces by size" isEmpty={sizes.length === 0}>
          <BarChart data={sizes} margin={{ top: 8, right: 12, left: 0, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="size" fontSize={12} />
            <YAxis allowDecimals={false} fontSize={12} width={48} />
            <Tooltip />
            <Bar dataKey="qty" name="Pieces" fill={BRAND} radius={[4, 4, 0, 0]} />
          </BarChart>
        </ChartCard>
      </Col>
      <Col xs={24} lg={12}>
        <ChartCard title="Top products" isEmpty={topProducts.length === 0}>
          <BarChart data={topProducts} layout="vertical" margin={{ top: 8, right: 16, left: 8, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} fontSize={12} />
            <YAxis type="category" dataKey="title" width={130} fontSize={12} />
            <Tooltip />
            <Bar dataKey="qty" name="Pieces" fill="#3f6ea5" radius={[0, 4, 4, 0]} />
          </BarChart>
        </ChartCard>
      </Col>
      <Col xs={24} lg={12}>
        <ChartCard title="Status mix" isEmpty={statuses.length === 0}>
          <PieChart>
            <Pie
              data={statuses}
              dataKey="count"
              nameKey="label"
              innerRadius="45%"
              outerRadius="75%"
              paddingAngle={2}
            >
              {statuses.map((entry) => (
                <Cell key={entry.status} fill={TONE_FILL[statusTone(entry.status)]} />
              ))}
            </Pie>
            <Tooltip />
            <Legend verticalAlign="bottom" height={32} />
          </PieChart>
        </ChartCard>
      </Col>
    </Row>
  );
}
