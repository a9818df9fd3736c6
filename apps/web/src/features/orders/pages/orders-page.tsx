import type { OrderSummary } from '@livery/api-schemas/orders';
import { DEFAULT_PER_PAGE, ORDER_KEYWORD_DEBOUNCE_MS, PER_PAGE_OPTIONS } from '@livery/domain/constants';
import { ORDER_TYPE_LABELS, type OrderType } from '@livery/domain/order-status';
import { App, Card, Flex, Tabs, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { ListTable } from '../../../shared/components/list-table.tsx';
import {
  orderDateColumn,
  orderStatusColumn,
  orderTotalColumn,
} from '../../../shared/components/order-columns.tsx';
import type { ResponsiveColumn } from '../../../shared/components/responsive-table.tsx';
import { DeliveryOrderLinks, ShipStatusTag } from '../../../shared/components/shipping-logs.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { useUrlParam } from '../../../shared/hooks/use-url-param.ts';
import { downloadOrdersExport } from '../api/download-orders-export.ts';
import { useOrders } from '../api/get-orders.ts';
import type { OrdersFilters } from '../api/orders-keys.ts';
import { AwaitingApprovalAlert } from '../components/awaiting-approval-alert.tsx';
import { OrdersFiltersBar } from '../components/orders-filters.tsx';
import { PurchaseOrderCell } from '../components/purchase-order-cell.tsx';
import { RecurringOrdersTable } from '../components/recurring-orders-table.tsx';

const FILTER_NAMES = [
  'keyword',
  'status',
  'team_ids',
  'user_id',
  'saved_product_ids',
  'from_date',
  'to_date',
] as const satisfies ReadonlyArray<keyof OrdersFilters>;

function readFilters(params: URLSearchParams): OrdersFilters {
  return Object.fromEntries(
    FILTER_NAMES.flatMap((name) => {
      const value = params.get(name);
      return value ? [[name, value]] : [];
    }),
  );
}

const positive = (text: string | null, fallback: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** Delivery: the ship status, and each parcel's delivery order. */
function DeliveryCell({ order }: { order: OrderSummary }) {
  return (
    <Flex vertical align="flex-start" gap={2}>
      <ShipStatusTag status={order.ship_status} />
      <DeliveryOrderLinks links={order.delivery_orders} />
    </Flex>
  );
}

/** Note: the reference, and the recurring order it repeats when a schedule placed it. */
function NoteCell({ order }: { order: OrderSummary }) {
  if (!order.reference && !order.recurring_order_uid && !order.is_multilocation_shipping_order) return <>—</>;
  return (
    <Flex vertical gap={2} align="flex-start" style={{ maxWidth: 220 }}>
      {order.reference ? <Typography.Text>{order.reference}</Typography.Text> : null}
      {order.is_multilocation_shipping_order ? (
        <Tag color="blue" bordered={false}>
          Multilocation
        </Tag>
      ) : null}
      {order.recurring_order_uid ? (
        <Tag bordered={false} color="blue">
          Recurring of {order.recurring_order_uid}
        </Tag>
      ) : null}
    </Flex>
  );
}

const columns: ResponsiveColumn<OrderSummary>[] = [
  // The order's date, number and total stay on screen while the columns between them scroll at 1280 px.
  { ...orderDateColumn<OrderSummary>(), fixed: 'left' },
  {
    title: 'Order ID',
    dataIndex: 'uid',
    render: (uid: string, order) => (
      <Flex vertical gap={2} align="flex-start">
        <Link to={paths.order(order.uuid)}>{uid}</Link>
        {order.invoice_url ? (
          <Typography.Link href={order.invoice_url} target="_blank" rel="noopener noreferrer">
            Invoice
          </Typography.Link>
        ) : null}
      </Flex>
    ),
    card: 'title',
    fixed: 'left',
  },
  {
    title: 'Purchase Order',
    key: 'po',
    render: (_, order) => <PurchaseOrderCell order={order} />,
  },
  orderStatusColumn('Order Status', <Tag color="gold">Awaiting approval</Tag>),
  { title: 'Delivery', key: 'delivery', render: (_, order) => <DeliveryCell order={order} /> },
  {
    title: 'Order Type',
    dataIndex: 'order_type',
    render: (type: OrderType) => <Tag bordered={false}>{ORDER_TYPE_LABELS[type]}</Tag>,
  },
  { ...orderTotalColumn(), className: 'nowrap', fixed: 'right' },
  { title: 'Team', dataIndex: 'team_name' },
  { title: 'Creator', dataIndex: 'user_name' },
  { title: 'Note', key: 'note', render: (_, order) => <NoteCell order={order} /> },
];

/**
 * /orders (spec 03 section 2.2): the order history under teams, member, statuses, products, dates and keyword,
 * all held in the URL with the page; Export downloads the same list unpaged. `?tab=recurring_orders` lists the
 * recurring ones.
 */
export default function OrdersPage() {
  const { message } = App.useApp();
  const [, setSearchParams] = useSearchParams();
  const { params, setParams } = useUrlParam();
  const tab = params.get('tab') === 'recurring_orders' ? 'recurring_orders' : 'orders';
  const page = positive(params.get('page'), 1);
  const perPage = positive(params.get('per_page'), DEFAULT_PER_PAGE);
  // One object per set of filters, so the memoised filter bar sees the same one while only the page changes.
  const filterKey = FILTER_NAMES.map((name) => params.get(name) ?? '').join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey holds every value readFilters reads.
  const filters = useMemo(() => readFilters(params), [filterKey]);
  const [keywordInput, setKeywordInput] = useState(filters.keyword ?? '');
  const keyword = useDebouncedValue(keywordInput.trim(), ORDER_KEYWORD_DEBOUNCE_MS);
  const current = { ...filters, keyword: keyword || undefined };
  const orders = useOrders({ ...current, page, per_page: perPage });
  const [isExporting, setExporting] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the settled keyword goes to the URL.
  useEffect(() => {
    if ((params.get('keyword') ?? '') !== keyword) setParams({ keyword: keyword || null });
  }, [keyword]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` is made of filters and keyword.
  const exportOrders = useCallback(
    async (format: 'csv' | 'xlsx') => {
      setExporting(true);
      const notice = message.loading('Preparing your export…', 0);
      try {
        await downloadOrdersExport(current, format);
      } catch (error) {
        void message.error(error instanceof ApiError ? error.message : 'Something went wrong!');
      } finally {
        notice();
        setExporting(false);
      }
    },
    [filters, keyword, message],
  );
  const exportAs = useCallback((format: 'csv' | 'xlsx') => void exportOrders(format), [exportOrders]);

  const orderList = (
    <>
      <AwaitingApprovalAlert />
      <OrdersFiltersBar
        filters={filters}
        keywordInput={keywordInput}
        onKeywordInput={setKeywordInput}
        onChange={setParams}
        onExport={exportAs}
        isExporting={isExporting}
      />
      <ListTable<OrderSummary>
        rowKey="uuid"
        columns={columns}
        dataSource={orders.data?.orders ?? []}
        loading={orders.isFetching}
        scroll={{ x: 'max-content' }}
        paging={{
          page: orders.data?.meta.current_page ?? page,
          pageSize: perPage,
          total: orders.data?.meta.total_count,
          pageSizes: PER_PAGE_OPTIONS,
          onChange: (nextPage, nextSize) =>
            setParams({ page: nextSize === perPage ? nextPage : null, per_page: nextSize }),
          showsTotal: true,
        }}
      />
    </>
  );

  return (
    <Card>
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          setSearchParams(key === 'orders' ? {} : { tab: key }, { replace: true, preventScrollReset: true })
        }
        items={[
          { key: 'orders', label: 'Orders', children: orderList },
          { key: 'recurring_orders', label: 'Recurring Orders', children: <RecurringOrdersTable /> },
        ]}
      />
    </Card>
  );
}
