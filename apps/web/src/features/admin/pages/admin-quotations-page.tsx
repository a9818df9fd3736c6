import type { QuotationSummary } from '@livery/api-schemas/quotations';
import {
  QUOTATION_STATUS_LABELS,
  QUOTATION_STATUSES,
  type QuotationStatus,
} from '@livery/domain/quotation-status';
import { Input, Select } from 'antd';
import { useState } from 'react';
import { ListPage } from '../../../shared/components/list-page.tsx';
import { quotationLeadColumns, quotationTotalColumn } from '../../../shared/components/quotation-columns.tsx';
import type { ResponsiveColumn } from '../../../shared/components/responsive-table.tsx';
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
    ...quotationLeadColumns(paths.adminQuotation),
    { title: 'Asked on', dataIndex: 'created_at', render: (value: string) => formatDate(value) },
    { title: 'Company', dataIndex: 'company_name' },
    { title: 'Project', dataIndex: 'project_title' },
    { title: 'Asked by', dataIndex: 'user_name' },
    { title: 'Due date', dataIndex: 'due_date', render: (value: string | null) => formatDate(value) },
    quotationTotalColumn('To price'),
  ];

  return (
    <ListPage<QuotationSummary>
      title="Quote desk"
      subtitle="Price the customers' requests, answer their questions, move them along."
      filters={
        <>
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
        </>
      }
      paging={{
        page,
        pageSize: DESK_PER_PAGE,
        total: list.data?.meta.total_count,
        onChange: (next) => update({ page: String(next) }),
      }}
      rowKey="uid"
      columns={columns}
      dataSource={list.data?.quotations ?? []}
      loading={list.isFetching}
      size="middle"
      locale={{ emptyText: 'No quotations here.' }}
    />
  );
}
