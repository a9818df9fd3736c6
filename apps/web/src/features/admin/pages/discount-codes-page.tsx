import { type DiscountCode, discountCodeBody } from '@livery/api-schemas/discounts';
import { describeDiscount } from '@livery/domain/discount-codes';
import { DEFAULT_CURRENCY } from '@livery/domain/money';
import { Col, DatePicker, Form, Input, InputNumber, Row, Select, Switch, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { MoneyInput } from '../../../shared/components/money-input.tsx';
import type { ResponsiveColumn } from '../../../shared/components/responsive-table.tsx';
import { SettingsRecordModal, SettingsTable } from '../../../shared/components/settings-table.tsx';
import { formatDate } from '../../../shared/format/date.ts';
import { antdRulesFrom } from '../../../shared/forms/antd-rules-from.ts';
import { useDeleteDiscountCode } from '../api/delete-discount-code.ts';
import { useDiscountCodes } from '../api/get-discount-codes.ts';
import { useSaveDiscountCode } from '../api/save-discount-code.ts';

/** The form holds the code's value as a percent or as an amount in cents, by kind; the API's `value` checks both. */
const rulesFor = antdRulesFrom(
  {
    shape: {
      code: discountCodeBody.shape.code,
      percent: discountCodeBody.shape.value,
      amount: discountCodeBody.shape.value,
    },
  },
  // The box is labelled Percent or Amount: an empty one is called by its label, not the API's `value`.
  { required: { percent: 'Percent is required', amount: 'Amount is required' } },
);

interface Values {
  code: string;
  kind: 'percentage' | 'fixed';
  /** A percentage code's whole percent. */
  percent?: number;
  /** A fixed code's amount in cents. */
  amount?: number;
  validity?: [Dayjs | null, Dayjs | null] | null;
  usage_limit?: number | null;
  is_active: boolean;
}

function DiscountCodeModal({ code, onClose }: { code?: DiscountCode; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? code?.kind ?? 'percentage';
  const save = useSaveDiscountCode();
  return (
    <SettingsRecordModal
      title={code ? `Edit ${code.code}` : 'New discount code'}
      form={form}
      initialValues={
        code
          ? {
              ...code,
              [code.kind === 'fixed' ? 'amount' : 'percent']: code.value,
              validity: [
                code.valid_from_day ? dayjs(code.valid_from_day) : null,
                code.valid_until_day ? dayjs(code.valid_until_day) : null,
              ],
            }
          : { kind: 'percentage', is_active: true }
      }
      save={(values) => {
        const [from, until] = values.validity ?? [null, null];
        return save.mutateAsync({
          id: code?.id,
          body: {
            code: values.code.trim().toUpperCase(),
            kind: values.kind,
            value: (values.kind === 'fixed' ? values.amount : values.percent) ?? 0,
            // Days, read by the server as the provider's: valid through 30 Nov is until 23:59 on 30 Nov there.
            valid_from: from ? from.format('YYYY-MM-DD') : null,
            valid_until: until ? until.format('YYYY-MM-DD') : null,
            usage_limit: values.usage_limit ?? null,
            is_active: values.is_active,
          },
        });
      }}
      onClose={onClose}
      width={620}
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Code"
            name="code"
            normalize={(value: string) => value?.toUpperCase()}
            rules={rulesFor('code')}
          >
            <Input maxLength={30} placeholder="e.g. WELCOME10" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item label="Type" name="kind">
            <Select
              options={[
                { value: 'percentage', label: 'Percentage' },
                { value: 'fixed', label: 'Fixed amount' },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item
            label={kind === 'fixed' ? `Amount (${DEFAULT_CURRENCY})` : 'Percent'}
            name={kind === 'fixed' ? 'amount' : 'percent'}
            rules={rulesFor(kind === 'fixed' ? 'amount' : 'percent')}
          >
            {kind === 'fixed' ? (
              <MoneyInput min={0.01} max={100000} style={{ width: '100%' }} />
            ) : (
              <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
            )}
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Valid from - until" name="validity">
            <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item label="Usage limit" name="usage_limit" tooltip="Empty means unlimited">
            <InputNumber min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item label="Active" name="is_active" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </SettingsRecordModal>
  );
}

/** /admin/discount-codes: codes buyers type in the cart, with their validity, limit and uses so far. */
export default function DiscountCodesPage() {
  const codes = useDiscountCodes();
  const remove = useDeleteDiscountCode();
  const columns: ResponsiveColumn<DiscountCode>[] = [
    {
      title: 'Code',
      dataIndex: 'code',
      render: (code: string) => <Typography.Text strong>{code}</Typography.Text>,
      card: 'title',
    },
    { title: 'Discount', key: 'value', render: (_, code) => describeDiscount(code.kind, code.value) },
    {
      title: 'Valid',
      key: 'validity',
      render: (_, code) =>
        code.valid_from_day || code.valid_until_day
          ? `${code.valid_from_day ? formatDate(code.valid_from_day) : '…'} – ${code.valid_until_day ? formatDate(code.valid_until_day) : '…'}`
          : 'Always',
    },
    {
      title: 'Used',
      key: 'used',
      align: 'right',
      render: (_, code) => (code.usage_limit ? `${code.used_count} / ${code.usage_limit}` : code.used_count),
    },
    {
      title: 'Status',
      key: 'status',
      card: 'status',
      render: (_, code) =>
        code.status_message ? (
          <Tag color="default" title={code.status_message}>
            {!code.is_active
              ? 'Inactive'
              : code.status_message.includes('expired')
                ? 'Expired'
                : code.status_message.includes('limit')
                  ? 'Used up'
                  : 'Scheduled'}
          </Tag>
        ) : (
          <Tag color="green">Usable</Tag>
        ),
    },
  ];
  return (
    <SettingsTable<DiscountCode>
      title="Discount codes"
      newLabel="New code"
      rowKey="id"
      columns={columns}
      records={codes.data}
      isLoading={codes.isFetching}
      nameOf={(code) => code.code}
      onDelete={(code) => remove.mutateAsync(code.id)}
      modal={(code, onClose) => <DiscountCodeModal code={code} onClose={onClose} />}
    />
  );
}
