import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useJoinedTeams } from '../../../../shared/api/get-joined-teams.ts';
import { useFormRefusal } from '../../../../shared/hooks/use-form-submit.ts';

export interface SaveDialogValues {
  name: string;
  team_id: string;
}

/** Save on /design (and Duplicate): asks the saved product's name and the team it belongs to. */
export function SaveDialog({
  open,
  title,
  initialName,
  isSaving,
  error,
  onSave,
  onCancel,
}: {
  open: boolean;
  title: string;
  initialName: string;
  isSaving: boolean;
  error: string | null;
  onSave: (values: SaveDialogValues) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<SaveDialogValues>();
  const teams = useJoinedTeams();
  const { onFinishFailed } = useFormRefusal(form);

  useEffect(() => {
    if (!open) return;
    const defaultTeam = teams.data?.find((team) => team.is_default) ?? teams.data?.[0];
    form.setFieldsValue({
      name: form.getFieldValue('name') || initialName,
      team_id: form.getFieldValue('team_id') || defaultTeam?.uuid,
    });
  }, [open, initialName, teams.data, form]);

  return (
    <Modal
      open={open}
      title={title}
      okText="Save"
      confirmLoading={isSaving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={onSave}
        onFinishFailed={onFinishFailed}
        requiredMark={false}
      >
        <Form.Item
          name="name"
          label="Name"
          rules={[{ required: true, whitespace: true, message: 'Name is required' }]}
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
        >
          <Input maxLength={200} placeholder="e.g. Front Desk Polo" autoFocus />
        </Form.Item>
        <Form.Item name="team_id" label="Team" rules={[{ required: true, message: 'Team is required' }]}>
          <Select
            loading={teams.isLoading}
            placeholder="Choose a team"
            options={(teams.data ?? []).map((team) => ({ value: team.uuid, label: team.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
