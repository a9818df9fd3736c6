import type { ReorderRoster } from '@livery/api-schemas/bulk-orders';
import { type OrderedGarment, rosterRowsFromOrder } from '@livery/domain/roster-reorder';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { findStaffIdsNotInDatabase } from '../employees/employees.service.ts';
import { findEmployeeProductsForExport, findOrderByUuid, findOrderItems } from './orders.repository.ts';

/**
 * GET /api/orders/{id}/reorder_roster: the order as the bulk order needs it to order it again (decision
 * 119): its saved products with the pieces per size, its people as roster rows with their sizes, quantities,
 * names and tags, and who of them has left the employee database. Prices are not part of it: the cart
 * prices the reorder today.
 */
export async function getReorderRoster(
  db: Database,
  user: CurrentUser,
  uuid: string,
): Promise<ReorderRoster> {
  const found = await findOrderByUuid(
    db,
    { kind: 'customer', userId: user.id, companyId: user.companyId },
    uuid,
  );
  if (!found) throw notFound('Order');
  const items = await findOrderItems(db, found.order.id);
  const products: ReorderRoster['products'] = [];
  const productNumberOfItem = new Map<number, number>();
  const skipped: string[] = [];
  for (const { item, savedProductUuid, hasNameList } of items) {
    if (!savedProductUuid || item.productId === null) {
      skipped.push(item.title);
      continue;
    }
    // One saved product on two lines (two colours, say) is one product of the bulk order.
    let index = products.findIndex((product) => product.saved_product_uuid === savedProductUuid);
    if (index === -1) {
      index =
        products.push({
          saved_product_uuid: savedProductUuid,
          title: item.title,
          qty_options: {},
          has_name_list: false,
        }) - 1;
    }
    const product = products[index]!;
    for (const [size, qty] of Object.entries(item.qtyOptions)) {
      product.qty_options[size] = (product.qty_options[size] ?? 0) + qty;
    }
    product.has_name_list ||= hasNameList;
    productNumberOfItem.set(item.id, index + 1);
  }

  const garments: OrderedGarment[] = [];
  for (const { row } of await findEmployeeProductsForExport(db, found.order.id)) {
    const productNumber = productNumberOfItem.get(row.orderItemId);
    if (!productNumber) continue;
    garments.push({
      productNumber,
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
    });
  }
  const employees = rosterRowsFromOrder(garments, products.length);
  const staffIds = [...new Set(employees.map((row) => row.staff_id ?? ''))];
  const gone = new Set(await findStaffIdsNotInDatabase(db, user.companyId, staffIds));
  const leavers = staffIds
    .filter((staffId) => gone.has(staffId))
    .map((staffId) => ({
      staff_id: staffId,
      name: employees.find((row) => row.staff_id === staffId)?.name ?? '',
    }));
  return { products, employees, leavers, skipped };
}
