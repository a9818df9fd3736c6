import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { DEFAULT_CURRENCY, formatMoneyWithCode } from '@livery/domain/money';
import { App, Button, Descriptions, Drawer, Flex, Grid, Result, Skeleton, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { PricedLine } from '../../../shared/components/priced-line.tsx';
import { StatusTag } from '../../../shared/components/status-tag.tsx';
import { formatDateTime } from '../../../shared/format/date.ts';
import { downloadPrintFile, useAdminOrder } from '../api/admin-order-calls.ts';

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
  const query = useAdminOrder(uuid);
  const order = query.data?.order;
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
    body = (
      <>
        <Descriptions column={1} size="small" style={{ marginBottom: 12 }}>
          <Descriptions.Item label="Status">
            <StatusTag status={order.order_status} />
          </Descriptions.Item>
          <Descriptions.Item label="Placed">
            {formatDateTime(order.created_at)} by {order.user_name}
          </Descriptions.Item>
          <Descriptions.Item label="Company">{order.company_name}</Descriptions.Item>
          <Descriptions.Item label="Team">{order.team_name}</Descriptions.Item>
          <Descriptions.Item label="PO reference">{order.po_number ?? '—'}</Descriptions.Item>
          {order.shipadd ? (
            <Descriptions.Item label="Ship to">{order.shipadd.summary}</Descriptions.Item>
          ) : null}
          {[...order.po_attachments, ...order.other_attachments].length > 0 ? (
            <Descriptions.Item label="Files">
              <Flex vertical>
                {[...order.po_attachments, ...order.other_attachments].map((file) => (
                  <a key={file.id} href={file.url}>
                    <PaperClipOutlined /> {file.name}
                  </a>
                ))}
              </Flex>
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
            thumbnail={item.thumb_front}
            colour={item.apparel_color}
            quantities={item.qtys}
            totalQuantity={item.total_qty}
            unitPrice={item.unit_price}
            surcharge={item.surcharge}
            amount={item.amount}
            currency={item.currency}
            details={<PrintButtons itemUuid={item.uuid} faces={item.print_faces ?? []} />}
          />
        ))}
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
