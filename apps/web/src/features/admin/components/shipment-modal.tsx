import type { OrderResponse } from '@livery/api-schemas/orders';
import { remainingQuantities, type SizeQuantities } from '@livery/domain/shipment-rules';
import { Alert, App, DatePicker, Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useFormSubmit } from '../../../shared/hooks/use-form-submit.ts';
import { useAdminOrderLocations, useShipOrder } from '../api/admin-order-calls.ts';

interface ShipmentValues {
  track_no?: string;
  url_shipment?: string;
  estimated?: [Dayjs | null, Dayjs | null] | null;
  message?: string;
  packed_in?: string;
  /** An order location's id; '' for the order's own shipping address. */
  location_id: string;
  /** line uuid -> size -> pieces */
  qtys: Record<string, Record<string, number | null>>;
}

/** What each line has shipped in the parcels given. */
function shippedByLine(logs: OrderResponse['order']['shipping_logs']): Map<string, SizeQuantities> {
  const shipped = new Map<string, SizeQuantities>();
  for (const log of logs) {
    for (const parcel of log.log_items) {
      for (const item of parcel.package_items) {
        const sum = { ...(shipped.get(item.order_item_id) ?? {}) };
        for (const [size, qty] of Object.entries(item.sizes)) sum[size] = (sum[size] ?? 0) + qty;
        shipped.set(item.order_item_id, sum);
      }
    }
  }
  return shipped;
}

/** What is still to ship of each line: ordered minus every parcel's pieces. */
export function remainingByLine(data: OrderResponse): Map<string, SizeQuantities> {
  const shipped = shippedByLine(data.order.shipping_logs);
  const lines = data.items.flatMap((group) => group.items);
  return new Map(
    lines.map((line) => [line.uuid, remainingQuantities(line.qty_options, shipped.get(line.uuid) ?? {})]),
  );
}

/** A new parcel of the order: tracking, carrier link, estimated dates, message and pieces per line and size. */
export function ShipmentModal({ data, onClose }: { data: OrderResponse; onClose: () => void }) {
  const [form] = Form.useForm<ShipmentValues>();
  const ship = useShipOrder(data.order.uuid);
  const { notification } = App.useApp();
  const remaining = remainingByLine(data);
  const locations = useAdminOrderLocations(data.order.uuid).data?.locations ?? [];
  /** A location's pieces not yet sent to it, as the parcel's quantities (never beyond what is left overall). */
  const fillFor = (locationId: string) => {
    const location = locations.find((each) => each.id === locationId);
    if (!location) return;
    const sentThere = shippedByLine(
      data.order.shipping_logs.filter((log) => log.location?.id === locationId),
    );
    const qtys: ShipmentValues['qtys'] = {};
    for (const product of location.products) {
      const takes = Object.fromEntries(product.sizes.map((size) => [size.size, size.qty]));
      const left = remainingQuantities(takes, sentThere.get(product.item_id) ?? {});
      const overall = remaining.get(product.item_id) ?? {};
      qtys[product.item_id] = Object.fromEntries(
        Object.entries(left).map(([size, qty]) => [size, Math.min(qty, overall[size] ?? 0)]),
      );
    }
    form.setFieldsValue({ qtys });
  };
  const lines = data.items
    .flatMap((group) => group.items)
    .filter((line) => {
      const left = remaining.get(line.uuid) ?? {};
      return Object.keys(left).length > 0;
    });
  const { submit, error, isSaving } = useFormSubmit(form, async (values) => {
    const items = Object.entries(values.qtys ?? {})
      .map(([lineUuid, sizes]) => ({
        order_item_id: lineUuid,
        qtys: Object.fromEntries(Object.entries(sizes).filter(([, qty]) => (qty ?? 0) > 0)) as SizeQuantities,
      }))
      .filter((item) => Object.keys(item.qtys).length > 0);
    await ship.mutateAsync({
      track_no: values.track_no?.trim() || undefined,
      url_shipment: values.url_shipment?.trim() || undefined,
      estimated_min: values.estimated?.[0]?.format('YYYY-MM-DD'),
      estimated_max: values.estimated?.[1]?.format('YYYY-MM-DD'),
      message: values.message?.trim() || undefined,
      location_id: values.location_id || null,
      packages: [{ packed_in: values.packed_in?.trim() || undefined, items }],
    });
    notification.success({ message: 'Parcel shipped', description: 'The buyer is e-mailed the tracking.' });
    onClose();
  });

  return (
    <Modal
      open
      title={`New parcel for ${data.order.uid}`}
      okText="Ship parcel"
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ loading: isSaving }}
      width={640}
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical" initialValues={{ location_id: '' }}>
        {locations.length > 0 ? (
          <Form.Item
            label="Destination"
            name="location_id"
            extra="A location's parcel carries only its pieces; choosing one fills them in."
          >
            <Select
              onChange={(value: string) => {
                if (value) fillFor(value);
              }}
              options={[
                { value: '', label: "The order's shipping address" },
                ...locations.map((location) => ({
                  value: location.id,
                  label: `${location.name} — ${location.address.summary}`,
                })),
              ]}
            />
          </Form.Item>
        ) : null}
        <Form.Item label="Tracking number" name="track_no" rules={[{ max: 100 }]}>
          <Input />
        </Form.Item>
        <Form.Item
          label="Carrier link"
          name="url_shipment"
          rules={[{ type: 'url', message: 'The carrier link must start with http:// or https://' }]}
        >
          <Input placeholder="https://" />
        </Form.Item>
        <Form.Item label="Estimated delivery" name="estimated">
          <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Message" name="message" rules={[{ max: 1000 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item label="Packed in" name="packed_in" rules={[{ max: 100 }]}>
          <Input placeholder="Box 1" />
        </Form.Item>
        {lines.length === 0 ? (
          <Typography.Text type="secondary">Everything has shipped.</Typography.Text>
        ) : (
          lines.map((line) => (
            <fieldset
              key={line.uuid}
              style={{ border: '1px solid #eef1f5', borderRadius: 6, padding: 12, marginBottom: 8 }}
            >
              <legend style={{ fontWeight: 600, fontSize: 14, width: 'auto', padding: '0 4px' }}>
                {line.title}
              </legend>
              {Object.entries(remaining.get(line.uuid) ?? {}).map(([size, left]) => (
                <Form.Item
                  key={size}
                  label={`${size} (${left} left)`}
                  name={['qtys', line.uuid, size]}
                  style={{ display: 'inline-block', marginRight: 12, marginBottom: 4 }}
                >
                  <InputNumber min={0} max={left} precision={0} aria-label={`${line.title} ${size}`} />
                </Form.Item>
              ))}
            </fieldset>
          ))
        )}
      </Form>
    </Modal>
  );
}
