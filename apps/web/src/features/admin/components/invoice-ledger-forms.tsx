import {
  type InvoiceDetail,
  recordCreditNoteBody,
  recordPaymentBody,
  voidInvoiceBody,
} from '@livery/api-schemas/invoices';
import { formatMoneyWithCode } from '@livery/domain/money';
import { Alert, App, Button, DatePicker, Form, Input, Space, Tabs } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { MoneyInput } from '../../../shared/components/money-input.tsx';
import { antdRulesFrom } from '../../../shared/forms/antd-rules-from.ts';
import { useFormSubmit } from '../../../shared/hooks/use-form-submit.ts';
import { useRecordInvoiceCreditNote } from '../api/record-invoice-credit-note.ts';
import { useRecordInvoicePayment } from '../api/record-invoice-payment.ts';
import { useVoidInvoice } from '../api/void-invoice.ts';

/**
 * One ledger action's form: its fields, the call it sends, the refusal shown above the fields (the typed
 * values stay), and the success notice.
 */
function LedgerForm<Values extends object>({
  label,
  submit: submitLabel,
  success,
  send,
  resetAfter = false,
  danger = false,
  primary = false,
  initialValues,
  children,
}: {
  label: string;
  submit: string;
  success: string;
  send: (values: Values) => Promise<unknown>;
  resetAfter?: boolean;
  danger?: boolean;
  primary?: boolean;
  initialValues?: Partial<Values>;
  children: ReactNode;
}) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const { submit, error, isSaving, onFinishFailed } = useFormSubmit(form, async (values) => {
    await send(values);
    if (resetAfter) form.resetFields();
    void message.success(success);
  });
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      onFinishFailed={onFinishFailed}
      initialValues={initialValues}
      aria-label={label}
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      {children}
      <Button type={primary ? 'primary' : 'default'} danger={danger} htmlType="submit" loading={isSaving}>
        {submitLabel}
      </Button>
    </Form>
  );
}

/** The amount boxes hold cents as the API does; the form asks for each amount in a person's words. */
const paymentRules = antdRulesFrom(recordPaymentBody, {
  required: { amount: 'Enter the amount received' },
});
const creditNoteRules = antdRulesFrom(recordCreditNoteBody, {
  required: { amount: 'Enter the amount to credit' },
});
const voidRules = antdRulesFrom(voidInvoiceBody);

const amountInput = (ariaLabel: string) => (
  <MoneyInput min={0.01} step={0.01} style={{ width: '100%' }} aria-label={ariaLabel} />
);

function PaymentForm({ invoice }: { invoice: InvoiceDetail }) {
  const record = useRecordInvoicePayment();
  return (
    <LedgerForm<{ amount: number; received_on: Dayjs; method?: string; reference?: string }>
      label="Record payment"
      submit="Record payment"
      success="Payment recorded"
      primary
      resetAfter
      initialValues={{ received_on: dayjs(), method: 'Bank transfer' }}
      send={(values) =>
        record.mutateAsync({
          id: invoice.id,
          body: {
            amount: values.amount,
            received_on: values.received_on.format('YYYY-MM-DD'),
            method: values.method || undefined,
            reference: values.reference || undefined,
          },
        })
      }
    >
      <Form.Item
        name="amount"
        label={`Amount (${invoice.currency})`}
        extra={`Balance ${formatMoneyWithCode(invoice.balance, invoice.currency)}`}
        rules={paymentRules('amount')}
      >
        {amountInput('Amount')}
      </Form.Item>
      <Form.Item
        name="received_on"
        label="Received on"
        // A date picker holds a date, which the form turns into the API's yyyy-MM-dd text when it sends.
        rules={[{ required: true, message: 'Enter the date' }]}
      >
        <DatePicker style={{ width: '100%' }} aria-label="Received on" />
      </Form.Item>
      <Form.Item name="method" label="Method" rules={paymentRules('method')}>
        <Input maxLength={100} aria-label="Method" />
      </Form.Item>
      <Form.Item name="reference" label="Reference" rules={paymentRules('reference')}>
        <Input maxLength={200} aria-label="Reference" placeholder="Bank reference, cheque number…" />
      </Form.Item>
    </LedgerForm>
  );
}

function CreditNoteForm({ invoice }: { invoice: InvoiceDetail }) {
  const record = useRecordInvoiceCreditNote();
  return (
    <LedgerForm<{ amount: number; reason: string }>
      label="Credit note"
      submit="Record credit note"
      success="Credit note recorded"
      resetAfter
      send={(values) =>
        record.mutateAsync({ id: invoice.id, body: { amount: values.amount, reason: values.reason } })
      }
    >
      <Form.Item name="amount" label={`Amount (${invoice.currency})`} rules={creditNoteRules('amount')}>
        {amountInput('Credit amount')}
      </Form.Item>
      <Form.Item name="reason" label="Reason" rules={creditNoteRules('reason')}>
        <Input.TextArea maxLength={500} rows={2} aria-label="Credit reason" />
      </Form.Item>
    </LedgerForm>
  );
}

function VoidForm({ invoice }: { invoice: InvoiceDetail }) {
  const voidInvoice = useVoidInvoice();
  return (
    <LedgerForm<{ reason: string }>
      label="Void invoice"
      submit="Void invoice"
      success="Invoice voided"
      danger
      send={(values) => voidInvoice.mutateAsync({ id: invoice.id, body: { reason: values.reason } })}
    >
      <Form.Item name="reason" label="Reason" rules={voidRules('reason')}>
        <Input.TextArea maxLength={500} rows={2} aria-label="Void reason" />
      </Form.Item>
    </LedgerForm>
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
