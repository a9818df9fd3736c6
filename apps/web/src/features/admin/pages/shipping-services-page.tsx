import { PlusOutlined } from '@ant-design/icons';
import type { ShippingService } from '@livery/api-schemas/shipping';
import { cents, DEFAULT_CURRENCY, formatMoneyWithCode } from '@livery/domain/money';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Switch,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { MoneyInput } from '../../../shared/components/money-input.tsx';
import { type ResponsiveColumn, ResponsiveTable } from '../../../shared/components/responsive-table.tsx';
import { useFormSubmit } from '../../../shared/hooks/use-form-submit.ts';
import { useDeleteShippingService } from '../api/delete-shipping-service.ts';
import { useShippingServices } from '../api/get-shipping-services.ts';
import { useSaveShippingService } from '../api/save-shipping-service.ts';
import { CountrySelect } from '../components/country-select.tsx';
import { EditDeleteActions } from '../components/edit-delete-actions.tsx';

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
  const { notification } = App.useApp();
  const { submit, error, isSaving } = useFormSubmit(form, async (values) => {
    const answer = await save.mutateAsync({
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
    });
    notification.success({ message: answer.message, duration: 2 });
    onClose();
  });
  return (
    <Modal
      open
      title={service ? 'Edit shipping service' : 'New shipping service'}
      okText="Save"
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ loading: isSaving }}
      width={620}
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Form
        form={form}
        layout="vertical"
        initialValues={
          service ? service : { origin_country: 'SG', fee_cents: 0, position: 0, is_active: true }
        }
      >
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item
              label="Ships from"
              name="origin_country"
              rules={[{ required: true, message: 'Origin country is required' }]}
            >
              <CountrySelect />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label="Ships to"
              name="destination_country"
              rules={[{ required: true, message: 'Destination country is required' }]}
            >
              <CountrySelect />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label="Service"
              name="title"
              rules={[{ required: true, whitespace: true, message: 'Title is required' }]}
            >
              <Input placeholder="e.g. Road freight" maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label="Lead time"
              name="lead_time"
              rules={[{ required: true, whitespace: true, message: 'Lead time is required' }]}
            >
              <Input placeholder="e.g. 5-7 business days" maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item
              label={`Fee (${DEFAULT_CURRENCY})`}
              name="fee_cents"
              rules={[{ required: true, message: 'Fee is required' }]}
            >
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
      </Form>
    </Modal>
  );
}

/** /admin/shipping-services: how the provider ships from each origin to each destination. */
export default function ShippingServicesPage() {
  const services = useShippingServices();
  const remove = useDeleteShippingService();
  const [editing, setEditing] = useState<ShippingService | 'new' | null>(null);

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
    {
      title: '',
      key: 'actions',
      card: 'actions',
      render: (_, service) => (
        <EditDeleteActions
          name={`${service.title} ${service.origin_country} to ${service.destination_country}`}
          onEdit={() => setEditing(service)}
          onDelete={() => remove.mutateAsync(service.id)}
        />
      ),
    },
  ];

  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Shipping services
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          New service
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">
        A cart groups its lines by where the goods ship from. Each group offers the services from that country
        to the buyer's shipping country; lines with none are shown as unavailable.
      </Typography.Paragraph>
      <ResponsiveTable<ShippingService>
        rowKey="id"
        columns={columns}
        dataSource={services.data ?? []}
        loading={services.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
      />
      {editing ? (
        <ShippingServiceModal
          service={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}
