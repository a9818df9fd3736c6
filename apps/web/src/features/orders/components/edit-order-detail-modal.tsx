import { type OrderResponse, updateOrderBody } from '@livery/api-schemas/orders';
import { App, Form, Input, Select } from 'antd';
import { useJoinedTeams } from '../../../shared/api/get-joined-teams.ts';
import { FormModal } from '../../../shared/components/form-modal.tsx';
import { antdRulesFrom } from '../../../shared/forms/antd-rules-from.ts';
import { useUpdateOrder } from '../api/update-order.ts';

/** The service refuses an order without a team in these words; the schema lets it check the team itself. */
const rulesFor = antdRulesFrom(updateOrderBody, { required: { team_id: 'Select a team' } });

interface DetailValues {
  team_id: number;
  reference: string;
  po_number: string;
  subscribed_email: string;
}

/** The Detail panel's edit modal (spec 03 section 2.3): a team is required, the rest may be cleared. */
export function EditOrderDetailModal({
  order,
  onClose,
}: {
  order: OrderResponse['order'];
  onClose: () => void;
}) {
  const [form] = Form.useForm<DetailValues>();
  const teams = useJoinedTeams();
  const update = useUpdateOrder(order.uuid);
  const { notification } = App.useApp();

  return (
    <FormModal
      title="Edit detail"
      okText="Save"
      form={form}
      name="order-detail"
      initialValues={{
        team_id: order.team_id,
        reference: order.reference ?? '',
        po_number: order.po_number ?? '',
        subscribed_email: order.subscribed_email ?? '',
      }}
      onSubmit={async (values) => {
        await update.mutateAsync({
          team_id: values.team_id,
          reference: values.reference ?? '',
          po_number: values.po_number ?? '',
          subscribed_email: values.subscribed_email ?? '',
        });
        notification.success({ message: 'Updated!' });
      }}
      onClose={onClose}
    >
      <Form.Item label="Team" name="team_id" rules={rulesFor('team_id')}>
        <Select
          loading={teams.isPending}
          options={(teams.data ?? []).map((team) => ({ value: team.id, label: team.name }))}
          placeholder="Select a team"
        />
      </Form.Item>
      <Form.Item label="Reference" name="reference" rules={rulesFor('reference')}>
        <Input placeholder="What the order is for" />
      </Form.Item>
      <Form.Item label="PO number" name="po_number" rules={rulesFor('po_number')}>
        <Input placeholder="PO (NA if not applicable)" />
      </Form.Item>
      <Form.Item
        label="E-mail for updates"
        name="subscribed_email"
        extra="Also receives the approval and shipping e-mails of this order."
        rules={rulesFor('subscribed_email')}
      >
        <Input type="email" autoComplete="email" placeholder="name@example.com" />
      </Form.Item>
    </FormModal>
  );
}
