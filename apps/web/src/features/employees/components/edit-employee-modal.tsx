import { type Employee, type UpdateEmployeeBody, updateEmployeeBody } from '@livery/api-schemas/employees';
import { SEX_OPTIONS } from '@livery/domain/roster-employee';
import { NAMETAG_MAX_LENGTH } from '@livery/domain/roster-rows';
import { PERSON_IN_CHARGE } from '@livery/domain/saved-product-permissions';
import { App, Col, Divider, Form, Input, List, Row, Select, Typography } from 'antd';
import { Link } from 'react-router';
import { useProgrammeRoles } from '../../../shared/api/get-programme-roles.ts';
import { useCurrentUser } from '../../../shared/auth/current-user.ts';
import { FormModal } from '../../../shared/components/form-modal.tsx';
import { StatusTag } from '../../../shared/components/status-tag.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { formatDate } from '../../../shared/format/date.ts';
import { antdRulesFrom } from '../../../shared/forms/antd-rules-from.ts';
import { useEmployee } from '../api/get-employee.ts';
import { useUpdateEmployee } from '../api/update-employee.ts';

const rulesFor = antdRulesFrom(updateEmployeeBody);

type Values = Omit<UpdateEmployeeBody, 'sex' | 'role_id' | 'start_date'> & {
  sex?: string | null;
  /** A role's uuid, or '' for none. */
  role_id?: string;
  start_date?: string;
};

const NO_ROLE = '';

const TEXT_FIELDS: Array<{ name: keyof Values; label: string; max?: number }> = [
  { name: 'department', label: 'Department' },
  { name: 'cost_center', label: 'Cost Center' },
  { name: 'position', label: 'Position' },
  { name: 'nametag', label: 'Name Tag', max: NAMETAG_MAX_LENGTH },
  { name: 'laundry_id', label: 'Laundry ID' },
  { name: 'locker_id', label: 'Locker ID' },
  { name: 'uniform_code', label: 'Uniform Code' },
];

/** Edits a person (the staff id is their key and stays) and lists the orders they appear on. */
export function EditEmployeeModal({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const detail = useEmployee(employee.uuid);
  const update = useUpdateEmployee();
  const roles = useProgrammeRoles();
  // Who is in which role is the programme's: a person in charge decides it (the API refuses others).
  const canGiveRoles = useCurrentUser().data?.department === PERSON_IN_CHARGE;
  const orders = (
    <>
      <Divider style={{ margin: '8px 0' }} />
      <Typography.Title level={5}>Orders</Typography.Title>
      <List
        loading={detail.isPending}
        dataSource={detail.data?.orders ?? []}
        locale={{ emptyText: 'No orders yet' }}
        renderItem={(order) => (
          <List.Item>
            <List.Item.Meta
              title={
                <>
                  <Link to={paths.order(order.uuid)}>{order.uid}</Link>{' '}
                  <StatusTag status={order.order_status} />
                </>
              }
              description={`${formatDate(order.created_at)} · ${order.items
                .map((item) => `${item.title} ${item.size} × ${item.qty}`)
                .join(', ')}`}
            />
          </List.Item>
        )}
      />
    </>
  );

  return (
    <FormModal<Values>
      title={`Employee ${employee.staff_id}`}
      okText="Save"
      form={form}
      name="edit-employee"
      width={720}
      submitsOnEnter
      initialValues={{
        ...employee,
        role_id: employee.role?.uuid ?? NO_ROLE,
        start_date: employee.start_date ?? '',
      }}
      onSubmit={async (values) => {
        const sex = values.sex === 'male' || values.sex === 'female' ? values.sex : null;
        const body: UpdateEmployeeBody = {
          ...values,
          sex,
          role_id: values.role_id ? values.role_id : null,
          start_date: values.start_date ? values.start_date : null,
        };
        await update.mutateAsync({ uuid: employee.uuid, body });
        void message.success('Updated!');
      }}
      onClose={onClose}
      below={orders}
    >
      <Form.Item label="Name" name="name" rules={rulesFor('name')}>
        <Input maxLength={200} autoFocus />
      </Form.Item>
      {employee.aliases.length > 0 ? (
        <Typography.Paragraph type="secondary">
          Also written as: {employee.aliases.join(', ')}
        </Typography.Paragraph>
      ) : null}
      <Row gutter={12}>
        {TEXT_FIELDS.map((field) => (
          <Col xs={24} sm={12} key={field.name}>
            <Form.Item label={field.label} name={field.name}>
              <Input maxLength={field.max ?? 200} />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} sm={12}>
          <Form.Item
            label="Programme role"
            name="role_id"
            extra={roles.isError ? 'The programme roles could not be loaded.' : undefined}
          >
            <Select
              disabled={!canGiveRoles}
              loading={roles.isPending}
              options={[
                { value: NO_ROLE, label: 'No role (no entitlement)' },
                ...(roles.data?.roles ?? []).map((role) => ({ value: role.uuid, label: role.name })),
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Start date"
            name="start_date"
            extra="Where it differs: a joiner's entitlement can be pro-rated from it."
          >
            <Input type="date" disabled={!canGiveRoles} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Sex" name="sex">
            <Select allowClear options={SEX_OPTIONS.map((sex) => ({ value: sex, label: sex }))} />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
