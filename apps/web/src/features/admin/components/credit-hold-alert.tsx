import type { OrderDetail } from '@livery/api-schemas/orders';
import { formatMoneyWithCode } from '@livery/domain/money';
import { Alert, App, Button, Flex } from 'antd';
import { useTransitionOrder } from '../api/transition-order.ts';

/**
 * An order that would take its company past the credit limit: the figures the provider decides on, and the one
 * way to approve it anyway (the approval's log says it went beyond the limit).
 */
export function CreditHoldAlert({ order }: { order: OrderDetail }) {
  const { modal, notification } = App.useApp();
  const transition = useTransitionOrder();
  const hold = order.credit_hold;
  if (!hold) return null;
  const money = (cents: number) => formatMoneyWithCode(cents, order.currency);
  const approveBeyond = () =>
    modal.confirm({
      title: 'Approve beyond the credit limit?',
      content: `${order.company_name} will owe ${money(hold.owed_after)} with this order, ${money(hold.owed_after - hold.credit_limit)} past its limit of ${money(hold.credit_limit)}. The invoice is issued now.`,
      okText: 'Yes, approve it',
      onOk: async () => {
        await transition.mutateAsync({ uuid: order.uuid, to: 'order_approved', beyond_credit_limit: true });
        notification.success({ message: `Order ${order.uid}: Approve done`, duration: 2 });
      },
    });
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      message="Past the company's credit limit"
      description={
        // The button sits under the figures rather than beside them, so a phone keeps the text's width.
        <Flex vertical align="flex-start" gap={8}>
          <span>
            Open invoices {money(hold.owed)} + this order {money(hold.order_total)} = {money(hold.owed_after)}
            , over the credit limit of {money(hold.credit_limit)}.
          </span>
          {order.order_approval_needed ? null : (
            <Button size="small" onClick={approveBeyond} loading={transition.isPending}>
              Approve beyond the limit
            </Button>
          )}
        </Flex>
      }
    />
  );
}
