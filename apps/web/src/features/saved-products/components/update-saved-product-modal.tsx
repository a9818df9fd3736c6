import { type SavedProduct, updateSavedProductBody } from '@livery/api-schemas/saved-products';
import type { Team } from '@livery/api-schemas/teams';
import { Form, Input, Select } from 'antd';
import { FormModal } from '../../../shared/components/form-modal.tsx';
import { antdRulesFrom } from '../../../shared/forms/antd-rules-from.ts';

const rulesFor = antdRulesFrom(updateSavedProductBody.shape.saved_product);

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
  const isTeamKnown = teams.some((team) => team.id === product.team_id);

  return (
    <FormModal
      title="Update Saved Product"
      okText="Update"
      form={form}
      name="update-saved-product"
      initialValues={{ title: product.title, team_id: isTeamKnown ? product.team_id : undefined }}
      onSubmit={(values) => onSubmit({ title: values.title.trim(), team_id: values.team_id })}
      onClose={onClose}
      submitsOnEnter
    >
      <Form.Item label="Title" name="title" rules={rulesFor('title')}>
        <Input maxLength={200} autoFocus />
      </Form.Item>
      <Form.Item label="Team" name="team_id" rules={rulesFor('team_id')}>
        <Select
          placeholder="Choose a team"
          options={teams.map((team) => ({ value: team.id, label: team.name }))}
        />
      </Form.Item>
    </FormModal>
  );
}
