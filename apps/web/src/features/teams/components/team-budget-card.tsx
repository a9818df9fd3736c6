import { saveTeamBudgetBody } from '@livery/api-schemas/team-budgets';
import { App, Button, Card, Form, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTeamBudget } from '../../../shared/api/get-team-budgets.ts';
import { BudgetProgress } from '../../../shared/components/budget-standing.tsx';
import { FormModal } from '../../../shared/components/form-modal.tsx';
import { MoneyInput } from '../../../shared/components/money-input.tsx';
import { formatDate } from '../../../shared/format/date.ts';
import { antdRulesFrom } from '../../../shared/forms/antd-rules-from.ts';
import { useSetTeamBudget } from '../api/set-team-budget.ts';

// The box needs an amount, held as a number of cents; the schema's own check (its last rule) says what is wrong
// with one. The helper's required rule checks text, which a number never passes.
const AMOUNT_RULES = [
  { required: true, type: 'number' as const, message: 'Enter the budget as an amount, e.g. 5000.00' },
  ...antdRulesFrom(saveTeamBudgetBody)('amount').slice(-1),
];

/** The team page's budget: spend to date this programme year against the budget; a person in charge sets it. */
export function TeamBudgetCard({ teamUuid }: { teamUuid: string }) {
  const budget = useTeamBudget(teamUuid);
  const save = useSetTeamBudget(teamUuid);
  const { notification, modal } = App.useApp();
  const [isEditing, setEditing] = useState(false);
  const [form] = Form.useForm<{ amount: number | null }>();
  const data = budget.data;

  return (
    <Card
      title="Budget"
      style={{ marginBottom: 16 }}
      extra={
        data?.can_edit ? (
          <Space wrap>
            {data.budget.budget !== null ? (
              <Button
                onClick={() =>
                  modal.confirm({
                    title: 'Remove the budget?',
                    content: 'The team will have no budget from this programme year on.',
                    okText: 'Remove',
                    okButtonProps: { danger: true },
                    onOk: async () => {
                      const { message } = await save.mutateAsync({ amount: null });
                      notification.success({ message, duration: 2 });
                    },
                  })
                }
              >
                Remove
              </Button>
            ) : null}
            <Button type="primary" onClick={() => setEditing(true)}>
              {data.budget.budget === null ? 'Set budget' : 'Change budget'}
            </Button>
          </Space>
        ) : null
      }
    >
      {budget.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : !data ? (
        <Typography.Text type="secondary">The budget could not be loaded.</Typography.Text>
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <BudgetProgress standing={data.budget} currency={data.currency} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Programme year {formatDate(data.period.start)} to {formatDate(data.period.end)} · placed orders,
            not cancelled
          </Typography.Text>
        </Space>
      )}
      {isEditing && data ? (
        <FormModal
          title={`Budget of ${data.budget.team.name}`}
          okText="Save"
          form={form}
          name="team-budget"
          initialValues={{ amount: data.budget.budget }}
          submitsOnEnter
          onClose={() => setEditing(false)}
          onSubmit={async ({ amount }) => {
            const { message } = await save.mutateAsync({ amount });
            notification.success({ message, duration: 2 });
          }}
        >
          <Form.Item
            label={`Budget a programme year (${data.currency})`}
            name="amount"
            rules={AMOUNT_RULES}
            extra={`From this programme year (${formatDate(data.period.start)} to ${formatDate(data.period.end)}) on.`}
          >
            <MoneyInput style={{ width: '100%' }} placeholder="e.g. 5000.00" autoFocus />
          </Form.Item>
        </FormModal>
      ) : null}
    </Card>
  );
}
