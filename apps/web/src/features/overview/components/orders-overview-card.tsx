import { formatMoneyWithCode } from '@livery/domain/money';
import { ORDER_STATUSES } from '@livery/domain/order-status';
import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { StatusTag } from '../../../shared/components/status-tag.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { formatDate } from '../../../shared/format/date.ts';
import { useOrdersOverview } from '../api/get-orders-overview.ts';

/** The overview's orders at a glance: each status with orders (a link to the list filtered by it) and the latest. */
export function OrdersOverviewCard() {
  const overview = useOrdersOverview();
  // Drawn in a deferred render once the answer comes, which React splits into short tasks (mobile Lighthouse's
  // blocking time); the skeleton stays until then.
  const data = useDeferredValue(overview.data);
  const counts = data?.counts;
  const shownStatuses = ORDER_STATUSES.filter((status) => (counts?.[status] ?? 0) > 0);

  return (
    <Card
      title="Your Orders"
      extra={<Link to={paths.orders}>All orders</Link>}
      style={{ marginBottom: 28 }}
      styles={{ body: { paddingTop: 12 } }}
    >
      {data === undefined && !overview.isError ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : !data || data.total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No orders yet." />
      ) : (
        <>
          <Flex wrap gap={8} style={{ marginBottom: 12 }} aria-label="Orders by status">
            {shownStatuses.map((status) => (
              // Named by what it shows ("2 Pending"): the count, a space, the status.
              <Link key={status} to={`${paths.orders}?status=${status}`}>
                <Flex align="center" gap={4}>
                  <Typography.Text strong>{counts?.[status]}</Typography.Text> <StatusTag status={status} />
                </Flex>
              </Link>
            ))}
          </Flex>
          {/* A plain list, as antd's small List draws it: List would bring its pagination and Select along. */}
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {data.latest_orders.map((order, index, orders) => (
              <li
                key={order.uuid}
                style={{
                  padding: '8px 16px',
                  borderBottom: index < orders.length - 1 ? '1px solid rgba(5, 5, 5, 0.06)' : undefined,
                }}
              >
                <Flex justify="space-between" align="center" wrap gap={8} style={{ width: '100%' }}>
                  <Flex vertical style={{ minWidth: 0 }}>
                    <Link to={paths.order(order.uuid)}>{order.uid}</Link>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatDate(order.created_at)} · {order.team_name}
                    </Typography.Text>
                  </Flex>
                  <Flex align="center" gap={8}>
                    <StatusTag status={order.order_status} />
                    <Typography.Text>{formatMoneyWithCode(order.total, order.currency)}</Typography.Text>
                  </Flex>
                </Flex>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
