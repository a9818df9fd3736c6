import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { currentUserQuery } from '../../../shared/auth/current-user.ts';
import { NewPasswordFields } from '../../../shared/components/new-password-fields.tsx';
import { StandaloneShell } from '../../../shared/components/standalone-shell.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { useFormRefusal } from '../../../shared/hooks/use-form-submit.ts';
import { setPassword } from '../api/password.ts';

interface Values {
  password: string;
  password_confirmation: string;
  terms: boolean;
}

/** /register: the e-mailed password set-up link (reset, or the first password of an invited user). */
export default function RegisterPage() {
  const [params] = useSearchParams();
  const email = params.get('uid') ?? '';
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const [form] = Form.useForm<Values>();
  const { onFinishFailed } = useFormRefusal(form);

  const submit = async (values: Values) => {
    setSubmitting(true);
    setError(null);
    try {
      const user = await setPassword({
        reset_password_token: token,
        password: values.password,
        password_confirmation: values.password_confirmation,
      });
      queryClient.clear();
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      navigate(paths.overview, { replace: true });
    } catch (caught) {
      if (caught instanceof ApiError && /expired/i.test(caught.message)) {
        navigate(paths.signupTokenExpired, { replace: true });
        return;
      }
      setError(caught instanceof ApiError ? caught.message : 'Something went wrong!');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <StandaloneShell title="Set your password">
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        onFinishFailed={onFinishFailed}
        requiredMark={false}
      >
        {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} /> : null}
        <Form.Item label="Email">
          <Input value={email} disabled size="large" />
        </Form.Item>
        <NewPasswordFields size="large" />
        <Form.Item
          name="terms"
          valuePropName="checked"
          rules={[
            {
              validator: async (_, value: boolean) => {
                if (!value) throw new Error('Please accept the Terms of Service');
              },
            },
          ]}
        >
          <Checkbox>I agree to the Terms of Service</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={isSubmitting} disabled={!token}>
          Save password
        </Button>
      </Form>
    </StandaloneShell>
  );
}
