import { type ShippingService, shippingServiceBody } from '@livery/api-schemas/shipping';
import { cents, DEFAULT_CURRENCY, formatMoneyWithCode } from '@livery/domain/money';
import { Col, Form, Input, InputNumber, Row, Switch, Tag } from 'antd';
import { MoneyInput } from '../../../shared/components/money-input.tsx';
import type { ResponsiveColumn } from '../../../shared/components/responsive-table.tsx';
import { SettingsRecordModal, SettingsTable } from '../../../shared/components/settings-table.tsx';
import { antdRulesFrom } from '../../../shared/forms/antd-rules-from.ts';
import { useDeleteShippingService } from '../api/delete-shipping-service.ts';
import { useShippingServices } from '../api/get-shipping-services.ts';
import { useSaveShippingService } from '../api/save-shipping-service.ts';
import { CountrySelect } from '../components/country-select.tsx';

const rulesFor = antdRulesFrom(shippingServiceBody);

interface Values {
  origin_country: string;
  destination_country: string;
  title: string;
  lead_time: string;
  fee_cents: number;
  position: number;
  is_active: boolean;
}

function ShippingServiceModal({ service, onClose }: { service?: ShippingService; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveShippingService();
  return (
    <SettingsRecordModal
      title={service ? 'Edit shipping service' : 'New shipping service'}
      form={form}
      initialValues={service ?? { origin_country: 'SG', fee_cents: 0, position: 0, is_active: true }}
      save={(values) =>
        save.mutateAsync({
          id: service?.id,
          body: {
            origin_country: values.origin_country,
            destination_country: values.destination_country,
            title: values.title,
            lead_time: values.lead_time,
            fee_cents: values.fee_cents,
            position: values.position ?? 0,
            is_active: values.is_active,
          },
        })
      }
      onClose={onClose}
      width={620}
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label="Ships from" name="origin_country" rules={rulesFor('origin_country')}>
            <CountrySelect />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Ships to" name="destination_country" rules={rulesFor('destination_country')}>
            <CountrySelect />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Service" name="title" rules={rulesFor('title')}>
            <Input placeholder="e.g. Road freight" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Lead time" name="lead_time" rules={rulesFor('lead_time')}>
            <Input placeholder="e.g. 5-7 business days" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label={`Fee (${DEFAULT_CURRENCY})`} name="fee_cents" rules={rulesFor('fee_cents')}>
            <MoneyInput min={0} max={100000} step={0.5} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item
            label="Order"
            name="position"
            tooltip="The first service of a route is the cart's default."
          >
            <InputNumber min={0} max={1000} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item label="Offered" name="is_active" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </SettingsRecordModal>
  );
}

/** /admin/shipping-services: how the provider ships from each origin to each destination. */
export default function ShippingServicesPage() {
  const services = useShippingServices();
  const remove = useDeleteShippingService();
  const columns: ResponsiveColumn<ShippingService>[] = [
    { title: 'From', dataIndex: 'origin_country_name' },
    { title: 'To', dataIndex: 'destination_country_name' },
    { title: 'Service', dataIndex: 'title', card: 'title' },
    { title: 'Lead time', dataIndex: 'lead_time' },
    {
      title: 'Fee',
      dataIndex: 'fee_cents',
      align: 'right',
      render: (fee: number) => (fee === 0 ? 'Free' : formatMoneyWithCode(cents(fee))),
      card: 'amount',
    },
    {
      title: 'Status',
      dataIndex: 'is_active',
      render: (isActive: boolean) => (isActive ? <Tag color="green">Offered</Tag> : <Tag>Off</Tag>),
      card: 'status',
    },
  ];
  return (
    <SettingsTable<ShippingService>
      title="Shipping services"
      newLabel="New service"
      intro="A cart groups its lines by where the goods ship from. Each group offers the services from that country to the buyer's shipping country; lines with none are shown as unavailable."
      rowKey="id"
      columns={columns}
      records={services.data}
      isLoading={services.isFetching}
      nameOf={(service) => `${service.title} ${service.origin_country} to ${service.destination_country}`}
      onDelete={(service) => remove.mutateAsync(service.id)}
      modal={(service, onClose) => <ShippingServiceModal service={service} onClose={onClose} />}
    />
  );
}
