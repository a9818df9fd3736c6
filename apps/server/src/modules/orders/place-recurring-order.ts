import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { employeeProducts, type kartItems, orderItems } from '../../db/schema.ts';
import { findAddressOfCompany, toAddressJson } from '../addresses/addresses.service.ts';
import { arrangeCart, priceKartItems } from '../cart/cart.service.ts';
import { gstRateForCountry } from '../taxes/taxes.service.ts';
import type { OrderRow } from './orders.repository.ts';
import { type NewLineEmployee, orderLineValues, placeOrder } from './place-order.ts';

/** Why a run could not place its order; the runner logs it on the template and e-mails the creator. */
export class RecurringOrderFailure extends Error {}

type KartItemRow = typeof kartItems.$inferSelect;

export interface RecurringPlacement {
  template: OrderRow;
  /** The schedule's creator, in whose name the order is placed (their department decides the approval rule). */
  creator: { id: number; name: string; email: string; department: string | null };
  runOn: string;
  publicUrl: string;
}

function addressId(snapshot: Record<string, unknown> | null): number | null {
  const id = snapshot?.id;
  return typeof id === 'number' ? id : null;
}

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

/**
 * Places the template order again, priced today from the catalogue through the cart's own pricing and
 * shipping, to the template's addresses as they are now, in the creator's name, waiting in Pending like any
 * new order. Throws RecurringOrderFailure when it cannot be repeated as it was (a product no longer
 * offered, an address deleted, no service shipping there).
 */
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

  // The run's day is already the provider's calendar day, so its year is the number's.
  const year = Number(placement.runOn.slice(0, 4));
  const employeesOf = await findNameLists(
    tx,
    ordered.map(({ item }) => item.row.id),
  );
  return placeOrder(tx, {
    year,
    day: placement.runOn,
    placedBy: creator,
    order: {
      companyId: template.companyId,
      teamId: template.teamId,
      orderStatus: 'order_pending',
      orderType: template.orderType,
      reference: template.reference,
      poNumber: template.poNumber,
      shipAddress: toAddressJson(shipAddress),
      billAddress: toAddressJson(billAddress),
      currencySymbol: ordered[0]!.item.product.currencySymbol,
      currency: ordered[0]!.item.product.currency,
      recurringOrderUid: template.uid,
    },
    charges: {
      shippingFee: subkarts.reduce((sum, subkart) => sum + (subkart.chosen?.feeCents ?? 0), 0),
      gstRatePercent: await gstRateForCountry(tx, shipAddress.countryCode),
    },
    lines: ordered.map(({ item, subkart }) => ({
      values: orderLineValues(item, subkart),
      employees: employeesOf.get(item.row.id) ?? [],
    })),
    log: {
      title: 'Recurring order placed',
      message: `Placed on ${placement.runOn} for ${creator.name || creator.email}, repeating order ${template.uid}.`,
    },
    // Like any new order: held for the company's approval when its rule says so.
    followsApprovalRule: true,
    publicUrl: placement.publicUrl,
  });
}

/** The employees of each template line, to come along onto the new line, their garments starting afresh. */
async function findNameLists(
  tx: DatabaseOrTransaction,
  lineIds: number[],
): Promise<Map<number, NewLineEmployee[]>> {
  const rows = await tx
    .select()
    .from(employeeProducts)
    .where(inArray(employeeProducts.orderItemId, lineIds))
    .orderBy(employeeProducts.id);
  const byLine = new Map<number, NewLineEmployee[]>();
  for (const {
    id: _id,
    uuid: _uuid,
    createdAt: _createdAt,
    productStatus: _status,
    orderItemId,
    ...person
  } of rows) {
    const line = byLine.get(orderItemId);
    if (line) line.push(person);
    else byLine.set(orderItemId, [person]);
  }
  return byLine;
}
