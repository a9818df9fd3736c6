import type { User } from '@livery/api-schemas/users';
import { OTP_COUNTDOWN_MS, OTP_LENGTH } from '@livery/domain/auth-rules';
import { Alert, Button, Form, Input, Space, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { EXTERNAL_LINKS, paths } from '../../../shared/config/paths.ts';
import { useFormRefusal } from '../../../shared/hooks/use-form-submit.ts';
import { requestOtp } from '../api/request-otp.ts';
import { signIn } from '../api/sign-in.ts';

function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Something went wrong!';
}

function formatCountdown(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function PasswordTab({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const [form] = Form.useForm<{ email: string; password: string }>();
  const { onFinishFailed } = useFormRefusal(form);
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const submit = async (values: { email: string; password: string }) => {
    setSubmitting(true);
    setError(null);
    try {
      onSignedIn(await signIn(values));
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <Form
      form={form}
      name="password-sign-in"
      layout="vertical"
      onFinish={submit}
      onFinishFailed={onFinishFailed}
      requiredMark={false}
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
      <Form.Item
        label="Email"
        name="email"
        rules={[{ required: true, type: 'email', message: 'Enter your e-mail address' }]}
      >
        <Input autoComplete="username" size="large" />
      </Form.Item>
      <Form.Item
        label="Password"
        name="password"
        rules={[{ required: true, message: 'Enter your password' }]}
      >
        <Input.Password autoComplete="current-password" size="large" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={isSubmitting}>
        LOGIN
      </Button>
    </Form>
  );
}

function OtpTab({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const [emailForm] = Form.useForm<{ email: string }>();
  const refusal = useFormRefusal(emailForm);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(Date.now());
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const remaining = Math.max(0, deadline - now);

  useEffect(() => {
    if (!sentTo) return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [sentTo]);

  const send = async (address: string) => {
    setBusy(true);
    setError(null);
    try {
      await requestOtp(address);
      setSentTo(address);
      setCode('');
      setDeadline(Date.now() + OTP_COUNTDOWN_MS);
      setNow(Date.now());
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  const verify = async () => {
    if (!sentTo) return;
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await signIn({ email: sentTo, otp: code }));
    } catch (caught) {
      setCode('');
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  if (!sentTo) {
    return (
      <Form
        form={emailForm}
        name="otp-sign-in"
        layout="vertical"
        onFinish={(values: { email: string }) => send(values.email)}
        onFinishFailed={refusal.onFinishFailed}
        requiredMark={false}
      >
        {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
        <Form.Item
          label="Email"
          name="email"
          rules={[{ required: true, type: 'email', message: 'Enter your e-mail address' }]}
        >
          <Input
            autoComplete="username"
            size="large"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={isBusy}>
          Send OTP To Your Email
        </Button>
      </Form>
    );
  }

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Text>
        A One Time Password has been sent to <strong>{sentTo}</strong>. Enter the six digits below.
      </Typography.Text>
      {error ? <Alert type="error" showIcon message={error} /> : null}
      <Input.OTP
        length={OTP_LENGTH}
        size="large"
        value={code}
        onChange={setCode}
        onInput={(values) => setCode(values.join(''))}
        formatter={(text) => text.replace(/\D/g, '')}
        autoFocus
        aria-label="One-time code"
      />
      <Button
        type="primary"
        block
        size="large"
        disabled={!/^\d{6}$/.test(code)}
        loading={isBusy}
        onClick={verify}
      >
        Verify OTP
      </Button>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text type="secondary">
          {remaining > 0
            ? `You can ask for a new code in ${formatCountdown(remaining)}`
            : 'Did not get the code?'}
        </Typography.Text>
        <Button type="link" disabled={remaining > 0 || isBusy} onClick={() => send(sentTo)}>
          Resend
        </Button>
      </Space>
      <Button type="link" style={{ padding: 0 }} onClick={() => setSentTo(null)}>
        Use another e-mail address
      </Button>
    </Space>
  );
}

/** The sign-in form of the login page and the login modal: OTP and e-mail/password tabs. */
export function LoginForm({
  onSignedIn,
  defaultTab = 'otp',
}: {
  onSignedIn: (user: User) => void;
  defaultTab?: 'otp' | 'password';
}) {
  return (
    <>
      <Tabs
        defaultActiveKey={defaultTab}
        items={[
          { key: 'otp', label: 'OTP Code', children: <OtpTab onSignedIn={onSignedIn} /> },
          { key: 'password', label: 'Email / Password', children: <PasswordTab onSignedIn={onSignedIn} /> },
        ]}
      />
      <Space direction="vertical" size={4} style={{ marginTop: 16 }}>
        <Link to={paths.resetPassword}>Forgot your password?</Link>
        <a href={EXTERNAL_LINKS.join} target="_blank" rel="noopener noreferrer">
          Don't have an account?
        </a>
      </Space>
    </>
  );
}
