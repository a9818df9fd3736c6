import { DownloadOutlined } from '@ant-design/icons';
import { formatMoney } from '@livery/domain/money';
import { Button, Card, Descriptions, Typography } from 'antd';
import { useState } from 'react';
import { StatusTag } from '../../../shared/components/status-tag.tsx';
import { formatDate } from '../../../shared/format/date.ts';
import { fetchInvoiceUrl, useOrderInvoice } from '../api/get-order-invoice.ts';

/**
 * The order's invoice: number, status (coloured by the spec's status rule), due date, total, paid and balance,
 * and 'Download invoice' through a freshly signed link. Before approval it says when the invoice comes.
 */
export function InvoicePanel({ orderUuid }: { orderUuid: string }) {
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
  return (
    <Card title="Invoice" size="small" loading={invoice.isLoading}>
      {data ? (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'number', label: 'Invoice', children: data.number },
              { key: 'status', label: 'Status', children: <StatusTag status={data.status} /> },
              { key: 'due', label: 'Due date', children: formatDate(data.due_at) },
              { key: 'total', label: 'Total', children: formatMoney(data.total, data.currency_symbol) },
              { key: 'paid', label: 'Paid', children: formatMoney(data.paid, data.currency_symbol) },
              ...(data.credited > 0
                ? [
                    {
                      key: 'credited',
                      label: 'Credited',
                      children: formatMoney(data.credited, data.currency_symbol),
                    },
                  ]
                : []),
              {
                key: 'balance',
                label: 'Balance',
                children: (
                  <Typography.Text strong>{formatMoney(data.balance, data.currency_symbol)}</Typography.Text>
                ),
              },
            ]}
          />
          <Button icon={<DownloadOutlined />} onClick={download} loading={isOpening}>
            Download invoice
          </Button>
        </>
      ) : (
        <Typography.Text type="secondary">
          The invoice is issued when the provider approves the order; payment is then due within 3 days.
        </Typography.Text>
      )}
    </Card>
  );
}
