import type { DuplicatedOrder } from '@livery/api-schemas/orders';
import type { Database } from '../../db/database.ts';
import { AppError, notFound } from '../../errors.ts';
import type { CurrentUser } from '../auth/session-tokens.service.ts';
import { addSavedProductToCart } from '../builder/builder.service.ts';
import { findOrderByUuid, findOrderItems } from './orders.repository.ts';

/**
 * POST /api/orders/{id}/duplicate_order: the order's lines go back into the caller's cart with their sizes and
 * quantities, priced today by the cart's own rules. A line whose saved product is gone, or that was quoted
 * rather than designed, cannot be ordered again and is named in the answer; name lists are not copied.
 */
export async function duplicateOrder(
  db: Database,
  user: CurrentUser,
  uuid: string,
): Promise<DuplicatedOrder> {
  const row = await findOrderByUuid(
    db,
    { kind: 'customer', userId: user.id, companyId: user.companyId },
    uuid,
  );
  if (!row) throw notFound('Order');
  const items = await findOrderItems(db, row.order.id);
  let added = 0;
  const skipped: string[] = [];
  for (const { item, savedProductUuid } of items) {
    if (!savedProductUuid || item.productId === null) {
      skipped.push(`${item.title}: not a saved product any more`);
      continue;
    }
    try {
      await addSavedProductToCart(db, user, {
        mode: 'normal',
        product_type: 'saved_products',
        saved_product_id: savedProductUuid,
        qty_options: item.qtyOptions,
        variations: item.apparelColor ? { apparel_color: item.apparelColor } : undefined,
      });
      added += 1;
    } catch (error) {
      // One line the catalogue no longer allows (archived, below a new minimum) must not stop the others.
      if (!(error instanceof AppError)) throw error;
      skipped.push(`${item.title}: ${error.message}`);
    }
  }
  return {
    message: added > 0 ? 'Duplicated!' : 'Nothing could be added to your cart',
    added,
    skipped,
  };
}
