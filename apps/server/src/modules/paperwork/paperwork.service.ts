import type { DownloadPaperworksBody } from '@livery/api-schemas/invoices';
import { calendarDay } from '@livery/domain/calendar-day';
import { type PaperworkKind, paperworkArchiveName, paperworkEntryName } from '@livery/domain/paperwork';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { listPoFilesOfOrder } from '../attachments/attachments.service.ts';
import { invoicePdfOfOrder } from '../invoices/invoices.service.ts';
import { deliveryOrderPdfsOfOrder, nameListFilesOfOrder } from '../orders/order-pipeline.service.ts';
import { findVisibleOrders, toOrderResponse } from '../orders/orders.service.ts';
import { renderOrderDetailPdf } from './order-detail-pdf.ts';
import { appendEntry, createZip } from './zip-writer.ts';

type PaperworkOrder = Awaited<ReturnType<typeof findVisibleOrders>>[number];

interface PaperworkFile {
  /** Within the order's folder. */
  name: string;
  bytes: Buffer;
}

interface PaperworkDeps {
  db: Database;
  files: FileStore;
  secretKey: string;
  log: FastifyBaseLogger;
  /** The provider's zone: the days the PDFs and the zip's name carry are its calendar days. */
  timeZone: string;
}

/**
 * One order's paperwork of the chosen kinds, made one file at a time as the zip asks for the next: an order
 * without a delivery order, PO document, invoice or name list simply has none of that file.
 */
async function* paperworkFilesOfOrder(
  deps: PaperworkDeps,
  row: PaperworkOrder,
  kinds: ReadonlySet<PaperworkKind>,
): AsyncGenerator<PaperworkFile> {
  const { db, files, secretKey, log, timeZone } = deps;
  const { order } = row;
  if (kinds.has('order_detail')) {
    const detail = await toOrderResponse(db, row, secretKey);
    yield { name: `order-detail-${order.uid}.pdf`, bytes: await renderOrderDetailPdf(detail, timeZone) };
  }
  if (kinds.has('delivery_orders')) {
    for await (const parcel of deliveryOrderPdfsOfOrder(db, row, timeZone))
      yield { name: `delivery-orders/${parcel.fileName}`, bytes: parcel.pdf };
  }
  if (kinds.has('purchase_order')) {
    for (const file of await listPoFilesOfOrder(db, order.id)) {
      const bytes = await files.read(file.storageKey).catch((error: unknown) => {
        // A stored file gone missing must not break every other order's paperwork: it is left out and logged.
        log.warn({ err: error, orderUid: order.uid }, 'A PO document of the paperwork zip could not be read');
        return null;
      });
      if (bytes) yield { name: `purchase-order/${paperworkEntryName(file.name, 'purchase-order')}`, bytes };
    }
  }
  if (kinds.has('invoice')) {
    const invoice = await invoicePdfOfOrder(db, order.id, timeZone);
    if (invoice) yield { name: `invoice-${invoice.fileName}`, bytes: invoice.pdf };
  }
  if (kinds.has('namelists')) yield* await nameListFilesOfOrder(db, order);
}

/** `name` unless already taken in the folder, else `name (2)`, `name (3)` ... before the extension. */
function uniqueName(taken: Set<string>, name: string): string {
  let candidate = name;
  for (let copy = 2; taken.has(candidate.toLowerCase()); copy++) {
    const dot = name.lastIndexOf('.');
    candidate =
      dot > name.lastIndexOf('/') + 1
        ? `${name.slice(0, dot)} (${copy})${name.slice(dot)}`
        : `${name} (${copy})`;
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}

/**
 * POST /api/orders/download_paperworks (spec 03 section 2.6): the chosen kinds of paperwork of the chosen
 * orders as one zip, a folder per order number. Every order is checked before the answer starts (any the
 * caller's list does not show is a 404, not a broken download); the files are then made one at a time into
 * the stream.
 */
export async function downloadPaperworks(
  deps: PaperworkDeps,
  user: CurrentUser,
  body: DownloadPaperworksBody,
) {
  const rows = await findVisibleOrders(deps.db, user, body.ids);
  const kinds = new Set(body.fields);
  const fileName = paperworkArchiveName(
    rows.map((row) => row.teamName),
    rows.map((row) => calendarDay(row.order.createdAt, deps.timeZone)),
  );
  const archive = await createZip();
  archive.on('warning', (warning) => deps.log.warn({ err: warning }, 'Paperwork zip warning'));
  void (async () => {
    for (const row of rows) {
      const taken = new Set<string>();
      const folder = paperworkEntryName(row.order.uid, `order-${row.order.id}`);
      for await (const file of paperworkFilesOfOrder(deps, row, kinds))
        await appendEntry(archive, `${folder}/${uniqueName(taken, file.name)}`, file.bytes);
    }
    await archive.finalize();
  })().catch((error: unknown) => {
    if (archive.destroyed) return;
    deps.log.error({ err: error }, 'The paperwork zip failed while streaming');
    archive.destroy(error as Error);
  });
  return { fileName, stream: archive };
}
