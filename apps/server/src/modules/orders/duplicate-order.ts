import type { DuplicatedOrder } from '@livery/api-schemas/orders';
import { rosterRowsFromOrder } from '@livery/domain/roster-reorder';
import type { Database } from '../../db/database.ts';
import { AppError, notFound } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { addSavedProductToCart } from '../builder/builder.service.ts';
import { placeBulkOrder } from '../bulk-orders/bulk-orders.service.ts';
import { findEmployeeProductsForExport, findOrderByUuid, findOrderItems } from './orders.repository.ts';

type EmployeeProductRow = Awaited<ReturnType<typeof findEmployeeProductsForExport>>[number]['row'];

/** A line's name list as a one-product roster, as the bulk order takes it. */
function rosterOfLine(people: EmployeeProductRow[]) {
  return rosterRowsFromOrder(
    people.map((row) => ({
      productNumber: 1,
      person: {
        staff_id: row.staffId,
        name: row.name,
        nametag: row.nametag,
        sex: row.sex,
        department: row.department,
        cost_center: row.costCenter,
        position: row.position,
        laundry_id: row.laundryId,
        locker_id: row.lockerId,
        uniform_code: row.uniformCode,
        other_info: row.otherInfo,
      },
      size: row.size,
      qty: row.qty,
      note: row.note,
      tags: row.tags,
    })),
    1,
  );
}

/**
 * POST /api/orders/{id}/duplicate_order: the order's lines go back into the caller's cart as they were, with
 * their sizes and quantities and, for a line with a name list, the same people, sizes, names and tags
 * (decision 119), priced today by the cart's own rules. A line whose saved product is gone, or that was
 * quoted rather than designed, cannot be ordered again and is named in the answer.
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
  const peopleOfLine = new Map<number, EmployeeProductRow[]>();
  for (const { row: person } of await findEmployeeProductsForExport(db, row.order.id)) {
    peopleOfLine.set(person.orderItemId, [...(peopleOfLine.get(person.orderItemId) ?? []), person]);
  }
  let added = 0;
  const skipped: string[] = [];
  for (const { item, savedProductUuid } of items) {
    if (!savedProductUuid || item.productId === null) {
      skipped.push(`${item.title}: not a saved product any more`);
      continue;
    }
    try {
      const people = peopleOfLine.get(item.id);
      if (people) {
        await placeBulkOrder(db, user, {
          quote: {
            mode: 'pro',
            data: [{ saved_product_id: savedProductUuid }],
            employees: rosterOfLine(people),
          },
        });
        added += 1;
        continue;
      }
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
