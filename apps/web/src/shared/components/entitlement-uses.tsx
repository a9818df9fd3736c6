import type { CartUsesResponse } from '@livery/api-schemas/programmes';
import { BEYOND_ENTITLEMENT_RULE_LABELS } from '@livery/domain/entitlements';
import { Alert, Card, Flex, List, Tag, Typography } from 'antd';

type EmployeeUse = CartUsesResponse['employees'][number];

function amountOf(use: EmployeeUse, value: number, money: (cents: number) => string): string {
  if (use.unit === 'cents') return money(value);
  return `${value} ${value === 1 ? 'item' : 'items'}`;
}

/** One employee's line: what this order uses, what is left after it, and what is beyond. */
function EmployeeUseRow({ use, money }: { use: EmployeeUse; money: (cents: number) => string }) {
  const isBeyond = use.beyond_items > 0 || use.beyond_cents > 0;
  return (
    <List.Item>
      <Flex vertical gap={2} style={{ width: '100%' }}>
        <Flex justify="space-between" gap={8} wrap>
          <Typography.Text strong>
            {use.name} <Typography.Text type="secondary">{use.staff_id}</Typography.Text>
          </Typography.Text>
          <Typography.Text type="secondary">{use.role.name}</Typography.Text>
        </Flex>
        {use.unit === null ? (
          <Typography.Text type="secondary">On consumption: no entitlement to use</Typography.Text>
        ) : (
          <Flex gap={12} wrap>
            <span>
              Uses <strong>{amountOf(use, use.uses, money)}</strong>
            </span>
            <span>
              Left after <strong>{amountOf(use, use.left_after, money)}</strong>
            </span>
            {isBeyond ? (
              <Tag color="orange">
                Beyond:{' '}
                {use.beyond_items > 0
                  ? `${use.beyond_items} ${use.beyond_items === 1 ? 'item' : 'items'}, `
                  : ''}
                {money(use.beyond_cents)}
              </Tag>
            ) : null}
          </Flex>
        )}
      </Flex>
    </List.Item>
  );
}

/**
 * An order's employees in the uniform programme (issue 25 item 2), as the cart and the bulk order show them: what
 * the order uses of each one's entitlement this programme year, what is left after it, and the company's rule for
 * what is beyond. Nothing when no line names an employee with a role.
 */
export function EntitlementUsesCard({
  uses,
  money,
}: {
  uses: CartUsesResponse | undefined;
  money: (cents: number) => string;
}) {
  const employees = uses?.employees ?? [];
  if (!uses || employees.length === 0) return null;
  const isBeyond = employees.some((use) => use.beyond_items > 0 || use.beyond_cents > 0);
  return (
    <Card title="Entitlements" style={{ marginBottom: 16 }} data-testid="entitlement-uses">
      {isBeyond ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          message="Part of this order is beyond an entitlement"
          description={`Your company's rule: ${BEYOND_ENTITLEMENT_RULE_LABELS[uses.beyond_entitlement].toLowerCase()}.`}
        />
      ) : null}
      <List
        size="small"
        dataSource={employees}
        rowKey={(use) => use.staff_id}
        renderItem={(use) => <EmployeeUseRow use={use} money={money} />}
      />
    </Card>
  );
}
