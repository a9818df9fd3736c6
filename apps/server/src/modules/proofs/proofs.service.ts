import type {
  AdminProofsQuery,
  AdminProofsResponse,
  OrderProofsResponse,
  ProofJson,
  RequestProofChangesBody,
} from '@livery/api-schemas/proofs';
import {
  canDecideProof,
  isProductionHeldForProofs,
  PROOF_GUARDED_ORDER_STATUS,
  PROOF_IMAGE_EXTENSIONS,
  PROOF_IMAGE_REFUSED_MESSAGE,
  PROOFS_NOT_APPROVED_MESSAGE,
  type ProofStatus,
} from '@livery/domain/proof-status';
import { z } from 'zod';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { AppError, forbidden, notFound, unprocessable } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { detectFileType } from '../../storage/file-type.ts';
import { signFileUrl } from '../../storage/signed-file-urls.ts';
import { cleanName, type UploadedFile } from '../attachments/attachments.service.ts';
import { providerSettingsOf } from '../console-settings/console-settings.service.ts';
import type { JobRegistry } from '../jobs/job-registry.ts';
import { JobFailedForGood } from '../jobs/job-worker.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { composeMail, enqueueMailOnce } from '../mail/mail.service.ts';
import { registerOrderTransitionHook } from '../orders/order-transition-hooks.ts';
import { findOrderSeenBy, logOrderEvent, orderUpdateAddresses } from '../orders/orders.service.ts';
import { emitWebhookEvent } from '../webhooks/webhook-events.ts';
import { type ProofSource, renderProof, storeUploadedProof } from './proof-render.ts';
import {
  findCustomerCompany,
  findLatestProofStatuses,
  findLatestVersion,
  findLinesToProof,
  findLinesWithoutProof,
  findProofByUuid,
  findProofSendersOfOrder,
  findProofsOfOrder,
  findProofsPage,
  findProofsRequired,
  findSavedDesignOfLine,
  insertProof,
  type LineToProof,
  moveProof,
  type ProofRow,
  replaceDraftFiles,
  updateLineDesign,
  updateProofsRequired,
} from './proofs.repository.ts';

export interface ProofDeps {
  db: Database;
  files: FileStore;
  secretKey: string;
  publicUrl: string;
  webDistDir: string;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toProofJson(secretKey: string, row: ProofRow): ProofJson {
  const { proof } = row;
  return {
    id: proof.uuid,
    version: proof.version,
    status: proof.status,
    source: proof.source,
    images: proof.images.map((image) => ({
      face: image.face,
      url: signFileUrl(secretKey, image.key),
      width: image.width,
      height: image.height,
    })),
    prints: proof.prints,
    pdf_url: proof.pdfKey
      ? signFileUrl(secretKey, proof.pdfKey, { download: `proof-v${proof.version}.pdf` })
      : null,
    comment: proof.comment,
    pin:
      proof.pinX !== null && proof.pinY !== null
        ? { image: proof.pinImage ?? 0, x: proof.pinX, y: proof.pinY }
        : null,
    sent_at: iso(proof.sentAt),
    decided_at: iso(proof.decidedAt),
    decided_by: row.decidedBy,
    created_at: proof.createdAt.toISOString(),
  };
}

function sourceOf(line: LineToProof, version: number): ProofSource {
  return {
    title: line.title,
    orderUid: line.orderUid,
    version,
    apparelColor: line.apparelColor,
    qtyOptions: line.qtyOptions,
    totalQty: line.totalQty,
    design: line.design,
    printFiles: line.printFiles,
    faces: line.faces ?? [],
    colors: line.colors ?? [],
  };
}

/** GET /api/orders/{order_id}/proofs and its console twin: every line of the order with all its versions. */
export async function getOrderProofs(
  db: Database,
  secretKey: string,
  user: CurrentUser,
  orderUuid: string,
): Promise<OrderProofsResponse> {
  const { order } = await findOrderSeenBy(db, user, orderUuid);
  const [lines, proofs, proofsRequired] = await Promise.all([
    findLinesToProof(db, order.id),
    findProofsOfOrder(db, order.id),
    findProofsRequired(db, order.companyId),
  ]);
  return {
    order_id: order.uuid,
    proofs_required: proofsRequired,
    lines: lines.map((line) => ({
      line_id: line.uuid,
      title: line.title,
      apparel_color: line.apparelColor,
      qty_options: line.qtyOptions,
      total_qty: line.totalQty,
      proofs: proofs
        .filter((row) => row.proof.orderItemId === line.id)
        .map((row) => toProofJson(secretKey, row)),
    })),
  };
}

/** Renders and stores a new draft version of a line; a version written meanwhile by another worker wins. */
async function draftVersion(deps: ProofDeps, line: LineToProof, version: number) {
  const rendered = await renderProof(deps.files, deps.webDistDir, sourceOf(line, version));
  const row = await insertProof(deps.db, {
    orderId: line.orderId,
    orderItemId: line.id,
    version,
    images: rendered.images,
    prints: rendered.prints,
    pdfKey: rendered.pdfKey,
  }).catch(async (error: unknown) => {
    await removeFiles(deps.files, rendered);
    throw error;
  });
  if (!row) await removeFiles(deps.files, rendered);
  return row;
}

async function removeFiles(
  files: FileStore,
  rendered: { images: Array<{ key: string }>; pdfKey: string | null },
) {
  await Promise.allSettled([
    ...rendered.images.map((image) => files.remove(image.key)),
    rendered.pdfKey ? files.remove(rendered.pdfKey) : null,
  ]);
}

const renderPayload = z.object({ orderId: z.number().int().positive() });

/**
 * The `proof.render` job, queued with the provider's approval: version 1 of every line that has none. A retried
 * job skips lines done before; two workers at once write each version once (the line's version is unique).
 */
export function proofRenderHandler(deps: ProofDeps) {
  return async (payload: unknown) => {
    const parsed = renderPayload.safeParse(payload);
    if (!parsed.success) throw new JobFailedForGood('the job names no order');
    const lines = await findLinesWithoutProof(deps.db, parsed.data.orderId);
    let drawn = 0;
    for (const line of lines) {
      if (await draftVersion(deps, line, 1)) drawn += 1;
    }
    return `${drawn} proofs drawn`;
  };
}

/** Registers the proofs module's job and its say in order moves (the composition root calls this at start-up). */
export function registerProofJobs(registry: JobRegistry, deps: ProofDeps) {
  registry.register('proof.render', proofRenderHandler(deps));
}

/**
 * The proofs' hook on order moves: the provider's approval queues version 1 of every line's proof (once per
 * order), and a company that requires proofs cannot start production before every line's latest is approved.
 */
export function registerProofOrderHook() {
  registerOrderTransitionHook('proofs', {
    async beforeMove(tx, order, to) {
      if (to !== PROOF_GUARDED_ORDER_STATUS) return;
      if (!(await findProofsRequired(tx, order.companyId))) return;
      if (isProductionHeldForProofs(true, await findLatestProofStatuses(tx, order.id)))
        throw new AppError('conflict', PROOFS_NOT_APPROVED_MESSAGE);
    },
    async afterMove(tx, order, _from, to) {
      if (to !== 'order_approved') return;
      await enqueueJob(tx, 'proof.render', { orderId: order.id }, { uniqueKey: `proof.render:${order.id}` });
    },
  });
}

async function lineOfOrder(db: Database, user: CurrentUser, orderUuid: string, lineUuid: string) {
  const { order } = await findOrderSeenBy(db, user, orderUuid);
  const line = (await findLinesToProof(db, order.id)).find((candidate) => candidate.uuid === lineUuid);
  if (!line) throw notFound('Order line');
  return { order, line };
}

/** POST /api/admin/orders/{order_id}/lines/{line_id}/proofs: the provider drafts the next version of a line. */
export async function draftNextVersion(
  deps: ProofDeps,
  staff: CurrentUser,
  orderUuid: string,
  lineUuid: string,
) {
  const { line } = await lineOfOrder(deps.db, staff, orderUuid, lineUuid);
  const statuses = await findProofsOfOrder(deps.db, line.orderId);
  const latest = statuses.find((row) => row.proof.orderItemId === line.id);
  if (latest && (latest.proof.status === 'draft' || latest.proof.status === 'sent'))
    throw new AppError(
      'conflict',
      `Version ${latest.proof.version} is ${latest.proof.status === 'draft' ? 'still a draft' : 'waiting for the customer'}: send or wait for it first.`,
    );
  const version = (await findLatestVersion(deps.db, line.id)) + 1;
  const row = await draftVersion(deps, line, version);
  if (!row) throw new AppError('conflict', 'Another version of this proof was just drafted.');
  return { proof: toProofJson(deps.secretKey, { proof: row, decidedBy: null }) };
}

async function proofSeenBy(db: Database, user: CurrentUser, proofUuid: string) {
  const row = await findProofByUuid(db, proofUuid);
  if (!row) throw notFound('Proof');
  // Another company's proof is 404, as its order is.
  const { order } = await findOrderSeenBy(db, user, row.orderUuid).catch(() => {
    throw notFound('Proof');
  });
  return { row, order };
}

/** Checks an upload is a picture of an accepted kind by its content; 422 naming the kinds otherwise. */
export function checkProofUpload(uploads: UploadedFile[]) {
  if (uploads.length !== 1) throw unprocessable(['Choose one picture for the proof.']);
  const upload = uploads[0]!;
  const type = upload.bytes.length > 0 ? detectFileType(upload.bytes) : undefined;
  if (!type || !PROOF_IMAGE_EXTENSIONS.includes(type.extension))
    throw unprocessable([`${cleanName(upload.name)}: ${PROOF_IMAGE_REFUSED_MESSAGE}`]);
  return { bytes: upload.bytes, extension: type.extension };
}

/** POST /api/admin/proofs/{proof_id}/upload: the provider's mock-up replaces a draft's pictures. */
export async function uploadProofPicture(
  deps: ProofDeps,
  staff: CurrentUser,
  proofUuid: string,
  uploads: UploadedFile[],
) {
  const checked = checkProofUpload(uploads);
  const { row } = await proofSeenBy(deps.db, staff, proofUuid);
  if (row.proof.status !== 'draft') throw new AppError('conflict', 'Only a draft proof can be replaced.');
  const line = (await findLinesToProof(deps.db, row.proof.orderId)).find(
    (l) => l.id === row.proof.orderItemId,
  );
  if (!line) throw notFound('Proof');
  const stored = await storeUploadedProof(deps.files, sourceOf(line, row.proof.version), checked).catch(
    (error: unknown) => {
      if (error instanceof AppError) throw error;
      throw unprocessable([`${cleanName(uploads[0]!.name)}: the picture cannot be read.`]);
    },
  );
  const updated = await replaceDraftFiles(deps.db, row.proof.id, { ...stored, source: 'uploaded' });
  if (!updated) {
    await removeFiles(deps.files, stored);
    throw new AppError('conflict', 'Only a draft proof can be replaced.');
  }
  await removeFiles(deps.files, row.proof);
  return { proof: toProofJson(deps.secretKey, { proof: updated, decidedBy: null }) };
}

function proofEventData(
  order: { uuid: string; uid: string },
  row: { proof: { uuid: string; version: number; status: string } },
  line: { uuid: string; title: string },
) {
  return {
    order: { id: order.uuid, number: order.uid },
    proof: { id: row.proof.uuid, version: row.proof.version, status: row.proof.status },
    line: { id: line.uuid, title: line.title },
  };
}

/** POST /api/admin/proofs/{proof_id}/send: a draft goes to the buyer's people, with a link to the order. */
export async function sendProof(deps: ProofDeps, staff: CurrentUser, proofUuid: string) {
  const { row, order } = await proofSeenBy(deps.db, staff, proofUuid);
  if (row.proof.version !== Number(row.latestVersion))
    throw new AppError('conflict', 'A newer version of this proof exists.');
  const moved = await deps.db.transaction(async (tx) => {
    const updated = await moveProof(tx, row.proof.id, 'draft', {
      status: 'sent',
      sentAt: new Date(),
      sentById: staff.id,
    });
    if (!updated) throw new AppError('conflict', 'This proof has been sent already.');
    const line = { uuid: row.lineUuid, title: row.lineTitle };
    await logOrderEvent(tx, order.id, {
      title: `Proof v${updated.version} sent`,
      message: `${staff.name || 'The provider'} sent version ${updated.version} of the proof of ${line.title} for approval.`,
      itemNames: [line.title],
    });
    await emitWebhookEvent(tx, {
      type: 'proof.sent',
      companyId: order.companyId,
      data: proofEventData(order, { proof: updated }, line),
    });
    for (const to of await orderUpdateAddresses(tx, order)) {
      await enqueueMailOnce(
        tx,
        `proof-sent:${updated.id}:${to.toLowerCase()}`,
        composeMail(to, `Proof of ${line.title} for order ${order.uid}`, {
          heading: `Your proof is ready: ${line.title}`,
          paragraphs: [
            `Version ${updated.version} of the proof for order ${order.uid} is ready. Check the pictures, print sizes and sizes, then approve it or ask for changes.`,
          ],
          action: { label: 'Review the proof', url: `${deps.publicUrl}/orders/${order.uuid}#proofs` },
        }),
      );
    }
    return updated;
  });
  return { proof: toProofJson(deps.secretKey, { proof: moved, decidedBy: null }) };
}

async function mailProvider(
  tx: Transaction,
  deps: ProofDeps,
  order: { id: number; uid: string },
  key: string,
  subject: string,
  paragraphs: string[],
) {
  const addresses = new Set(
    [
      ...(await providerSettingsOf(tx)).notificationEmails,
      ...(await findProofSendersOfOrder(tx, order.id)),
    ].map((address) => address.toLowerCase()),
  );
  for (const to of addresses) {
    await enqueueMailOnce(
      tx,
      `${key}:${to}`,
      composeMail(to, subject, {
        heading: subject,
        paragraphs,
        action: { label: 'Open the proofs', url: `${deps.publicUrl}/admin/proofs` },
      }),
    );
  }
}

async function decisionOf(deps: ProofDeps, user: CurrentUser, proofUuid: string) {
  const { row, order } = await proofSeenBy(deps.db, user, proofUuid);
  if (!canDecideProof(user, { userId: order.userId }))
    throw forbidden('Only the person who placed the order or a person in charge can decide on its proof.');
  if (row.proof.version !== Number(row.latestVersion))
    throw new AppError('conflict', 'A newer version of this proof exists.');
  return { row, order };
}

/**
 * POST /api/proofs/{proof_id}/approve: the buyer approves a sent proof. Two approvers at once: one moves it, the
 * other is told it is decided already (409); the event, the log and the mails go once.
 */
export async function approveProof(deps: ProofDeps, user: CurrentUser, proofUuid: string) {
  const { row, order } = await decisionOf(deps, user, proofUuid);
  const moved = await deps.db.transaction(async (tx) => {
    const updated = await moveProof(tx, row.proof.id, 'sent', {
      status: 'approved',
      decidedAt: new Date(),
      decidedById: user.id,
    });
    if (!updated) throw new AppError('conflict', alreadyDecided(row.proof.status));
    const line = { uuid: row.lineUuid, title: row.lineTitle };
    const name = user.name || user.email;
    await logOrderEvent(tx, order.id, {
      title: `Proof v${updated.version} approved`,
      message: `${name} approved version ${updated.version} of the proof of ${line.title}.`,
      itemNames: [line.title],
    });
    await emitWebhookEvent(tx, {
      type: 'proof.approved',
      companyId: order.companyId,
      data: proofEventData(order, { proof: updated }, line),
    });
    await mailProvider(
      tx,
      deps,
      order,
      `proof-approved:${updated.id}`,
      `Proof approved: ${line.title} (order ${order.uid})`,
      [`${name} approved version ${updated.version} of the proof of ${line.title}.`],
    );
    return updated;
  });
  return { proof: toProofJson(deps.secretKey, { proof: moved, decidedBy: user.name || user.email }) };
}

function alreadyDecided(status: ProofStatus) {
  return status === 'draft' ? 'This proof has not been sent yet.' : 'This proof has been decided already.';
}

/** POST /api/proofs/{proof_id}/request_changes: the buyer asks for changes, with a comment and a pin. */
export async function requestProofChanges(
  deps: ProofDeps,
  user: CurrentUser,
  proofUuid: string,
  body: RequestProofChangesBody,
) {
  const { row, order } = await decisionOf(deps, user, proofUuid);
  if (body.pin && body.pin.image >= row.proof.images.length)
    throw unprocessable(['Put the pin on one of the pictures.']);
  const moved = await deps.db.transaction(async (tx) => {
    const updated = await moveProof(tx, row.proof.id, 'sent', {
      status: 'changes_requested',
      decidedAt: new Date(),
      decidedById: user.id,
      comment: body.comment,
      pinImage: body.pin?.image ?? null,
      pinX: body.pin?.x ?? null,
      pinY: body.pin?.y ?? null,
    });
    if (!updated) throw new AppError('conflict', alreadyDecided(row.proof.status));
    const line = { uuid: row.lineUuid, title: row.lineTitle };
    const name = user.name || user.email;
    await logOrderEvent(tx, order.id, {
      title: `Changes requested on proof v${updated.version}`,
      message: `${name} asked for changes to ${line.title}: ${body.comment}`,
      itemNames: [line.title],
    });
    await mailProvider(
      tx,
      deps,
      order,
      `proof-changes:${updated.id}`,
      `Changes requested: ${line.title} (order ${order.uid})`,
      [
        `${name} asked for changes to version ${updated.version} of the proof of ${line.title}:`,
        body.comment,
      ],
    );
    return updated;
  });
  return { proof: toProofJson(deps.secretKey, { proof: moved, decidedBy: user.name || user.email }) };
}

/**
 * POST /api/orders/{order_id}/lines/{line_id}/use_saved_design: the line takes its saved product's current design
 * (the buyer changed the artwork in the builder), and a new version of its proof is drafted: an approval given to
 * the old artwork no longer counts. Only before production starts.
 */
export async function useSavedDesign(
  deps: ProofDeps,
  user: CurrentUser,
  orderUuid: string,
  lineUuid: string,
) {
  const { order, line } = await lineOfOrder(deps.db, user, orderUuid, lineUuid);
  if (!canDecideProof(user, { userId: order.userId }))
    throw forbidden('Only the person who placed the order or a person in charge can change its artwork.');
  if (!['order_pending', 'order_approved', 'order_processed'].includes(order.orderStatus))
    throw new AppError('conflict', 'The artwork of a line cannot change once production has started.');
  const saved = await findSavedDesignOfLine(deps.db, line.id);
  if (!saved) throw unprocessable(['This line was not made from a saved product.']);
  await updateLineDesign(deps.db, line.id, { design: saved.design, printFiles: saved.printFiles });
  const version = (await findLatestVersion(deps.db, line.id)) + 1;
  if (version === 1) return { proof: null };
  const row = await draftVersion(
    deps,
    { ...line, design: saved.design, printFiles: saved.printFiles },
    version,
  );
  if (row)
    await logOrderEvent(deps.db, order.id, {
      title: `Artwork changed: proof v${version} drafted`,
      message: `${user.name || user.email} changed the artwork of ${line.title}; version ${version} of its proof must be approved again.`,
      itemNames: [line.title],
    });
  return { proof: row ? toProofJson(deps.secretKey, { proof: row, decidedBy: null }) : null };
}

const CONSOLE_STATUSES: ProofStatus[] = ['sent', 'changes_requested'];

/** GET /api/admin/proofs: proofs waiting for the customer and with changes requested (or one status). */
export async function listProofs(db: Database, query: AdminProofsQuery): Promise<AdminProofsResponse> {
  const statuses = query.status ? [query.status] : CONSOLE_STATUSES;
  const offset = (query.page - 1) * query.per_page;
  const { rows, total } = await findProofsPage(db, { statuses, limit: query.per_page, offset });
  return {
    proofs: rows.map((row) => ({
      id: row.uuid,
      version: row.version,
      status: row.status,
      order: { id: row.orderUuid, uid: row.orderUid },
      company: { id: row.companyId, name: row.companyName },
      line: { id: row.lineUuid, title: row.lineTitle },
      comment: row.comment,
      sent_at: row.sentAt,
      decided_at: row.decidedAt,
      created_at: row.createdAt,
    })),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total_pages: Math.ceil(total / query.per_page),
      total_count: total,
    },
  };
}

/** GET and PUT /api/admin/companies/{id}/proof_setting: whether the company's production waits for proofs. */
export async function getProofSetting(db: DatabaseOrTransaction, companyId: number) {
  const company = await findCustomerCompany(db, companyId);
  if (!company) throw notFound('Company');
  return { proofs_required: company.proofsRequired };
}

export async function setProofSetting(db: DatabaseOrTransaction, companyId: number, proofsRequired: boolean) {
  const company = await findCustomerCompany(db, companyId);
  if (!company) throw notFound('Company');
  await updateProofsRequired(db, companyId, proofsRequired);
  return { proofs_required: proofsRequired };
}
