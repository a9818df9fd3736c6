import { Alert, Form, Modal } from 'antd';
import { EmailListField } from '../../../shared/components/email-list-field.tsx';
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
        <EmailListField
          extra="Separate addresses with commas. Colleagues with an account answer from their menu; new addresses get a sign-up link."
          requiredMessage="Enter at least one e-mail address"
          placeholder="ann@example.com, bob@example.com"
        />
      </Form>
    </Modal>
  );
}
