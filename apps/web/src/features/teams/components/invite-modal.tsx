import { inviteMemberBody } from '@livery/api-schemas/teams';
import { Form } from 'antd';
import { EmailListField } from '../../../shared/components/email-list-field.tsx';
import { FormModal } from '../../../shared/components/form-modal.tsx';

/** 'Invite New': comma-separated addresses, all invited as members. */
export function InviteModal({
  onSubmit,
  onClose,
}: {
  onSubmit: (emails: string) => Promise<void>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ emails: string }>();
  return (
    <FormModal<{ emails: string }>
      title="Invite New"
      okText="Send invitations"
      form={form}
      name="invite"
      initialValues={{}}
      onSubmit={({ emails }) => onSubmit(emails)}
      onClose={onClose}
    >
      <EmailListField
        extra="Separate addresses with commas. Colleagues with an account answer from their menu; new addresses get a sign-up link."
        emails={inviteMemberBody.shape.emails}
        placeholder="ann@example.com, bob@example.com"
      />
    </FormModal>
  );
}
