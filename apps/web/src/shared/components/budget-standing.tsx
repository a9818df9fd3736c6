import type { TeamBudgetJson } from '@livery/api-schemas/team-budgets';
import { formatMoneyWithCode } from '@livery/domain/money';
import { isOverBudget } from '@livery/domain/team-budgets';
import { Alert, Flex, Progress, Typography } from 'antd';

/** A team's budget as a bar: spent of budget, what is left (red when overspent), or "No budget". */
export function BudgetProgress({ standing, currency }: { standing: TeamBudgetJson; currency: string }) {
  if (standing.budget === null) {
    return (
      <Typography.Text type="secondary">
        No budget · {formatMoneyWithCode(standing.spent, currency)} spent this year
      </Typography.Text>
    );
  }
  const isOver = (standing.left ?? 0) < 0;
  return (
    <Flex vertical gap={2}>
      <Progress
        percent={Math.min(100, standing.used_percent)}
        status={isOver ? 'exception' : 'normal'}
        showInfo={false}
        aria-label={`${standing.team.name}: ${standing.used_percent}% of the budget spent`}
      />
      <Flex justify="space-between" wrap gap={8}>
        <Typography.Text>
          {formatMoneyWithCode(standing.spent, currency)} of {formatMoneyWithCode(standing.budget, currency)}{' '}
          spent ({standing.used_percent}%)
        </Typography.Text>
        <Typography.Text type={isOver ? 'danger' : 'secondary'}>
          {isOver
            ? `${formatMoneyWithCode(-(standing.left ?? 0), currency)} over`
            : `${formatMoneyWithCode(standing.left ?? 0, currency)} left`}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

/**
 * Before checkout: whether this order takes its team past the team's budget this programme year, with the figures
 * (the domain's `isOverBudget`, the rule checkout itself applies). Nothing for a team without a budget.
 */
export function BudgetWarning(props: {
  standing: TeamBudgetJson | undefined;
  orderTotal: number;
  currency: string;
  /** What the total is: "This order" in the cart, "These items" before their price is final. */
  subject?: string;
}) {
  const { standing, orderTotal, currency } = props;
  if (!standing || standing.budget === null) return null;
  const money = (cents: number) => formatMoneyWithCode(cents, currency);
  const after = standing.spent + orderTotal;
  const subject = props.subject ?? 'This order';
  const inSentence = subject.charAt(0).toLowerCase() + subject.slice(1);
  if (!isOverBudget(standing, orderTotal)) {
    return (
      <Alert
        type="info"
        showIcon
        role="status"
        message={`${standing.team.name} budget: ${money(standing.budget - after)} left after ${inSentence}`}
        description={`${money(standing.spent)} spent of ${money(standing.budget)} this programme year; ${inSentence} ${money(orderTotal)}.`}
      />
    );
  }
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      message={`${subject} would take ${standing.team.name} over its budget by ${money(after - standing.budget)}`}
      description={`Budget ${money(standing.budget)} this programme year · spent so far ${money(standing.spent)} · ${inSentence} ${money(orderTotal)}. You can still place it; your company's approval rule may hold it for a person in charge.`}
    />
  );
}
