import type { QuotationSummary } from '@livery/api-schemas/quotations';
import { formatMoneyWithCode } from '@livery/domain/money';
import {
  QUOTATION_STATUS_LABELS,
  QUOTATION_STATUSES,
  type QuotationStatus,
} from '@livery/domain/quotation-status';
import { Flex, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { listPagination } from '../../../shared/components/list-pagination.ts';
import { PageHeader } from '../../../shared/components/page-header.tsx';
import { type ResponsiveColumn, ResponsiveTable } from '../../../shared/components/responsive-table.tsx';
import { StatusTag } from '../../../shared/components/status-tag.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { formatDate } from '../../../shared/format/date.ts';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { useUrlParam } from '../../../shared/hooks/use-url-param.ts';
import { DESK_PER_PAGE, useDeskQuotations } from '../api/get-desk-quotations.ts';

function statusParam(value: string | null): QuotationStatus | undefined {
  return QUOTATION_STATUSES.find((status) => status === value);
}

/** /admin/quotations: the quote desk, every company's requests for quotation; Pending first by default. */
export default function AdminQuotationsPage() {
  const { params, setParams: update } = useUrlParam();
  const status = params.has('status') ? statusParam(params.get('status')) : 'quote_pending';
  const page = Number(params.get('page') ?? '1') || 1;
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');
  const debouncedKeyword = useDebouncedValue(keyword.trim(), 300);
  const list = useDeskQuotations({ status, keyword: debouncedKeyword || undefined, page });

  const columns: ResponsiveColumn<QuotationSummary>[] = [
    {
      title: 'Quote ID',
      key: 'uid',
      card: 'title',
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (_, quotation) => (
        <Link to={paths.adminQuotation(quotation.uid)}>
          <Typography.Text strong>{quotation.uid}</Typography.Text>
        </Link>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      card: 'status',
      render: (value: string) => <StatusTag status={value} />,
    },
    { title: 'Asked on', dataIndex: 'created_at', render: (value: string) => formatDate(value) },
    { title: 'Company', dataIndex: 'company_name' },
    { title: 'Project', dataIndex: 'project_title' },
    { title: 'Asked by', dataIndex: 'user_name' },
    { title: 'Due date', dataIndex: 'due_date', render: (value: string | null) => formatDate(value) },
    {
      title: 'Total',
      key: 'total',
      card: 'amount',
      align: 'right',
      render: (_, quotation) =>
        quotation.total > 0 ? formatMoneyWithCode(quotation.total, quotation.currency) : 'To price',
    },
  ];

  return (
    <div>
      <PageHeader
        title="Quote desk"
        subtitle="Price the customers' requests, answer their questions, move them along."
      />
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="Status"
          value={status ?? 'all'}
          style={{ width: 200 }}
          onChange={(value) => update({ status: value })}
          options={[
            { value: 'all', label: 'All statuses' },
            ...QUOTATION_STATUSES.map((value) => ({ value, label: QUOTATION_STATUS_LABELS[value] })),
          ]}
        />
        <Input.Search
          aria-label="Search by quote ID or project"
          placeholder="Search by quote ID or project"
          allowClear
          value={keyword}
          onChange={(event) => {
            setKeyword(event.target.value);
            update({ keyword: event.target.value.trim() || undefined });
          }}
          style={{ width: 280, maxWidth: '100%' }}
        />
      </Flex>
      <ResponsiveTable<QuotationSummary>
        rowKey="uid"
        columns={columns}
        dataSource={list.data?.quotations ?? []}
        loading={list.isFetching}
        size="middle"
        locale={{ emptyText: 'No quotations here.' }}
        pagination={listPagination({
          page,
          pageSize: DESK_PER_PAGE,
          total: list.data?.meta.total_count,
          onChange: (next) => update({ page: String(next) }),
        })}
      />
    </div>
  );
}
