import type { OrderSummary } from '@livery/api-schemas/orders';
import { ORDER_TRANSITIONS, type OrderStatus } from '@livery/domain/order-status';
import {
  App,
  Badge,
  Button,
  Card,
  DatePicker,
  Flex,
  Input,
  Select,
  Space,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListTable } from '../../../shared/components/list-table.tsx';
import {
  orderDateColumn,
  orderStatusColumn,
  orderTotalColumn,
} from '../../../shared/components/order-columns.tsx';
import type { ResponsiveColumn } from '../../../shared/components/responsive-table.tsx';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import type { AdminOrdersFilter } from '../api/admin-keys.ts';
import { useAdminOrderCounts } from '../api/get-admin-order-counts.ts';
import { useAdminOrders } from '../api/get-admin-orders.ts';
import { useCustomerCompanies } from '../api/get-customer-companies.ts';
import { useTransitionOrder } from '../api/transition-order.ts';
import { AdminOrderDrawer } from '../components/admin-order-drawer.tsx';

/** What the provider's button says for each move. */
const ACTION_LABELS: Partial<Record<OrderStatus, string>> = {
  order_pending: 'Accept request',
  order_approved: 'Approve',
  order_processed: 'Mark Processed',
  order_in_progress: 'Start Production',
  order_ready: 'Mark Ready',
  order_completed: 'Complete',
  order_cancelled: 'Cancel',
};

const TABS = [
  { key: 'all', label: 'All', status: undefined },
  { key: 'pending', label: 'Order requests', status: 'order_pending' },
  { key: 'quotes', label: 'Quote requests', status: 'order_quotes' },
  {
    key: 'production',
    label: 'In production',
    status: 'order_approved,order_processed,order_in_progress,order_ready,order_partly_shipped',
  },
  { key: 'shipped', label: 'Shipped', status: 'order_shipped' },
  { key: 'done', label: 'Completed', status: 'order_completed' },
  { key: 'cancelled', label: 'Cancelled', status: 'order_cancelled' },
];

/** How many orders a tab holds, from the counts per status. */
function tabCount(counts: Record<string, number> | undefined, status: string | undefined, total: number) {
  if (!counts) return 0;
  if (!status) return total;
  return status.split(',').reduce((sum, key) => sum + (counts[key] ?? 0), 0);
}

/** /admin: incoming orders of every company, moved along the status table by provider staff. */
export default function AdminOrdersPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'all';
  const page = Number(params.get('page') ?? '1') || 1;
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');
  const debouncedKeyword = useDebouncedValue(keyword.trim(), 500);
  const filter: AdminOrdersFilter = {
    company_id: params.get('company_id') ?? undefined,
    from_date: params.get('from_date') ?? undefined,
    to_date: params.get('to_date') ?? undefined,
    keyword: debouncedKeyword || undefined,
  };
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };
  const [openUuid, setOpenUuid] = useState<string | null>(null);
  const status = TABS.find((entry) => entry.key === tab)?.status;
  const orders = useAdminOrders({ ...filter, page, per_page: 20, status });
  const counts = useAdminOrderCounts(filter);
  const companies = useCustomerCompanies();
  const transition = useTransitionOrder();
  const { modal, notification } = App.useApp();

  const move = (order: OrderSummary, to: OrderStatus) => {
    const run = async (reason?: string) => {
      await transition.mutateAsync({ uuid: order.uuid, to, reason });
      notification.success({ message: `Order ${order.uid}: ${ACTION_LABELS[to] ?? to} done`, duration: 2 });
    };
    if (to === 'order_cancelled') {
      let reason = '';
      modal.confirm({
        title: 'Are you sure?',
        content: (
          <>
            <p>
              Order {order.uid} of {order.company_name} will be cancelled. You won't be able to revert this!
            </p>
            <Input.TextArea
              aria-label="Reason for cancelling"
              placeholder="Reason for cancelling (shown to the buyer)"
              maxLength={500}
              onChange={(event) => {
                reason = event.target.value;
              }}
            />
          </>
        ),
        okText: 'Yes, cancel it',
        okButtonProps: { danger: true },
        onOk: async () => {
          if (!reason.trim()) {
            notification.warning({ message: 'Enter the reason for cancelling' });
            throw new Error('reason missing');
          }
          await run(reason.trim());
        },
      });
    } else {
      void run();
    }
  };

  const columns: ResponsiveColumn<OrderSummary>[] = [
    orderDateColumn(),
    {
      title: 'Order ID',
      dataIndex: 'uid',
      render: (uid: string, order) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => setOpenUuid(order.uuid)}>
          {uid}
        </Button>
      ),
      card: 'title',
    },
    { title: 'Company', dataIndex: 'company_name' },
    { title: 'Team', dataIndex: 'team_name' },
    { title: 'Creator', dataIndex: 'user_name' },
    orderStatusColumn('Status', <Tag color="warning">Awaiting company approval</Tag>),
    orderTotalColumn(),
    {
      title: 'Next step',
      key: 'actions',
      card: 'actions',
      render: (_, order) => {
        // While the company's person in charge has not approved, only cancelling is possible.
        const moves = ORDER_TRANSITIONS[order.order_status].filter(
          (to) => !order.order_approval_needed || to === 'order_cancelled',
        );
        if (moves.length === 0) return <Typography.Text type="secondary">Done</Typography.Text>;
        return (
          <Space wrap size={6}>
            {moves.map((to) => (
              <Button
                key={to}
                size="small"
                type={to === 'order_cancelled' ? 'default' : 'primary'}
                danger={to === 'order_cancelled'}
                loading={
                  transition.isPending &&
                  transition.variables?.uuid === order.uuid &&
                  transition.variables.to === to
                }
                onClick={() => move(order, to)}
              >
                {ACTION_LABELS[to] ?? to}
              </Button>
            ))}
          </Space>
        );
      },
    },
  ];

  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Orders
      </Typography.Title>
      <Flex wrap gap={8} style={{ marginBottom: 8 }}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="All companies"
          aria-label="Company"
          style={{ minWidth: 200 }}
          value={filter.company_id ? Number(filter.company_id) : undefined}
          options={(companies.data ?? []).map((company) => ({ value: company.id, label: company.name }))}
          onChange={(value?: number) => update({ company_id: value ? String(value) : undefined })}
        />
        <DatePicker.RangePicker
          aria-label="Order dates"
          allowEmpty={[true, true]}
          value={[
            filter.from_date ? dayjs(filter.from_date) : null,
            filter.to_date ? dayjs(filter.to_date) : null,
          ]}
          onChange={(range) =>
            update({
              from_date: range?.[0]?.format('YYYY-MM-DD'),
              to_date: range?.[1]?.format('YYYY-MM-DD'),
            })
          }
        />
        <Input.Search
          allowClear
          placeholder="Enter Order Id or PO"
          aria-label="Keyword"
          style={{ maxWidth: 260 }}
          value={keyword}
          onChange={(event) => {
            setKeyword(event.target.value);
            update({ keyword: event.target.value.trim() || undefined });
          }}
        />
      </Flex>
      <Tabs
        activeKey={tab}
        onChange={(key) => update({ tab: key === 'all' ? undefined : key })}
        items={TABS.map((entry) => ({
          key: entry.key,
          label: (
            <Space size={6}>
              {entry.label}
              <Badge
                count={tabCount(counts.data?.counts, entry.status, counts.data?.total ?? 0)}
                showZero
                overflowCount={99999}
                color="#52606d"
              />
            </Space>
          ),
        }))}
      />
      <ListTable<OrderSummary>
        rowKey="uuid"
        columns={columns}
        dataSource={orders.data?.orders ?? []}
        loading={orders.isFetching}
        scroll={{ x: 'max-content' }}
        paging={{
          page,
          pageSize: 20,
          total: orders.data?.meta.total_count,
          onChange: (next) => update({ page: String(next) }),
        }}
      />
      <AdminOrderDrawer uuid={openUuid} onClose={() => setOpenUuid(null)} />
    </Card>
  );
}
