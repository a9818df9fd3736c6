import type { JobItemResponse, RfidTagsResponse } from '@livery/api-schemas/orders';
import { rfidTagCode } from '@livery/domain/rfid-tag';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import {
  findLineEmployeeProducts,
  findOrderByUuid,
  findOrderItems,
  findOrderUuidOfItem,
  type OrderScope,
} from './orders.repository.ts';

/** The order line a caller may see (its order in their scope), or 404 like a line that does not exist. */
async function visibleLine(db: Database, scope: OrderScope, itemUuid: string) {
  const found = await findOrderUuidOfItem(db, itemUuid);
  const row = found ? await findOrderByUuid(db, scope, found.orderUuid) : undefined;
  if (!found || !row) throw notFound('Order item');
  const line = (await findOrderItems(db, row.order.id)).find(({ item }) => item.id === found.itemId);
  if (!line) throw notFound('Order item');
  return { order: row.order, line };
}

/** GET /api/kart_items/{line uuid}/rfid_tags: a tag per employee garment, coded from the garment's uuid. */
export async function listRfidTags(
  db: Database,
  scope: OrderScope,
  itemUuid: string,
): Promise<RfidTagsResponse> {
  const { line } = await visibleLine(db, scope, itemUuid);
  const rows = await findLineEmployeeProducts(db, line.item.id);
  return {
    rfid_tags: rows.map((row) => ({
      id: row.uuid,
      tag_code: rfidTagCode(row.uuid),
      staff_id: row.staffId,
      name: row.name,
      department: row.department,
      size: row.size,
      qty: row.qty,
      laundry_id: row.laundryId,
      locker_id: row.lockerId,
      cost_center: row.costCenter,
      uniform_code: row.uniformCode,
      item_title: line.item.title,
    })),
  };
}

/** GET /api/job_items/{line uuid}: the line as production sees it, with its garments counted by status. */
export async function getJobItem(
  db: Database,
  scope: OrderScope,
  itemUuid: string,
): Promise<JobItemResponse> {
  const { order, line } = await visibleLine(db, scope, itemUuid);
  const rows = await findLineEmployeeProducts(db, line.item.id);
  const statusCounts: Record<string, number> = {};
  for (const row of rows) statusCounts[row.productStatus] = (statusCounts[row.productStatus] ?? 0) + 1;
  return {
    job_item: {
      id: line.item.uuid,
      order_uuid: order.uuid,
      order_uid: order.uid,
      title: line.item.title,
      apparel_color: line.item.apparelColor,
      qty_options: line.item.qtyOptions,
      total_qty: line.item.totalQty,
      due_date: line.item.dueDate,
      print_faces: Object.keys(line.item.printFiles ?? {}),
      status_counts: statusCounts,
    },
  };
}
