import { type ProgrammeRoleJson, updateProgrammeSettingsBody } from '@livery/api-schemas/programmes';
import {
  BEYOND_ENTITLEMENT_RULE_LABELS,
  BEYOND_ENTITLEMENT_RULES,
  type BeyondEntitlementRule,
  ENTITLEMENT_KIND_LABELS,
  GARMENT_GROUP_LABELS,
} from '@livery/domain/entitlements';
import { formatMoneyWithCode } from '@livery/domain/money';
import { lastYearStartDay } from '@livery/domain/programme-year';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Form,
  InputNumber,
  Select,
  Skeleton,
  Switch,
  Typography,
} from 'antd';
import { useEffect } from 'react';
import { useProgrammeRoles } from '../../../shared/api/get-programme-roles.ts';
import { PageHeader } from '../../../shared/components/page-header.tsx';
import { SettingsTable } from '../../../shared/components/settings-table.tsx';
import { formatDate } from '../../../shared/format/date.ts';
import { antdRulesFrom } from '../../../shared/forms/antd-rules-from.ts';
import { useFormSubmit } from '../../../shared/hooks/use-form-submit.ts';
import { useDeleteProgrammeRole } from '../api/delete-programme-role.ts';
import { useProgramme } from '../api/get-programme.ts';
import { useSaveProgramme } from '../api/save-programme.ts';
import { EntitlementRequestsCard } from '../components/entitlement-requests-card.tsx';
import { RoleModal } from '../components/role-modal.tsx';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The form always sends the rule beyond an entitlement, which the API may leave unchanged. */
const yearRules = antdRulesFrom(updateProgrammeSettingsBody, { required: ['beyond_entitlement'] });

interface YearValues {
  year_start_month: number;
  year_start_day: number;
  is_pro_rated: boolean;
  beyond_entitlement: BeyondEntitlementRule;
}

/** When the programme year starts (balances reset then) and whether joiners get a share of it. */
function ProgrammeYearCard() {
  const programme = useProgramme();
  const save = useSaveProgramme();
  const { notification } = App.useApp();
  const [form] = Form.useForm<YearValues>();
  const month = Form.useWatch('year_start_month', form) ?? 1;
  const { submit, error, isSaving } = useFormSubmit(form, async (values) => {
    await save.mutateAsync(values);
    notification.success({ message: 'Updated!', duration: 2 });
  });

  useEffect(() => {
    if (programme.data) form.setFieldsValue(programme.data);
  }, [programme.data, form]);

  if (programme.isPending) return <Skeleton active />;
  const canEdit = programme.data?.can_edit ?? false;
  const period = programme.data?.period;
  return (
    <Card title="Programme year" style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">
        Entitlements reset when the programme year starts.
        {period ? ` This year runs from ${formatDate(period.start)} to ${formatDate(period.end)}.` : null}
      </Typography.Paragraph>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} name="programme-year" layout="vertical" disabled={!canEdit} onFinish={submit}>
        <Flex gap={12} wrap>
          <Form.Item label="Starts in" name="year_start_month" rules={yearRules('year_start_month')}>
            <Select
              style={{ width: 160 }}
              options={MONTHS.map((label, index) => ({ value: index + 1, label }))}
            />
          </Form.Item>
          <Form.Item
            label="On day"
            name="year_start_day"
            rules={[
              ...yearRules('year_start_day'),
              // The API checks the day against the month as a whole; the form names the month's last day.
              {
                type: 'number',
                min: 1,
                max: lastYearStartDay(month),
                message: `${MONTHS[month - 1]} has a day 1 to ${lastYearStartDay(month)} every year`,
              },
            ]}
          >
            <InputNumber min={1} max={31} precision={0} style={{ width: 100 }} />
          </Form.Item>
        </Flex>
        <Form.Item
          label="Joiners get a share of the year"
          name="is_pro_rated"
          valuePropName="checked"
          extra="On: an employee who starts during the year gets the part of the entitlement for the days left (items rounded up)."
        >
          <Switch />
        </Form.Item>
        <Form.Item
          label="An order beyond an employee's entitlement"
          name="beyond_entitlement"
          rules={yearRules('beyond_entitlement')}
          extra="Checkout records what each garment uses; what is beyond follows this rule."
        >
          <Select
            style={{ maxWidth: 480 }}
            options={BEYOND_ENTITLEMENT_RULES.map((rule) => ({
              value: rule,
              label: BEYOND_ENTITLEMENT_RULE_LABELS[rule],
            }))}
          />
        </Form.Item>
        {canEdit ? (
          <Button type="primary" htmlType="submit" loading={isSaving}>
            Save
          </Button>
        ) : null}
      </Form>
    </Card>
  );
}

function entitlementText(role: ProgrammeRoleJson): string {
  const items = role.lines.map(
    (line) => line.saved_product?.title ?? GARMENT_GROUP_LABELS[line.garment_group!],
  );
  switch (role.kind) {
    case 'allocation':
      return role.lines.map((line, index) => `${line.quantity} × ${items[index]}`).join(', ');
    case 'allowance':
      return `${formatMoneyWithCode(role.allowance ?? 0)} a year on ${items.join(', ') || 'no products yet'}`;
    case 'on_consumption':
      return 'None: the employee or a cost centre pays';
  }
}

/** /programme: the company's uniform programme, its year and its roles with their entitlements. */
export default function ProgrammePage() {
  const roles = useProgrammeRoles();
  const programme = useProgramme();
  const remove = useDeleteProgrammeRole();
  const canEdit = programme.data?.can_edit ?? false;
  return (
    <>
      <PageHeader
        title="Uniform programme"
        subtitle="Roles give employees an entitlement each programme year: items and quantities, or an amount to spend."
      />
      {programme.data && !canEdit ? (
        <Alert
          type="info"
          showIcon
          message="Only a person in charge of your company can change the programme."
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <ProgrammeYearCard />
      <SettingsTable<ProgrammeRoleJson>
        title="Roles"
        newLabel="New role"
        intro="Each role gives its employees an entitlement a year. Give employees their role in the employee database."
        rowKey="uuid"
        records={roles.data?.roles}
        isLoading={roles.isFetching}
        canEdit={canEdit}
        columns={[
          { title: 'Role', dataIndex: 'name', card: 'title' },
          {
            title: 'Kind',
            dataIndex: 'kind',
            render: (kind: ProgrammeRoleJson['kind']) => ENTITLEMENT_KIND_LABELS[kind].split(':')[0],
          },
          {
            title: 'Entitlement a year',
            key: 'entitlement',
            // Wraps rather than widening the table past the row's buttons.
            render: (_, role) => (
              <div style={{ maxWidth: 340, whiteSpace: 'normal' }}>{entitlementText(role)}</div>
            ),
          },
          { title: 'Employees', dataIndex: 'employee_count', align: 'right' },
        ]}
        nameOf={(role) => role.name}
        onDelete={(role) => remove.mutateAsync(role.uuid)}
        modal={(role, onClose) => <RoleModal role={role} onClose={onClose} />}
      />
      <EntitlementRequestsCard />
    </>
  );
}
