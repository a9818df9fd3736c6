import { Card, Col, Row, Typography } from 'antd';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { useTeamBudgets } from '../../../shared/api/get-team-budgets.ts';
import { BudgetProgress } from '../../../shared/components/budget-standing.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { formatDate } from '../../../shared/format/date.ts';

/**
 * The overview's team budgets: each joined team with a budget, its spend to date this programme year. Shown when
 * a team has a budget, or to a person in charge, who is pointed to the team page to set one.
 */
export function BudgetsOverviewCard() {
  // Drawn in a deferred render, which React splits into short tasks, not in the one that takes the answer.
  const data = useDeferredValue(useTeamBudgets().data);
  if (!data) return null;
  const withBudget = data.teams.filter((team) => team.budget !== null);
  if (withBudget.length === 0 && !data.can_edit) return null;

  return (
    <Card
      title="Team budgets"
      extra={<Link to={`${paths.report}#budgets`}>Budget report</Link>}
      style={{ marginBottom: 28 }}
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
        Spend to date this programme year, {formatDate(data.period.start)} to {formatDate(data.period.end)}.
      </Typography.Paragraph>
      {withBudget.length === 0 ? (
        <Typography.Text type="secondary">
          No team has a budget yet. Set one on a team's page under <Link to={paths.teams}>Teams</Link>.
        </Typography.Text>
      ) : (
        <Row gutter={[24, 16]}>
          {withBudget.map((team) => (
            <Col key={team.team.uuid} xs={24} md={12} xl={8}>
              <Link to={paths.team(team.team.uuid)}>
                <Typography.Text strong>{team.team.name}</Typography.Text>
              </Link>
              <BudgetProgress standing={team} currency={data.currency} />
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
