import type { SavedProduct } from '@livery/api-schemas/saved-products';
import type { Team } from '@livery/api-schemas/teams';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useFormSubmit } from '../../../shared/hooks/use-form-submit.ts';

interface UpdateValues {
  title: string;
  team_id: number;
}

/** The update modal (title and team, both required); a refused save keeps what was typed and says why. */
export function UpdateSavedProductModal({
  product,
  teams,
  onSubmit,
  onClose,
}: {
  product: SavedProduct;
  teams: Team[];
  onSubmit: (values: UpdateValues) => Promise<void>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<UpdateValues>();
  const { submit, error, isSaving, onFinishFailed } = useFormSubmit(form, async (values) => {
    await onSubmit({ title: values.title.trim(), team_id: values.team_id });
    onClose();
  });
  const isTeamKnown = teams.some((team) => team.id === product.team_id);

  return (
    <Modal
      open
      title="Update Saved Product"
      okText="Update"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={isSaving}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Form
        form={form}
        name="update-saved-product"
        layout="vertical"
        initialValues={{ title: product.title, team_id: isTeamKnown ? product.team_id : undefined }}
        onFinish={submit}
        onFinishFailed={onFinishFailed}
      >
        <Form.Item
          label="Title"
          name="title"
          rules={[{ required: true, whitespace: true, message: 'Title is required' }]}
        >
          <Input maxLength={200} autoFocus />
        </Form.Item>
        <Form.Item label="Team" name="team_id" rules={[{ required: true, message: 'Team is required' }]}>
          <Select
            placeholder="Choose a team"
            options={teams.map((team) => ({ value: team.id, label: team.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
