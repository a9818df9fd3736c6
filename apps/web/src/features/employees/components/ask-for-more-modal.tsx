import { askForMoreBody } from '@livery/api-schemas/entitlement-requests';
import type { EmployeeBalanceJson } from '@livery/api-schemas/programmes';
import { GARMENT_GROUP_LABELS } from '@livery/domain/entitlements';
import { DEFAULT_CURRENCY, formatMoneyWithCode } from '@livery/domain/money';
import { Alert, App, Descriptions, Form, Input, InputNumber, Select, Skeleton, Typography } from 'antd';
import { FormModal } from '../../../shared/components/form-modal.tsx';
import { MoneyInput } from '../../../shared/components/money-input.tsx';
import { formatDate } from '../../../shared/format/date.ts';
import { antdRulesFrom } from '../../../shared/forms/antd-rules-from.ts';
import { useAskForMore } from '../api/ask-for-more.ts';
import { useEmployeeBalance } from '../api/get-employee-balance.ts';

interface AskValues {
  line_id?: string;
  quantity?: number | null;
  amount?: number | null;
  reason: string;
}

/** An allowance asks the amount, an allocation the item and how many: each required where it is shown. */
const rules = antdRulesFrom(askForMoreBody, { required: ['amount', 'line_id', 'quantity'] });

const titleOf = (line: EmployeeBalanceJson['lines'][number]) =>
  line.saved_product?.title ?? (line.garment_group ? GARMENT_GROUP_LABELS[line.garment_group] : 'Item');

/** What the employee has this programme year: per item, or the allowance. */
function BalanceSummary({ balance }: { balance: EmployeeBalanceJson }) {
  const money = (cents: number) => formatMoneyWithCode(cents, DEFAULT_CURRENCY);
  const items = balance.allowance
    ? [
        {
          key: 'allowance',
          label: 'Allowance',
          children: `${money(balance.allowance.left)} left of ${money(balance.allowance.entitled)}`,
        },
      ]
    : balance.lines.map((line) => ({
        key: line.uuid,
        label: titleOf(line),
        children: `${line.left} left of ${line.entitled} (${line.used} used)`,
      }));
  return <Descriptions size="small" column={1} bordered items={items} style={{ marginBottom: 16 }} />;
}

/**
 * "Ask for more" from the employee database: the employee's balance this year and a request for more items of one
 * line or a larger allowance, with the reason. A refusal keeps everything typed.
 */
export function AskForMoreModal({ staffId, onClose }: { staffId: string; onClose: () => void }) {
  const { notification } = App.useApp();
  const balances = useEmployeeBalance(staffId);
  const ask = useAskForMore();
  const [form] = Form.useForm<AskValues>();
  const balance = balances.data?.balances[0];
  const isAllowance = balance?.role?.kind === 'allowance';
  const send = async (values: AskValues) => {
    if (!balance) return;
    const answer = await ask.mutateAsync({
      employee_id: balance.employee_uuid,
      reason: values.reason,
      ...(isAllowance
        ? { amount: values.amount ?? null }
        : { line_id: values.line_id, quantity: values.quantity ?? null }),
    });
    notification.success({ message: answer.message, duration: 3 });
  };
  const period = balances.data?.period;
  const canAsk = Boolean(balance?.role) && balance?.role?.kind !== 'on_consumption';

  return (
    <FormModal<AskValues>
      title={balance ? `Ask for more for ${balance.name}` : 'Ask for more'}
      okText="Send request"
      form={form}
      name="ask-for-more"
      initialValues={{}}
      onSubmit={send}
      onClose={onClose}
      submitsOnEnter
      canSubmit={canAsk}
      above={
        <>
          {balances.isPending ? <Skeleton active /> : null}
          {balance && period ? (
            <Typography.Paragraph type="secondary">
              {balance.role ? `${balance.role.name}, ` : ''}programme year {formatDate(period.start)} to{' '}
              {formatDate(period.end)}. A person in charge approves or refuses the request; you are e-mailed
              either way.
            </Typography.Paragraph>
          ) : null}
          {balance ? <BalanceSummary balance={balance} /> : null}
        </>
      }
    >
      {balance && canAsk ? (
        <>
          {isAllowance ? (
            <Form.Item label="Amount more" name="amount" rules={rules('amount')}>
              <MoneyInput min={0} step={10} prefix={DEFAULT_CURRENCY} style={{ width: 200 }} />
            </Form.Item>
          ) : (
            <>
              <Form.Item label="Item" name="line_id" rules={rules('line_id')}>
                <Select
                  placeholder="Choose the item"
                  options={balance.lines.map((line) => ({ value: line.uuid, label: titleOf(line) }))}
                />
              </Form.Item>
              <Form.Item label="How many more" name="quantity" rules={rules('quantity')}>
                <InputNumber min={1} precision={0} style={{ width: 120 }} />
              </Form.Item>
            </>
          )}
          <Form.Item label="Reason" name="reason" rules={rules('reason')}>
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
        </>
      ) : balance ? (
        <Alert
          type="info"
          showIcon
          message={`${balance.name} has no entitlement to add to: give them a role with one first.`}
        />
      ) : null}
    </FormModal>
  );
}
