import { EnvironmentOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { ShippingLog } from '@livery/api-schemas/shipments';
import { SHIP_STATUS_LABELS, type ShipStatus } from '@livery/domain/shipment-rules';
import { App, Button, Descriptions, Flex, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '../api/client.ts';
import { downloadApiFile } from '../api/download-file.ts';
import { formatDate, formatDateTime } from '../format/date.ts';

/** A parcel's delivery order as orders carry it: its number and the API path of its PDF. */
export interface DeliveryOrderLink {
  delivery_order_id: string;
  url: string;
  /** The order location the parcel went to; null or absent for the order's own address. */
  location_name?: string | null;
}

/** The words for a parcel without a location of its own. */
export const ORDER_ADDRESS_LABEL = "Order's address";

/** GET a parcel's delivery order (customer or console path), with the session headers. */
function downloadDeliveryOrder(link: DeliveryOrderLink): Promise<void> {
  return downloadApiFile(link.url.replace(/^\/api\//, ''), { fallbackName: `${link.delivery_order_id}.pdf` });
}

/** The status tags' preset colours (as StatusTag's): the theme's status colours fail contrast on a tag. */
const SHIP_STATUS_COLOURS: Record<ShipStatus, string> = {
  not_shipped: 'default',
  partially_shipped: 'blue',
  shipped: 'green',
};

export function ShipStatusTag({ status }: { status: ShipStatus }) {
  return (
    <Tag color={SHIP_STATUS_COLOURS[status]} bordered={false}>
      {SHIP_STATUS_LABELS[status]}
    </Tag>
  );
}

/** One link per parcel to its delivery-order PDF (fetched with the session headers). */
export function DeliveryOrderLinks({ links }: { links: DeliveryOrderLink[] }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (link: DeliveryOrderLink) => {
    setBusy(link.delivery_order_id);
    try {
      await downloadDeliveryOrder(link);
    } catch (error) {
      void message.error(
        error instanceof ApiError ? error.message : 'The delivery order could not be downloaded',
      );
    } finally {
      setBusy(null);
    }
  };
  const button = (link: DeliveryOrderLink) => (
    <Button
      key={link.delivery_order_id}
      type="link"
      size="small"
      style={{ padding: 0 }}
      icon={<FilePdfOutlined />}
      loading={busy === link.delivery_order_id}
      onClick={() => void download(link)}
    >
      {link.delivery_order_id}
    </Button>
  );
  // An order split over locations lists its parcels under each destination, in the order they first shipped.
  if (!links.some((link) => link.location_name)) {
    return (
      <Flex vertical align="flex-start">
        {links.map(button)}
      </Flex>
    );
  }
  const byDestination = new Map<string, DeliveryOrderLink[]>();
  for (const link of links) {
    const key = link.location_name ?? ORDER_ADDRESS_LABEL;
    byDestination.set(key, [...(byDestination.get(key) ?? []), link]);
  }
  return (
    <Flex vertical align="flex-start" gap={2}>
      {[...byDestination].map(([destination, parcels]) => (
        <div key={destination}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <EnvironmentOutlined /> {destination}
          </Typography.Text>
          <Flex vertical align="flex-start">
            {parcels.map(button)}
          </Flex>
        </div>
      ))}
    </Flex>
  );
}

function estimate(log: ShippingLog): string {
  if (log.estimated_min && log.estimated_max && log.estimated_min !== log.estimated_max) {
    return `${formatDate(log.estimated_min)} – ${formatDate(log.estimated_max)}`;
  }
  const only = log.estimated_min ?? log.estimated_max;
  return only ? formatDate(only) : 'N/A';
}

/** The shipping-details modal: every parcel's tracking, estimated dates, message and packages per size. */
export function ShippingDetailsModal({
  open,
  logs,
  onClose,
}: {
  open: boolean;
  logs: ShippingLog[];
  onClose: () => void;
}) {
  return (
    <Modal open={open} title="Shipping details" footer={null} onCancel={onClose} width={640}>
      {logs.length === 0 ? (
        <Typography.Text type="secondary">Nothing has shipped yet.</Typography.Text>
      ) : (
        logs.map((log) => (
          <section
            key={log.id}
            style={{ borderBottom: '1px solid #eef1f5', paddingBottom: 12, marginBottom: 12 }}
          >
            <Flex justify="space-between" align="baseline" wrap gap={8}>
              <Typography.Title level={5} style={{ margin: 0 }}>
                Parcel {log.number}
              </Typography.Title>
              <Typography.Text type="secondary">{formatDateTime(log.created_at)}</Typography.Text>
            </Flex>
            <Descriptions column={1} size="small" style={{ marginTop: 8 }}>
              <Descriptions.Item label="Destination">
                {log.location ? `${log.location.name}: ${log.location.address_summary}` : ORDER_ADDRESS_LABEL}
              </Descriptions.Item>
              <Descriptions.Item label="Tracking number">
                {log.url_shipment ? (
                  <a href={log.url_shipment} target="_blank" rel="noopener noreferrer">
                    {log.track_no ?? 'Track parcel'}
                  </a>
                ) : (
                  (log.track_no ?? '—')
                )}
              </Descriptions.Item>
              <Descriptions.Item label="Estimated delivery">{estimate(log)}</Descriptions.Item>
              {log.message ? <Descriptions.Item label="Message">{log.message}</Descriptions.Item> : null}
              <Descriptions.Item label="Delivery order">
                <DeliveryOrderLinks
                  links={[{ delivery_order_id: log.delivery_order_id, url: log.delivery_order_url }]}
                />
              </Descriptions.Item>
            </Descriptions>
            {log.log_items.map((parcel) => (
              <div key={parcel.packed_in ?? ''} style={{ marginTop: 4 }}>
                {parcel.packed_in ? <Typography.Text strong>{parcel.packed_in}</Typography.Text> : null}
                <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                  {parcel.package_items.map((item) => (
                    <li key={item.order_item_id}>
                      {item.title}: {item.shipped_qtys} ({item.total_qtys} of {item.item_total_qtys})
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ))
      )}
    </Modal>
  );
}
