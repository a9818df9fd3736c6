import type { BillingRow } from '@livery/api-schemas/invoices';
import { ADDRESS_SEARCH_DEBOUNCE_MS, DEFAULT_PER_PAGE } from '@livery/domain/constants';
import { INVOICE_STATUS_LABELS, INVOICE_STATUSES, type InvoiceStatus } from '@livery/domain/invoice-status';
import { formatMoneyWithCode } from '@livery/domain/money';
import { ORDER_TYPE_LABELS } from '@livery/domain/order-status';
import { Button, Card, DatePicker, Flex, Grid, Input, Select, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { type Key, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useJoinedTeams } from '../../../shared/api/get-joined-teams.ts';
import { ListTable } from '../../../shared/components/list-table.tsx';
import type { ResponsiveColumn } from '../../../shared/components/responsive-table.tsx';
import { StatusTag } from '../../../shared/components/status-tag.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { formatDate } from '../../../shared/format/date.ts';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { useUrlParam } from '../../../shared/hooks/use-url-param.ts';
import { useBillings } from '../api/get-billings.ts';
import { PaperworkModal } from '../components/paperwork-modal.tsx';
import { StatementCard } from '../components/statement-card.tsx';

const PER_PAGE_OPTIONS = [5, 10, 15, 25, 50, 100];

function statusParam(value: string | null): InvoiceStatus | undefined {
  return INVOICE_STATUSES.find((status) => status === value);
}

/** 'Pay by' while owed and not yet due, the overdue days (spec: whole days elapsed minus 1) once past due. */
function PayBy({ row }: { row: BillingRow }) {
  switch (row.invoice_status) {
    case 'invoice_draft':
      return <Typography.Text type="secondary">After approval</Typography.Text>;
    case 'invoice_paid':
      return <Typography.Text type="success">Paid</Typography.Text>;
    case 'invoice_voided':
      return <Typography.Text type="secondary">-</Typography.Text>;
    case 'invoice_overdue':
      return (
        <Typography.Text type="danger" strong>
          {row.overdue ? `${row.overdue} day${row.overdue === 1 ? '' : 's'} overdue` : 'Overdue'}
        </Typography.Text>
      );
    default:
      return <span>{formatDate(row.due_date)}</span>;
  }
}

const FULL_ROW = { width: '100%' };
const HALF_ROW = { width: 'calc(50% - 4px)' };

const columns: ResponsiveColumn<BillingRow>[] = [
  {
    title: 'Invoice Id',
    key: 'invoice',
    card: 'title',
    onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
    render: (_, row) =>
      row.invoice_url ? (
        // The signed link answers the PDF as an attachment: the browser downloads it and stays on the list.
        <a href={row.invoice_url} download>
          {row.invoice_label}
        </a>
      ) : (
        <Typography.Text type="secondary">{row.invoice_label}</Typography.Text>
      ),
  },
  {
    title: 'Invoice Status',
    key: 'invoice_status',
    card: 'status',
    render: (_, row) => (
      <Space size={2} direction="vertical" style={{ whiteSpace: 'nowrap' }}>
        <StatusTag status={row.invoice_status} />
        {row.balance > 0 && row.invoice_status !== 'invoice_voided' ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatMoneyWithCode(row.balance, row.currency)} due
          </Typography.Text>
        ) : null}
      </Space>
    ),
  },
  {
    title: 'Date',
    dataIndex: 'created_at',
    render: (value: string) => formatDate(value),
  },
  {
    title: 'Order Id',
    key: 'order',
    render: (_, row) => (
      <Space size={2} direction="vertical" style={{ whiteSpace: 'nowrap' }}>
        <Link to={paths.order(row.uuid)}>{row.uid}</Link>
        <Tag bordered={false} style={{ marginInlineEnd: 0 }}>
          {ORDER_TYPE_LABELS[row.order_type]}
        </Tag>
      </Space>
    ),
  },
  {
    title: 'Purchase Order',
    key: 'po',
    onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
    render: (_, row) => (
      <Space direction="vertical" size={0}>
        <span>{row.po_number ?? '-'}</span>
        {row.po_attachments.map((file) => (
          <a key={file.url} href={file.url}>
            {file.name}
          </a>
        ))}
      </Space>
    ),
  },
  {
    title: 'Delivery Orders',
    key: 'delivery',
    render: (_, row) =>
      row.delivery_orders.length === 0 ? (
        '-'
      ) : (
        <Space direction="vertical" size={0}>
          {row.delivery_orders.map((delivery) => (
            <span key={delivery.url}>{delivery.delivery_order_id}</span>
          ))}
        </Space>
      ),
  },
  {
    title: 'Pay By',
    key: 'pay_by',
    onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
    render: (_, row) => <PayBy row={row} />,
  },
  { title: 'Team', dataIndex: 'team_name' },
];

/** /billings (spec 03 section 2.6): the company's orders with their invoices, filtered and paged from the URL. */
export default function BillingsPage() {
  const [params, setParams] = useSearchParams();
  const { setParams: update } = useUrlParam();
  const page = Number(params.get('page') ?? 1) || 1;
  const perPageParam = Number(params.get('per_page') ?? DEFAULT_PER_PAGE);
  const perPage = PER_PAGE_OPTIONS.includes(perPageParam) ? perPageParam : DEFAULT_PER_PAGE;
  const teamId = Number(params.get('team_id')) || undefined;
  const status = statusParam(params.get('invoice_status'));
  const fromDate = params.get('from_date') ?? undefined;
  const toDate = params.get('to_date') ?? undefined;
  const [keywordInput, setKeywordInput] = useState(params.get('keyword') ?? '');
  const keyword = useDebouncedValue(keywordInput.trim(), ADDRESS_SEARCH_DEBOUNCE_MS);
  const [selected, setSelected] = useState<Key[]>([]);
  const [isPaperworkOpen, setPaperworkOpen] = useState(false);
  // On a phone each filter takes the row (the dates half each), so none is cut to its desktop width.
  const isPhone = Grid.useBreakpoint().sm === false;
  const teams = useJoinedTeams();
  const billings = useBillings({
    page,
    per_page: perPage,
    keyword: keyword || undefined,
    team_id: teamId,
    invoice_status: status,
    from_date: fromDate,
    to_date: toDate,
  });

  // The debounced keyword goes into the URL, so a reload or a shared link keeps the search.
  useEffect(() => {
    setParams(
      (current) => {
        if ((current.get('keyword') ?? '') === keyword) return current;
        const next = new URLSearchParams(current);
        if (keyword) next.set('keyword', keyword);
        else next.delete('keyword');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [keyword, setParams]);

  return (
    <>
      <StatementCard />
      <Card title="Billing">
        <Flex gap={8} wrap style={{ marginBottom: 16 }}>
          <Select
            aria-label="Team"
            value={teamId ?? 'all'}
            style={isPhone ? FULL_ROW : { minWidth: 160 }}
            onChange={(value) => update({ team_id: value === 'all' ? undefined : value })}
            options={[
              { value: 'all', label: 'All Teams' },
              ...(teams.data ?? []).map((team) => ({ value: team.id, label: team.name })),
            ]}
          />
          <Select
            aria-label="Invoice status"
            allowClear
            placeholder="Invoice status"
            value={status}
            style={isPhone ? FULL_ROW : { minWidth: 170 }}
            onChange={(value?: InvoiceStatus) => update({ invoice_status: value })}
            options={INVOICE_STATUSES.map((value) => ({ value, label: INVOICE_STATUS_LABELS[value] }))}
          />
          <DatePicker
            aria-label="From date"
            placeholder="From date"
            value={fromDate ? dayjs(fromDate) : null}
            style={isPhone ? HALF_ROW : undefined}
            onChange={(value) => update({ from_date: value ? value.format('YYYY-MM-DD') : undefined })}
          />
          <DatePicker
            aria-label="To date"
            placeholder="To date"
            value={toDate ? dayjs(toDate) : null}
            style={isPhone ? HALF_ROW : undefined}
            onChange={(value) => update({ to_date: value ? value.format('YYYY-MM-DD') : undefined })}
          />
          <Input.Search
            allowClear
            aria-label="Search billing"
            placeholder="Enter Order Id or PO"
            value={keywordInput}
            onChange={(event) => setKeywordInput(event.target.value)}
            style={isPhone ? FULL_ROW : { maxWidth: 260 }}
          />
          <Select
            aria-label="Per page"
            value={perPage}
            style={{ width: 110 }}
            onChange={(value) => update({ per_page: value })}
            options={PER_PAGE_OPTIONS.map((value) => ({ value, label: `${value} / page` }))}
          />
          <Button onClick={() => setPaperworkOpen(true)}>Download Paperwork ({selected.length})</Button>
        </Flex>
        <ListTable<BillingRow>
          rowKey="uuid"
          size="small"
          columns={columns}
          dataSource={billings.data?.billings ?? []}
          loading={billings.isFetching}
          rowSelection={{
            selectedRowKeys: selected,
            // A selection made on one page stays while others are browsed: the zip takes orders of several pages.
            preserveSelectedRowKeys: true,
            onChange: (keys) => setSelected(keys),
          }}
          locale={{ emptyText: 'No bills match these filters.' }}
          paging={{
            page: billings.data?.meta.current_page ?? page,
            pageSize: perPage,
            total: billings.data?.meta.total_count,
            onChange: (nextPage) => update({ page: nextPage }),
            showsTotal: true,
          }}
        />
        <PaperworkModal
          open={isPaperworkOpen}
          orderIds={selected.map(String)}
          onClose={() => setPaperworkOpen(false)}
        />
      </Card>
    </>
  );
}
