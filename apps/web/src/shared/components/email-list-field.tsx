import { parseEmailList } from '@livery/domain/email-list';
import { Form, Input } from 'antd';
import { antdRulesFrom } from '../forms/antd-rules-from.ts';

/** What the field needs of the API's `emails` schema. */
type EmailsSchema = Parameters<typeof antdRulesFrom>[0]['shape'][string];

/**
 * A form's comma-separated e-mail addresses (`emails`), checked as the API's `emails` field (its messages) and
 * then one by one with the rule the server's service uses (`parseEmailList`): each bad address is named, and
 * `max` caps how many go at once.
 */
export function EmailListField({
  extra,
  emails,
  placeholder,
  max,
}: {
  extra: string;
  emails: EmailsSchema;
  placeholder: string;
  max?: number;
}) {
  return (
    <Form.Item
      label="E-mail addresses"
      name="emails"
      extra={extra}
      rules={[
        ...antdRulesFrom({ shape: { emails } })('emails'),
        // The service splits and checks the list (the schema sees one text), naming each bad address.
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
