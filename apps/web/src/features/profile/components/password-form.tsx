import { passwordChangeBody } from '@livery/api-schemas/auth';
import { Alert, App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { NewPasswordFields } from '../../../shared/components/new-password-fields.tsx';
import { antdRulesFrom } from '../../../shared/forms/antd-rules-from.ts';
import { useFormRefusal } from '../../../shared/hooks/use-form-submit.ts';
import { useChangePassword } from '../api/change-password.ts';

const rulesFor = antdRulesFrom(passwordChangeBody, {
  required: { current_password: 'Enter your current password' },
});

interface Values {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** The Password tab: the current password, then the new one twice. Other sessions end on success. */
export function PasswordForm() {
  const [form] = Form.useForm<Values>();
  const { onFinishFailed } = useFormRefusal(form);
  const change = useChangePassword();
  const { notification } = App.useApp();
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setError(null);
    try {
      await change.mutateAsync(values);
      form.resetFields();
      notification.success({ message: 'Updated', duration: 2 });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Something went wrong!');
    }
  };

  return (
    <Form<Values>
      form={form}
      name="password"
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      onFinishFailed={onFinishFailed}
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Form.Item label="Current Password" name="current_password" rules={rulesFor('current_password')}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields />
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        Change password
      </Button>
    </Form>
  );
}
