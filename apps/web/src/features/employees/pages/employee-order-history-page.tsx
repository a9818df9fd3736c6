import { SkinOutlined } from '@ant-design/icons';
import type { HistoryEmployeeProduct, HistoryOrder } from '@livery/api-schemas/orders';
import { EMPLOYEE_ORDERS_DEBOUNCE_MS } from '@livery/domain/constants';
import { Flex, Grid, Input, Table, type TableColumnsType, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ListPage } from '../../../shared/components/list-page.tsx';
import type { ResponsiveColumn } from '../../../shared/components/responsive-table.tsx';
import { StatusTag } from '../../../shared/components/status-tag.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { formatDate } from '../../../shared/format/date.ts';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { useUrlParam } from '../../../shared/hooks/use-url-param.ts';
import { useOrdersHistory } from '../api/get-orders-history.ts';
import { EmployeeDatabaseTabs } from '../components/employee-database-tabs.tsx';

const PER_PAGE_OPTIONS = [5, 10, 15, 25, 50, 100];
const orNone = (value: string | null) => value ?? '—';

function positiveParam(value: string | null, fallback: number): number {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : fallback;
}

function Thumb({ src, alt }: { src: string | null; alt: string }) {
  const box = { width: 36, height: 36, borderRadius: 6, background: '#f5f7fa', flex: 'none' as const };
  return src ? (
    <img src={src} alt={alt} loading="lazy" style={{ ...box, objectFit: 'contain' }} />
  ) : (
    <Flex align="center" justify="center" style={box} aria-hidden>
      <SkinOutlined style={{ color: '#c9cfd8' }} />
    </Flex>
  );
}

function ProductCell({ row }: { row: HistoryEmployeeProduct }) {
  return (
    <Flex align="center" gap={8}>
      <Thumb src={row.item_thumb_front} alt={row.item_title} />
      <span>{row.item_title}</span>
    </Flex>
  );
}

const EMPLOYEE_COLUMNS: TableColumnsType<HistoryEmployeeProduct> = [
  { title: 'Product', key: 'product', render: (_, row) => <ProductCell row={row} /> },
  { title: 'Staff ID', dataIndex: 'staff_id' },
  { title: 'Name', dataIndex: 'name' },
  { title: 'Qty', dataIndex: 'qty', align: 'right' },
  { title: 'Size', dataIndex: 'size' },
  { title: 'Laundry ID', dataIndex: 'laundry_id', render: orNone },
  { title: 'Locker ID', dataIndex: 'locker_id', render: orNone },
  { title: 'Cost Center', dataIndex: 'cost_center', render: orNone },
  { title: 'Uniform Code', dataIndex: 'uniform_code', render: orNone },
];

/** Says so when the order has more matching rows than the history sends, and where to see them all. */
function MoreRowsNote({ order }: { order: HistoryOrder }) {
  if (order.employee_products_count <= order.employee_products.length) return null;
  return (
    <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
      Showing {order.employee_products.length} of {order.employee_products_count} employees.{' '}
      <Link to={paths.orderStatus(order.uuid)}>See them all on the product status page</Link>
    </Typography.Text>
  );
}

/** The expanded detail of an order on a wide screen: one line per employee garment. */
function EmployeeRowsTable({ order }: { order: HistoryOrder }) {
  return (
    <>
      <Table<HistoryEmployeeProduct>
        size="small"
        rowKey="id"
        columns={EMPLOYEE_COLUMNS}
        dataSource={order.employee_products}
        pagination={false}
        scroll={{ x: 'max-content' }}
        aria-label={`Employees on order ${order.uid}`}
      />
      <MoreRowsNote order={order} />
    </>
  );
}

/** The same detail in a phone's card: each employee as a short block that wraps instead of scrolling. */
function EmployeeRowsList({ order }: { order: HistoryOrder }) {
  return (
    <div style={{ width: '100%' }}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {order.employee_products.map((row) => (
          <li key={row.id} style={{ borderTop: '1px solid #eef1f5', paddingTop: 8 }}>
            <Flex justify="space-between" gap={8} wrap>
              <Typography.Text strong>{row.name}</Typography.Text>
              <Typography.Text type="secondary">Staff ID {row.staff_id}</Typography.Text>
            </Flex>
            <Flex align="center" gap={8} style={{ margin: '4px 0' }}>
              <Thumb src={row.item_thumb_front} alt={row.item_title} />
              <span>
                {row.item_title} · {row.size} × {row.qty}
              </span>
            </Flex>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Laundry {orNone(row.laundry_id)} · Locker {orNone(row.locker_id)} · Cost center{' '}
              {orNone(row.cost_center)} · Uniform {orNone(row.uniform_code)}
            </Typography.Text>
          </li>
        ))}
      </ul>
      <MoreRowsNote order={order} />
    </div>
  );
}

/** /employee-order-history: the orders made for an employee, found by name, staff, laundry or locker id. */
export default function EmployeeOrderHistoryPage() {
  const screens = Grid.useBreakpoint();
  const isPhone = screens.sm === false;
  const { params, setParam } = useUrlParam();
  const page = positiveParam(params.get('page'), 1);
  const perPage = positiveParam(params.get('per_page'), 10);
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');
  const debouncedKeyword = useDebouncedValue(keyword.trim(), EMPLOYEE_ORDERS_DEBOUNCE_MS);
  const history = useOrdersHistory({ keyword: debouncedKeyword, page, perPage });
  const orders = history.data?.orders ?? [];
  const [expanded, setExpanded] = useState<readonly React.Key[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the settled keyword goes to the URL.
  useEffect(() => {
    if ((params.get('keyword') ?? '') !== debouncedKeyword) setParam('keyword', debouncedKeyword || null);
  }, [debouncedKeyword]);

  // A search opens every order it found: the matching employees are what was asked for.
  useEffect(() => {
    setExpanded(debouncedKeyword ? (history.data?.orders ?? []).map((order) => order.uuid) : []);
  }, [history.data, debouncedKeyword]);

  const columns: ResponsiveColumn<HistoryOrder>[] = [
    {
      title: 'Order ID',
      key: 'uid',
      card: 'title',
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (_, order) => <Link to={paths.order(order.uuid)}>{order.uid}</Link>,
    },
    {
      title: 'Status',
      dataIndex: 'order_status',
      card: 'status',
      render: (status: string) => <StatusTag status={status} />,
    },
    { title: 'Date', dataIndex: 'created_at', render: (value: string) => formatDate(value) },
    {
      title: 'Employees',
      key: 'employees_count',
      render: (_, order) =>
        `${order.employee_products_count} ${order.employee_products_count === 1 ? 'employee' : 'employees'}`,
    },
    ...(isPhone
      ? [
          {
            title: 'Employee details',
            key: 'employee_products',
            card: 'actions' as const,
            render: (_: unknown, order: HistoryOrder) => <EmployeeRowsList order={order} />,
          },
        ]
      : []),
  ];

  return (
    <>
      <EmployeeDatabaseTabs />
      <ListPage<HistoryOrder>
        title="Employee Order History"
        subtitle="Find every order made for an employee."
        framed
        filters={
          <Input.Search
            allowClear
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            placeholder="Enter Employee Name / Staff ID / Laundry ID / Locker ID"
            aria-label="Search orders by employee"
            style={{ maxWidth: 460 }}
          />
        }
        paging={{
          page,
          pageSize: perPage,
          total: history.data?.meta.total_count,
          pageSizes: PER_PAGE_OPTIONS,
          onChange: (current, size) => {
            if (size !== perPage) setParam('per_page', size);
            else setParam('page', current);
          },
          showsTotal: true,
        }}
        rowKey="uuid"
        columns={columns}
        dataSource={orders}
        loading={history.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: debouncedKeyword ? 'No orders for this employee' : 'No orders with employees yet',
        }}
        expandable={{
          expandedRowKeys: expanded,
          onExpandedRowsChange: setExpanded,
          expandedRowRender: (order) => <EmployeeRowsTable order={order} />,
        }}
      />
    </>
  );
}
