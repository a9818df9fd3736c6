import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { QuotationSummary } from '@livery/api-schemas/quotations';
import { formatMoneyWithCode } from '@livery/domain/money';
import { App, Button, Flex, Input, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useJoinedTeams } from '../../../shared/api/get-joined-teams.ts';
import { listPagination } from '../../../shared/components/list-pagination.ts';
import { PageHeader } from '../../../shared/components/page-header.tsx';
import { type ResponsiveColumn, ResponsiveTable } from '../../../shared/components/responsive-table.tsx';
import { StatusTag } from '../../../shared/components/status-tag.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { formatDate } from '../../../shared/format/date.ts';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete.ts';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { useUrlParam } from '../../../shared/hooks/use-url-param.ts';
import { useQuotationChange } from '../api/change-quotation.ts';
import { QUOTATION_KEYWORD_DEBOUNCE_MS, QUOTATIONS_PER_PAGE, useQuotations } from '../api/get-quotations.ts';

function numberParam(value: string | null): number | null {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
}

/** /quotations: the requests for quotation of the user's teams, filtered by team and searched (URL filters). */
export default function QuotationsPage() {
  const { message } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const { params, setParam } = useUrlParam();
  const teamId = numberParam(params.get('team_id'));
  const page = numberParam(params.get('page')) ?? 1;
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');
  const debouncedKeyword = useDebouncedValue(keyword.trim(), QUOTATION_KEYWORD_DEBOUNCE_MS);
  const teams = useJoinedTeams();
  const list = useQuotations({ keyword: debouncedKeyword, teamId, page });
  const change = useQuotationChange();

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the settled keyword goes to the URL.
  useEffect(() => {
    if ((params.get('keyword') ?? '') !== debouncedKeyword) setParam('keyword', debouncedKeyword || null);
  }, [debouncedKeyword]);

  const remove = (quotation: QuotationSummary) =>
    confirmDelete(async () => {
      const answer = await change.mutateAsync({ kind: 'delete', uid: quotation.uid });
      void message.success(answer.message);
    });

  const columns: ResponsiveColumn<QuotationSummary>[] = [
    {
      title: 'Quote ID',
      key: 'uid',
      card: 'title',
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (_, quotation) => (
        <Link to={paths.quotation(quotation.uid)}>
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
    {
      title: 'Total',
      key: 'total',
      card: 'amount',
      align: 'right',
      render: (_, quotation) =>
        quotation.total > 0 ? formatMoneyWithCode(quotation.total, quotation.currency) : 'Awaiting prices',
    },
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
    <div>
      <PageHeader
        title="Quotations"
        subtitle="Ask the provider to price custom products; approve a priced quotation and it becomes an order."
        extra={
          <Link to={paths.newQuotation}>
            <Button type="primary" icon={<PlusOutlined />}>
              Create Quotation
            </Button>
          </Link>
        }
      />
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="Search by quote ID or project title"
          placeholder="Search by quote ID or project title"
          allowClear
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          style={{ width: 300, maxWidth: '100%' }}
        />
        <Select
          aria-label="Team"
          allowClear
          placeholder="All teams"
          value={teamId}
          onChange={(value) => setParam('team_id', value ?? null)}
          style={{ width: 200 }}
          options={(teams.data ?? []).map((team) => ({ value: team.id, label: team.name }))}
        />
      </Flex>
      <ResponsiveTable<QuotationSummary>
        rowKey="uid"
        columns={columns}
        dataSource={list.data?.quotations ?? []}
        loading={list.isFetching}
        size="middle"
        locale={{ emptyText: 'No quotations yet. Create one to ask the provider for prices.' }}
        pagination={listPagination({
          page,
          pageSize: QUOTATIONS_PER_PAGE,
          total: list.data?.meta.total_count,
          onChange: (next) => setParam('page', next),
        })}
      />
    </div>
  );
}
