import { DownloadOutlined } from '@ant-design/icons';
import { DEFAULT_CURRENCY, formatMoneyWithCode } from '@livery/domain/money';
import { SHIPPABLE_ORDER_STATUSES } from '@livery/domain/shipment-rules';
import {
  App,
  Button,
  DatePicker,
  Descriptions,
  Drawer,
  Flex,
  Grid,
  Result,
  Skeleton,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { EntitlementExcess } from '../../../shared/components/entitlement-excess.tsx';
import { FileLinks } from '../../../shared/components/file-links.tsx';
import { OrderApprovalLevels } from '../../../shared/components/order-approval-levels.tsx';
import { OrderConversation } from '../../../shared/components/order-conversation.tsx';
import { OrderProofs } from '../../../shared/components/order-proofs.tsx';
import { LineDate, lineStoryOf, storyOfOrder } from '../../../shared/components/order-story.tsx';
import { PricedLine, pricedLineFigures } from '../../../shared/components/priced-line.tsx';
import {
  DeliveryOrderLinks,
  ShippingDetailsModal,
  ShipStatusTag,
} from '../../../shared/components/shipping-logs.tsx';
import { StatusTag } from '../../../shared/components/status-tag.tsx';
import { formatDateTime } from '../../../shared/format/date.ts';
import { downloadPrintFile } from '../api/download-print-file.ts';
import { useAdminOrder } from '../api/get-admin-order.ts';
import { useAdminOrderApprovals } from '../api/get-admin-order-approvals.ts';
import { useSetFinishingDate } from '../api/update-order-finishing-date.ts';
import { CreditHoldAlert } from './credit-hold-alert.tsx';
import { EmployeeStatusPanel } from './employee-status-panel.tsx';
import { OrderLocationsCard } from './order-locations-card.tsx';
import { remainingByLine } from './parcel-room.ts';
import { ShipmentModal } from './shipment-modal.tsx';

const SHIPPABLE: readonly string[] = SHIPPABLE_ORDER_STATUSES;

/** The provider's estimated finishing date of one line; the buyer sees it on the order. */
function FinishingDate({
  orderUuid,
  itemUuid,
  value,
}: {
  orderUuid: string;
  itemUuid: string;
  value: string | null;
}) {
  const save = useSetFinishingDate(orderUuid);
  const { message } = App.useApp();
  return (
    <Flex align="center" gap={6} style={{ marginTop: 6 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Estimated finishing date
      </Typography.Text>
      <DatePicker
        size="small"
        aria-label="Estimated finishing date"
        value={value ? dayjs(value) : null}
        disabled={save.isPending}
        onChange={(date) =>
          save
            .mutateAsync({ itemUuid, due_date: date ? date.format('YYYY-MM-DD') : null })
            .then(() => message.success('Finishing date saved'))
            .catch((error: unknown) =>
              message.error(error instanceof ApiError ? error.message : 'The date could not be saved'),
            )
        }
      />
    </Flex>
  );
}

/** One button per face with a print file; each downloads the true-size SVG with the session headers. */
function PrintButtons({ itemUuid, faces }: { itemUuid: string; faces: string[] }) {
  const { message } = App.useApp();
  const [busyFace, setBusyFace] = useState<string | null>(null);
  if (faces.length === 0) return null;
  const download = async (face: string) => {
    setBusyFace(face);
    try {
      await downloadPrintFile(itemUuid, face);
    } catch (error) {
      void message.error(
        error instanceof ApiError ? error.message : 'The print file could not be downloaded',
      );
    } finally {
      setBusyFace(null);
    }
  };
  return (
    <Flex wrap gap={6} style={{ marginTop: 8 }}>
      {faces.map((face) => (
        <Button
          key={face}
          size="small"
          icon={<DownloadOutlined />}
          loading={busyFace === face}
          onClick={() => void download(face)}
        >
          Download print ({face})
        </Button>
      ))}
    </Flex>
  );
}

/** The provider's view of one order: who placed it, its lines with their print files, and its totals. */
export function AdminOrderDrawer({ uuid, onClose }: { uuid: string | null; onClose: () => void }) {
  const screens = Grid.useBreakpoint();
  const [isShipping, setShipping] = useState(false);
  const [isLogsOpen, setLogsOpen] = useState(false);
  const query = useAdminOrder(uuid);
  const order = query.data?.order;
  const hasApproval = Boolean(order?.order_approval_needed || order?.company_approved_at);
  const approvals = useAdminOrderApprovals(order?.uuid ?? null, hasApproval);
  const money = (value: number) => formatMoneyWithCode(value, order?.currency ?? DEFAULT_CURRENCY);

  let body: ReactNode;
  if (query.isLoading) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (!query.data || !order) {
    const isMissing = query.error instanceof ApiError && query.error.status === 404;
    body = (
      <Result
        status={isMissing ? '404' : 'warning'}
        title={isMissing ? 'This order does not exist' : 'The order could not be loaded'}
      />
    );
  } else {
    const lines = query.data.items.flatMap((group) => group.items);
    const story = storyOfOrder(query.data);
    body = (
      <>
        <CreditHoldAlert order={order} />
        {hasApproval ? <OrderApprovalLevels approvals={approvals.data} /> : null}
        <EntitlementExcess excess={order.entitlement_excess} currency={order.currency} />
        <Descriptions column={1} size="small" style={{ marginBottom: 12 }}>
          <Descriptions.Item label="Status">
            <StatusTag status={story.status} />
          </Descriptions.Item>
          <Descriptions.Item label="Placed">
            {formatDateTime(order.created_at)} by {order.user_name}
          </Descriptions.Item>
          <Descriptions.Item label="Company">{order.company_name}</Descriptions.Item>
          <Descriptions.Item label="Team">{order.team_name}</Descriptions.Item>
          <Descriptions.Item label="PO reference">{order.po_number ?? '—'}</Descriptions.Item>
          {order.quoted_from ? (
            <Descriptions.Item label="Quoted">
              <Flex vertical data-testid="order-quoted-from">
                <span>
                  From quotation {order.quoted_from.uid}
                  {order.quoted_from.version ? ` version ${order.quoted_from.version}` : ''}
                </span>
                {order.quoted_from.lines.map((line) => (
                  <Typography.Text key={line.title} type="secondary">
                    {line.title}: {line.qty} pcs at {money(line.unit_price)}
                  </Typography.Text>
                ))}
              </Flex>
            </Descriptions.Item>
          ) : null}
          {order.shipadd ? (
            <Descriptions.Item label="Ship to">{order.shipadd.summary}</Descriptions.Item>
          ) : null}
          {[...order.po_attachments, ...order.other_attachments].length > 0 ? (
            <Descriptions.Item label="Files">
              <FileLinks files={[...order.po_attachments, ...order.other_attachments]} />
            </Descriptions.Item>
          ) : null}
        </Descriptions>
        <Typography.Title level={5} style={{ marginBottom: 0 }}>
          Items
        </Typography.Title>
        {lines.map((item) => (
          <PricedLine
            key={item.uuid}
            title={<Typography.Text strong>{item.title}</Typography.Text>}
            {...pricedLineFigures(item)}
            details={
              <>
                <PrintButtons itemUuid={item.uuid} faces={item.print_faces ?? []} />
                <FinishingDate orderUuid={order.uuid} itemUuid={item.uuid} value={item.due_date} />
                <LineDate line={lineStoryOf(story, item.uuid)} showsEstimate={false} />
              </>
            }
          />
        ))}
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          Locations
        </Typography.Title>
        <OrderLocationsCard orderUuid={order.uuid} />
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          Shipments
        </Typography.Title>
        <Flex align="center" gap={8} wrap style={{ marginBottom: 8 }}>
          <ShipStatusTag status={story.ship_status} />
          <DeliveryOrderLinks links={order.delivery_orders} />
          {order.shipping_logs.length > 0 ? (
            <Button size="small" onClick={() => setLogsOpen(true)}>
              Shipping details
            </Button>
          ) : null}
          {SHIPPABLE.includes(order.order_status) &&
          !order.order_approval_needed &&
          [...remainingByLine(query.data).values()].some((left) => Object.keys(left).length > 0) ? (
            <Button size="small" type="primary" onClick={() => setShipping(true)}>
              New parcel
            </Button>
          ) : null}
        </Flex>
        {order.cancel_reason ? (
          <Typography.Paragraph type="danger">Cancelled: {order.cancel_reason}</Typography.Paragraph>
        ) : null}
        <ShippingDetailsModal
          open={isLogsOpen}
          logs={order.shipping_logs}
          onClose={() => setLogsOpen(false)}
        />
        {isShipping ? <ShipmentModal data={query.data} onClose={() => setShipping(false)} /> : null}
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          Product status per employee
        </Typography.Title>
        <EmployeeStatusPanel orderUuid={order.uuid} />
        <Descriptions
          column={1}
          size="small"
          style={{ marginTop: 12 }}
          styles={{ content: { justifyContent: 'flex-end', fontVariantNumeric: 'tabular-nums' } }}
        >
          <Descriptions.Item label="Subtotal">{money(order.subtotal)}</Descriptions.Item>
          <Descriptions.Item label="Shipping">
            {order.shipping_fee === 0 ? 'Free' : money(order.shipping_fee)}
          </Descriptions.Item>
          <Descriptions.Item label={order.discount_code ? `Discount (${order.discount_code})` : 'Discount'}>
            {money(-order.discount)}
          </Descriptions.Item>
          <Descriptions.Item label={`GST (${order.gst_rate}%)`}>{money(order.gst)}</Descriptions.Item>
          <Descriptions.Item label="Total">
            <Typography.Text strong>{money(order.total)}</Typography.Text>
          </Descriptions.Item>
        </Descriptions>
        <OrderProofs orderUuid={order.uuid} side="provider" variant="section" />
        <OrderConversation
          orderUuid={order.uuid}
          lines={lines.map(({ uuid, title }) => ({ uuid, title }))}
          variant="section"
        />
      </>
    );
  }

  return (
    <Drawer
      open={Boolean(uuid)}
      onClose={onClose}
      title={order ? `Order ${order.uid}` : 'Order'}
      size={screens.md ? 640 : '100%'}
      destroyOnHidden
    >
      {body}
    </Drawer>
  );
}
