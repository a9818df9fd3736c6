import { parseEmailList } from '@livery/domain/email-list';
import { Alert, Form, Input, Modal } from 'antd';
import { useFormSubmit } from '../../../shared/hooks/use-form-submit.ts';

/** 'Invite New': comma-separated addresses, all invited as members. */
export function InviteModal({
  onSubmit,
  onClose,
}: {
  onSubmit: (emails: string) => Promise<void>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ emails: string }>();
  const { submit, error, isSaving } = useFormSubmit(form, async ({ emails }) => {
    await onSubmit(emails);
    onClose();
  });

  return (
    <Modal
      open
      title="Invite New"
      okText="Send invitations"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={isSaving}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} name="invite" layout="vertical">
        <Form.Item
          label="E-mail addresses"
          name="emails"
          extra="Separate addresses with commas. Colleagues with an account answer from their menu; new addresses get a sign-up link."
          rules={[
            { required: true, whitespace: true, message: 'Enter at least one e-mail address' },
            {
              validator: async (_, value: string) => {
                const { invalid } = parseEmailList(value ?? '');
                if (invalid.length > 0) throw new Error(`Not an e-mail address: ${invalid.join(', ')}`);
              },
            },
          ]}
        >
          <Input.TextArea rows={3} placeholder="ann@example.com, bob@example.com" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
