import type { AddKartItemBody, CartResponse, KartItem } from '@livery/api-schemas/cart';
import { cartTotals } from '@livery/domain/cart-totals';
import { cents, ZERO_CENTS } from '@livery/domain/money';
import { priceLine } from '@livery/domain/pricing';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { notFound, unprocessable } from '../../errors.ts';
import { findAddressOfCompany, toAddressJson } from '../addresses/addresses.service.ts';
import type { CurrentUser } from '../auth/session-tokens.service.ts';
import {
  findVisibleSavedProduct,
  findVisibleSavedProductsByIds,
  type SavedProductRow,
} from '../saved-products/saved-products.service.ts';
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
  savedProduct: SavedProductRow;
  totalQuantity: number;
  unitPrice: number;
  surcharge: number;
  amount: number;
}

function describeQuantities(qtyOptions: Record<string, number>): string {
  return Object.entries(qtyOptions)
    .filter(([, quantity]) => quantity > 0)
    .map(([size, quantity]) => `${size}: ${quantity}`)
    .join(', ');
}

/** Checks sizes, quantities and the minimum order against the product; returns only sizes ordered. */
function checkQuantities(
  savedProduct: SavedProductRow,
  qtyOptions: Record<string, number>,
): Record<string, number> {
  const sizes = savedProduct.product.sizes;
  const problems: string[] = [];
  const ordered: Record<string, number> = {};
  for (const [size, quantity] of Object.entries(qtyOptions)) {
    if (!sizes.includes(size)) problems.push(`Size ${size} is not available.`);
    else if (quantity > 0) ordered[size] = quantity;
  }
  const total = Object.values(ordered).reduce((sum, quantity) => sum + quantity, 0);
  if (total === 0) problems.push('Enter a quantity for at least one size.');
  else if (total < savedProduct.product.minQty)
    problems.push(`Minimum Order: ${savedProduct.product.minQty} Units`);
  if (problems.length > 0) throw unprocessable(problems);
  return ordered;
}

export async function addKartItem(db: Database, user: CurrentUser, body: AddKartItemBody) {
  const { quote } = body;
  const savedProduct = await findVisibleSavedProduct(db, user, quote.saved_product_id);
  if (!savedProduct) throw notFound('Saved product');
  const qtyOptions = checkQuantities(savedProduct, quote.qty_options);
  const colour = quote.variations?.apparel_color ?? savedProduct.apparelColor ?? 'White';
  const colourTitles = savedProduct.product.colors.map((c) => c.title);
  if (colourTitles.length > 0 && !colourTitles.includes(colour)) {
    throw unprocessable([`Colour ${colour} is not available.`]);
  }
  const row = await insertKartItem(db, {
    userId: user.id,
    savedProductId: savedProduct.id,
    apparelColor: colour,
    qtyOptions,
    mode: quote.mode,
  });
  const [priced] = await priceKartItems(db, user, [row]);
  return toKartItemJson(priced!);
}

/** Prices cart lines from the catalogue; lines whose saved product is no longer visible are dropped. */
export async function priceKartItems(
  db: DatabaseOrTransaction,
  user: CurrentUser,
  rows: KartItemRow[],
): Promise<PricedKartItem[]> {
  const savedProducts = await findVisibleSavedProductsByIds(
    db,
    user,
    rows.map((row) => row.savedProductId),
  );
  const byId = new Map(savedProducts.map((product) => [product.id, product]));
  return rows.flatMap((row) => {
    const savedProduct = byId.get(row.savedProductId);
    if (!savedProduct) return [];
    const line = priceLine(savedProduct.product.pricing, row.qtyOptions);
    return [
      {
        row,
        savedProduct,
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
    title: item.savedProduct.title,
    thumb_front: item.savedProduct.thumbUrl,
    qtys: describeQuantities(item.row.qtyOptions),
    qty_options: item.row.qtyOptions,
    total_qty: item.totalQuantity,
    apparel_color: item.row.apparelColor,
    is_contain_namelist: item.row.mode === 'pro',
    is_contain_rfid_tag: false,
    inventory_uuid: null,
    unit_price: item.unitPrice,
    surcharge: item.surcharge,
    amount: item.amount,
    symbol_first: true,
    currency_symbol: item.savedProduct.product.currencySymbol,
  };
}

/** The cart as the cart page shows it: one sub-cart for the destination country, priced and totalled. */
export async function getCart(db: Database, user: CurrentUser): Promise<CartResponse> {
  const rows = await findKartItemsOfUser(db, user.id);
  const items = await priceKartItems(db, user, rows);
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
      currency_symbol: items[0]?.savedProduct.product.currencySymbol ?? '$',
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
  const [priced] = row ? await priceKartItems(db, user, [row]) : [];
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
  return priceKartItems(db, user, rows);
}

export function emptyCart(db: DatabaseOrTransaction, user: CurrentUser) {
  return deleteKartItemsOfUser(db, user.id);
}
