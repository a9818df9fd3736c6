import type { BulkOrderBody, BulkOrderResponse } from '@livery/api-schemas/bulk-orders';
import { bulkOrderProductLine } from '@livery/domain/bulk-order-lines';
import { findRosterDuplicates } from '@livery/domain/roster-duplicates';
import { type BulkOrderProduct, checkBulkOrderRow, type RosterRow } from '@livery/domain/roster-rows';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { notFound, unprocessable } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { addCartLines, getNewLinesEntitlementUses, type NewCartLine } from '../cart/cart.service.ts';
import { findVisibleSavedProduct, type SavedProductRow } from '../saved-products/saved-products.service.ts';

/** Most row problems listed in one answer; the rest are counted. */
const MAX_ROW_MESSAGES = 50;

function toRosterRow(row: Record<string, string | null>): RosterRow {
  const cells: RosterRow = {};
  for (const [key, value] of Object.entries(row)) cells[key] = value ?? '';
  return cells;
}

/**
 * Re-checks every roster row with the domain's bulk-order checks, and refuses a staff ID ordering one product
 * on two rows unless the buyer kept each such row (decision 118); 422 names each invalid row.
 */
function checkRoster(rows: RosterRow[], products: BulkOrderProduct[]): void {
  const problems: string[] = [];
  let invalid = 0;
  const duplicateMessages = new Map(
    findRosterDuplicates(rows, products.length)
      .filter((duplicate) => !duplicate.isKept)
      .map((duplicate) => [duplicate.index, duplicate.message]),
  );
  rows.forEach((row, index) => {
    const check = checkBulkOrderRow(row, products);
    const duplicate = duplicateMessages.get(index);
    if (check.valid && !duplicate) return;
    invalid += 1;
    if (problems.length < MAX_ROW_MESSAGES) {
      const who = row.staff_id?.trim() ? ` (staff ID ${row.staff_id.trim()})` : '';
      const messages = [
        ...(check.valid ? [] : check.error_message.split('\n')),
        ...(duplicate ? [duplicate] : []),
      ];
      problems.push(`Row ${index + 1}${who}: ${messages.join(' ')}`);
    }
  });
  if (invalid > problems.length) problems.push(`… and ${invalid - problems.length} more invalid rows`);
  if (problems.length > 0) throw unprocessable(problems);
}

function lineOf(savedProduct: SavedProductRow, qtyOptions: Record<string, number>): NewCartLine {
  return {
    productId: savedProduct.product.id,
    savedProductId: savedProduct.id,
    title: savedProduct.title,
    thumbUrl: savedProduct.thumbUrl,
    apparelColor: savedProduct.apparelColor ?? 'White',
    qtyOptions,
    mode: 'normal',
    design: savedProduct.design,
    printFiles: savedProduct.printFiles,
  };
}

/**
 * POST /api/kart_items/bulk_orders: one cart line per chosen saved product, written in one transaction.
 * The server re-checks the roster, sums each product's quantities itself and prices nothing from the client.
 */
export async function placeBulkOrder(
  db: Database,
  user: CurrentUser,
  body: BulkOrderBody,
): Promise<BulkOrderResponse> {
  return db.transaction(async (tx) => {
    const lines = await bulkOrderLines(tx, user, body);
    const rows = await addCartLines(tx, user, lines);
    return {
      message: 'Added to cart!',
      kart_items: rows.map((row) => ({
        uuid: row.uuid,
        title: row.title,
        total_qty: Object.values(row.qtyOptions).reduce((sum, qty) => sum + qty, 0),
      })),
    };
  });
}

/**
 * POST /api/programme/bulk_order_uses: what adding this bulk order to the cart and checking it out would use of its
 * employees' entitlements and leave, by checkout's rule on the lines priced as the cart prices them (the cart's
 * Entitlements preview, before the cart). Refused as adding it would be, writing nothing.
 */
export async function previewBulkOrderUses(
  db: DatabaseOrTransaction,
  user: CurrentUser,
  body: BulkOrderBody,
  timeZone: string,
) {
  return getNewLinesEntitlementUses(db, user, await bulkOrderLines(db, user, body), timeZone);
}

/** The cart lines a bulk order makes, one per chosen saved product, after every check adding them makes. */
async function bulkOrderLines(
  db: DatabaseOrTransaction,
  user: CurrentUser,
  body: BulkOrderBody,
): Promise<NewCartLine[]> {
  const { quote } = body;
  const uuids = quote.data.map((entry) => entry.saved_product_id);
  if (new Set(uuids).size !== uuids.length) throw unprocessable(['Each product can be chosen only once.']);

  const savedProducts: SavedProductRow[] = [];
  for (const uuid of uuids) {
    const savedProduct = await findVisibleSavedProduct(db, user, uuid);
    if (!savedProduct) throw notFound('Saved product');
    savedProducts.push(savedProduct);
  }

  let lines: NewCartLine[];
  if (quote.mode === 'pro') {
    const rows = (quote.employees ?? []).map(toRosterRow);
    if (rows.length === 0) throw unprocessable(['Add at least one employee to the roster.']);
    checkRoster(
      rows,
      savedProducts.map((savedProduct) => ({
        title: savedProduct.title,
        sizes: savedProduct.product.sizes,
      })),
    );
    lines = savedProducts.map((savedProduct, index) => {
      const line = bulkOrderProductLine(rows, index + 1, savedProduct.product.sizes);
      return { ...lineOf(savedProduct, line.qtyOptions), mode: 'pro', employees: line.employees };
    });
  } else {
    lines = savedProducts.map((savedProduct, index) =>
      lineOf(savedProduct, quote.data[index]?.qty_options ?? {}),
    );
  }

  // Named per product here: the cart's own checks would not say which of the products fell short.
  const short = lines.flatMap((line, index) => {
    const total = Object.values(line.qtyOptions).reduce((sum, qty) => sum + qty, 0);
    const minimum = savedProducts[index]!.product.minQty;
    if (total === 0) return [`${line.title}: Enter a quantity for at least one size.`];
    if (total < minimum) return [`${line.title}: Minimum Order: ${minimum} Units`];
    return [];
  });
  if (short.length > 0) throw unprocessable(short);
  return lines;
}
