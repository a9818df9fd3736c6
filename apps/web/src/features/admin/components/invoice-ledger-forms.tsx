import type { InvoiceDetail } from '@livery/api-schemas/invoices';
import { formatMoneyWithCode } from '@livery/domain/money';
import { Alert, App, Button, DatePicker, Form, Input, InputNumber, Space, Tabs } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useFormSubmit } from '../../../shared/hooks/use-form-submit.ts';
import { useLedgerChange } from '../api/admin-invoice-calls.ts';

/** Whole cents of an amount typed in currency units (two decimals at most). */
const toCents = (amount: number) => Math.round(amount * 100);

function PaymentForm({ invoice }: { invoice: InvoiceDetail }) {
  const [form] = Form.useForm<{ amount: number; received_on: Dayjs; method?: string; reference?: string }>();
  const change = useLedgerChange();
  const { message } = App.useApp();
  const { submit, error, isSaving, onFinishFailed } = useFormSubmit(form, async (values) => {
    await change.mutateAsync({
      kind: 'payment',
      id: invoice.id,
      body: {
        amount: toCents(values.amount),
        received_on: values.received_on.format('YYYY-MM-DD'),
        method: values.method || undefined,
        reference: values.reference || undefined,
      },
    });
    form.resetFields();
    message.success('Payment recorded');
  });
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      onFinishFailed={onFinishFailed}
      initialValues={{ received_on: dayjs(), method: 'Bank transfer' }}
      aria-label="Record payment"
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Form.Item
        name="amount"
        label={`Amount (${invoice.currency})`}
        extra={`Balance ${formatMoneyWithCode(invoice.balance, invoice.currency)}`}
        rules={[{ required: true, message: 'Enter the amount received' }]}
      >
        <InputNumber min={0.01} step={0.01} precision={2} style={{ width: '100%' }} aria-label="Amount" />
      </Form.Item>
      <Form.Item
        name="received_on"
        label="Received on"
        rules={[{ required: true, message: 'Enter the date' }]}
      >
        <DatePicker style={{ width: '100%' }} aria-label="Received on" />
      </Form.Item>
      <Form.Item name="method" label="Method">
        <Input maxLength={100} aria-label="Method" />
      </Form.Item>
      <Form.Item name="reference" label="Reference">
        <Input maxLength={200} aria-label="Reference" placeholder="Bank reference, cheque number…" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isSaving}>
        Record payment
      </Button>
    </Form>
  );
}

function CreditNoteForm({ invoice }: { invoice: InvoiceDetail }) {
  const [form] = Form.useForm<{ amount: number; reason: string }>();
  const change = useLedgerChange();
  const { message } = App.useApp();
  const { submit, error, isSaving, onFinishFailed } = useFormSubmit(form, async (values) => {
    await change.mutateAsync({
      kind: 'credit-note',
      id: invoice.id,
      body: { amount: toCents(values.amount), reason: values.reason },
    });
    form.resetFields();
    message.success('Credit note recorded');
  });
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      onFinishFailed={onFinishFailed}
      aria-label="Credit note"
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Form.Item
        name="amount"
        label={`Amount (${invoice.currency})`}
        rules={[{ required: true, message: 'Enter the amount to credit' }]}
      >
        <InputNumber
          min={0.01}
          step={0.01}
          precision={2}
          style={{ width: '100%' }}
          aria-label="Credit amount"
        />
      </Form.Item>
      <Form.Item
        name="reason"
        label="Reason"
        rules={[{ required: true, whitespace: true, message: 'Enter the reason for the credit note' }]}
      >
        <Input.TextArea maxLength={500} rows={2} aria-label="Credit reason" />
      </Form.Item>
      <Button htmlType="submit" loading={isSaving}>
        Record credit note
      </Button>
    </Form>
  );
}

function VoidForm({ invoice }: { invoice: InvoiceDetail }) {
  const [form] = Form.useForm<{ reason: string }>();
  const change = useLedgerChange();
  const { message } = App.useApp();
  const { submit, error, isSaving, onFinishFailed } = useFormSubmit(form, async (values) => {
    await change.mutateAsync({ kind: 'void', id: invoice.id, reason: values.reason });
    message.success('Invoice voided');
  });
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      onFinishFailed={onFinishFailed}
      aria-label="Void invoice"
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Form.Item
        name="reason"
        label="Reason"
        rules={[{ required: true, whitespace: true, message: 'Enter the reason for voiding the invoice' }]}
      >
        <Input.TextArea maxLength={500} rows={2} aria-label="Void reason" />
      </Form.Item>
      <Button danger htmlType="submit" loading={isSaving}>
        Void invoice
      </Button>
    </Form>
  );
}

/** The console's ledger actions on one invoice: record a payment, a credit note, or void it. */
export function InvoiceLedgerForms({ invoice }: { invoice: InvoiceDetail }) {
  if (invoice.status === 'invoice_voided')
    return <Alert type="warning" showIcon message={`Voided: ${invoice.void_reason ?? ''}`} />;
  const items = [
    ...(invoice.balance > 0
      ? [
          { key: 'payment', label: 'Record payment', children: <PaymentForm invoice={invoice} /> },
          { key: 'credit', label: 'Credit note', children: <CreditNoteForm invoice={invoice} /> },
        ]
      : []),
    { key: 'void', label: 'Void', children: <VoidForm invoice={invoice} /> },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Tabs items={items} />
    </Space>
  );
}
