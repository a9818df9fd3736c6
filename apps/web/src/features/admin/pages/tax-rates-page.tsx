import { type TaxRate, taxRateBody } from '@livery/api-schemas/shipping';
import { Form, InputNumber } from 'antd';
import { SettingsRecordModal, SettingsTable } from '../../../shared/components/settings-table.tsx';
import { antdRulesFrom } from '../../../shared/forms/antd-rules-from.ts';
import { useDeleteTaxRate } from '../api/delete-tax-rate.ts';
import { useTaxRates } from '../api/get-tax-rates.ts';
import { useSaveTaxRate } from '../api/save-tax-rate.ts';
import { CountrySelect } from '../components/country-select.tsx';

const rulesFor = antdRulesFrom(taxRateBody);

function TaxRateModal({ rate, onClose }: { rate?: TaxRate; onClose: () => void }) {
  const [form] = Form.useForm<{ country_code: string; rate_percent: number }>();
  const save = useSaveTaxRate();
  return (
    <SettingsRecordModal
      title={rate ? `Tax rate for ${rate.country_name}` : 'New tax rate'}
      form={form}
      initialValues={rate ?? { rate_percent: 9 }}
      save={(values) => save.mutateAsync(values)}
      onClose={onClose}
    >
      <Form.Item label="Country" name="country_code" rules={rulesFor('country_code')}>
        <CountrySelect disabled={Boolean(rate)} />
      </Form.Item>
      <Form.Item label="GST (%)" name="rate_percent" rules={rulesFor('rate_percent')}>
        <InputNumber min={0} max={100} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </SettingsRecordModal>
  );
}

/** /admin/tax-rates: the GST percent charged per shipping country (countries not listed are not taxed). */
export default function TaxRatesPage() {
  const rates = useTaxRates();
  const remove = useDeleteTaxRate();
  return (
    <SettingsTable<TaxRate>
      title="Tax rates"
      newLabel="New rate"
      intro="The cart charges the rate of the shipping country; countries without a rate are not taxed."
      rowKey="country_code"
      records={rates.data}
      isLoading={rates.isFetching}
      pagination={false}
      columns={[
        { title: 'Country', dataIndex: 'country_name', card: 'title' },
        { title: 'Code', dataIndex: 'country_code' },
        { title: 'GST', dataIndex: 'rate_percent', align: 'right', render: (rate: number) => `${rate}%` },
      ]}
      nameOf={(rate) => rate.country_name}
      onDelete={(rate) => remove.mutateAsync(rate.country_code)}
      modal={(rate, onClose) => <TaxRateModal rate={rate} onClose={onClose} />}
    />
  );
}
