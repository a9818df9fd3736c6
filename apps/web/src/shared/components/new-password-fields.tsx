import { passwordChangeBody } from '@livery/api-schemas/auth';
import { PASSWORD_MIN_LENGTH, passwordProblems } from '@livery/domain/auth-rules';
import { Form, Input } from 'antd';
import { antdRulesFrom } from '../forms/antd-rules-from.ts';

/** The API's password fields (their limits); the form asks for both and says which is missing. */
const rulesFor = antdRulesFrom(passwordChangeBody, {
  required: { password: 'Enter a new password', password_confirmation: 'Confirm the new password' },
});

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
          ...rulesFor('password'),
          // The domain's strength rule, which the server's service applies (the schema only caps the length).
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
          ...rulesFor('password_confirmation'),
          // Compares two fields as the form is filled in, which one field's schema cannot.
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
