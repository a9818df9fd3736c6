import { quoteForm } from '@livery/api-schemas/cart';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useJoinedTeams } from '../../../../shared/api/get-joined-teams.ts';
import { antdRulesFrom } from '../../../../shared/forms/antd-rules-from.ts';
import { useFormRefusal } from '../../../../shared/hooks/use-form-submit.ts';

export interface SaveDialogValues {
  name: string;
  team_id: string;
}

/**
 * The dialog's fields are the quote's product name and team. The quote takes both empty (an estimate needs
 * neither); saving refuses a product without a name, and the dialog files each saved product under a team.
 */
const rulesFor = antdRulesFrom(
  { shape: { name: quoteForm.shape.product_name, team_id: quoteForm.shape.team_id } },
  { required: { name: 'Name is required', team_id: 'Team is required' } },
);

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
          rules={rulesFor('name')}
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
        >
          <Input maxLength={200} placeholder="e.g. Front Desk Polo" autoFocus />
        </Form.Item>
        <Form.Item name="team_id" label="Team" rules={rulesFor('team_id')}>
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
