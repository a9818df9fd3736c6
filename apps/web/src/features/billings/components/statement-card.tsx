import { DownloadOutlined } from '@ant-design/icons';
import type { StatementInvoice } from '@livery/api-schemas/credit-terms';
import { PAYMENT_TERMS_LABELS } from '@livery/domain/credit-terms';
import { AGED_BUCKET_LABELS, AGED_BUCKETS } from '@livery/domain/invoice-status';
import { formatMoneyWithCode } from '@livery/domain/money';
import { App, Button, Card, Descriptions, Flex, Skeleton, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { type ResponsiveColumn, ResponsiveTable } from '../../../shared/components/responsive-table.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { formatDate } from '../../../shared/format/date.ts';
import { downloadStatement } from '../api/download-statement.ts';
import { useStatement } from '../api/get-statement.ts';

/** Numbers and amounts keep to one line; the dates may wrap. */
const ONE_LINE = () => ({ style: { whiteSpace: 'nowrap' as const } });

const columns: ResponsiveColumn<StatementInvoice>[] = [
  { title: 'Invoice', dataIndex: 'number', card: 'title', onCell: ONE_LINE },
  {
    title: 'Order',
    key: 'order',
    onCell: ONE_LINE,
    render: (_, row) => <Link to={paths.order(row.order_uuid)}>{row.order_uid}</Link>,
  },
  // The provider's calendar days, as the statement's own date: not the browser's day of the same moment.
  { title: 'Issued', dataIndex: 'issued_on', render: (value: string) => formatDate(value) },
  { title: 'Due', dataIndex: 'due_on', render: (value: string) => formatDate(value) },
  {
    title: 'Total',
    key: 'total',
    align: 'right',
    onCell: ONE_LINE,
    render: (_, row) => formatMoneyWithCode(row.total, row.currency),
  },
  {
    title: 'Paid',
    key: 'paid',
    align: 'right',
    onCell: ONE_LINE,
    render: (_, row) => formatMoneyWithCode(row.paid, row.currency),
  },
  {
    title: 'Balance',
    key: 'balance',
    align: 'right',
    onCell: ONE_LINE,
    card: 'amount',
    render: (_, row) => formatMoneyWithCode(row.balance, row.currency),
  },
  {
    title: 'Days overdue',
    key: 'days_overdue',
    align: 'right',
    card: 'status',
    render: (_, row) =>
      row.days_overdue === null ? (
        <Typography.Text type="secondary">Not due</Typography.Text>
      ) : (
        <Typography.Text type="danger" strong>
          {row.days_overdue} day{row.days_overdue === 1 ? '' : 's'} overdue
        </Typography.Text>
      ),
  },
];

/** The Billing page's statement of account: what is owed, how late, on which invoices, under which terms. */
export function StatementCard() {
  const statement = useStatement();
  const { message } = App.useApp();
  const [isDownloading, setDownloading] = useState(false);
  const data = statement.data;
  const money = (amount: number) => formatMoneyWithCode(amount, data?.currency);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadStatement();
    } catch (error) {
      void message.error(
        error instanceof ApiError ? error.message : 'The statement could not be downloaded.',
      );
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card title="Statement of account" style={{ marginBottom: 16 }}>
      {!data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Flex vertical gap={16}>
          <Flex wrap gap={24} align="flex-start">
            <Statistic title="Total outstanding" value={money(data.total_outstanding)} />
            <Descriptions
              size="small"
              column={1}
              style={{ minWidth: 220, flex: '1 1 220px' }}
              items={[
                { key: 'terms', label: 'Payment terms', children: PAYMENT_TERMS_LABELS[data.payment_terms] },
                {
                  key: 'limit',
                  label: 'Credit limit',
                  children: data.credit_limit === null ? 'No limit' : money(data.credit_limit),
                },
                { key: 'date', label: 'As of', children: formatDate(data.statement_date) },
              ]}
            />
            <Button icon={<DownloadOutlined />} onClick={download} loading={isDownloading}>
              Download statement (PDF)
            </Button>
          </Flex>
          <ul
            aria-label="Aged balance"
            style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}
          >
            {AGED_BUCKETS.map((bucket) => (
              <li
                key={bucket}
                style={{
                  flex: '1 1 140px',
                  border: '1px solid #e3e8ef',
                  borderRadius: 10,
                  padding: '8px 12px',
                }}
              >
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {bucket === 'current' ? 'Current (not yet due)' : AGED_BUCKET_LABELS[bucket]}
                </Typography.Text>
                <div>
                  <Typography.Text
                    strong
                    type={bucket !== 'current' && data.buckets[bucket] > 0 ? 'danger' : undefined}
                  >
                    {money(data.buckets[bucket])}
                  </Typography.Text>
                </div>
              </li>
            ))}
          </ul>
          {data.other_currencies.map((other) => (
            <Typography.Text key={other.currency} type="secondary">
              Also outstanding in {other.currency}:{' '}
              {formatMoneyWithCode(other.total_outstanding, other.currency)}
            </Typography.Text>
          ))}
          <ResponsiveTable<StatementInvoice>
            rowKey="number"
            size="small"
            columns={columns}
            dataSource={data.invoices}
            loading={statement.isFetching}
            pagination={data.invoices.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            locale={{ emptyText: 'No open invoices: nothing is owed.' }}
          />
        </Flex>
      )}
    </Card>
  );
}
