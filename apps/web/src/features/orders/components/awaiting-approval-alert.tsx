import { formatMoneyWithCode } from '@livery/domain/money';
import { PERSON_IN_CHARGE } from '@livery/domain/saved-product-permissions';
import { Alert, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../shared/auth/current-user.ts';
import { paths } from '../../../shared/config/paths.ts';
import { useOrdersAwaitingApproval } from '../api/get-orders-awaiting-approval.ts';

/** For a person in charge: how many orders wait for their approval, with a link to each of the latest. */
export function AwaitingApprovalAlert() {
  const user = useCurrentUser();
  const waiting = useOrdersAwaitingApproval(user.data?.department === PERSON_IN_CHARGE);
  const count = waiting.data?.count ?? 0;
  if (count === 0) return null;
  const shown = waiting.data?.orders ?? [];
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="orders-awaiting-approval"
      style={{ marginBottom: 16 }}
      message={count === 1 ? '1 order waits for your approval' : `${count} orders wait for your approval`}
      description={
        <Flex vertical gap={4}>
          {shown.map((order) => (
            <Typography.Text key={order.uuid}>
              {/* Underlined: a link inside a line of text is told apart by more than its colour. */}
              <Link to={paths.order(order.uuid)} style={{ textDecoration: 'underline' }}>
                {order.uid}
              </Link>{' '}
              · {order.user_name} · {order.team_name} · {formatMoneyWithCode(order.total, order.currency)}
            </Typography.Text>
          ))}
          {count > shown.length ? (
            <Typography.Text type="secondary">and {count - shown.length} more.</Typography.Text>
          ) : null}
          <Typography.Text type="secondary">Open an order to approve it.</Typography.Text>
        </Flex>
      }
    />
  );
}
