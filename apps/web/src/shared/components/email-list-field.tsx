import { parseEmailList } from '@livery/domain/email-list';
import { Form, Input } from 'antd';

/**
 * A form's comma-separated e-mail addresses (`emails`), checked one by one with the rule the server uses
 * (`parseEmailList`): each bad address is named, and `max` caps how many go at once.
 */
export function EmailListField({
  extra,
  requiredMessage,
  placeholder,
  max,
}: {
  extra: string;
  requiredMessage: string;
  placeholder: string;
  max?: number;
}) {
  return (
    <Form.Item
      label="E-mail addresses"
      name="emails"
      extra={extra}
      rules={[
        { required: true, whitespace: true, message: requiredMessage },
        {
          validator: async (_, value: string) => {
            const { emails, invalid } = parseEmailList(value ?? '');
            if (invalid.length > 0) throw new Error(`Not an e-mail address: ${invalid.join(', ')}`);
            if (max !== undefined && emails.length > max)
              throw new Error(`Share with at most ${max} addresses at once`);
          },
        },
      ]}
    >
      <Input.TextArea rows={3} placeholder={placeholder} />
    </Form.Item>
  );
}
