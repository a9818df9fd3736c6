import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Address } from '@livery/api-schemas/addresses';
import {
  type AddLocationBody,
  addLocationBody,
  type OrderLocationsResponse,
} from '@livery/api-schemas/orders';
import type { ShippingLog } from '@livery/api-schemas/shipments';
import { canChangeOrderLocations, groupEmployeesBy } from '@livery/domain/order-locations';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Segmented,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { useAddressList } from '../../../shared/api/get-addresses.ts';
import { AddressFormModal } from '../../../shared/components/address-form-modal.tsx';
import { LocationCard } from '../../../shared/components/location-card.tsx';
import { DeliveryOrderLinks } from '../../../shared/components/shipping-logs.tsx';
import { antdRulesFrom } from '../../../shared/forms/antd-rules-from.ts';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete.ts';
import { useAddLocation } from '../api/add-order-location.ts';
import { useOrderLocations } from '../api/get-order-locations.ts';
import type { LocationFilter } from '../api/orders-keys.ts';
import { useRemoveLocation } from '../api/remove-order-location.ts';

type Locations = OrderLocationsResponse;

const FILTERS: Array<{ value: LocationFilter; label: string }> = [
  { value: 'none', label: 'No grouping' },
  { value: 'department', label: 'By department' },
  { value: 'size', label: 'By size' },
];

function addressLine(address: Address): string {
  return [address.nickname, address.address, address.city, address.country_name].filter(Boolean).join(', ');
}

/** A location of a roster order may hold hundreds of people: the first few are listed, the rest on request. */
const PEOPLE_SHOWN = 12;

/** A new location's name and address as the API checks them; the address picker says what is missing. */
const locationRules = antdRulesFrom(addLocationBody, {
  required: { address_id: 'Please choose an address' },
});

function EmployeeGroups({ groups }: { groups: Locations['unassigned'][number]['employee_groups'] }) {
  const [isExpanded, setExpanded] = useState(false);
  const peopleCount = groups.reduce((sum, group) => sum + group.employee_products.length, 0);
  let shownBefore = 0;
  const shown = groups.map((group) => {
    const room = isExpanded ? group.employee_products.length : Math.max(0, PEOPLE_SHOWN - shownBefore);
    shownBefore += group.employee_products.length;
    return { ...group, employee_products: group.employee_products.slice(0, room) };
  });
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      {shown
        .filter((group) => group.employee_products.length > 0)
        .map((group) => (
          <div key={group.name ?? 'all'}>
            {group.name ? <Typography.Text type="secondary">{group.name}: </Typography.Text> : null}
            {group.employee_products.map((row) => (
              <Tag key={row.id} bordered={false} style={{ marginBottom: 4 }}>
                {row.name} ({row.staff_id}) · {row.size} × {row.qty}
              </Tag>
            ))}
          </div>
        ))}
      {peopleCount > PEOPLE_SHOWN ? (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setExpanded(!isExpanded)}>
          {isExpanded ? 'Show fewer people' : `Show all ${peopleCount} people`}
        </Button>
      ) : null}
    </Space>
  );
}

type Grouping = 'department' | 'size';

/**
 * "All of a department" / "all of a size": one tag per group of the people not placed yet; choosing a tag
 * ticks (or, when all are ticked, unticks) everyone in it on every line at once.
 */
function AssignInOneStep({
  unassigned,
  chosen,
  onChange,
}: {
  unassigned: Locations['unassigned'];
  chosen: Record<string, string[]> | undefined;
  onChange: (next: Record<string, string[]>) => void;
}) {
  const [grouping, setGrouping] = useState<Grouping>('department');
  const people = unassigned.flatMap((line) =>
    line.employee_groups.flatMap((group) =>
      group.employee_products.map((row) => ({ ...row, lineId: line.item_id })),
    ),
  );
  if (people.length === 0) return null;
  const isChosen = (row: (typeof people)[number]) => (chosen?.[row.lineId] ?? []).includes(row.id);
  const toggle = (rows: typeof people) => {
    const shouldAdd = !rows.every(isChosen);
    const next: Record<string, string[]> = { ...chosen };
    for (const row of rows) {
      const ids = new Set(next[row.lineId] ?? []);
      if (shouldAdd) ids.add(row.id);
      else ids.delete(row.id);
      next[row.lineId] = [...ids];
    }
    onChange(next);
  };
  return (
    <Card size="small" style={{ marginBottom: 12 }}>
      <Flex gap={8} align="center" wrap style={{ marginBottom: 8 }}>
        <Typography.Text strong>Assign in one step</Typography.Text>
        <Segmented<Grouping>
          size="small"
          value={grouping}
          onChange={setGrouping}
          options={[
            { value: 'department', label: 'By department' },
            { value: 'size', label: 'By size' },
          ]}
        />
      </Flex>
      <Flex gap={6} wrap>
        {groupEmployeesBy(people, grouping).map((group) => {
          const pieces = group.rows.reduce((sum, row) => sum + row.qty, 0);
          return (
            <Tag.CheckableTag
              key={group.name}
              checked={group.rows.every(isChosen)}
              onChange={() => toggle(group.rows)}
              style={{ border: '1px solid #d9d9d9', padding: '2px 8px' }}
            >
              All of {group.name} · {group.rows.length} {group.rows.length === 1 ? 'person' : 'people'},{' '}
              {pieces} pcs
            </Tag.CheckableTag>
          );
        })}
      </Flex>
    </Card>
  );
}

/** The parcels sent to one location: tracking and delivery order of each, or that none has left yet. */
function LocationParcels({ logs }: { logs: ShippingLog[] }) {
  if (logs.length === 0) {
    return <Typography.Text type="secondary">No parcel has left for this location yet.</Typography.Text>;
  }
  const pieces = logs.reduce(
    (sum, log) =>
      sum +
      log.log_items.reduce(
        (inParcel, item) => inParcel + item.package_items.reduce((all, line) => all + line.total_qtys, 0),
        0,
      ),
    0,
  );
  return (
    <Flex vertical gap={2} style={{ marginTop: 4 }}>
      <Typography.Text strong>
        {logs.length} {logs.length === 1 ? 'parcel' : 'parcels'}, {pieces} pcs shipped
      </Typography.Text>
      {logs.map((log) => (
        <Flex key={log.id} gap={8} align="center" wrap>
          <Typography.Text type="secondary">Parcel {log.number}</Typography.Text>
          {log.track_no ? (
            log.url_shipment ? (
              <a href={log.url_shipment} target="_blank" rel="noopener noreferrer">
                {log.track_no}
              </a>
            ) : (
              <Typography.Text>{log.track_no}</Typography.Text>
            )
          ) : null}
          <DeliveryOrderLinks
            links={[{ delivery_order_id: log.delivery_order_id, url: log.delivery_order_url }]}
          />
        </Flex>
      ))}
    </Flex>
  );
}

interface AddLocationForm {
  name: string;
  address_id: number;
  employees: Record<string, string[]>;
  quantities: Record<string, Record<string, number | null>>;
}

/** The 'Add Location' modal: a name, an address of the company's book, and what goes there. */
function AddLocationModal({
  orderUuid,
  locations,
  onClose,
}: {
  orderUuid: string;
  locations: Locations;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<AddLocationForm>();
  const addresses = useAddressList();
  const add = useAddLocation(orderUuid);
  const [error, setError] = useState<string[] | null>(null);
  const [isAddingAddress, setAddingAddress] = useState(false);
  const chosenEmployees = Form.useWatch('employees', form);
  // Employees already at a location are listed too, disabled, so the buyer sees where each went.
  const placedAt = new Map<
    string,
    { name: string; staffId: string; size: string; qty: number; location: string }
  >();
  const placedByLine = new Map<string, string[]>();
  for (const location of locations.locations) {
    for (const product of location.products) {
      for (const group of product.employee_groups) {
        for (const row of group.employee_products) {
          placedAt.set(row.id, {
            name: row.name,
            staffId: row.staff_id,
            size: row.size,
            qty: row.qty,
            location: location.name,
          });
          placedByLine.set(product.item_id, [...(placedByLine.get(product.item_id) ?? []), row.id]);
        }
      }
    }
  }

  const submit = async (values: AddLocationForm) => {
    setError(null);
    const items = locations.unassigned.flatMap((line): AddLocationBody['items'] => {
      if (line.has_employee_products) {
        const ids = values.employees?.[line.item_id] ?? [];
        return ids.length > 0 ? [{ item_id: line.item_id, employee_product_ids: ids }] : [];
      }
      const chosen = Object.fromEntries(
        Object.entries(values.quantities?.[line.item_id] ?? {}).filter(
          (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0,
        ),
      );
      return Object.keys(chosen).length > 0 ? [{ item_id: line.item_id, qty_options: chosen }] : [];
    });
    if (items.length === 0) {
      setError(['Choose at least one item']);
      return;
    }
    try {
      await add.mutateAsync({ name: values.name, address_id: values.address_id, items });
      void message.success('Added!');
      onClose();
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (failure.body?.errors?.full_messages ?? [failure.message])
          : ['Something went wrong!'],
      );
    }
  };

  return (
    <Modal
      open
      title="Add Location"
      okText="Add Location"
      onOk={() => form.submit()}
      confirmLoading={add.isPending}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark="optional">
        <Form.Item name="name" label="Name" rules={locationRules('name')}>
          <Input maxLength={100} placeholder="e.g. Sentosa Resort" />
        </Form.Item>
        <Form.Item label="Address" required>
          <Flex gap={8}>
            <Form.Item name="address_id" noStyle rules={locationRules('address_id')}>
              <Select
                showSearch
                optionFilterProp="label"
                loading={addresses.isPending}
                placeholder="Choose from your address book"
                aria-label="Address"
                style={{ flex: 1, minWidth: 0 }}
                options={(addresses.data ?? []).map((address) => ({
                  value: address.id,
                  label: addressLine(address),
                }))}
              />
            </Form.Item>
            <Button icon={<PlusOutlined />} onClick={() => setAddingAddress(true)}>
              New address
            </Button>
          </Flex>
        </Form.Item>
        <AssignInOneStep
          unassigned={locations.unassigned}
          chosen={chosenEmployees}
          onChange={(next) => form.setFieldValue('employees', next)}
        />
        {locations.unassigned.map((line) => (
          <Card key={line.item_id} size="small" title={line.title} style={{ marginBottom: 12 }}>
            {line.has_employee_products ? (
              <Form.Item name={['employees', line.item_id]} style={{ marginBottom: 0 }}>
                <Checkbox.Group style={{ display: 'grid', gap: 6 }}>
                  {line.employee_groups.flatMap((group) =>
                    group.employee_products.map((row) => (
                      <Checkbox key={row.id} value={row.id}>
                        {row.name} ({row.staff_id}) · {row.size} × {row.qty}
                      </Checkbox>
                    )),
                  )}
                  {(placedByLine.get(line.item_id) ?? []).map((id) => {
                    const row = placedAt.get(id)!;
                    return (
                      <Checkbox key={id} value={id} disabled>
                        {row.name} ({row.staffId}) · {row.size} × {row.qty} — at {row.location}
                      </Checkbox>
                    );
                  })}
                </Checkbox.Group>
              </Form.Item>
            ) : (
              <Flex gap={12} wrap>
                {line.lines.map((size) => (
                  <Form.Item
                    key={size.size}
                    name={['quantities', line.item_id, size.size]}
                    label={`${size.size} (${size.unfinished_qty} left)`}
                    style={{ marginBottom: 0 }}
                  >
                    <InputNumber
                      min={0}
                      max={size.unfinished_qty}
                      precision={0}
                      disabled={size.is_assigned_location}
                      style={{ width: 110 }}
                    />
                  </Form.Item>
                ))}
              </Flex>
            )}
          </Card>
        ))}
        {error ? (
          <Alert type="error" showIcon message={error[0]} description={error.slice(1).join(' ')} />
        ) : null}
      </Form>
      {isAddingAddress ? (
        <AddressFormModal
          onClose={() => setAddingAddress(false)}
          onSaved={(saved) => form.setFieldsValue({ address_id: saved.id })}
        />
      ) : null}
    </Modal>
  );
}

/**
 * The order page's Multilocation panel (spec 03 sections 2.3, 4, 5): the order's locations with what each
 * takes, what is left to assign per line and size, an 'Add Location' modal and removal after 'Are you sure?'.
 */
export function MultilocationPanel({
  orderUuid,
  orderStatus,
  shippingLogs = [],
}: {
  orderUuid: string;
  orderStatus: string;
  /** The order's parcels: each location lists those sent to it. */
  shippingLogs?: ShippingLog[];
}) {
  const { message } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const [filter, setFilter] = useState<LocationFilter>('none');
  const [isAdding, setAdding] = useState(false);
  const locations = useOrderLocations(orderUuid, filter);
  const remove = useRemoveLocation(orderUuid);
  const canChange = canChangeOrderLocations(orderStatus) && (locations.data?.can_change_locations ?? true);
  // Lines with pieces no location takes yet; once every piece has a place the card of the rest is not shown.
  const stillUnassigned = (locations.data?.unassigned ?? []).filter((line) =>
    line.lines.some((size) => size.unfinished_qty > 0),
  );
  const hasLeftToAssign = stillUnassigned.length > 0;

  const removeLocation = (id: string) =>
    confirmDelete(async () => {
      await remove.mutateAsync(id);
      void message.success('Deleted!');
    });

  return (
    <Card
      id="multilocation"
      title="Multilocation"
      style={{ scrollMarginTop: 80 }}
      loading={locations.isPending}
    >
      <Flex gap={8} wrap justify="flex-end" style={{ marginBottom: 12 }}>
        <Select<LocationFilter>
          value={filter}
          onChange={setFilter}
          options={FILTERS}
          aria-label="Group employees"
          style={{ width: 150 }}
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={!canChange || !hasLeftToAssign}
          onClick={() => setAdding(true)}
        >
          Add Location
        </Button>
      </Flex>
      {!canChange ? (
        <Typography.Paragraph type="secondary">
          Locations can only be changed before the order ships.
        </Typography.Paragraph>
      ) : null}
      {locations.data && locations.data.locations.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="The whole order ships to its shipping address."
        />
      ) : null}
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        {(locations.data?.locations ?? []).map((location) => (
          <LocationCard
            key={location.id}
            name={location.name}
            extra={
              canChange && !shippingLogs.some((log) => log.location?.id === location.id) ? (
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Remove ${location.name}`}
                  onClick={() => removeLocation(location.id)}
                >
                  Remove
                </Button>
              ) : null
            }
          >
            <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
              {addressLine(location.address)}
            </Typography.Paragraph>
            {location.products.map((product) => (
              <div key={product.item_id} style={{ marginBottom: 8 }}>
                <Typography.Text strong>{product.title}</Typography.Text>{' '}
                <Typography.Text type="secondary">
                  {product.sizes.map((size) => `${size.size}: ${size.qty}`).join(', ')} ({product.total_qty}{' '}
                  pcs)
                </Typography.Text>
                <EmployeeGroups groups={product.employee_groups} />
              </div>
            ))}
            <LocationParcels logs={shippingLogs.filter((log) => log.location?.id === location.id)} />
          </LocationCard>
        ))}
        {locations.data && locations.data.locations.length > 0 && stillUnassigned.length > 0 ? (
          <Card size="small" title="Not assigned to a location">
            {stillUnassigned.map((line) => (
              <div key={line.item_id} style={{ marginBottom: 8 }}>
                <Typography.Text strong>{line.title}</Typography.Text>{' '}
                <Typography.Text type="secondary">
                  {line.lines
                    .map((size) => `${size.size}: ${size.unfinished_qty} of ${size.qty} left`)
                    .join(', ')}
                </Typography.Text>
                <EmployeeGroups groups={line.employee_groups} />
              </div>
            ))}
          </Card>
        ) : null}
      </Space>
      {isAdding && locations.data ? (
        <AddLocationModal orderUuid={orderUuid} locations={locations.data} onClose={() => setAdding(false)} />
      ) : null}
    </Card>
  );
}
