import { PlusOutlined } from '@ant-design/icons';
import type { TaxRate } from '@livery/api-schemas/shipping';
import { Alert, App, Button, Card, Flex, Form, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { ResponsiveTable } from '../../../shared/components/responsive-table.tsx';
import { useFormSubmit } from '../../../shared/hooks/use-form-submit.ts';
import { useDeleteTaxRate } from '../api/delete-tax-rate.ts';
import { useTaxRates } from '../api/get-tax-rates.ts';
import { useSaveTaxRate } from '../api/save-tax-rate.ts';
import { CountrySelect } from '../components/country-select.tsx';
import { EditDeleteActions } from '../components/edit-delete-actions.tsx';

function TaxRateModal({ rate, onClose }: { rate?: TaxRate; onClose: () => void }) {
  const [form] = Form.useForm<{ country_code: string; rate_percent: number }>();
  const save = useSaveTaxRate();
  const { notification } = App.useApp();
  const { submit, error, isSaving } = useFormSubmit(form, async (values) => {
    const answer = await save.mutateAsync(values);
    notification.success({ message: answer.message, duration: 2 });
    onClose();
  });
  return (
    <Modal
      open
      title={rate ? `Tax rate for ${rate.country_name}` : 'New tax rate'}
      okText="Save"
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ loading: isSaving }}
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical" initialValues={rate ?? { rate_percent: 9 }}>
        <Form.Item
          label="Country"
          name="country_code"
          rules={[{ required: true, message: 'Country is required' }]}
        >
          <CountrySelect disabled={Boolean(rate)} />
        </Form.Item>
        <Form.Item
          label="GST (%)"
          name="rate_percent"
          rules={[{ required: true, message: 'Rate is required' }]}
        >
          <InputNumber min={0} max={100} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** /admin/tax-rates: the GST percent charged per shipping country (countries not listed are not taxed). */
export default function TaxRatesPage() {
  const rates = useTaxRates();
  const remove = useDeleteTaxRate();
  const [editing, setEditing] = useState<TaxRate | 'new' | null>(null);
  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Tax rates
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          New rate
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">
        The cart charges the rate of the shipping country; countries without a rate are not taxed.
      </Typography.Paragraph>
      <ResponsiveTable<TaxRate>
        rowKey="country_code"
        dataSource={rates.data ?? []}
        loading={rates.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: 'Country', dataIndex: 'country_name', card: 'title' },
          { title: 'Code', dataIndex: 'country_code' },
          { title: 'GST', dataIndex: 'rate_percent', align: 'right', render: (rate: number) => `${rate}%` },
          {
            title: '',
            key: 'actions',
            card: 'actions',
            render: (_, rate) => (
              <EditDeleteActions
                name={rate.country_name}
                onEdit={() => setEditing(rate)}
                onDelete={() => remove.mutateAsync(rate.country_code)}
              />
            ),
          },
        ]}
      />
      {editing ? (
        <TaxRateModal rate={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
    </Card>
  );
}
