import { Alert, Col, Flex, Layout, Result, Row, Skeleton, Tag, Typography } from 'antd';
import { useParams, useSearchParams } from 'react-router';
import { LiveryLogo } from '../../../shared/components/livery-logo.tsx';
import { storyOfOrder } from '../../../shared/components/order-story.tsx';
import { StatusTag } from '../../../shared/components/status-tag.tsx';
import { formatDate, formatDateTime } from '../../../shared/format/date.ts';
import { useSharedOrder } from '../api/get-shared-order.ts';
import {
  OrderAddressCards,
  OrderItemsCards,
  OrderProgressCard,
  OrderSummaryCard,
} from '../components/order-panels.tsx';

/** /shared/orders/{id}?expires&token: an order a colleague shared, read-only, for anyone holding the link. */
export default function SharedOrderPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const query = useSharedOrder(id, {
    expires: params.get('expires') ?? '',
    token: params.get('token') ?? '',
  });

  let content: React.ReactNode;
  if (query.isPending) content = <Skeleton active />;
  else if (query.error)
    content = (
      <Result
        status="404"
        title="This link does not work"
        subTitle="It has expired or is incomplete. Ask the colleague who shared the order for a new link."
      />
    );
  else {
    const { order, items, link_expires_at } = query.data;
    const story = storyOfOrder(query.data);
    content = (
      <>
        <Flex align="center" gap={8} wrap>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {order.order_status === 'order_quotes' ? `[QUOTATION] #${order.uid}` : `Order #${order.uid}`}
          </Typography.Title>
          <StatusTag status={story.status} />
          {order.order_type === 'laundry_order' ? <Tag color="blue">Laundry Order</Tag> : null}
        </Flex>
        <Typography.Paragraph type="secondary">
          {order.company_name} · placed on {formatDateTime(order.created_at)} by {order.user_name}
        </Typography.Paragraph>
        <Alert
          type="info"
          showIcon
          message={`A read-only view shared with you. The link works until ${formatDate(link_expires_at)}.`}
          style={{ marginBottom: 16 }}
        />
        {order.order_status === 'order_cancelled' ? (
          <Alert
            type="error"
            showIcon
            message={`This order was cancelled on ${formatDate(order.cancelled_at)}.`}
            style={{ marginBottom: 16 }}
          />
        ) : (
          <OrderProgressCard order={order} story={story} />
        )}
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={16}>
            <OrderItemsCards items={items} story={story} />
          </Col>
          <Col xs={24} lg={8}>
            <OrderSummaryCard order={order} />
            <OrderAddressCards order={order} />
          </Col>
        </Row>
      </>
    );
  }

  return (
    <Layout style={{ minHeight: '100vh', background: '#f4f6fa' }}>
      <Layout.Header style={{ background: '#fff', borderBottom: '1px solid #eef1f5', paddingInline: 24 }}>
        <Flex align="center" style={{ height: '100%' }}>
          <LiveryLogo size={28} />
        </Flex>
      </Layout.Header>
      <Layout.Content
        style={{ padding: 'clamp(12px, 3vw, 24px)', maxWidth: 1200, width: '100%', margin: '0 auto' }}
      >
        {content}
      </Layout.Content>
    </Layout>
  );
}
