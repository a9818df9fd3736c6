import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';

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
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  const submit = async () => {
    setError(null);
    let values: { name: string; invite_members?: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await onSubmit(values);
      onClose();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Something went wrong!');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      okText={okText}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={isSaving}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} name="team" layout="vertical" initialValues={{ name: initialName }}>
        <Form.Item
          label="Team Name"
          name="name"
          rules={[{ required: true, whitespace: true, message: 'The Team Name field is required' }]}
        >
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
      </Form>
    </Modal>
  );
}
