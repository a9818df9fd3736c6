import { EntitlementUsesCard } from '../../../shared/components/entitlement-uses.tsx';
import { useCartUses } from '../api/get-cart-uses.ts';

/** The cart's Entitlements section: what checking the cart out uses of its employees' entitlements. */
export function CartEntitlementUses({ money }: { money: (cents: number) => string }) {
  const uses = useCartUses();
  return <EntitlementUsesCard uses={uses.data} money={money} />;
}
