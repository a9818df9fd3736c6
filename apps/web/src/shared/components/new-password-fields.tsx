import { PASSWORD_MIN_LENGTH, passwordProblems } from '@livery/domain/auth-rules';
import { Form, Input } from 'antd';

/**
 * The new password and its confirmation, checked as typed by the same rule the server applies.
 * Field names match the API: `password` and `password_confirmation`.
 */
export function NewPasswordFields({ size }: { size?: 'large' }) {
  return (
    <>
      <Form.Item
        label={`New Password (${PASSWORD_MIN_LENGTH} characters and more)`}
        name="password"
        rules={[
          { required: true, message: 'Enter a new password' },
          {
            validator: async (_, value: string) => {
              const [problem] = passwordProblems(value ?? '');
              if (value && problem) throw new Error(problem);
            },
          },
        ]}
      >
        <Input.Password autoComplete="new-password" size={size} />
      </Form.Item>
      <Form.Item
        label="Password Confirmation"
        name="password_confirmation"
        dependencies={['password']}
        rules={[
          { required: true, message: 'Confirm the new password' },
          ({ getFieldValue }) => ({
            validator: async (_, value: string) => {
              if (value && value !== getFieldValue('password'))
                throw new Error('Password confirmation does not match.');
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" size={size} />
      </Form.Item>
    </>
  );
}
