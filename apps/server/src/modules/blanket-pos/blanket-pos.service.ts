import type { BlanketPurchaseOrder } from '@livery/api-schemas/inventories';
import { MAX_STOCK_QUANTITY } from '@livery/api-schemas/inventories';
import {
  blanketPoCalledOffPieces,
  blanketPoCallOff,
  blanketPoDuration,
} from '@livery/domain/inventory-stock';
import { describeQuantities, orderBySizes } from '@livery/domain/size-order';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { notFound, unprocessable } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { signFileUrl } from '../../storage/signed-file-urls.ts';
import { cleanName, detectAttachmentType } from '../attachments/attachments.service.ts';
import {
  findCallOffOrders,
  findInventoryForCaller,
  logInventoryActivity,
} from '../inventories/inventories.service.ts';
import {
  type BlanketPurchaseOrderRow,
  deleteBlanketPurchaseOrderRow,
  findAttachmentKeysOfInventory,
  findBlanketPurchaseOrderById,
  findBlanketPurchaseOrdersOfInventory,
  insertBlanketPurchaseOrder,
} from './blanket-pos.repository.ts';

/** The form of POST /api/blanket_purchase_orders as read from multipart fields (all text) and its one file. */
export interface BlanketPurchaseOrderForm {
  fields: Record<string, string>;
  file?: { name: string; bytes: Buffer };
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(text: string): boolean {
  if (!DATE_ONLY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Quantities from `qtys` (a JSON object) or `qtys[SIZE]` fields; each a whole number 0 or more. */
function readQuantities(fields: Record<string, string>, sizes: readonly string[], problems: string[]) {
  const raw: Record<string, unknown> = {};
  if (fields.qtys !== undefined) {
    try {
      const parsed: unknown = JSON.parse(fields.qtys);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) Object.assign(raw, parsed);
      else problems.push('Quantity must list pieces per size');
    } catch {
      problems.push('Quantity must list pieces per size');
    }
  }
  for (const [name, value] of Object.entries(fields)) {
    const match = /^qtys\[(.+)\]$/.exec(name);
    if (match?.[1]) raw[match[1]] = value;
  }
  const quantities: Record<string, number> = {};
  for (const [size, value] of Object.entries(raw)) {
    if (!sizes.includes(size)) {
      problems.push(`Size ${size} is not a size of this product (${sizes.join(', ')})`);
      continue;
    }
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (text === '') continue;
    if (!/^\d+$/.test(text) || Number(text) > MAX_STOCK_QUANTITY) {
      problems.push(`Quantity of size ${size} must be a whole number from 0 to ${MAX_STOCK_QUANTITY}`);
      continue;
    }
    if (Number(text) > 0) quantities[size] = Number(text);
  }
  if (problems.length === 0 && Object.keys(quantities).length === 0) problems.push('Quantity is required');
  return quantities;
}

export function toBlanketPurchaseOrderJson(
  secretKey: string,
  row: BlanketPurchaseOrderRow,
  inventory: { uuid: string; sizes: readonly string[] },
  ordered: Record<string, number>,
): BlanketPurchaseOrder {
  const callOff = blanketPoCallOff(row.qtys, ordered);
  const inSizeOrder = (quantities: Record<string, number>) =>
    Object.fromEntries(orderBySizes(quantities, inventory.sizes));
  return {
    id: row.id,
    title: row.title,
    begin_at: row.beginAt,
    finish_at: row.finishAt,
    duration: blanketPoDuration(row.beginAt, row.finishAt),
    qtys: inSizeOrder(row.qtys),
    called_off_qtys: inSizeOrder(callOff.calledOff),
    remaining_qtys: inSizeOrder(callOff.remaining),
    total_committed: callOff.totalCommitted,
    total_called_off: callOff.totalCalledOff,
    total_remaining: callOff.totalRemaining,
    note: row.note,
    attachment:
      row.attachmentKey && row.attachmentName
        ? {
            url: signFileUrl(secretKey, row.attachmentKey, { download: row.attachmentName }),
            title: row.attachmentName,
          }
        : null,
    inventory_id: inventory.uuid,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * What each of the item's blanket POs has called off so far: every order placed with the item goes to one PO
 * (the one its PO number names, else the earliest covering its day; `blanketPoOfOrder`), so two POs over the
 * same days never both count it.
 */
async function calledOffPiecesByPo(db: DatabaseOrTransaction, timeZone: string, inventoryId: number) {
  const [pos, orders] = await Promise.all([
    findBlanketPurchaseOrdersOfInventory(db, inventoryId),
    findCallOffOrders(db, inventoryId, timeZone),
  ]);
  return { pos, calledOff: blanketPoCalledOffPieces(pos, orders) };
}

/** An item's blanket purchase orders, newest first, each with what has been called off. */
export async function listBlanketPurchaseOrders(
  db: DatabaseOrTransaction,
  settings: { secretKey: string; timeZone: string },
  inventory: { id: number; uuid: string; sizes: readonly string[] },
): Promise<BlanketPurchaseOrder[]> {
  const { pos, calledOff } = await calledOffPiecesByPo(db, settings.timeZone, inventory.id);
  return pos.map((row) =>
    toBlanketPurchaseOrderJson(settings.secretKey, row, inventory, calledOff.get(row.id) ?? {}),
  );
}

/**
 * POST /api/blanket_purchase_orders: PO number and quantities required, yyyy-MM-dd dates (the end not before
 * the start), an optional note and at most one file of the PO attachment types. Every problem is reported
 * at once and nothing is stored unless all is well.
 */
export async function createBlanketPurchaseOrder(
  db: Database,
  files: FileStore,
  settings: { secretKey: string; timeZone: string },
  user: CurrentUser,
  form: BlanketPurchaseOrderForm,
): Promise<BlanketPurchaseOrder> {
  const { fields } = form;
  const inventoryUuid = fields.inventory_id?.trim() ?? '';
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(inventoryUuid)) {
    throw notFound('Inventory');
  }
  const inventory = await findInventoryForCaller(db, user, inventoryUuid);
  const problems: string[] = [];
  const title = fields.title?.trim() ?? '';
  if (!title) problems.push('PO Number is required');
  else if (title.length > 100) problems.push('PO Number must be at most 100 characters');
  const dates: Record<'begin_at' | 'finish_at', string | null> = { begin_at: null, finish_at: null };
  for (const key of ['begin_at', 'finish_at'] as const) {
    const value = fields[key]?.trim();
    if (!value) continue;
    if (isRealDate(value)) dates[key] = value;
    else problems.push(`${key === 'begin_at' ? 'From' : 'To'} date must be a date in yyyy-MM-dd`);
  }
  if (dates.begin_at && dates.finish_at && dates.finish_at < dates.begin_at) {
    problems.push('To date cannot be before From date');
  }
  const note = fields.note?.trim() || null;
  if (note && note.length > 1000) problems.push('Note must be at most 1000 characters');
  const qtys = readQuantities(fields, inventory.sizes, problems);
  const fileName = form.file ? cleanName(form.file.name) : undefined;
  const fileType = form.file ? detectAttachmentType(form.file.bytes) : undefined;
  if (form.file && !fileType) {
    problems.push(`${fileName}: only images, xls, xlsx, csv and pdf files can be attached.`);
  }
  if (problems.length > 0) throw unprocessable(problems);

  const attachmentKey =
    form.file && fileType ? await files.save('blanket-pos', fileType.extension, form.file.bytes) : null;
  const row = await db.transaction(async (tx) => {
    const inserted = await insertBlanketPurchaseOrder(tx, {
      inventoryId: inventory.id,
      userId: user.id,
      title,
      beginAt: dates.begin_at,
      finishAt: dates.finish_at,
      qtys,
      note,
      attachmentName: attachmentKey ? (fileName ?? null) : null,
      attachmentKey,
    });
    await logInventoryActivity(tx, {
      inventoryId: inventory.id,
      userId: user.id,
      message: `Added blanket purchase order ${title} (${describeQuantities(qtys, inventory.sizes)})`,
      notes: note,
    });
    return inserted;
  });
  const { calledOff } = await calledOffPiecesByPo(db, settings.timeZone, inventory.id);
  return toBlanketPurchaseOrderJson(settings.secretKey, row, inventory, calledOff.get(row.id) ?? {});
}

/** DELETE /api/blanket_purchase_orders: removes one (and its file); another company's is 404. */
export async function deleteBlanketPurchaseOrder(
  db: Database,
  files: FileStore,
  user: CurrentUser,
  id: number,
) {
  const found = await findBlanketPurchaseOrderById(db, id);
  if (!found || found.companyId !== user.companyId) throw notFound('Blanket purchase order');
  const inventory = await findInventoryForCaller(db, user, found.inventoryUuid);
  const deleted = await db.transaction(async (tx) => {
    const row = await deleteBlanketPurchaseOrderRow(tx, id, inventory.id);
    if (!row) throw notFound('Blanket purchase order');
    await logInventoryActivity(tx, {
      inventoryId: inventory.id,
      userId: user.id,
      message: `Deleted blanket purchase order ${found.title}`,
    });
    return row;
  });
  if (deleted.attachmentKey) await files.remove(deleted.attachmentKey);
}

/** The stored files of an item's blanket POs, to remove once the item itself is deleted. */
export function listBlanketPurchaseOrderFileKeys(db: DatabaseOrTransaction, inventoryId: number) {
  return findAttachmentKeysOfInventory(db, inventoryId);
}
