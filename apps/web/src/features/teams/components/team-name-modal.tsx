import { teamName } from '@livery/api-schemas/teams';
import { Form, Input } from 'antd';
import { FormModal } from '../../../shared/components/form-modal.tsx';
import { antdRulesFrom } from '../../../shared/forms/antd-rules-from.ts';

/** The name is checked as the API checks a new or renamed team's name. */
const rulesFor = antdRulesFrom(teamName);

/**
 * A form in a modal for naming a team (create or rename), optionally with invitations.
 * A refused save keeps what was typed and says why.
 */
export function TeamNameModal({
  title,
  okText,
  initialName = '',
  withInvitations = false,
  onSubmit,
  onClose,
}: {
  title: string;
  okText: string;
  initialName?: string;
  withInvitations?: boolean;
  onSubmit: (values: { name: string; invite_members?: string }) => Promise<void>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ name: string; invite_members?: string }>();

  return (
    <FormModal
      title={title}
      okText={okText}
      form={form}
      name="team"
      initialValues={{ name: initialName }}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Form.Item label="Team Name" name="name" rules={rulesFor('name')}>
        <Input maxLength={100} />
      </Form.Item>
      {withInvitations ? (
        <Form.Item
          label="Invite members (optional)"
          name="invite_members"
          extra="E-mail addresses separated by commas. Everyone invited joins as a member."
        >
          <Input.TextArea rows={3} placeholder="ann@example.com, bob@example.com" />
        </Form.Item>
      ) : null}
    </FormModal>
  );
}
