import { EditOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { formatMoneyWithCode } from '@livery/domain/money';
import { canApproveOrder } from '@livery/domain/order-approval';
import { rosterRowsCsv } from '@livery/domain/roster-reorder';
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
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { useCurrentUser } from '../../../shared/auth/current-user.ts';
import { EntitlementExcess } from '../../../shared/components/entitlement-excess.tsx';
import { FileLinks } from '../../../shared/components/file-links.tsx';
import { OrderApprovalLevels } from '../../../shared/components/order-approval-levels.tsx';
import { OrderConversation } from '../../../shared/components/order-conversation.tsx';
import { OrderProofs } from '../../../shared/components/order-proofs.tsx';
import { storyOfOrder } from '../../../shared/components/order-story.tsx';
import { StatusTag } from '../../../shared/components/status-tag.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { formatDate, formatDateTime } from '../../../shared/format/date.ts';
import { quantitiesHandOffState, rosterHandOffState } from '../../../shared/navigation/roster-hand-off.ts';
import { useApproveOrder } from '../api/approve-order.ts';
import { useDuplicateOrder } from '../api/duplicate-order.ts';
import { useOrder } from '../api/get-order.ts';
import { useOrderApprovals } from '../api/get-order-approvals.ts';
import { useReorderRoster } from '../api/get-reorder-roster.ts';
import { ActivityFeed } from '../components/activity-feed.tsx';
import { EditOrderDetailModal } from '../components/edit-order-detail-modal.tsx';
import { InvoicePanel } from '../components/invoice-panel.tsx';
import { MultilocationPanel } from '../components/multilocation-panel.tsx';
import { NameListButton } from '../components/name-list-button.tsx';
import {
  OrderAddressCards,
  OrderItemsCards,
  OrderProgressCard,
  OrderSummaryCard,
} from '../components/order-panels.tsx';
import { RfidTagsButton } from '../components/rfid-tags-button.tsx';
import { SetupRecurringOrderButton } from '../components/setup-recurring-order-button.tsx';
import { ShareOrderButton } from '../components/share-order-button.tsx';

/** /orders/{id}: progress, items, details, addresses, summary and activity of one order. */
export default function OrderPage() {
  const { id = '' } = useParams();
  const query = useOrder(id);
  const currentUser = useCurrentUser();
  const approve = useApproveOrder(id);
  const hasApproval = Boolean(
    query.data?.order.order_approval_needed || query.data?.order.company_approved_at,
  );
  const approvals = useOrderApprovals(id, hasApproval);
  const duplicate = useDuplicateOrder(id);
  const reorderRoster = useReorderRoster(id);
  const navigate = useNavigate();
  const { modal, notification } = App.useApp();
  const [isEditingDetail, setEditingDetail] = useState(false);

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
  const { order, items } = query.data;
  const story = storyOfOrder(query.data);
  const money = (amount: number) => formatMoneyWithCode(amount, order.currency);
  const isQuote = order.order_status === 'order_quotes';
  // The Approve Order button's rule (spec 03), narrowed by the company's levels to the current level's approvers.
  const mayApprove =
    canApproveOrder(currentUser.data?.department ?? null, order) && approvals.data?.can_approve === true;
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
  // Reorder opens the bulk order filled with this order's people (or quantities) to change before the cart;
  // Duplicate puts the same lines straight into the cart (decision 119).
  const reorder = async () => {
    const uids = items.flatMap((group) => group.items.map((item) => item.saved_product_uuid));
    if (uids.length === 0 || uids.some((uid) => uid === null)) {
      notification.warning({ message: 'This feature is not available for this order!' });
      return;
    }
    let roster: Awaited<ReturnType<typeof reorderRoster.mutateAsync>>;
    try {
      roster = await reorderRoster.mutateAsync();
    } catch {
      return; // The failure notice is raised by the shared API error handling.
    }
    const target = paths.bulkOrder(roster.products.map((product) => product.saved_product_uuid));
    const isRosterOrder =
      roster.employees.length > 0 && roster.products.every((product) => product.has_name_list);
    if (isRosterOrder) {
      void navigate(target, {
        state: rosterHandOffState(rosterRowsCsv(roster.employees), `order-${order.uid}-roster.csv`, {
          leavers: roster.leavers,
          isMapped: true,
        }),
      });
      return;
    }
    void navigate(target, {
      state: quantitiesHandOffState(
        Object.fromEntries(
          roster.products.map((product) => [product.saved_product_uuid, product.qty_options]),
        ),
      ),
    });
  };
  const confirmDuplicate = () =>
    modal.confirm({
      title: 'Duplicate this order?',
      content: `The lines of order ${order.uid} go into your cart as they were: the same sizes, quantities and name lists, priced today.`,
      okText: 'Duplicate',
      onOk: async () => {
        const answer = await duplicate.mutateAsync();
        const skipped = answer.skipped.length > 0 ? ` Not added: ${answer.skipped.join('; ')}.` : '';
        notification[answer.added > 0 ? 'success' : 'warning']({
          message: answer.message,
          description: `${answer.added} line${answer.added === 1 ? '' : 's'} added to your cart.${skipped}`,
        });
        if (answer.added > 0) void navigate(paths.cart);
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
            <StatusTag status={story.status} />
            {order.order_type === 'laundry_order' ? <Tag color="blue">Laundry Order</Tag> : null}
          </Flex>
          <Typography.Text type="secondary">
            Placed on {formatDateTime(order.created_at)} by {order.user_name}
          </Typography.Text>
        </div>
        <Flex gap={8} wrap>
          {/* A quoted order's prices come from its quotation: only a new quotation can price it again. */}
          {isQuote || order.quotation_uid || order.order_status === 'order_cancelled' ? null : (
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
          <ShareOrderButton orderUuid={order.uuid} orderUid={order.uid} />
          {isQuote ? null : (
            <Button
              icon={<EnvironmentOutlined />}
              onClick={() => document.getElementById('multilocation')?.scrollIntoView({ behavior: 'smooth' })}
            >
              Multilocation
            </Button>
          )}
          <Tooltip title="Opens the bulk order with this order's people, sizes, quantities and names, to change before adding to your cart. People who left are flagged.">
            <Button loading={reorderRoster.isPending} onClick={() => void reorder()}>
              Reorder and review
            </Button>
          </Tooltip>
          <Tooltip title="Puts the same lines, quantities and name lists straight into your cart, priced today.">
            <Button loading={duplicate.isPending} onClick={confirmDuplicate}>
              Duplicate into cart
            </Button>
          </Tooltip>
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
        <OrderProgressCard order={order} story={story} />
      )}
      {hasApproval ? <OrderApprovalLevels approvals={approvals.data} /> : null}
      <EntitlementExcess excess={order.entitlement_excess} currency={order.currency} />

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <OrderItemsCards
            items={items}
            story={story}
            lineActions={(line) =>
              line.is_contain_namelist ? (
                <>
                  <NameListButton itemUuid={line.uuid} itemTitle={line.title} />
                  <RfidTagsButton itemUuid={line.uuid} itemTitle={line.title} />
                </>
              ) : null
            }
          />
          {isQuote ? null : (
            <div style={{ marginBottom: 16, scrollMarginTop: 80 }}>
              <MultilocationPanel
                orderUuid={order.uuid}
                orderStatus={order.order_status}
                shippingLogs={order.shipping_logs}
              />
            </div>
          )}
          <OrderProofs orderUuid={order.uuid} side="buyer" />
          <OrderConversation
            orderUuid={order.uuid}
            lines={items.flatMap((group) => group.items.map(({ uuid, title }) => ({ uuid, title })))}
          />
          <ActivityFeed orderUuid={order.uuid} title="Activity" />
        </Col>
        <Col xs={24} lg={8}>
          {isQuote || order.order_status === 'order_cancelled' ? null : (
            <InvoicePanel orderUuid={order.uuid} paymentDays={order.payment_days} />
          )}
          <OrderSummaryCard order={order} />
          <Card
            title="Detail"
            style={{ marginBottom: 16 }}
            extra={
              order.order_status === 'order_cancelled' ? null : (
                <Button type="link" icon={<EditOutlined />} onClick={() => setEditingDetail(true)}>
                  Edit
                </Button>
              )
            }
          >
            <Descriptions column={1} size="small">
              <Descriptions.Item label="Team">{order.team_name}</Descriptions.Item>
              <Descriptions.Item label="PO number">{order.po_number ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="Reference">{order.reference ?? '—'}</Descriptions.Item>
              {order.subscribed_email ? (
                <Descriptions.Item label="E-mail for updates">{order.subscribed_email}</Descriptions.Item>
              ) : null}
              {order.quotation_uid ? (
                <Descriptions.Item label="Quotation">
                  <Link to={paths.quotation(order.quotation_uid)}>{order.quotation_uid}</Link>
                </Descriptions.Item>
              ) : null}
              {order.po_attachments.length > 0 ? (
                <Descriptions.Item label="PO files">
                  <FileLinks files={order.po_attachments} />
                </Descriptions.Item>
              ) : null}
              {order.other_attachments.length > 0 ? (
                <Descriptions.Item label="Attachments">
                  <FileLinks files={order.other_attachments} />
                </Descriptions.Item>
              ) : null}
              <Descriptions.Item label="Company">{order.company_name}</Descriptions.Item>
            </Descriptions>
          </Card>
          <OrderAddressCards order={order} />
        </Col>
      </Row>
      {isEditingDetail ? (
        <EditOrderDetailModal order={order} onClose={() => setEditingDetail(false)} />
      ) : null}
    </>
  );
}
