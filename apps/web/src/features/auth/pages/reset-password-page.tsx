import { Alert, Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { StandaloneShell } from '../../../shared/components/standalone-shell.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { useFormRefusal } from '../../../shared/hooks/use-form-submit.ts';
import { requestPasswordReset } from '../api/password.ts';

/** /reset-password: asks for a set-up link; never tells whether the address has an account. */
export default function ResetPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const [form] = Form.useForm<{ email: string }>();
  const { onFinishFailed } = useFormRefusal(form);

  const submit = async ({ email }: { email: string }) => {
    setSubmitting(true);
    setError(null);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Something went wrong!');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <StandaloneShell title="Reset your password">
      {sentTo ? (
        <Result
          status="success"
          title="Check your e-mail"
          subTitle={`If ${sentTo} has a Livery account, we have sent it a link to set a new password. The link works once.`}
          extra={<Link to={paths.login}>Back to sign in</Link>}
        />
      ) : (
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          onFinishFailed={onFinishFailed}
          requiredMark={false}
        >
          <p>Enter the e-mail address of your account and we will send you a link to set a new password.</p>
          {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
          <Form.Item
            label="Email"
            name="email"
            rules={[{ required: true, type: 'email', message: 'Enter your e-mail address' }]}
          >
            <Input autoComplete="username" size="large" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={isSubmitting}>
            Send reset link
          </Button>
          <div style={{ marginTop: 16 }}>
            <Link to={paths.login}>Back to sign in</Link>
          </div>
        </Form>
      )}
    </StandaloneShell>
  );
}
