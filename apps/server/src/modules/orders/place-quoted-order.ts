import type { Address } from '@livery/api-schemas/addresses';
import { calendarDay, calendarYear } from '@livery/domain/calendar-day';
import { cents, multiplyCents } from '@livery/domain/money';
import type { QuotationTotals } from '@livery/domain/quotation-status';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { placeOrder } from './place-order.ts';

/** The size a quoted product is ordered in: the provider quoted pieces, not a size run. */
export const QUOTED_SIZE = 'One Size';

export interface QuotedOrderInput {
  quotationUid: string;
  /** The priced version approved: the order holds exactly its lines. */
  quotationVersion: number;
  projectTitle: string;
  companyId: number;
  teamId: number;
  user: Pick<CurrentUser, 'id' | 'department' | 'name' | 'email'>;
  shipAddress: Address;
  billAddress: Address;
  currency: string;
  currencySymbol: string;
  gstRate: number;
  /** The quoted fees; the totals are placeOrder's, by the rule `quotationTotals` follows. */
  fees: Pick<QuotationTotals, 'shippingFee' | 'additionalFees'>;
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
  const placedBy = input.user.name || input.user.email;
  return placeOrder(tx, {
    year: calendarYear(new Date(), timeZone),
    day: calendarDay(new Date(), timeZone),
    placedBy: input.user,
    order: {
      companyId: input.companyId,
      teamId: input.teamId,
      orderStatus: 'order_pending',
      reference: input.projectTitle,
      poNumber: null,
      shipAddress: input.shipAddress,
      billAddress: input.billAddress,
      currency: input.currency,
      currencySymbol: input.currencySymbol,
    },
    charges: {
      shippingFee: input.fees.shippingFee,
      additionalFees: input.fees.additionalFees,
      gstRatePercent: input.gstRate,
    },
    lines: input.products.map((product) => ({
      values: {
        productId: null,
        title: product.title,
        qtyOptions: { [QUOTED_SIZE]: product.qty },
        totalQty: product.qty,
        unitPrice: product.unitPrice,
        surcharge: 0,
        amount: multiplyCents(cents(product.unitPrice), product.qty),
      },
    })),
    log: {
      title: 'Order placed',
      message: `${placedBy} approved quotation ${input.quotationUid} version ${input.quotationVersion}.`,
    },
    // Quotations never wait for the company's person in charge (decision 67): the approval's order is not held.
    followsApprovalRule: false,
    publicUrl,
  });
}
