import type { CartResponse, KartItem } from '@livery/api-schemas/cart';
import { cartTotals } from '@livery/domain/cart-totals';
import type { Decoration } from '@livery/domain/finishing';
import { cents, ZERO_CENTS } from '@livery/domain/money';
import { priceDesignedLine } from '@livery/domain/pricing';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import type { Design, EmployeeRow } from '../../db/schema.ts';
import { notFound, unprocessable } from '../../errors.ts';
import { findAddressOfCompany, toAddressJson } from '../addresses/addresses.service.ts';
import type { CurrentUser } from '../auth/session-tokens.service.ts';
import { findProductsById, loadFinishingTable, type ProductRow } from '../catalogue/catalogue.service.ts';
import { gstRateForCountry } from '../taxes/taxes.service.ts';
import {
  countKartItemsOfUser,
  deleteKartItemOfUser,
  deleteKartItemsOfUser,
  findKartItemsOfUser,
  insertKartItem,
  type KartItemRow,
} from './kart-items.repository.ts';

/** A cart line priced from the catalogue: the only prices the server ever charges. */
export interface PricedKartItem {
  row: KartItemRow;
  product: ProductRow;
  totalQuantity: number;
  unitPrice: number;
  surcharge: number;
  amount: number;
}

/** What a new cart line holds; `addCartLines` checks it against the catalogue before it is written. */
export interface NewCartLine {
  productId: number;
  savedProductId: number | null;
  title: string;
  thumbUrl: string | null;
  apparelColor: string | null;
  qtyOptions: Record<string, number>;
  mode: 'normal' | 'pro';
  design?: Design;
  printFiles?: Record<string, string>;
  employees?: EmployeeRow[];
  inventoryId?: number | null;
}

function describeQuantities(qtyOptions: Record<string, number>): string {
  return Object.entries(qtyOptions)
    .filter(([, quantity]) => quantity > 0)
    .map(([size, quantity]) => `${size}: ${quantity}`)
    .join(', ');
}

/** Checks sizes, quantities, the minimum order and the colour against the product; keeps only sizes ordered. */
function checkLine(product: ProductRow, line: NewCartLine): NewCartLine {
  const problems: string[] = [];
  const ordered: Record<string, number> = {};
  for (const [size, quantity] of Object.entries(line.qtyOptions)) {
    if (!Number.isInteger(quantity) || quantity < 0)
      problems.push(`Quantity for ${size} must be a whole number.`);
    else if (!product.sizes.includes(size)) problems.push(`Size ${size} is not available.`);
    else if (quantity > 0) ordered[size] = quantity;
  }
  const total = Object.values(ordered).reduce((sum, quantity) => sum + quantity, 0);
  if (total === 0) problems.push('Enter a quantity for at least one size.');
  else if (total < product.minQty) problems.push(`Minimum Order: ${product.minQty} Units`);
  const colourTitles = product.colors.map((colour) => colour.title);
  if (line.apparelColor && colourTitles.length > 0 && !colourTitles.includes(line.apparelColor)) {
    problems.push(`Colour ${line.apparelColor} is not available.`);
  }
  for (const face of Object.values(line.design?.faces ?? {})) {
    for (const placed of face.artworks) {
      if (!product.finishings.includes(placed.finishing)) {
        problems.push(`${placed.finishing} is not offered for ${product.title}.`);
      }
    }
  }
  if (problems.length > 0) throw unprocessable(problems);
  return { ...line, qtyOptions: ordered };
}

/** The decorations of a design, every face together: the inputs of its finishing surcharge. */
export function decorationsOf(design: Design | undefined): Decoration[] {
  return Object.values(design?.faces ?? {}).flatMap((face) => face.artworks);
}

/** Writes checked lines into the caller's cart (the builder's and the bulk order's way in). */
export async function addCartLines(
  db: DatabaseOrTransaction,
  user: CurrentUser,
  lines: NewCartLine[],
): Promise<KartItemRow[]> {
  const productsById = await findProductsById(
    db,
    lines.map((line) => line.productId),
  );
  const checked = lines.map((line) => {
    const product = productsById.get(line.productId);
    if (!product?.isActive) throw notFound('Product');
    return checkLine(product, line);
  });
  const rows: KartItemRow[] = [];
  for (const line of checked) rows.push(await insertKartItem(db, { userId: user.id, ...line }));
  return rows;
}

/** Prices cart lines from the catalogue: tier of the total, size add-ons and each artwork's finishing. */
export async function priceKartItems(
  db: DatabaseOrTransaction,
  rows: KartItemRow[],
): Promise<PricedKartItem[]> {
  const [productsById, finishingTable] = await Promise.all([
    findProductsById(
      db,
      rows.map((row) => row.productId),
    ),
    loadFinishingTable(db),
  ]);
  return rows.flatMap((row) => {
    const product = productsById.get(row.productId);
    if (!product) return [];
    const line = priceDesignedLine(
      product.pricing,
      row.qtyOptions,
      decorationsOf(row.design),
      finishingTable,
    );
    return [
      {
        row,
        product,
        totalQuantity: line.totalQuantity,
        unitPrice: line.unitPrice,
        surcharge: line.surcharge,
        amount: line.amount,
      },
    ];
  });
}

function toKartItemJson(item: PricedKartItem): KartItem {
  return {
    id: item.row.id,
    uuid: item.row.uuid,
    title: item.row.title,
    thumb_front: item.row.thumbUrl,
    qtys: describeQuantities(item.row.qtyOptions),
    qty_options: item.row.qtyOptions,
    total_qty: item.totalQuantity,
    apparel_color: item.row.apparelColor,
    is_contain_namelist: item.row.employees.length > 0,
    is_contain_rfid_tag: false,
    inventory_uuid: null,
    unit_price: item.unitPrice,
    surcharge: item.surcharge,
    amount: item.amount,
    symbol_first: true,
    currency_symbol: item.product.currencySymbol,
  };
}

/** The cart as the cart page shows it: one sub-cart for the destination country, priced and totalled. */
export async function getCart(db: Database, user: CurrentUser): Promise<CartResponse> {
  const rows = await findKartItemsOfUser(db, user.id);
  const items = await priceKartItems(db, rows);
  const shipAddress = user.shipAddressId
    ? await findAddressOfCompany(db, user.companyId, user.shipAddressId)
    : undefined;
  const destination = shipAddress ? toAddressJson(shipAddress).country_name : 'Destination not chosen yet';
  const gstRate = await gstRateForCountry(db, shipAddress?.countryCode ?? null);
  const totals = cartTotals({
    subtotal: cents(items.reduce((sum, item) => sum + item.amount, 0)),
    shipping: ZERO_CENTS,
    discount: ZERO_CENTS,
    gstRatePercent: gstRate,
  });
  return {
    subkarts:
      items.length > 0
        ? [{ name: destination, items: items.map(toKartItemJson), lead_times: [], service_id: null }]
        : [],
    unavail_items: [],
    kart: {
      currency: 'SGD',
      currency_symbol: items[0]?.product.currencySymbol ?? '$',
      subtotal: totals.subtotal,
      discount: totals.discount,
      discount_code: null,
      shipping: totals.shipping,
      gst_rate: gstRate,
      gst: totals.gst,
      total: totals.total,
      other_attachments: [],
    },
  };
}

export async function getKartItem(db: Database, user: CurrentUser, uuid: string): Promise<KartItem> {
  const rows = await findKartItemsOfUser(db, user.id);
  const row = rows.find((candidate) => candidate.uuid === uuid);
  const [priced] = row ? await priceKartItems(db, [row]) : [];
  if (!priced) throw notFound('Cart item');
  return toKartItemJson(priced);
}

export async function removeKartItem(db: Database, user: CurrentUser, uuid: string): Promise<void> {
  if (!(await deleteKartItemOfUser(db, user.id, uuid))) throw notFound('Cart item');
}

export function countCartItems(db: Database, user: CurrentUser): Promise<number> {
  return countKartItemsOfUser(db, user.id);
}

/** Locks and prices the caller's cart inside a checkout transaction. */
export async function takeCartForCheckout(db: DatabaseOrTransaction, user: CurrentUser) {
  const rows = await findKartItemsOfUser(db, user.id, true);
  return priceKartItems(db, rows);
}

export function emptyCart(db: DatabaseOrTransaction, user: CurrentUser) {
  return deleteKartItemsOfUser(db, user.id);
}
