import { MISSING_RULE_DETAIL } from '@livery/api-schemas/approval-rules';
import { updateOrderApprovalBody } from '@livery/api-schemas/settings';
import { DEFAULT_CURRENCY } from '@livery/domain/money';
import {
  ORDER_APPROVAL_RULE_LABELS,
  ORDER_APPROVAL_RULES,
  type OrderApprovalRule,
} from '@livery/domain/order-approval';
import { isPathAllowedForPlan } from '@livery/domain/plan-access';
import { Alert, App, Button, Card, Form, Radio, Skeleton, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../shared/auth/current-user.ts';
import { MoneyInput } from '../../../shared/components/money-input.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { antdRulesFrom } from '../../../shared/forms/antd-rules-from.ts';
import { useFormSubmit } from '../../../shared/hooks/use-form-submit.ts';
import { useOrderApprovalSetting } from '../api/get-order-approval-setting.ts';
import { useSaveOrderApprovalSetting } from '../api/save-order-approval-setting.ts';
import { ApprovalRulesCard } from '../components/approval-rules-card.tsx';

/** The form's amount is the API's threshold, asked only for 'above an amount'. */
const approvalRules = antdRulesFrom(
  { shape: { rule: updateOrderApprovalBody.shape.rule, amount: updateOrderApprovalBody.shape.threshold } },
  { required: { amount: MISSING_RULE_DETAIL.amount } },
);

interface ApprovalValues {
  rule: OrderApprovalRule;
  /** In cents, typed in units. */
  amount?: number | null;
}

/** Who approves what: the person in charge chooses when members' orders wait for them. */
function OrderApprovalCard() {
  const setting = useOrderApprovalSetting();
  const save = useSaveOrderApprovalSetting();
  const { notification } = App.useApp();
  const [form] = Form.useForm<ApprovalValues>();
  const rule = Form.useWatch('rule', form);
  const { submit, error, isSaving } = useFormSubmit(form, async (values) => {
    await save.mutateAsync({
      rule: values.rule,
      threshold: values.rule === 'above_amount' ? (values.amount ?? 0) : null,
    });
    notification.success({ message: 'Updated!', duration: 2 });
  });

  useEffect(() => {
    if (setting.data) {
      form.setFieldsValue({
        // 'custom': the rules below say more than these choices; none is chosen until one replaces them.
        rule: setting.data.rule === 'custom' ? undefined : setting.data.rule,
        amount: setting.data.threshold,
      });
    }
  }, [setting.data, form]);

  if (setting.isPending) return <Skeleton active />;
  const canEdit = setting.data?.can_edit ?? false;
  return (
    <Card title="Order approval">
      <Typography.Paragraph type="secondary">
        Choose which orders wait for a person in charge before the provider processes them. The person in
        charge is e-mailed and approves the order from its page.
      </Typography.Paragraph>
      {!canEdit ? (
        <Alert
          type="info"
          showIcon
          message="Only a person in charge of your company can change this."
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {setting.data?.rule === 'custom' ? (
        <Alert
          type="info"
          showIcon
          message="Your company's approval rules below say more than these choices. Saving one of them here replaces the rules."
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical" disabled={!canEdit} onFinish={submit}>
        <Form.Item name="rule" label="Orders need approval" rules={approvalRules('rule')}>
          <Radio.Group>
            <Space direction="vertical">
              {ORDER_APPROVAL_RULES.map((value) => (
                <Radio key={value} value={value}>
                  {ORDER_APPROVAL_RULE_LABELS[value]}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        {rule === 'above_amount' ? (
          <Form.Item name="amount" label="Order total above (incl. GST)" rules={approvalRules('amount')}>
            <MoneyInput min={0} step={50} prefix={DEFAULT_CURRENCY} style={{ width: 200 }} />
          </Form.Item>
        ) : null}
        {canEdit ? (
          <Button type="primary" htmlType="submit" loading={isSaving}>
            Save
          </Button>
        ) : null}
      </Form>
    </Card>
  );
}

/** The uniform programme has a page of its own (roles and their entitlements); the settings point to it. */
function ProgrammeCard() {
  const { data: user } = useCurrentUser();
  if (!user || !isPathAllowedForPlan(user.plan, paths.programme)) return null;
  return (
    <Card title="Uniform programme" style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">
        Roles give employees an entitlement each programme year: items and quantities, or an amount to spend.
      </Typography.Paragraph>
      <Link to={paths.programme}>Set up roles and entitlements</Link>
    </Card>
  );
}

/** /settings: company-wide choices. */
export default function SettingsPage() {
  return (
    <div style={{ maxWidth: 720, margin: '0 auto' }}>
      <Typography.Title level={3}>Settings</Typography.Title>
      <OrderApprovalCard />
      <ApprovalRulesCard />
      <ProgrammeCard />
      <Card title="Webhooks" style={{ marginTop: 16 }}>
        <Typography.Paragraph type="secondary">
          Send your company's orders, shipments, invoices and payments to your own systems (ERP, accounting)
          as they happen, signed so your systems can trust them.
        </Typography.Paragraph>
        <Link to={paths.settingsWebhooks}>Manage webhooks</Link>
      </Card>
    </div>
  );
}
