import { DownloadOutlined } from '@ant-design/icons';
import { formatMoneyWithCode } from '@livery/domain/money';
import { Button, Card, Descriptions, Typography } from 'antd';
import { useState } from 'react';
import { StatusTag } from '../../../shared/components/status-tag.tsx';
import { formatDate } from '../../../shared/format/date.ts';
import { fetchInvoiceUrl } from '../api/get-invoice-url.ts';
import { useOrderInvoice } from '../api/get-order-invoice.ts';

/**
 * The order's invoice: number, status (coloured by the spec's status rule), due date, total, paid and balance,
 * and 'Download invoice' through a freshly signed link. Before approval it says when the invoice comes.
 */
export function InvoicePanel({ orderUuid, paymentDays }: { orderUuid: string; paymentDays: number }) {
  const invoice = useOrderInvoice(orderUuid);
  const [isOpening, setOpening] = useState(false);
  const download = async () => {
    setOpening(true);
    try {
      const { url } = await fetchInvoiceUrl(orderUuid);
      window.location.assign(url);
    } finally {
      setOpening(false);
    }
  };
  const data = invoice.data;
  // The order's currency by its code, like every other amount on the order page.
  const money = (amount: number) => formatMoneyWithCode(amount, data?.currency ?? '');
  return (
    <Card title="Invoice" loading={invoice.isLoading} style={{ marginBottom: 16 }}>
      {data ? (
        <>
          <Descriptions
            size="small"
            column={1}
            styles={{ content: { justifyContent: 'flex-end', fontVariantNumeric: 'tabular-nums' } }}
            items={[
              { key: 'number', label: 'Invoice', children: data.number },
              { key: 'status', label: 'Status', children: <StatusTag status={data.status} /> },
              { key: 'due', label: 'Due date', children: formatDate(data.due_at) },
              { key: 'total', label: 'Total', children: money(data.total) },
              { key: 'paid', label: 'Paid', children: money(data.paid) },
              ...(data.credited > 0
                ? [
                    {
                      key: 'credited',
                      label: 'Credited',
                      children: money(data.credited),
                    },
                  ]
                : []),
              {
                key: 'balance',
                label: 'Balance',
                children: <Typography.Text strong>{money(data.balance)}</Typography.Text>,
              },
            ]}
          />
          <Button icon={<DownloadOutlined />} onClick={download} loading={isOpening} style={{ marginTop: 8 }}>
            Download invoice
          </Button>
        </>
      ) : (
        <Typography.Text type="secondary">
          The invoice is issued when the provider approves the order; payment is then due within {paymentDays}{' '}
          days.
        </Typography.Text>
      )}
    </Card>
  );
}
