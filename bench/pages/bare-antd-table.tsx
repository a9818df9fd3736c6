// P9's anchor page (bundled by the scenario with esbuild): a bare antd Table of the orders the app lists, plain text
// cells, 50 rows a page, and a status filter in an antd Select that filters the rows in the page. It is what a
// filter + next page costs antd with nothing of Livery's around it (no router, no queries, no cell components).
import type { OrderSummary } from '@livery/api-schemas/orders';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@livery/domain/order-status';
import { Select, Table } from 'antd';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

const COLUMNS = [
  { title: 'Date', dataIndex: 'created_at' },
  { title: 'Order ID', dataIndex: 'uid' },
  { title: 'Purchase Order', dataIndex: 'po_number' },
  { title: 'Order Status', dataIndex: 'order_status' },
  { title: 'Delivery', dataIndex: 'ship_status' },
  { title: 'Order Type', dataIndex: 'order_type' },
  { title: 'Total', dataIndex: 'total', align: 'right' as const },
  { title: 'Team', dataIndex: 'team_name' },
  { title: 'Creator', dataIndex: 'user_name' },
  { title: 'Note', dataIndex: 'reference' },
];

const STATUS_OPTIONS = Object.entries(ORDER_STATUS_LABELS).map(([value, label]) => ({ value, label }));

function BareOrdersTable({ orders }: { orders: OrderSummary[] }) {
  const [statuses, setStatuses] = useState<OrderStatus[]>([]);
  const [page, setPage] = useState(1);
  const shown =
    statuses.length > 0 ? orders.filter((order) => statuses.includes(order.order_status)) : orders;
  return (
    <>
      <Select
        mode="multiple"
        allowClear
        placeholder="All Statuses"
        aria-label="Statuses"
        style={{ width: 300, marginBottom: 16 }}
        value={statuses}
        options={STATUS_OPTIONS}
        onChange={(next: OrderStatus[]) => {
          setStatuses(next);
          setPage(1);
        }}
      />
      <Table<OrderSummary>
        rowKey="uuid"
        columns={COLUMNS}
        dataSource={shown}
        pagination={{ current: page, pageSize: 50, showSizeChanger: false, onChange: setPage }}
      />
    </>
  );
}

function mountBareTable(host: HTMLElement, orders: OrderSummary[]) {
  createRoot(host).render(<BareOrdersTable orders={orders} />);
}

Object.assign(globalThis, { p9: { mountBareTable } });
