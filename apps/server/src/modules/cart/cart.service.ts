import type { CartResponse, KartItem } from '@livery/api-schemas/cart';
import type { LinePrice } from '@livery/api-schemas/line-price';
import { type CartLineToPrice, type PricedCartLine, priceCartLines } from '@livery/domain/cart-pricing';
import { cartTotals, DEFAULT_GST_RATE_PERCENT, discountFor } from '@livery/domain/cart-totals';
import type { Decoration } from '@livery/domain/finishing';
import { cents, DEFAULT_CURRENCY } from '@livery/domain/money';
import { describeQuantities, orderBySizes } from '@livery/domain/size-order';
import { type SurchargeEntry, surchargeBreakdown } from '@livery/domain/surcharge-breakdown';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import type { Design, EmployeeRow } from '../../db/schema.ts';
import { notFound, unprocessable } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { findAddressOfCompany } from '../addresses/addresses.service.ts';
import { listCartAttachments } from '../attachments/attachments.service.ts';
import {
  catalogueImageLink,
  findProductsById,
  listFinishingMethods,
  loadFinishingTable,
  type ProductRow,
} from '../catalogue/catalogue.service.ts';
import {
  findDiscountCode,
  findUsableDiscountCode,
  problemWithDiscountCode,
} from '../discounts/discounts.service.ts';
import { getCartUses } from '../programmes/entitlement-uses.ts';
import {
  describeShippingService,
  findServicesByOrigin,
  findShippingService,
  nameOfCountry,
  type ShippingServiceRow,
} from '../shipping/shipping.service.ts';
import { gstRateForCountry } from '../taxes/taxes.service.ts';
import {
  countKartItemsOfUser,
  deleteKartItemOfUser,
  deleteKartItemsOfUser,
  findInventoryUuids,
  findKartItemOfUser,
  findKartItemsOfUser,
  insertKartItem,
  type KartItemRow,
  restoreKartItems,
  setShippingServiceOfItems,
  takeKartItemsWithDiscountCode,
  updateKartItemOfUser,
} from './kart-items.repository.ts';
import { findKart, saveKartDiscountCode } from './karts.repository.ts';

/** A cart line priced from the catalogue: the only prices the server ever charges. */
export interface PricedKartItem {
  row: KartItemRow;
  product: ProductRow;
  price: PricedCartLine;
  totalQuantity: number;
  unitPrice: number;
  surcharge: number;
  amount: number;
  /** The surcharge by type (size add-ons, each finishing), adding up to `surcharge`. */
  surchargePrice: Record<string, SurchargeEntry>;
  inventoryUuid: string | null;
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

/**
 * A cart sums its lines in one currency (decision): a line in another currency than the cart's lines is
 * refused with 422 until those are checked out or removed.
 */
function checkOneCurrency(inCart: ProductRow[], adding: ProductRow[]) {
  const cartCurrency = inCart[0]?.currency ?? adding[0]?.currency;
  const other = adding.find((product) => product.currency !== cartCurrency);
  if (other) {
    throw unprocessable([
      `Your cart holds ${cartCurrency} items. Check them out or remove them before adding ${other.currency} items.`,
    ]);
  }
}

/** Writes checked lines into the caller's cart (the builder's and the bulk order's way in). */
export async function addCartLines(
  db: DatabaseOrTransaction,
  user: CurrentUser,
  lines: NewCartLine[],
): Promise<KartItemRow[]> {
  const cartProductIds = (await findKartItemsOfUser(db, user.id)).map((row) => row.productId);
  const productsById = await findProductsById(db, [
    ...lines.map((line) => line.productId),
    ...cartProductIds,
  ]);
  const adding = lines.map((line) => {
    const product = productsById.get(line.productId);
    if (!product?.isActive) throw notFound('Product');
    return product;
  });
  const checked = lines.map((line, index) => checkLine(adding[index]!, line));
  checkOneCurrency(
    cartProductIds.flatMap((id) => productsById.get(id) ?? []),
    adding,
  );
  const rows: KartItemRow[] = [];
  for (const line of checked) rows.push(await insertKartItem(db, { userId: user.id, ...line }));
  return rows;
}

/** The caller's own cart line; another user's or company's is 404. */
export async function findOwnKartItem(db: DatabaseOrTransaction, user: CurrentUser, uuid: string) {
  const row = await findKartItemOfUser(db, user.id, uuid);
  if (!row) throw notFound('Cart item');
  return row;
}

/** The message for a quantity edit of a line whose name list holds its quantities (decision 41). */
export const ROSTER_QUANTITIES_MESSAGE =
  'This line takes its quantities from its name list: use Edit design to change the name list.';

/**
 * The caller's line with new quantities, checked like a new line (sizes of the product, whole numbers,
 * minimum order) but not saved. A line with a name list is refused: its quantities are its roster's.
 */
async function withQuantities(
  db: DatabaseOrTransaction,
  user: CurrentUser,
  uuid: string,
  qtyOptions: Record<string, number>,
): Promise<KartItemRow> {
  const row = await findOwnKartItem(db, user, uuid);
  if (row.employees.length > 0) throw unprocessable([ROSTER_QUANTITIES_MESSAGE]);
  const product = (await findProductsById(db, [row.productId])).get(row.productId);
  if (!product?.isActive) throw notFound('Product');
  const checked = checkLine(product, {
    productId: row.productId,
    savedProductId: row.savedProductId,
    title: row.title,
    thumbUrl: row.thumbUrl,
    apparelColor: row.apparelColor,
    qtyOptions,
    mode: row.mode,
    design: row.design,
  });
  return { ...row, qtyOptions: checked.qtyOptions };
}

/** POST /api/kart_items/{uuid}/check_price: the line re-priced with new quantities, nothing saved. */
export async function priceKartItemQuantities(
  db: Database,
  user: CurrentUser,
  uuid: string,
  qtyOptions: Record<string, number>,
  secretKey: string,
): Promise<KartItem> {
  const row = await withQuantities(db, user, uuid, qtyOptions);
  // Priced inside the whole cart, as it will be once saved: its tier pools with the product's other lines.
  const cart = (await findKartItemsOfUser(db, user.id)).map((line) => (line.uuid === uuid ? row : line));
  const priced = (await priceKartItems(db, cart)).find((item) => item.row.uuid === uuid);
  if (!priced) throw notFound('Product');
  return toKartItemJson(priced, secretKey);
}

/** PUT /api/kart_items/{uuid}: new quantities per size for the caller's line, re-priced by the server. */
export async function updateKartItemQuantities(
  db: Database,
  user: CurrentUser,
  uuid: string,
  qtyOptions: Record<string, number>,
  secretKey: string,
): Promise<KartItem> {
  const row = await withQuantities(db, user, uuid, qtyOptions);
  await updateKartItemOfUser(db, user.id, uuid, { qtyOptions: row.qtyOptions });
  return getKartItem(db, user, uuid, secretKey);
}

/**
 * The builder's Add to cart on a line opened with Edit design: the checked line replaces the caller's
 * line in place (same uuid, same shipping service) instead of joining the cart as a new one.
 */
export async function replaceCartLine(
  db: DatabaseOrTransaction,
  user: CurrentUser,
  uuid: string,
  line: NewCartLine,
): Promise<KartItemRow> {
  await findOwnKartItem(db, user, uuid);
  const product = (await findProductsById(db, [line.productId])).get(line.productId);
  if (!product?.isActive) throw notFound('Product');
  const checked = checkLine(product, line);
  const row = await updateKartItemOfUser(db, user.id, uuid, {
    ...checked,
    inventoryId: checked.inventoryId ?? null,
  });
  if (!row) throw notFound('Cart item');
  return row;
}

function toLineToPrice(
  product: ProductRow,
  qtyOptions: Record<string, number>,
  design: Design | undefined,
): CartLineToPrice {
  return {
    productId: product.id,
    subCart: product.originCountry,
    pricing: product.pricing,
    qtyOptions,
    decorations: decorationsOf(design),
  };
}

/**
 * Prices cart lines from the catalogue with the domain's one cart price: the tier of the pieces of the
 * same product in the sub-cart, each line's size add-ons and each artwork's finishing. Pass the whole
 * cart: a line priced alone loses the pieces it pools with.
 */
export async function priceKartItems(
  db: DatabaseOrTransaction,
  rows: KartItemRow[],
): Promise<PricedKartItem[]> {
  const [productsById, methods, inventoryUuids] = await Promise.all([
    findProductsById(
      db,
      rows.map((row) => row.productId),
    ),
    listFinishingMethods(db),
    findInventoryUuids(
      db,
      rows.flatMap((row) => (row.inventoryId ? [row.inventoryId] : [])),
    ),
  ]);
  const finishingTable = Object.fromEntries(methods.map((method) => [method.key, method.surcharges]));
  const finishingTitles = Object.fromEntries(methods.map((method) => [method.key, method.title]));
  const known = rows.flatMap((row) => {
    const product = productsById.get(row.productId);
    return product ? [{ row, product }] : [];
  });
  const prices = priceCartLines(
    known.map(({ row, product }) => toLineToPrice(product, row.qtyOptions, row.design)),
    finishingTable,
  );
  return known.map(({ row, product }, index) => {
    const price = prices[index]!;
    return {
      row,
      product,
      price,
      totalQuantity: price.totalQuantity,
      unitPrice: price.unitPrice,
      surcharge: price.surcharge,
      amount: price.amount,
      surchargePrice: surchargeBreakdown(
        product.pricing,
        row.qtyOptions,
        decorationsOf(row.design),
        finishingTable,
        finishingTitles,
      ),
      inventoryUuid: row.inventoryId ? (inventoryUuids.get(row.inventoryId) ?? null) : null,
    };
  });
}

/** A line's price as the API sends it (cart lines, check_price, quote_items). */
export function toLinePriceJson(price: PricedCartLine, product: ProductRow): LinePrice {
  return {
    total_qty: price.totalQuantity,
    unit_price: price.unitPrice,
    size_addons: price.sizeAddons,
    printing_per_piece: price.decorationPerPiece,
    surcharge: price.surcharge,
    amount: price.amount,
    pooled_qty: price.pooledQuantity,
    next_break: price.nextBreak
      ? { add_pieces: price.nextBreak.addPieces, unit_price: price.nextBreak.unitPrice }
      : null,
    currency: product.currency,
    currency_symbol: product.currencySymbol,
  };
}

/**
 * Prices a line as it would be in the caller's cart: the cart's lines plus this one, through the same
 * function the cart and the checkout use, so the estimate is what the cart will then charge.
 */
export async function estimateLineInCart(
  db: DatabaseOrTransaction,
  user: CurrentUser,
  line: { productId: number; qtyOptions: Record<string, number>; design: Design | undefined },
): Promise<{ price: PricedCartLine; product: ProductRow }> {
  const rows = await findKartItemsOfUser(db, user.id);
  const [productsById, finishingTable] = await Promise.all([
    findProductsById(db, [...rows.map((row) => row.productId), line.productId]),
    loadFinishingTable(db),
  ]);
  const product = productsById.get(line.productId);
  if (!product) throw notFound('Product');
  const cartLines = rows.flatMap((row) => {
    const inCart = productsById.get(row.productId);
    return inCart ? [toLineToPrice(inCart, row.qtyOptions, row.design)] : [];
  });
  const priced = priceCartLines(
    [...cartLines, toLineToPrice(product, line.qtyOptions, line.design)],
    finishingTable,
  );
  return { price: priced[priced.length - 1]!, product };
}

/** RFID or name tags are in a name list when any row fills a tag column. */
function hasTags(employees: EmployeeRow[]): boolean {
  return employees.some((employee) =>
    Object.entries(employee).some(
      ([key, value]) =>
        /^(tags?|tag_\d+|name_tags)$/.test(key) && value !== null && String(value).trim() !== '',
    ),
  );
}

/** A priced line as the API sends it; `withEmployees` adds its name list (the item page). */
export function toKartItemJson(item: PricedKartItem, secretKey: string, withEmployees = false): KartItem {
  return {
    id: item.row.id,
    uuid: item.row.uuid,
    title: item.row.title,
    thumb_front: item.row.thumbUrl ? catalogueImageLink(secretKey, item.row.thumbUrl) : null,
    qtys: describeQuantities(item.row.qtyOptions, item.product.sizes),
    qty_options: Object.fromEntries(orderBySizes(item.row.qtyOptions, item.product.sizes)),
    apparel_color: item.row.apparelColor,
    is_contain_namelist: item.row.employees.length > 0,
    is_contain_rfid_tag: hasTags(item.row.employees),
    inventory_uuid: item.inventoryUuid ?? null,
    ...toLinePriceJson(item.price, item.product),
    surcharge_price: item.surchargePrice ?? {},
    symbol_first: true,
    origin_country: item.product.originCountry,
    sizes: item.product.sizes,
    min_qty: item.product.minQty,
    ...(withEmployees ? { employees: item.row.employees } : {}),
  };
}

/** A sub-cart: the lines shipping from one country, the services on offer and the one chosen. */
export interface ArrangedSubkart {
  originCountry: string;
  items: PricedKartItem[];
  services: ShippingServiceRow[];
  chosen: ShippingServiceRow | null;
}

/** The cart split by where goods ship from; lines no service brings to the destination are set apart. */
export interface ArrangedCart {
  subkarts: ArrangedSubkart[];
  unavailable: PricedKartItem[];
  subtotal: number;
  shipping: number;
}

/**
 * Groups priced lines into sub-carts by origin country. With a destination, each sub-cart offers the
 * active services from its origin to it (the lines' chosen one, else the first); origins with none are
 * unavailable. Without a destination nothing is unavailable and shipping is not charged yet.
 */
export async function arrangeCart(
  db: DatabaseOrTransaction,
  items: PricedKartItem[],
  destinationCountry: string | null,
): Promise<ArrangedCart> {
  const servicesByOrigin = destinationCountry
    ? await findServicesByOrigin(db, destinationCountry)
    : new Map<string, ShippingServiceRow[]>();
  const byOrigin = new Map<string, PricedKartItem[]>();
  for (const item of items) {
    const origin = item.product.originCountry;
    byOrigin.set(origin, [...(byOrigin.get(origin) ?? []), item]);
  }
  const subkarts: ArrangedSubkart[] = [];
  const unavailable: PricedKartItem[] = [];
  for (const [originCountry, lines] of byOrigin) {
    const services = servicesByOrigin.get(originCountry) ?? [];
    if (destinationCountry && services.length === 0) {
      unavailable.push(...lines);
      continue;
    }
    const pickedId = lines.find((line) =>
      services.some((service) => service.id === line.row.shippingServiceId),
    )?.row.shippingServiceId;
    const chosen = services.find((service) => service.id === pickedId) ?? services[0] ?? null;
    subkarts.push({ originCountry, items: lines, services, chosen });
  }
  const available = subkarts.flatMap((subkart) => subkart.items);
  return {
    subkarts,
    unavailable,
    subtotal: available.reduce((sum, item) => sum + item.amount, 0),
    shipping: subkarts.reduce((sum, subkart) => sum + (subkart.chosen?.feeCents ?? 0), 0),
  };
}

/** The country the user ships to (their chosen shipping address), or null before one is chosen. */
async function destinationOf(db: DatabaseOrTransaction, user: CurrentUser) {
  const shipAddress = user.shipAddressId
    ? await findAddressOfCompany(db, user.companyId, user.shipAddressId)
    : undefined;
  return shipAddress?.countryCode ?? null;
}

/** The kept discount code and, when it no longer applies, why. */
async function cartDiscountOf(
  db: DatabaseOrTransaction,
  user: CurrentUser,
  subtotal: number,
  timeZone: string,
) {
  const kartRow = await findKart(db, user.id);
  const code = kartRow?.discountCodeId ? await findDiscountCode(db, kartRow.discountCodeId) : undefined;
  if (!code) return { code: null, discount: 0, error: null };
  const problem = problemWithDiscountCode(code, timeZone);
  if (problem) return { code: code.code, discount: 0, error: problem };
  return { code: code.code, discount: discountFor(code, cents(subtotal)), error: null };
}

/** The cart as the cart page shows it: sub-carts by origin, the unavailable lines, totals and files. */
export async function getCart(
  db: Database,
  user: CurrentUser,
  settings: { secretKey: string; timeZone: string },
): Promise<CartResponse> {
  const { secretKey } = settings;
  const rows = await findKartItemsOfUser(db, user.id);
  const items = await priceKartItems(db, rows);
  const destination = await destinationOf(db, user);
  const arranged = await arrangeCart(db, items, destination);
  const billAddress =
    !destination && user.billAddressId
      ? await findAddressOfCompany(db, user.companyId, user.billAddressId)
      : undefined;
  const taxCountry = destination ?? billAddress?.countryCode ?? null;
  const gstRate = taxCountry ? await gstRateForCountry(db, taxCountry) : DEFAULT_GST_RATE_PERCENT;
  const discount = await cartDiscountOf(db, user, arranged.subtotal, settings.timeZone);
  const totals = cartTotals({
    subtotal: cents(arranged.subtotal),
    shipping: cents(arranged.shipping),
    discount: cents(discount.discount),
    gstRatePercent: gstRate,
  });
  const symbol = items[0]?.product.currencySymbol ?? '$';
  const currency = items[0]?.product.currency ?? DEFAULT_CURRENCY;
  const [poAttachments, otherAttachments] = await Promise.all([
    listCartAttachments(db, secretKey, user, 'po'),
    listCartAttachments(db, secretKey, user, 'other'),
  ]);
  return {
    subkarts: arranged.subkarts.map((subkart) => ({
      name: nameOfCountry(subkart.originCountry),
      origin_country: subkart.originCountry,
      items: subkart.items.map((item) => toKartItemJson(item, secretKey)),
      lead_times: subkart.services.map((service) => ({
        id: service.id,
        title: describeShippingService(service, currency),
      })),
      service_id: subkart.chosen?.id ?? null,
    })),
    unavail_items: arranged.unavailable.map((item) => toKartItemJson(item, secretKey)),
    kart: {
      currency,
      currency_symbol: symbol,
      subtotal: totals.subtotal,
      discount: totals.discount,
      discount_code: discount.code,
      discount_error: discount.error,
      shipping: totals.shipping,
      destination_country: destination,
      gst_rate: gstRate,
      gst: totals.gst,
      total: totals.total,
      po_attachments: poAttachments,
      other_attachments: otherAttachments,
    },
  };
}

export async function getKartItem(
  db: Database,
  user: CurrentUser,
  uuid: string,
  secretKey: string,
): Promise<KartItem> {
  const rows = await findKartItemsOfUser(db, user.id);
  // The whole cart is priced: the line's tier counts the other lines of its product.
  const priced = (await priceKartItems(db, rows)).find((item) => item.row.uuid === uuid);
  if (!priced) throw notFound('Cart item');
  return toKartItemJson(priced, secretKey, true);
}

export async function removeKartItem(db: Database, user: CurrentUser, uuid: string): Promise<void> {
  if (!(await deleteKartItemOfUser(db, user.id, uuid))) throw notFound('Cart item');
}

export function countCartItems(db: Database, user: CurrentUser): Promise<number> {
  return countKartItemsOfUser(db, user.id);
}

/**
 * PUT /api/kart_items/update_policy: ships the given lines with a service. The lines must be the caller's
 * (else 404) and the service must run from their origin to the caller's destination (else 422).
 */
export async function updateShippingPolicy(
  db: Database,
  user: CurrentUser,
  itemIds: number[],
  serviceId: number,
): Promise<void> {
  const rows = await findKartItemsOfUser(db, user.id);
  const ids = [...new Set(itemIds)];
  const chosenRows = rows.filter((row) => ids.includes(row.id));
  if (chosenRows.length !== ids.length) throw notFound('Cart item');
  const service = await findShippingService(db, serviceId);
  if (!service?.isActive) throw notFound('Shipping service');
  const destination = await destinationOf(db, user);
  if (!destination) throw unprocessable(['Select Shipping Address']);
  const items = await priceKartItems(db, chosenRows);
  const servesAll =
    service.destinationCountry === destination &&
    items.every((item) => item.product.originCountry === service.originCountry);
  if (!servesAll) throw unprocessable([`${service.title} does not ship these items to your destination.`]);
  await setShippingServiceOfItems(db, user.id, ids, service.id);
}

/** POST /api/cart/apply_discount: keeps a usable code on the cart (422 with the reason otherwise). */
export async function applyDiscountCode(db: Database, user: CurrentUser, typed: string, timeZone: string) {
  const code = await findUsableDiscountCode(db, typed, timeZone);
  await saveKartDiscountCode(db, user.id, code.id);
  return { message: `Discount code ${code.code} applied` };
}

/** POST /api/cart/remove_discount. */
export async function removeDiscountCode(db: Database, user: CurrentUser) {
  await saveKartDiscountCode(db, user.id, null);
  return { message: 'Discount code removed' };
}

/**
 * Takes and prices the caller's cart inside a checkout transaction, with the discount code kept on it (checkout
 * counts its use) and the kinds of files waiting in it; lines, code and file kinds are read together, and the lines
 * leave the cart in the same statement (`returnUnorderedLines` puts back those the checkout does not order).
 */
export async function takeCartForCheckout(db: DatabaseOrTransaction, user: CurrentUser) {
  const { rows, discountCodeId, fileKinds } = await takeKartItemsWithDiscountCode(db, user.id);
  return { taken: rows, items: await priceKartItems(db, rows), discountCodeId, fileKinds };
}

/**
 * After checkout: the taken lines it did not order (none ships them to the destination, or their product is gone)
 * stay in the cart; the code it used does not.
 */
export async function returnUnorderedLines(
  db: DatabaseOrTransaction,
  user: CurrentUser,
  checkout: {
    taken: readonly KartItemRow[];
    orderedIds: readonly number[];
    usedDiscountCodeId: number | null;
  },
) {
  const ordered = new Set(checkout.orderedIds);
  await restoreKartItems(
    db,
    checkout.taken.filter((row) => !ordered.has(row.id)),
  );
  if (checkout.usedDiscountCodeId !== null) await saveKartDiscountCode(db, user.id, null);
}

export function emptyCart(db: DatabaseOrTransaction, user: CurrentUser) {
  return deleteKartItemsOfUser(db, user.id);
}

/**
 * GET /api/programme/cart_uses: what checking out the caller's cart now would use of its employees' entitlements
 * (the programmes module's rule, on the cart as it would be priced).
 */
export async function getCartEntitlementUses(db: DatabaseOrTransaction, user: CurrentUser, timeZone: string) {
  return getCartUses(db, user, await priceKartItems(db, await findKartItemsOfUser(db, user.id)), timeZone);
}

/**
 * What lines not yet in the cart (a bulk order's) would use of their employees' entitlements: the same rule on the
 * cart as it would be with them, priced together, so a person already on a cart line is counted once with both
 * (decision 226). Only the new lines' people are answered: the rest of the cart has its own preview.
 */
export async function getNewLinesEntitlementUses(
  db: DatabaseOrTransaction,
  user: CurrentUser,
  lines: readonly NewCartLine[],
  timeZone: string,
) {
  const rows = lines.map(
    (line) =>
      ({
        productId: line.productId,
        savedProductId: line.savedProductId,
        title: line.title,
        qtyOptions: line.qtyOptions,
        design: line.design ?? null,
        employees: line.employees ?? [],
        inventoryId: line.inventoryId ?? null,
      }) as KartItemRow,
  );
  const cartRows = await findKartItemsOfUser(db, user.id);
  const uses = await getCartUses(db, user, await priceKartItems(db, [...cartRows, ...rows]), timeZone);
  const staffIds = new Set(
    lines.flatMap((line) => (line.employees ?? []).map((employee) => String(employee.staff_id ?? '').trim())),
  );
  return { ...uses, employees: uses.employees.filter((employee) => staffIds.has(employee.staff_id)) };
}
