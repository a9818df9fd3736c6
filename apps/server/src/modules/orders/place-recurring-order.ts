import { cartTotals } from '@livery/domain/cart-totals';
import { cents, ZERO_CENTS } from '@livery/domain/money';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { employeeProducts, type kartItems, orderItems } from '../../db/schema.ts';
import { findAddressOfCompany, toAddressJson } from '../addresses/addresses.service.ts';
import { arrangeCart, priceKartItems } from '../cart/cart.service.ts';
import { gstRateForCountry } from '../taxes/taxes.service.ts';
import {
  insertEmployeeProducts,
  insertNumberedOrder,
  insertOrderItems,
  type OrderRow,
} from './orders.repository.ts';
import { orderLineValues } from './orders.service.ts';

/** Why a run could not place its order; the runner logs it on the template and e-mails the creator. */
export class RecurringOrderFailure extends Error {}

type KartItemRow = typeof kartItems.$inferSelect;

export interface RecurringPlacement {
  template: OrderRow;
  creator: { id: number; name: string; email: string };
  runOn: string;
}

function addressId(snapshot: Record<string, unknown> | null): number | null {
  const id = snapshot?.id;
  return typeof id === 'number' ? id : null;
}

/**
 * Places the template order again, priced today from the catalogue through the cart's own pricing and
 * shipping, to the template's addresses as they are now, in the creator's name, waiting in Pending like any
 * new order. Throws RecurringOrderFailure when it cannot be repeated as it was (a product no longer
 * offered, an address deleted, no service shipping there).
 */
export const QUOTED_ORDER_NOT_REPEATABLE =
  'An order placed from a quotation cannot be repeated; ask for a new quotation.';

/** True when every line of the order is a catalogue product, which today's prices can price again. */
export async function isRepeatableOrder(tx: DatabaseOrTransaction, orderId: number): Promise<boolean> {
  const [quoted] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.productId)))
    .limit(1);
  return quoted === undefined;
}

export async function placeRecurringOrder(tx: DatabaseOrTransaction, placement: RecurringPlacement) {
  const { template, creator } = placement;
  const lines = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, template.id))
    .orderBy(orderItems.id);
  if (lines.length === 0) throw new RecurringOrderFailure('The order has no lines to repeat.');
  const catalogueLines = lines.flatMap((line) =>
    line.productId === null ? [] : [{ ...line, productId: line.productId }],
  );
  // A quoted line was priced once by the provider: only a new quotation can price it again.
  if (catalogueLines.length < lines.length) throw new RecurringOrderFailure(QUOTED_ORDER_NOT_REPEATABLE);

  const shipAddress = await findAddressOfCompany(
    tx,
    template.companyId,
    addressId(template.shipAddress) ?? 0,
  );
  const billAddress = await findAddressOfCompany(
    tx,
    template.companyId,
    addressId(template.billAddress) ?? 0,
  );
  if (!shipAddress || !billAddress) {
    throw new RecurringOrderFailure('The shipping or billing address of the order has been deleted.');
  }

  // The lines as a cart would hold them, so they are priced and shipped exactly as a checkout today is.
  const asCartRows: KartItemRow[] = catalogueLines.map((line) => ({
    id: line.id,
    uuid: line.uuid,
    userId: creator.id,
    productId: line.productId,
    savedProductId: line.savedProductId,
    title: line.title,
    thumbUrl: line.thumbUrl,
    apparelColor: line.apparelColor,
    qtyOptions: line.qtyOptions,
    mode: line.mode,
    design: line.design,
    printFiles: line.printFiles,
    employees: [],
    inventoryId: line.inventoryId,
    shippingServiceId: null,
    createdAt: new Date(),
  }));
  const priced = await priceKartItems(tx, asCartRows);
  const gone = lines.filter(
    (line) => !priced.some((item) => item.row.id === line.id && item.product.isActive),
  );
  if (gone.length > 0) {
    throw new RecurringOrderFailure(
      `No longer offered in the catalogue: ${gone.map((line) => line.title).join(', ')}.`,
    );
  }
  const arranged = await arrangeCart(tx, priced, shipAddress.countryCode);
  if (arranged.unavailable.length > 0) {
    throw new RecurringOrderFailure(
      `No shipping service reaches the address for: ${arranged.unavailable.map((item) => item.row.title).join(', ')}.`,
    );
  }
  // Each sub-cart keeps the service the template shipped with while it is still offered.
  const subkarts = arranged.subkarts.map((subkart) => {
    const before = lines.find((line) =>
      subkart.items.some((item) => item.row.id === line.id),
    )?.shippingService;
    return {
      ...subkart,
      chosen: subkart.services.find((service) => service.title === before) ?? subkart.chosen,
    };
  });
  const ordered = subkarts.flatMap((subkart) => subkart.items.map((item) => ({ item, subkart })));

  const subtotal = cents(arranged.subtotal);
  const gstRate = await gstRateForCountry(tx, shipAddress.countryCode);
  const totals = cartTotals({
    subtotal,
    shipping: cents(subkarts.reduce((sum, subkart) => sum + (subkart.chosen?.feeCents ?? 0), 0)),
    discount: ZERO_CENTS,
    gstRatePercent: gstRate,
  });
  // The run's day is already the provider's calendar day, so its year is the number's.
  const year = Number(placement.runOn.slice(0, 4));
  const order = await insertNumberedOrder(
    tx,
    year,
    {
      companyId: template.companyId,
      teamId: template.teamId,
      userId: creator.id,
      orderStatus: 'order_pending',
      orderType: template.orderType,
      reference: template.reference,
      poNumber: template.poNumber,
      shipAddress: toAddressJson(shipAddress),
      billAddress: toAddressJson(billAddress),
      currencySymbol: ordered[0]!.item.product.currencySymbol,
      currency: ordered[0]!.item.product.currency,
      subtotal: totals.subtotal,
      totalSurcharge: ordered.reduce((sum, { item }) => sum + item.surcharge, 0),
      discount: totals.discount,
      shippingFee: totals.shipping,
      gstRate,
      gst: totals.gst,
      total: totals.total,
      recurringOrderUid: template.uid,
    },
    {
      title: 'Recurring order placed',
      message: `Placed on ${placement.runOn} for ${creator.name || creator.email}, repeating order ${template.uid}.`,
    },
  );
  const newLines = await insertOrderItems(
    tx,
    ordered.map(({ item, subkart }) => orderLineValues(order.id, item, subkart)),
  );
  await copyNameLists(tx, new Map(ordered.map(({ item }, index) => [item.row.id, newLines[index]!.id])));
  return order;
}

/** The employees of each template line come along onto the new line, their garments starting afresh. */
async function copyNameLists(tx: DatabaseOrTransaction, newLineOf: Map<number, number>): Promise<void> {
  const rows = await tx
    .select()
    .from(employeeProducts)
    .where(inArray(employeeProducts.orderItemId, [...newLineOf.keys()]))
    .orderBy(employeeProducts.id);
  await insertEmployeeProducts(
    tx,
    rows.map(
      ({ id: _id, uuid: _uuid, createdAt: _createdAt, productStatus: _status, orderItemId, ...person }) => ({
        ...person,
        orderItemId: newLineOf.get(orderItemId)!,
      }),
    ),
  );
}
