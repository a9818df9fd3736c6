import type { SavedProduct } from '@livery/api-schemas/saved-products';
import { formatMoneyWithCode } from '@livery/domain/money';
import type { RosterRow } from '@livery/domain/roster-rows';
import { useDeferredValue, useMemo } from 'react';
import { EntitlementUsesCard } from '../../../shared/components/entitlement-uses.tsx';
import { useBulkOrderUses } from '../api/get-bulk-order-uses.ts';
import { rosterOrderBody } from '../api/place-bulk-order.ts';

/**
 * The review's Entitlements section (issue 25 item 2): per employee on the roster, what the order would use of
 * their entitlement and what is left, by the server's checkout rule, as the cart's section shows it once the
 * roster is in the cart. Asked once the roster could go to the cart.
 */
export function BulkEntitlementUses({
  products,
  cells,
}: {
  products: SavedProduct[];
  cells: readonly RosterRow[];
}) {
  const body = useMemo(
    () =>
      rosterOrderBody(
        products.map((product) => product.uuid),
        cells,
      ),
    [products, cells],
  );
  const uses = useBulkOrderUses(useDeferredValue(body));
  const currency = products[0]?.currency;
  return <EntitlementUsesCard uses={uses.data} money={(cents) => formatMoneyWithCode(cents, currency)} />;
}
