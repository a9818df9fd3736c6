import type { SavedProduct } from '@livery/api-schemas/saved-products';
import { bulkOrderProductQuantities } from '@livery/domain/bulk-order-lines';
import type { RosterRow } from '@livery/domain/roster-rows';
import { useMemo } from 'react';
import { useJoinedTeams } from '../../../shared/api/get-joined-teams.ts';
import { useTeamBudgets } from '../../../shared/api/get-team-budgets.ts';
import { BudgetWarning } from '../../../shared/components/budget-standing.tsx';
import { useLinesAmount } from '../api/get-line-prices.ts';

/**
 * The review's budget notice (issue 25 item 5): the roster's lines priced by the server against the budget of the
 * team the cart will choose first (the default team), before shipping and GST; the cart warns again with the
 * order's total and the team actually chosen.
 */
export function BulkBudgetNotice({
  products,
  cells,
}: {
  products: SavedProduct[];
  cells: readonly RosterRow[];
}) {
  const teams = useJoinedTeams();
  const budgets = useTeamBudgets();
  const team = teams.data?.find((candidate) => candidate.is_default) ?? teams.data?.[0];
  const standing = budgets.data?.teams.find((candidate) => candidate.team.uuid === team?.uuid);
  const lines = useMemo(
    () =>
      products.map((product, index) => ({
        savedProductUuid: product.uuid,
        quantities: bulkOrderProductQuantities(cells, index + 1, product.sizes),
      })),
    [products, cells],
  );
  const amount = useLinesAmount(standing?.budget != null ? lines : []);
  if (!standing || standing.budget === null || amount === null || !budgets.data) return null;
  return (
    <BudgetWarning
      standing={standing}
      orderTotal={amount}
      currency={budgets.data.currency}
      subject="These items (before shipping and GST)"
    />
  );
}
