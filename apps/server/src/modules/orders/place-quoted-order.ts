import type { Address } from '@livery/api-schemas/addresses';
import { calendarYear } from '@livery/domain/calendar-day';
import { cents, multiplyCents } from '@livery/domain/money';
import type { QuotationTotals } from '@livery/domain/quotation-status';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { mailOrderPlaced } from './order-mails.ts';
import { noticeOrderPlaced } from './order-notices.ts';
import { insertNumberedOrder, insertOrderItems } from './orders.repository.ts';

/** The size a quoted product is ordered in: the provider quoted pieces, not a size run. */
export const QUOTED_SIZE = 'One Size';

export interface QuotedOrderInput {
  quotationUid: string;
  /** The priced version approved: the order holds exactly its lines. */
  quotationVersion: number;
  projectTitle: string;
  companyId: number;
  teamId: number;
  user: { id: number; name: string; email: string };
  shipAddress: Address;
  billAddress: Address;
  currency: string;
  currencySymbol: string;
  gstRate: number;
  totals: QuotationTotals;
  products: ReadonlyArray<{ title: string; qty: number; unitPrice: number }>;
}

/**
 * Places the order an approved quotation becomes, inside the approval's transaction: Pending for the provider
 * like any new order, at the quoted prices and fees, with one line per quoted product.
 */
export async function placeQuotedOrder(
  tx: DatabaseOrTransaction,
  input: QuotedOrderInput,
  publicUrl: string,
  timeZone: string,
) {
  const year = calendarYear(new Date(), timeZone);
  const placedBy = input.user.name || input.user.email;
  const order = await insertNumberedOrder(
    tx,
    year,
    {
      companyId: input.companyId,
      teamId: input.teamId,
      userId: input.user.id,
      orderStatus: 'order_pending',
      reference: input.projectTitle,
      poNumber: null,
      shipAddress: input.shipAddress,
      billAddress: input.billAddress,
      currency: input.currency,
      currencySymbol: input.currencySymbol,
      subtotal: input.totals.subtotal,
      shippingFee: input.totals.shippingFee,
      additionalFees: input.totals.additionalFees,
      gstRate: input.gstRate,
      gst: input.totals.gst,
      total: input.totals.total,
    },
    {
      title: 'Order placed',
      message: `${placedBy} approved quotation ${input.quotationUid} version ${input.quotationVersion}.`,
    },
  );
  await insertOrderItems(
    tx,
    input.products.map((product) => ({
      orderId: order.id,
      productId: null,
      title: product.title,
      qtyOptions: { [QUOTED_SIZE]: product.qty },
      totalQty: product.qty,
      unitPrice: product.unitPrice,
      surcharge: 0,
      amount: multiplyCents(cents(product.unitPrice), product.qty),
    })),
  );
  await mailOrderPlaced(tx, publicUrl, order, input.user.email, false);
  await noticeOrderPlaced(tx, publicUrl, order, placedBy, false);
  return order;
}
