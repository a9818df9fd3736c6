import type { QuotationSummary } from '@livery/api-schemas/quotations';
import { formatMoneyWithCode } from '@livery/domain/money';
import { Typography } from 'antd';
import { Link } from 'react-router';
import type { ResponsiveColumn } from './responsive-table.tsx';
import { StatusTag } from './status-tag.tsx';

/** The columns both quotation lists lead with: the quote ID, linked to `pathOf` it, and the status. */
export function quotationLeadColumns(pathOf: (uid: string) => string): ResponsiveColumn<QuotationSummary>[] {
  return [
    {
      title: 'Quote ID',
      key: 'uid',
      card: 'title',
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (_, quotation) => (
        <Link to={pathOf(quotation.uid)}>
          <Typography.Text strong>{quotation.uid}</Typography.Text>
        </Link>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      card: 'status',
      render: (status: string) => <StatusTag status={status} />,
    },
  ];
}

/** A quotation's total once priced, else `unpriced` (as the side reading the list words it). */
export function quotationTotalColumn(unpriced: string): ResponsiveColumn<QuotationSummary> {
  return {
    title: 'Total',
    key: 'total',
    card: 'amount',
    align: 'right',
    render: (_, quotation) =>
      quotation.total > 0 ? formatMoneyWithCode(quotation.total, quotation.currency) : unpriced,
  };
}
