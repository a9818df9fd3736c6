import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@livery/domain/webhooks';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { cachedReferenceByKey } from '../../db/reference-cache.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { findEnabledEndpointsOfCompanies, insertDeliveries } from './webhooks.repository.ts';

/** What happened, to whom: the company whose event it is decides which company endpoints hear of it. */
export interface WebhookEvent {
  type: WebhookEventType;
  companyId: number;
  data: Record<string, unknown>;
}

/** The JSON body every endpoint receives for an event: the same id for every endpoint and every resend. */
export interface WebhookEventBody {
  id: string;
  type: WebhookEventType;
  created_at: string;
  data: Record<string, unknown>;
}

/**
 * The enabled endpoints each company's events may reach, kept per process until an endpoint is added, removed,
 * turned on or off or resubscribed (decision 164, migration 0050): a checkout's event costs no statement.
 */
const cachedEndpoints = cachedReferenceByKey('webhook_endpoints', findEnabledEndpointsOfCompanies, 10_000);

/** The enabled endpoints an event of the company reaches: the company's own subscribed ones and the provider's. */
async function subscribedEndpoints(db: DatabaseOrTransaction, type: string, companyId: number) {
  const endpoints = (await cachedEndpoints(db, [companyId])).get(companyId) ?? [];
  return endpoints.filter((endpoint) => endpoint.events.includes(type));
}

/**
 * Records an event in the caller's transaction (the outbox): one delivery and one `webhook.deliver` job per
 * enabled endpoint subscribed to it, the company's own and the provider's. A rolled-back change sends nothing;
 * with no endpoint subscribed it costs one read, or none where the caller read the reference versions.
 */
export async function emitWebhookEvent(db: DatabaseOrTransaction, event: WebhookEvent): Promise<void> {
  const endpoints = await subscribedEndpoints(db, event.type, event.companyId);
  if (endpoints.length === 0) return;
  const body: WebhookEventBody = {
    id: `evt_${randomUUID()}`,
    type: event.type,
    created_at: new Date().toISOString(),
    data: { company_id: event.companyId, ...event.data },
  };
  const deliveries = await insertDeliveries(
    db,
    endpoints.map((endpoint) => ({
      endpointId: endpoint.id,
      eventId: body.id,
      eventType: body.type,
      body: JSON.stringify(body),
    })),
  );
  for (const delivery of deliveries) await enqueueJob(db, 'webhook.deliver', { deliveryId: delivery.id });
}

interface EventOrder {
  uuid: string;
  uid: string;
  companyId: number;
  orderStatus: string;
  total: number;
  currency: string;
  reference: string | null;
  poNumber: string | null;
}

/** The order as events show it: its ids, number, status and money (integer cents). */
function orderData(order: EventOrder) {
  return {
    id: order.uuid,
    number: order.uid,
    status: order.orderStatus,
    total_cents: order.total,
    currency: order.currency,
    reference: order.reference,
    po_number: order.poNumber,
  };
}

/** `order.created`: an order was placed (checkout, a recurring schedule, an approved quotation). */
export function emitOrderCreated(db: DatabaseOrTransaction, order: EventOrder) {
  return emitWebhookEvent(db, {
    type: 'order.created',
    companyId: order.companyId,
    data: { order: orderData(order) },
  });
}

/** `order.status_changed`, and `order.approved` as well when the provider approved it. */
export async function emitOrderStatusChanged(
  db: DatabaseOrTransaction,
  order: EventOrder,
  previousStatus: string,
) {
  if (order.orderStatus === previousStatus) return;
  const data = { order: orderData(order), previous_status: previousStatus };
  await emitWebhookEvent(db, { type: 'order.status_changed', companyId: order.companyId, data });
  if (order.orderStatus === 'order_approved')
    await emitWebhookEvent(db, { type: 'order.approved', companyId: order.companyId, data });
}

/** `shipment.created`: a parcel of the order left, with its tracking. */
export function emitShipmentCreated(
  db: DatabaseOrTransaction,
  order: EventOrder,
  shipment: { uuid: string; number: number; trackNo: string | null; urlShipment: string | null },
) {
  return emitWebhookEvent(db, {
    type: 'shipment.created',
    companyId: order.companyId,
    data: {
      order: orderData(order),
      shipment: {
        id: shipment.uuid,
        number: shipment.number,
        tracking_number: shipment.trackNo,
        tracking_url: shipment.urlShipment,
      },
    },
  });
}

interface EventInvoice {
  uuid: string;
  number: string;
  companyId: number;
  total: number;
  currency: string;
  issuedAt: Date;
  dueAt: Date;
}

const invoiceData = (invoice: EventInvoice) => ({
  id: invoice.uuid,
  number: invoice.number,
  total_cents: invoice.total,
  currency: invoice.currency,
  issued_at: invoice.issuedAt.toISOString(),
  due_at: invoice.dueAt.toISOString(),
});

/** `invoice.issued`: the order's invoice, issued with the provider's approval. */
export function emitInvoiceIssued(db: DatabaseOrTransaction, invoice: EventInvoice & { orderUuid: string }) {
  return emitWebhookEvent(db, {
    type: 'invoice.issued',
    companyId: invoice.companyId,
    data: { invoice: { ...invoiceData(invoice), order_id: invoice.orderUuid } },
  });
}

/** `payment.recorded`: money received against an invoice, with what is left to pay. */
export function emitPaymentRecorded(
  db: DatabaseOrTransaction,
  invoice: EventInvoice,
  payment: {
    uuid: string;
    amount: number;
    receivedOn: string;
    method: string | null;
    reference: string | null;
  },
  balance: number,
) {
  return emitWebhookEvent(db, {
    type: 'payment.recorded',
    companyId: invoice.companyId,
    data: {
      invoice: { ...invoiceData(invoice), balance_cents: balance },
      payment: {
        id: payment.uuid,
        amount_cents: payment.amount,
        received_on: payment.receivedOn,
        method: payment.method,
        reference: payment.reference,
      },
    },
  });
}

/** `quotation.priced`: the provider priced (or priced again) a quotation, with its total. */
export function emitQuotationPriced(
  db: DatabaseOrTransaction,
  quotation: { uid: string; companyId: number; status: string; currency: string; validUntil: string | null },
  totalCents: number,
) {
  return emitWebhookEvent(db, {
    type: 'quotation.priced',
    companyId: quotation.companyId,
    data: {
      quotation: {
        id: quotation.uid,
        status: quotation.status,
        total_cents: totalCents,
        currency: quotation.currency,
        valid_until: quotation.validUntil,
      },
    },
  });
}
