import type { EntitlementExcessJson } from '@livery/api-schemas/orders';
import { BEYOND_ENTITLEMENT_MARKS } from '@livery/domain/entitlements';
import { formatMoneyWithCode } from '@livery/domain/money';
import { Alert, List, Typography } from 'antd';

/**
 * What an order holds beyond its employees' entitlements and who bears it (issue 25 item 2), as checkout wrote it:
 * the same facts on the order page and the console.
 */
export function EntitlementExcess({
  excess,
  currency,
}: {
  excess: EntitlementExcessJson | null;
  currency: string;
}) {
  if (!excess) return null;
  const money = (cents: number) => formatMoneyWithCode(cents, currency);
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="entitlement-excess"
      style={{ marginBottom: 16 }}
      message={`${BEYOND_ENTITLEMENT_MARKS[excess.rule]}: ${money(excess.total_cents)} beyond entitlement`}
      description={
        <List
          size="small"
          dataSource={excess.garments}
          renderItem={(garment) => (
            <List.Item style={{ paddingInline: 0 }}>
              <Typography.Text>
                {garment.name} ({garment.staff_id}): {garment.quantity > 0 ? `${garment.quantity} × ` : ''}
                {garment.title}, {money(garment.cents)}
                {excess.rule === 'cost_centre' ? ` — cost centre ${garment.cost_centre ?? 'not given'}` : ''}
              </Typography.Text>
            </List.Item>
          )}
        />
      }
    />
  );
}
