import {
  type UpdateConsoleSettingsBody,
  updateConsoleSettingsBody,
} from '@livery/api-schemas/console-settings';
import { Alert, App, Button, Card, Col, Form, Input, Row, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { useFormRefusal } from '../../../shared/hooks/use-form-submit.ts';
import { useConsoleSettings } from '../api/get-console-settings.ts';
import { useSaveConsoleSettings } from '../api/save-console-settings.ts';

type Values = UpdateConsoleSettingsBody;

const FIELDS = [
  'notification_emails',
  'bank_account_name',
  'bank_name',
  'bank_account_number',
  'paynow_uen',
] as const;

/**
 * /admin/settings: who on the provider's side is e-mailed of new orders, approvals, quotation requests and
 * comments, and the bank details printed on invoices and in the payment-details e-mail. The form is checked
 * by the same schema the API uses before it is sent; a refusal keeps what was typed.
 */
export default function ConsoleSettingsPage() {
  const settings = useConsoleSettings();
  const save = useSaveConsoleSettings();
  const [form] = Form.useForm<Values>();
  const { refuseField } = useFormRefusal(form);
  const { notification } = App.useApp();
  const [error, setError] = useState<string[] | null>(null);

  useEffect(() => {
    if (!settings.data) return;
    form.setFieldsValue({
      ...settings.data,
      notification_emails: settings.data.notification_emails.join(', '),
    });
  }, [settings.data, form]);

  const submit = async (values: Values) => {
    setError(null);
    const checked = updateConsoleSettingsBody.safeParse(values);
    if (!checked.success) {
      const problems = checked.error.issues.flatMap((issue) => {
        const field = FIELDS.find((name) => name === issue.path[0]);
        return field ? [{ name: field, errors: [issue.message] }] : [];
      });
      form.setFields(problems);
      const [first] = problems;
      if (first) refuseField(first.name, first.errors[0] ?? '');
      return;
    }
    try {
      await save.mutateAsync(values);
      notification.success({ message: 'Settings saved', duration: 2 });
    } catch (caught) {
      setError(
        caught instanceof ApiError
          ? (caught.body?.errors?.full_messages ?? [caught.message])
          : ['Something went wrong!'],
      );
    }
  };

  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Settings
      </Typography.Title>
      {settings.isPending ? (
        <Skeleton active />
      ) : (
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) => void submit(values)}
          style={{ maxWidth: 720 }}
        >
          {error ? (
            <Alert
              type="error"
              showIcon
              message={error[0]}
              description={error.length > 1 ? error.slice(1).join(' · ') : undefined}
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <Typography.Title level={5}>Notifications</Typography.Title>
          <Form.Item
            label="Notification e-mails"
            name="notification_emails"
            extra="Told of new orders, orders approved by a customer, quotation requests and customers' comments. Separate addresses with commas (at most 20)."
          >
            <Input.TextArea rows={2} placeholder="orders@provider.example, sales@provider.example" />
          </Form.Item>
          <Typography.Title level={5}>Bank details</Typography.Title>
          <Typography.Paragraph type="secondary">
            Printed on every invoice and quoted in the payment-details e-mail sent when you approve an order.
          </Typography.Paragraph>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item label="Account name" name="bank_account_name">
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Bank" name="bank_name">
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Account number" name="bank_account_number">
                <Input autoComplete="off" inputMode="numeric" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="PayNow UEN" name="paynow_uen" extra="Leave empty if you take no PayNow.">
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
          </Row>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save settings
          </Button>
        </Form>
      )}
    </Card>
  );
}
