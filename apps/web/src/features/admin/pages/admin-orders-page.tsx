import type { OrderSummary } from '@livery/api-schemas/orders';
import { formatMoneyWithCode } from '@livery/domain/money';
import { ORDER_TRANSITIONS, type OrderStatus } from '@livery/domain/order-status';
import { App, Button, Card, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { type ResponsiveColumn, ResponsiveTable } from '../../../shared/components/responsive-table.tsx';
import { StatusTag } from '../../../shared/components/status-tag.tsx';
import { formatDate } from '../../../shared/format/date.ts';
import { useAdminOrders, useTransitionOrder } from '../api/admin-order-calls.ts';
import { AdminOrderDrawer } from '../components/admin-order-drawer.tsx';

/** What the provider's button says for each move. */
const ACTION_LABELS: Partial<Record<OrderStatus, string>> = {
  order_pending: 'Accept request',
  order_approved: 'Approve',
  order_processed: 'Mark Processed',
  order_in_progress: 'Start Production',
  order_ready: 'Mark Ready',
  order_shipped: 'Mark Shipped',
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
    status: 'order_approved,order_processed,order_in_progress,order_ready',
  },
  { key: 'shipped', label: 'Shipped', status: 'order_shipped' },
  { key: 'done', label: 'Completed', status: 'order_completed' },
  { key: 'cancelled', label: 'Cancelled', status: 'order_cancelled' },
];

/** /admin: incoming orders of every company, moved along the status table by provider staff. */
export default function AdminOrdersPage() {
  const [tab, setTab] = useState('all');
  const [page, setPage] = useState(1);
  const [openUuid, setOpenUuid] = useState<string | null>(null);
  const status = TABS.find((entry) => entry.key === tab)?.status;
  const orders = useAdminOrders({ page, per_page: 20, status });
  const transition = useTransitionOrder();
  const { modal, notification } = App.useApp();

  const move = (order: OrderSummary, to: OrderStatus) => {
    const run = async () => {
      await transition.mutateAsync({ uuid: order.uuid, to });
      notification.success({ message: `Order ${order.uid}: ${ACTION_LABELS[to] ?? to} done`, duration: 2 });
    };
    if (to === 'order_cancelled') {
      modal.confirm({
        title: 'Are you sure?',
        content: `Order ${order.uid} of ${order.company_name} will be cancelled. You won't be able to revert this!`,
        okText: 'Yes, cancel it',
        okButtonProps: { danger: true },
        onOk: run,
      });
    } else {
      void run();
    }
  };

  const columns: ResponsiveColumn<OrderSummary>[] = [
    {
      title: 'Date',
      dataIndex: 'created_at',
      render: (value: string) => formatDate(value),
      className: 'nowrap',
    },
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
    {
      title: 'Status',
      dataIndex: 'order_status',
      render: (value: string) => <StatusTag status={value} />,
      card: 'status',
    },
    {
      title: 'Total',
      dataIndex: 'total',
      align: 'right',
      render: (total: number, order) => formatMoneyWithCode(total, order.currency),
      card: 'amount',
    },
    {
      title: 'Next step',
      key: 'actions',
      card: 'actions',
      render: (_, order) => {
        const moves = ORDER_TRANSITIONS[order.order_status];
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
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key);
          setPage(1);
        }}
        items={TABS.map((entry) => ({ key: entry.key, label: entry.label }))}
      />
      <ResponsiveTable<OrderSummary>
        rowKey="uuid"
        columns={columns}
        dataSource={orders.data?.orders ?? []}
        loading={orders.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: 20,
          total: orders.data?.meta.total_count ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
      />
      <AdminOrderDrawer uuid={openUuid} onClose={() => setOpenUuid(null)} />
    </Card>
  );
}
