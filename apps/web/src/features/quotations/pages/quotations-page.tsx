import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { QuotationSummary } from '@livery/api-schemas/quotations';
import { App, Button, Input } from 'antd';
import { Link } from 'react-router';
import { ListPage } from '../../../shared/components/list-page.tsx';
import { quotationLeadColumns, quotationTotalColumn } from '../../../shared/components/quotation-columns.tsx';
import type { ResponsiveColumn } from '../../../shared/components/responsive-table.tsx';
import { TeamFilter } from '../../../shared/components/team-filter.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { formatDate } from '../../../shared/format/date.ts';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete.ts';
import { useUrlKeyword } from '../../../shared/hooks/use-url-keyword.ts';
import { positiveIntegerParam, useUrlParam } from '../../../shared/hooks/use-url-param.ts';
import { useDeleteQuotation } from '../api/delete-quotation.ts';
import { QUOTATION_KEYWORD_DEBOUNCE_MS, QUOTATIONS_PER_PAGE, useQuotations } from '../api/get-quotations.ts';

/** /quotations: the requests for quotation of the user's teams, filtered by team and searched (URL filters). */
export default function QuotationsPage() {
  const { message } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const { params, setParam } = useUrlParam();
  const teamId = positiveIntegerParam(params.get('team_id'));
  const page = positiveIntegerParam(params.get('page')) ?? 1;
  const { keyword, setKeyword, settledKeyword } = useUrlKeyword(QUOTATION_KEYWORD_DEBOUNCE_MS);
  const list = useQuotations({ keyword: settledKeyword, teamId, page });
  const deleteQuotation = useDeleteQuotation();

  const remove = (quotation: QuotationSummary) =>
    confirmDelete(async () => {
      const answer = await deleteQuotation.mutateAsync(quotation.uid);
      void message.success(answer.message);
    });

  const columns: ResponsiveColumn<QuotationSummary>[] = [
    ...quotationLeadColumns(paths.quotation),
    { title: 'Date', dataIndex: 'created_at', width: 120, render: (value: string) => formatDate(value) },
    { title: 'Project Title', dataIndex: 'project_title', minWidth: 160 },
    { title: 'User', dataIndex: 'user_name' },
    { title: 'Team', dataIndex: 'team_name' },
    {
      title: 'Due Date',
      dataIndex: 'due_date',
      width: 120,
      render: (value: string | null) => formatDate(value),
    },
    quotationTotalColumn('Awaiting prices'),
    {
      title: '',
      key: 'delete',
      card: 'actions',
      width: 56,
      render: (_, quotation) =>
        quotation.status === 'quote_pending' || quotation.status === 'quote_cancelled' ? (
          <Button
            danger
            type="text"
            icon={<DeleteOutlined />}
            aria-label={`Delete quotation ${quotation.uid}`}
            onClick={() => remove(quotation)}
          />
        ) : null,
    },
  ];

  return (
    <ListPage<QuotationSummary>
      title="Quotations"
      subtitle="Ask the provider to price custom products; approve a priced quotation and it becomes an order."
      extra={
        <Link to={paths.newQuotation}>
          <Button type="primary" icon={<PlusOutlined />}>
            Create Quotation
          </Button>
        </Link>
      }
      filters={
        <>
          <Input.Search
            aria-label="Search by quote ID or project title"
            placeholder="Search by quote ID or project title"
            allowClear
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            style={{ width: 300, maxWidth: '100%' }}
          />
          <TeamFilter value={teamId} onChange={(value) => setParam('team_id', value)} />
        </>
      }
      paging={{
        page,
        pageSize: QUOTATIONS_PER_PAGE,
        total: list.data?.meta.total_count,
        onChange: (next) => setParam('page', next),
      }}
      rowKey="uid"
      columns={columns}
      dataSource={list.data?.quotations ?? []}
      loading={list.isFetching}
      size="middle"
      locale={{ emptyText: 'No quotations yet. Create one to ask the provider for prices.' }}
    />
  );
}
