import { DownloadOutlined } from '@ant-design/icons';
import type { EmployeeProductsResponse, OrderResponse } from '@livery/api-schemas/orders';
import type { LineStory } from '@livery/domain/order-story';
import {
  EMPLOYEE_PRODUCT_STATUS_LABELS,
  EMPLOYEE_PRODUCT_STATUSES,
  type EmployeeProductStatus,
} from '@livery/domain/shipment-rules';
import { compareStaffIds } from '@livery/domain/staff-id-order';
import { App, Button, Card, Flex, Input, List, Result, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { downloadApiFile } from '../../../shared/api/download-file.ts';
import { LineDate, lineStoryOf, storyOfOrder } from '../../../shared/components/order-story.tsx';
import { ProductPicture } from '../../../shared/components/product-picture.tsx';
import { type ResponsiveColumn, ResponsiveTable } from '../../../shared/components/responsive-table.tsx';
import { StatusTag } from '../../../shared/components/status-tag.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { useOrder } from '../api/get-order.ts';
import { useOrderEmployeeProducts } from '../api/get-order-employee-products.ts';
import { ActivityFeed } from '../components/activity-feed.tsx';

type EmployeeRow = EmployeeProductsResponse['employee_products'][number];
type Item = OrderResponse['items'][number]['items'][number];

const text = (value: string | null) => value ?? '';

/** How many of an item's garments are at each status: '3 Ready · 7 Pending'. */
function statusSummary(rows: EmployeeRow[]) {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.product_status, (counts.get(row.product_status) ?? 0) + row.qty);
  return EMPLOYEE_PRODUCT_STATUSES.filter((status) => counts.has(status)).map((status) => (
    <Tag key={status}>
      {counts.get(status)} {EMPLOYEE_PRODUCT_STATUS_LABELS[status as EmployeeProductStatus]}
    </Tag>
  ));
}

/** One item's employees: filter by staff ID, name and department; sort by name, department, staff ID, size. */
function EmployeeStatusTable({ rows }: { rows: EmployeeRow[] }) {
  const [filters, setFilters] = useState({ staff_id: '', name: '', department: '' });
  const matches = (value: string | null, wanted: string) =>
    !wanted.trim() || text(value).toLowerCase().includes(wanted.trim().toLowerCase());
  const shown = rows.filter(
    (row) =>
      matches(row.staff_id, filters.staff_id) &&
      matches(row.name, filters.name) &&
      matches(row.department, filters.department),
  );
  const columns: ResponsiveColumn<EmployeeRow>[] = [
    {
      title: 'Name',
      dataIndex: 'name',
      card: 'title',
      sorter: (a, b) => a.name.localeCompare(b.name),
    },
    {
      title: 'Status',
      dataIndex: 'product_status',
      card: 'status',
      render: (status: string) => <StatusTag status={status} />,
    },
    {
      title: 'Staff ID',
      dataIndex: 'staff_id',
      sorter: (a, b) => compareStaffIds(a.staff_id, b.staff_id),
    },
    {
      title: 'Department',
      dataIndex: 'department',
      render: (value: string | null) => value ?? '—',
      sorter: (a, b) => text(a.department).localeCompare(text(b.department)),
    },
    {
      title: 'Size',
      dataIndex: 'size',
      sorter: (a, b) => a.size.localeCompare(b.size, 'en', { numeric: true }),
    },
    { title: 'Qty', dataIndex: 'qty', align: 'right' },
  ];
  const filter = (key: keyof typeof filters, label: string) => (
    <Input
      allowClear
      size="small"
      placeholder={label}
      aria-label={`Filter by ${label.toLowerCase()}`}
      value={filters[key]}
      onChange={(event) => setFilters((current) => ({ ...current, [key]: event.target.value }))}
      style={{ width: 160 }}
    />
  );
  return (
    <div style={{ marginTop: 12 }}>
      <Flex gap={8} wrap style={{ marginBottom: 8 }}>
        {filter('staff_id', 'Staff ID')}
        {filter('name', 'Name')}
        {filter('department', 'Department')}
      </Flex>
      <ResponsiveTable<EmployeeRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={shown}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
      />
    </div>
  );
}

function ItemRow({ item, line, rows }: { item: Item; line: LineStory | undefined; rows: EmployeeRow[] }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <List.Item style={{ display: 'block' }}>
      <Flex gap={12} align="flex-start" wrap>
        <div style={{ width: 64, flex: '0 0 64px' }}>
          <ProductPicture src={item.thumb_front} alt={item.title} height={64} />
        </div>
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography.Text strong>{item.title}</Typography.Text>
          <div>
            <Typography.Text type="secondary">
              {item.qtys} · {item.total_qty} pcs{item.apparel_color ? ` · ${item.apparel_color}` : ''}
            </Typography.Text>
          </div>
          <LineDate line={line} />
          <Flex gap={4} wrap style={{ marginTop: 4 }}>
            {rows.length > 0 ? statusSummary(rows) : <Tag>No name list</Tag>}
          </Flex>
        </div>
        {rows.length > 0 ? (
          <Button onClick={() => setOpen((open) => !open)} aria-expanded={isOpen}>
            {isOpen ? 'Hide Status' : 'Show Status'}
          </Button>
        ) : null}
      </Flex>
      {isOpen ? <EmployeeStatusTable rows={rows} /> : null}
    </List.Item>
  );
}

/** /orders/{id}/status: each item of the order down to each employee's garment, and the order's activity. */
export default function OrderStatusPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  const employees = useOrderEmployeeProducts(id);
  const { message } = App.useApp();

  if (order.isPending) return <Skeleton active />;
  if (order.error) {
    const isMissing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <Result
        status={isMissing ? '404' : 'error'}
        title={isMissing ? 'Order not found' : 'The order could not be loaded'}
        extra={
          <Link to={paths.orders}>
            <Button type="primary">Back to Order History</Button>
          </Link>
        }
      />
    );
  }
  const { order: detail, items } = order.data;
  const story = storyOfOrder(order.data);
  const rowsOf = (item: Item) => (employees.data ?? []).filter((row) => row.order_item_id === item.uuid);

  return (
    <>
      <Link to={paths.order(detail.uuid)}>← Back to order {detail.uid}</Link>
      <Flex justify="space-between" align="center" gap={8} wrap style={{ margin: '8px 0 16px' }}>
        <Flex align="center" gap={8} wrap>
          <Typography.Title level={3} style={{ margin: 0 }}>
            Order #{detail.uid} - Product Status
          </Typography.Title>
          <StatusTag status={story.status} />
        </Flex>
        {(employees.data ?? []).length > 0 ? (
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              downloadApiFile(`orders/${detail.uuid}/employee_products/export.xlsx`, {
                fallbackName: `order-${detail.uid}-employees.xlsx`,
              }).catch((error: unknown) =>
                message.error(error instanceof Error ? error.message : 'Something went wrong!'),
              )
            }
          >
            Export employees
          </Button>
        ) : null}
      </Flex>
      {items.map((group) => (
        <Card key={group.name} title={group.name} style={{ marginBottom: 16 }} loading={employees.isPending}>
          <List
            dataSource={group.items}
            renderItem={(item) => (
              <ItemRow item={item} line={lineStoryOf(story, item.uuid)} rows={rowsOf(item)} />
            )}
          />
        </Card>
      ))}
      <ActivityFeed orderUuid={detail.uuid} />
    </>
  );
}
