import {
  approvalRuleInput,
  MISSING_RULE_DETAIL,
  type UpdateApprovalRulesBody,
} from '@livery/api-schemas/approval-rules';
import {
  APPROVAL_CONDITION_LABELS,
  APPROVAL_CONDITIONS,
  APPROVER_KIND_LABELS,
  APPROVER_KINDS,
  MAX_APPROVAL_LEVEL,
} from '@livery/domain/approval-rules';
import { DEFAULT_CURRENCY } from '@livery/domain/money';
import { Alert, App, Button, Card, Flex, Form, Input, Select, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { MoneyInput } from '../../../shared/components/money-input.tsx';
import { antdRulesFrom } from '../../../shared/forms/antd-rules-from.ts';
import { useFormSubmit } from '../../../shared/hooks/use-form-submit.ts';
import { useApprovalRules } from '../api/get-approval-rules.ts';
import { useSaveApprovalRules } from '../api/save-approval-rules.ts';

/** Each rule's fields as the API checks them; a field the condition or approver asks for is shown only then. */
const ruleRules = antdRulesFrom(approvalRuleInput, { required: MISSING_RULE_DETAIL });

type RuleValues = UpdateApprovalRulesBody['rules'][number];
interface RulesValues {
  rules: RuleValues[];
  finance_ids: string[];
}

const NEW_RULE: RuleValues = {
  condition: 'amount_over',
  amount: null,
  level: 1,
  approver: 'team_persons_in_charge',
};

/**
 * The company's approval rules: condition -> who approves, at a level (level 1 first, then 2 ...). A refused save
 * keeps everything typed, and says why above the form.
 */
export function ApprovalRulesCard() {
  const query = useApprovalRules();
  const save = useSaveApprovalRules();
  const { notification } = App.useApp();
  const [form] = Form.useForm<RulesValues>();
  const rules = Form.useWatch('rules', form) ?? [];
  const { submit, error, isSaving, onFinishFailed } = useFormSubmit(form, async (values) => {
    await save.mutateAsync({
      rules: (values.rules ?? []).map((rule) => ({
        condition: rule.condition,
        amount: rule.condition === 'amount_over' ? (rule.amount ?? null) : null,
        team_id: rule.condition === 'team_is' ? (rule.team_id ?? null) : null,
        cost_center: rule.condition === 'cost_center_is' ? (rule.cost_center ?? null) : null,
        level: rule.level,
        approver: rule.approver,
        approver_id: rule.approver === 'person' ? (rule.approver_id ?? null) : null,
      })),
      finance_ids: values.finance_ids ?? [],
    });
    notification.success({ message: 'Updated!', duration: 2 });
  });

  useEffect(() => {
    if (query.data) {
      form.setFieldsValue({
        rules: query.data.rules.map((rule) => ({
          condition: rule.condition,
          amount: rule.amount,
          team_id: rule.team_id,
          cost_center: rule.cost_center,
          level: rule.level,
          approver: rule.approver,
          approver_id: rule.approver_id,
        })),
        finance_ids: query.data.finance.map((person) => person.id),
      });
    }
  }, [query.data, form]);

  if (query.isPending) return <Skeleton active />;
  if (!query.data) return null;
  const { choices, can_edit: canEdit } = query.data;
  const people = choices.persons_in_charge.map((person) => ({
    value: person.id,
    label: person.name === person.email ? person.email : `${person.name} (${person.email})`,
  }));
  return (
    <Card title="Approval rules" style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">
        Each rule that an order meets asks someone to approve it at a level. Level 1 approves first, then
        level 2, and so on; at each level any one of its approvers is enough. The provider starts once every
        level has approved. A person in charge's own orders skip the team's persons in charge.
      </Typography.Paragraph>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Form
        form={form}
        layout="vertical"
        disabled={!canEdit}
        onFinish={submit}
        onFinishFailed={onFinishFailed}
      >
        <Form.List name="rules">
          {(fields, { add, remove }) => (
            <>
              {fields.length === 0 ? (
                <Typography.Paragraph>No rules: orders go straight to the provider.</Typography.Paragraph>
              ) : null}
              {fields.map((field, index) => {
                const rule = rules[index];
                return (
                  <Card
                    key={field.key}
                    size="small"
                    type="inner"
                    title={`Rule ${index + 1}`}
                    style={{ marginBottom: 12 }}
                    extra={
                      canEdit ? (
                        <Button type="link" danger onClick={() => remove(field.name)}>
                          Remove
                        </Button>
                      ) : null
                    }
                  >
                    <Flex wrap gap={12}>
                      <Form.Item
                        name={[field.name, 'condition']}
                        label="When"
                        rules={ruleRules('condition')}
                        style={{ minWidth: 240, flex: '1 1 240px', marginBottom: 8 }}
                      >
                        <Select
                          options={APPROVAL_CONDITIONS.map((value) => ({
                            value,
                            label: APPROVAL_CONDITION_LABELS[value],
                          }))}
                        />
                      </Form.Item>
                      {rule?.condition === 'amount_over' ? (
                        <Form.Item
                          name={[field.name, 'amount']}
                          label="Order total above (incl. GST)"
                          rules={ruleRules('amount')}
                          style={{ flex: '1 1 160px', marginBottom: 8 }}
                        >
                          <MoneyInput min={0} step={50} prefix={DEFAULT_CURRENCY} style={{ width: '100%' }} />
                        </Form.Item>
                      ) : null}
                      {rule?.condition === 'team_is' ? (
                        <Form.Item
                          name={[field.name, 'team_id']}
                          label="Team"
                          rules={ruleRules('team_id')}
                          style={{ flex: '1 1 160px', marginBottom: 8 }}
                        >
                          <Select
                            showSearch
                            optionFilterProp="label"
                            options={choices.teams.map((team) => ({ value: team.id, label: team.name }))}
                          />
                        </Form.Item>
                      ) : null}
                      {rule?.condition === 'cost_center_is' ? (
                        <Form.Item
                          name={[field.name, 'cost_center']}
                          label="Cost centre"
                          rules={ruleRules('cost_center')}
                          style={{ flex: '1 1 160px', marginBottom: 8 }}
                        >
                          <Input maxLength={100} />
                        </Form.Item>
                      ) : null}
                    </Flex>
                    <Flex wrap gap={12}>
                      <Form.Item
                        name={[field.name, 'level']}
                        label="Level"
                        rules={ruleRules('level')}
                        style={{ width: 100, marginBottom: 0 }}
                      >
                        <Select
                          options={Array.from({ length: MAX_APPROVAL_LEVEL }, (_, at) => ({
                            value: at + 1,
                            label: `${at + 1}`,
                          }))}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'approver']}
                        label="Approved by"
                        rules={ruleRules('approver')}
                        style={{ flex: '1 1 200px', marginBottom: 0 }}
                      >
                        <Select
                          options={APPROVER_KINDS.map((value) => ({
                            value,
                            label: APPROVER_KIND_LABELS[value],
                          }))}
                        />
                      </Form.Item>
                      {rule?.approver === 'person' ? (
                        <Form.Item
                          name={[field.name, 'approver_id']}
                          label="Person in charge"
                          rules={ruleRules('approver_id')}
                          style={{ flex: '1 1 200px', marginBottom: 0 }}
                        >
                          <Select showSearch optionFilterProp="label" options={people} />
                        </Form.Item>
                      ) : null}
                    </Flex>
                  </Card>
                );
              })}
              {canEdit ? (
                <Button onClick={() => add({ ...NEW_RULE })} style={{ marginBottom: 16 }}>
                  Add a rule
                </Button>
              ) : null}
            </>
          )}
        </Form.List>
        <Form.Item
          name="finance_ids"
          label="Finance"
          extra="The persons in charge who approve where a rule says Finance (any one of them)."
        >
          <Select mode="multiple" allowClear optionFilterProp="label" options={people} placeholder="Nobody" />
        </Form.Item>
        {canEdit ? (
          <Button type="primary" htmlType="submit" loading={isSaving}>
            Save rules
          </Button>
        ) : null}
      </Form>
    </Card>
  );
}
