import { PaperClipOutlined } from '@ant-design/icons';
import type { Address } from '@livery/api-schemas/addresses';
import { countryName } from '@livery/domain/country-name';
import { formatMoneyWithCode } from '@livery/domain/money';
import { APPROVAL_WAITING_NOTE, canApproveOrder } from '@livery/domain/order-approval';
import { PENDING_NOTE } from '@livery/domain/order-progress';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Result,
  Row,
  Skeleton,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { useCurrentUser } from '../../../shared/auth/current-user.ts';
import { PricedLine } from '../../../shared/components/priced-line.tsx';
import {
  DeliveryOrderLinks,
  ShippingDetailsModal,
  ShipStatusTag,
} from '../../../shared/components/shipping-logs.tsx';
import { StatusTag } from '../../../shared/components/status-tag.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { formatDate, formatDateTime } from '../../../shared/format/date.ts';
import { useApproveOrder, useDuplicateOrder, useOrder } from '../api/order-calls.ts';
import { OrderProgressBar } from '../components/order-progress-bar.tsx';
import { SetupRecurringOrderButton } from '../components/setup-recurring-order-button.tsx';

function AddressBlock({ address }: { address: Address | null }) {
  if (!address) return <Typography.Text type="secondary">Not needed for this order</Typography.Text>;
  return (
    <address style={{ fontStyle: 'normal', lineHeight: 1.6 }}>
      <strong>
        {address.first_name} {address.last_name}
      </strong>
      <br />
      {address.company}
      <br />
      {address.address}
      {address.address2 ? `, ${address.address2}` : ''}
      <br />
      {[address.city, address.state, address.zip].filter(Boolean).join(' ')}
      <br />
      {address.country_name}
      <br />
      {address.phone}
    </address>
  );
}

/** /orders/{id}: progress, items, details, addresses, summary and activity of one order. */
export default function OrderPage() {
  const { id = '' } = useParams();
  const query = useOrder(id);
  const currentUser = useCurrentUser();
  const approve = useApproveOrder(id);
  const duplicate = useDuplicateOrder(id);
  const navigate = useNavigate();
  const { modal, notification } = App.useApp();
  const [isShippingOpen, setShippingOpen] = useState(false);

  if (query.isPending) return <Skeleton active />;
  if (query.error) {
    const isMissing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Result
        status={isMissing ? '404' : 'error'}
        title={isMissing ? 'Order not found' : 'The order could not be loaded'}
        subTitle={
          isMissing ? 'It does not exist, or it belongs to a team you are not part of.' : query.error.message
        }
        extra={
          <Link to={paths.orders}>
            <Button type="primary">Back to Order History</Button>
          </Link>
        }
      />
    );
  }
  const { order, items, logs } = query.data;
  const money = (amount: number) => formatMoneyWithCode(amount, order.currency);
  const isQuote = order.order_status === 'order_quotes';
  const mayApprove = canApproveOrder(currentUser.data?.department ?? null, order);
  const confirmApproval = () =>
    modal.confirm({
      title: 'Approve this order?',
      content: `Order ${order.uid} of ${money(order.total)} goes to the provider for processing.`,
      okText: 'Approve Order',
      onOk: async () => {
        const answer = await approve.mutateAsync();
        notification.success({ message: answer.message, description: answer.description });
      },
    });

  // Spec 03 section 2.3: every line must still be a saved product to order the same products again.
  const reorder = () => {
    const uids = items.flatMap((group) => group.items.map((item) => item.saved_product_uuid));
    if (uids.length === 0 || uids.some((uid) => uid === null)) {
      notification.warning({ message: 'This feature is not available for this order!' });
      return;
    }
    navigate(paths.bulkOrder([...new Set(uids as string[])]));
  };
  const confirmDuplicate = () =>
    modal.confirm({
      title: 'Duplicate this order?',
      content: `The lines of order ${order.uid} go into your cart with their sizes and quantities, priced today. Name lists are not copied.`,
      okText: 'Duplicate',
      onOk: async () => {
        const answer = await duplicate.mutateAsync();
        const skipped = answer.skipped.length > 0 ? ` Not added: ${answer.skipped.join('; ')}.` : '';
        notification[answer.added > 0 ? 'success' : 'warning']({
          message: answer.message,
          description: `${answer.added} line${answer.added === 1 ? '' : 's'} added to your cart.${skipped}`,
        });
        if (answer.added > 0) navigate(paths.cart);
      },
    });

  return (
    <>
      <Flex justify="space-between" align="flex-start" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Flex align="center" gap={8} wrap>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {isQuote ? `[QUOTATION] #${order.uid}` : `Order #${order.uid}`}
            </Typography.Title>
            <StatusTag status={order.order_status} />
            {order.order_type === 'laundry_order' ? <Tag color="blue">Laundry Order</Tag> : null}
          </Flex>
          <Typography.Text type="secondary">
            Placed on {formatDateTime(order.created_at)} by {order.user_name}
          </Typography.Text>
        </div>
        <Flex gap={8} wrap>
          {isQuote || order.order_status === 'order_cancelled' ? null : (
            <SetupRecurringOrderButton orderUuid={order.uuid} orderUid={order.uid} />
          )}
          {mayApprove ? (
            <Button type="primary" loading={approve.isPending} onClick={confirmApproval}>
              Approve Order
            </Button>
          ) : null}
          <Link to={paths.orderStatus(order.uuid)}>
            <Button>Product Status</Button>
          </Link>
          <Button onClick={reorder}>Reorder</Button>
          <Button loading={duplicate.isPending} onClick={confirmDuplicate}>
            Duplicate
          </Button>
          <Link to={paths.orders}>
            <Button>Back to Order History</Button>
          </Link>
        </Flex>
      </Flex>

      {order.order_status === 'order_cancelled' ? (
        <Alert
          type="error"
          showIcon
          message={`This order was cancelled on ${formatDate(order.cancelled_at)}.`}
          description={order.cancel_reason ? `Reason: ${order.cancel_reason}` : undefined}
          style={{ marginBottom: 16 }}
        />
      ) : (
        <Card style={{ marginBottom: 16 }}>
          <OrderProgressBar order={order} />
          {order.order_approval_needed ? (
            <Alert
              type="warning"
              showIcon
              message="Waiting for approval"
              description={APPROVAL_WAITING_NOTE}
              style={{ marginTop: 16 }}
            />
          ) : order.order_status === 'order_pending' ? (
            <Alert type="info" showIcon message={PENDING_NOTE} style={{ marginTop: 16 }} />
          ) : null}
          <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 16 }}>
            <Flex align="center" gap={8} wrap>
              <Typography.Text>Delivery:</Typography.Text>
              <ShipStatusTag status={order.ship_status} />
              <DeliveryOrderLinks links={order.delivery_orders} />
            </Flex>
            <Button onClick={() => setShippingOpen(true)}>Shipping details</Button>
          </Flex>
          <ShippingDetailsModal
            open={isShippingOpen}
            logs={order.shipping_logs}
            onClose={() => setShippingOpen(false)}
          />
        </Card>
      )}

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          {items.map((group) => (
            <Card key={group.name} title={group.name} style={{ marginBottom: 16 }}>
              {group.items.map((item) => (
                <PricedLine
                  key={item.uuid}
                  title={<Typography.Text strong>{item.title}</Typography.Text>}
                  thumbnail={item.thumb_front}
                  colour={item.apparel_color}
                  quantities={item.qtys}
                  totalQuantity={item.total_qty}
                  unitPrice={item.unit_price}
                  surcharge={item.surcharge}
                  amount={item.amount}
                  currency={item.currency}
                  details={
                    <>
                      {item.shipping_service ? (
                        <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
                          Ships from {countryName(item.origin_country ?? '') ?? item.origin_country} by{' '}
                          {item.shipping_service} ({item.lead_time})
                        </Typography.Text>
                      ) : null}
                      <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
                        Estimated finishing date: {item.due_date ? formatDate(item.due_date) : 'N/A'}
                      </Typography.Text>
                    </>
                  }
                />
              ))}
            </Card>
          ))}
          <Card title="Activity" style={{ marginBottom: 16 }}>
            {logs.length === 0 ? (
              <Typography.Text type="secondary">There are no logs</Typography.Text>
            ) : (
              <Timeline
                items={logs.map((log) => ({
                  children: (
                    <>
                      <Typography.Text strong>{log.title}</Typography.Text>
                      <div>{log.message}</div>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {formatDateTime(log.created_at)}
                      </Typography.Text>
                    </>
                  ),
                }))}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title="Order Summary" style={{ marginBottom: 16 }}>
            <Descriptions
              column={1}
              size="small"
              styles={{
                content: {
                  justifyContent: 'flex-end',
                  fontVariantNumeric: 'tabular-nums',
                  whiteSpace: 'nowrap',
                },
              }}
              data-testid="order-summary"
            >
              <Descriptions.Item label="Subtotal">{money(order.subtotal)}</Descriptions.Item>
              <Descriptions.Item label="Surcharges (included)">
                {money(order.total_surcharge)}
              </Descriptions.Item>
              <Descriptions.Item label="Shipping">
                {order.shipping_fee === 0 ? 'Free' : money(order.shipping_fee)}
              </Descriptions.Item>
              {order.additional_fees > 0 ? (
                <Descriptions.Item label="Additional fees">{money(order.additional_fees)}</Descriptions.Item>
              ) : null}
              <Descriptions.Item
                label={order.discount_code ? `Discount (${order.discount_code})` : 'Discount'}
              >
                {money(-order.discount)}
              </Descriptions.Item>
              <Descriptions.Item label={`GST (${order.gst_rate}%)`}>{money(order.gst)}</Descriptions.Item>
            </Descriptions>
            <Flex
              justify="space-between"
              align="baseline"
              style={{ borderTop: '1px solid #eef1f5', paddingTop: 12 }}
            >
              <Typography.Text strong>Total</Typography.Text>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {money(order.total)}
              </Typography.Title>
            </Flex>
          </Card>
          <Card title="Detail" style={{ marginBottom: 16 }}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label="Team">{order.team_name}</Descriptions.Item>
              <Descriptions.Item label="PO reference">{order.po_number ?? '—'}</Descriptions.Item>
              {order.quotation_uid ? (
                <Descriptions.Item label="Quotation">
                  <Link to={paths.quotation(order.quotation_uid)}>{order.quotation_uid}</Link>
                </Descriptions.Item>
              ) : null}
              {order.po_attachments.length > 0 ? (
                <Descriptions.Item label="PO files">
                  <Flex vertical>
                    {order.po_attachments.map((file) => (
                      <a key={file.id} href={file.url}>
                        <PaperClipOutlined /> {file.name}
                      </a>
                    ))}
                  </Flex>
                </Descriptions.Item>
              ) : null}
              {order.other_attachments.length > 0 ? (
                <Descriptions.Item label="Attachments">
                  <Flex vertical>
                    {order.other_attachments.map((file) => (
                      <a key={file.id} href={file.url}>
                        <PaperClipOutlined /> {file.name}
                      </a>
                    ))}
                  </Flex>
                </Descriptions.Item>
              ) : null}
              <Descriptions.Item label="Company">{order.company_name}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card title="Shipping address" style={{ marginBottom: 16 }}>
            <AddressBlock address={order.shipadd} />
          </Card>
          <Card title="Billing address">
            <AddressBlock address={order.billadd} />
          </Card>
        </Col>
      </Row>
    </>
  );
}
