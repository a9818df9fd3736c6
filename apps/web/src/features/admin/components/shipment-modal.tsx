import type { OrderResponse } from '@livery/api-schemas/orders';
import { createShipmentBody } from '@livery/api-schemas/shipments';
import type { SizeQuantities } from '@livery/domain/shipment-rules';
import { App, DatePicker, Form, Input, InputNumber, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { FormModal } from '../../../shared/components/form-modal.tsx';
import { antdRulesFrom } from '../../../shared/forms/antd-rules-from.ts';
import { useAdminOrderLocations } from '../api/get-admin-order-locations.ts';
import { useShipOrder } from '../api/ship-order.ts';
import { roomByLine } from './parcel-room.ts';

/** The parcel's texts are checked as the API checks them; the one package's `packed_in` sits beside them. */
const rulesFor = antdRulesFrom({
  shape: {
    ...createShipmentBody.shape,
    packed_in: createShipmentBody.shape.packages.element.shape.packed_in,
  },
});

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

/** A new parcel of the order: tracking, carrier link, estimated dates, message and pieces per line and size. */
export function ShipmentModal({ data, onClose }: { data: OrderResponse; onClose: () => void }) {
  const [form] = Form.useForm<ShipmentValues>();
  const shipOrder = useShipOrder(data.order.uuid);
  const { notification } = App.useApp();
  const locations = useAdminOrderLocations(data.order.uuid).data?.locations ?? [];
  const locationId = Form.useWatch('location_id', form) ?? '';
  const room = roomByLine(data, locations, locationId);
  /** Choosing a destination fills in everything it may still take (the order's address: nothing). */
  const chooseDestination = (chosen: string) => {
    const qtys: ShipmentValues['qtys'] = {};
    if (chosen)
      for (const [lineUuid, sizes] of roomByLine(data, locations, chosen)) qtys[lineUuid] = { ...sizes };
    form.setFieldValue('qtys', qtys);
  };
  const lines = data.items
    .flatMap((group) => group.items)
    .filter((line) => Object.keys(room.get(line.uuid) ?? {}).length > 0);
  const ship = async (values: ShipmentValues) => {
    const items = Object.entries(values.qtys ?? {})
      .map(([lineUuid, sizes]) => ({
        order_item_id: lineUuid,
        qtys: Object.fromEntries(Object.entries(sizes).filter(([, qty]) => (qty ?? 0) > 0)) as SizeQuantities,
      }))
      .filter((item) => Object.keys(item.qtys).length > 0);
    await shipOrder.mutateAsync({
      track_no: values.track_no?.trim() || undefined,
      url_shipment: values.url_shipment?.trim() || undefined,
      estimated_min: values.estimated?.[0]?.format('YYYY-MM-DD'),
      estimated_max: values.estimated?.[1]?.format('YYYY-MM-DD'),
      message: values.message?.trim() || undefined,
      location_id: values.location_id || null,
      packages: [{ packed_in: values.packed_in?.trim() || undefined, items }],
    });
    notification.success({ message: 'Parcel shipped', description: 'The buyer is e-mailed the tracking.' });
  };

  return (
    <FormModal<ShipmentValues>
      title={`New parcel for ${data.order.uid}`}
      okText="Ship parcel"
      form={form}
      initialValues={{ location_id: '' }}
      onSubmit={ship}
      onClose={onClose}
      width={640}
    >
      {locations.length > 0 ? (
        <Form.Item
          label="Destination"
          name="location_id"
          extra="A location's parcel carries only its pieces; choosing one fills them in."
        >
          <Select
            onChange={chooseDestination}
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
      <Form.Item label="Tracking number" name="track_no" rules={rulesFor('track_no')}>
        <Input />
      </Form.Item>
      <Form.Item label="Carrier link" name="url_shipment" rules={rulesFor('url_shipment')}>
        <Input placeholder="https://" />
      </Form.Item>
      <Form.Item label="Estimated delivery" name="estimated">
        <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="Message" name="message" rules={rulesFor('message')}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item label="Packed in" name="packed_in" rules={rulesFor('packed_in')}>
        <Input placeholder="Box 1" />
      </Form.Item>
      {lines.length === 0 ? (
        <Typography.Text type="secondary">
          {locationId ? 'Everything for this location has shipped.' : 'Everything has shipped.'}
        </Typography.Text>
      ) : (
        lines.map((line) => (
          <fieldset
            key={line.uuid}
            style={{ border: '1px solid #eef1f5', borderRadius: 6, padding: 12, marginBottom: 8 }}
          >
            <legend style={{ fontWeight: 600, fontSize: 14, width: 'auto', padding: '0 4px' }}>
              {line.title}
            </legend>
            {Object.entries(room.get(line.uuid) ?? {}).map(([size, left]) => (
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
    </FormModal>
  );
}
