import type { OrderSummary } from '@livery/api-schemas/orders';
import { ADDRESS_SEARCH_DEBOUNCE_MS } from '@livery/domain/constants';
import { formatMoneyWithCode } from '@livery/domain/money';
import {
  ORDER_STATUS_FILTER_EXCLUDED,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_TYPE_LABELS,
  type OrderType,
} from '@livery/domain/order-status';
import type { ShipStatus } from '@livery/domain/shipment-rules';
import { Card, Flex, Input, Select, Tabs, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type ResponsiveColumn, ResponsiveTable } from '../../../shared/components/responsive-table.tsx';
import { ShipStatusTag } from '../../../shared/components/shipping-logs.tsx';
import { StatusTag } from '../../../shared/components/status-tag.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { formatDate } from '../../../shared/format/date.ts';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { useOrders } from '../api/order-calls.ts';
import { RecurringOrdersTable } from '../components/recurring-orders-table.tsx';

const STATUS_OPTIONS = ORDER_STATUSES.filter((status) => !ORDER_STATUS_FILTER_EXCLUDED.includes(status)).map(
  (status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }),
);

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
    render: (uid: string, order) => <Link to={paths.order(order.uuid)}>{uid}</Link>,
    card: 'title',
  },
  { title: 'Purchase Order', dataIndex: 'po_number', render: (value: string | null) => value ?? '—' },
  {
    title: 'Order Status',
    dataIndex: 'order_status',
    render: (status: string, order) => (
      <Flex gap={4} wrap>
        <StatusTag status={status} />
        {order.order_approval_needed ? <Tag color="warning">Awaiting approval</Tag> : null}
      </Flex>
    ),
    card: 'status',
  },
  {
    title: 'Delivery',
    dataIndex: 'ship_status',
    render: (status: ShipStatus) => <ShipStatusTag status={status} />,
  },
  {
    title: 'Order Type',
    dataIndex: 'order_type',
    render: (type: OrderType) => <Tag bordered={false}>{ORDER_TYPE_LABELS[type]}</Tag>,
  },
  {
    title: 'Total',
    dataIndex: 'total',
    align: 'right',
    render: (total: number, order) => formatMoneyWithCode(total, order.currency),
    card: 'amount',
  },
  { title: 'Team', dataIndex: 'team_name' },
  { title: 'Creator', dataIndex: 'user_name' },
  {
    title: 'Note',
    key: 'note',
    render: (_, order) =>
      order.is_multilocation_shipping_order ? (
        <Tag color="blue" bordered={false}>
          Multilocation
        </Tag>
      ) : (
        '—'
      ),
  },
];

/** /orders: the order history, filtered by keyword and status, paged from the URL; `?tab=recurring_orders` lists the recurring ones. */
export default function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'recurring_orders' ? 'recurring_orders' : 'orders';
  const page = Number(params.get('page') ?? 1) || 1;
  const perPage = Number(params.get('per_page') ?? 10) || 10;
  const status = params.get('status') ?? undefined;
  const [keywordInput, setKeywordInput] = useState(params.get('keyword') ?? '');
  const keyword = useDebouncedValue(keywordInput.trim(), ADDRESS_SEARCH_DEBOUNCE_MS);
  const orders = useOrders({ page, per_page: perPage, keyword: keyword || undefined, status });

  const update = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next, { replace: true });
  };

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

  const orderList = (
    <>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="Enter Order Id or PO"
          value={keywordInput}
          onChange={(event) => setKeywordInput(event.target.value)}
          style={{ maxWidth: 320 }}
          aria-label="Search orders"
        />
        <Select
          allowClear
          placeholder="All statuses"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value?: string) => update({ status: value, page: undefined })}
          style={{ minWidth: 180 }}
          aria-label="Filter by status"
        />
      </Flex>
      <ResponsiveTable<OrderSummary>
        rowKey="uuid"
        columns={columns}
        dataSource={orders.data?.orders ?? []}
        loading={orders.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: orders.data?.meta.current_page ?? page,
          pageSize: perPage,
          total: orders.data?.meta.total_count ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 25, 50, 100],
          onChange: (nextPage, nextSize) => update({ page: nextPage, per_page: nextSize }),
          showTotal: (total, [from, to]) => `Showing ${from} to ${to} of ${total} entries`,
        }}
      />
    </>
  );

  return (
    <Card>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'orders' ? {} : { tab: key }, { replace: true })}
        items={[
          { key: 'orders', label: 'Orders', children: orderList },
          { key: 'recurring_orders', label: 'Recurring Orders', children: <RecurringOrdersTable /> },
        ]}
      />
    </Card>
  );
}
