import type { Address } from '@livery/api-schemas/addresses';
import {
  type ApproveQuotationBody,
  type CreateQuotationFields,
  createQuotationFields,
  type PriceQuotationBody,
  type QuotationDetail,
  type QuotationSummary,
  type QuotationVersion,
  quotationProductFields,
  type UpdateQuotationBody,
} from '@livery/api-schemas/quotations';
import { calendarDay } from '@livery/domain/calendar-day';
import { DEFAULT_GST_RATE_PERCENT } from '@livery/domain/cart-totals';
import { DEFAULT_CURRENCY, DEFAULT_CURRENCY_SYMBOL } from '@livery/domain/money';
import {
  canApproveQuotation,
  chosenQuotedLines,
  defaultValidUntil,
  isQuotationEditable,
  isQuotationExpired,
  isQuotedProductChanged,
  type QuotationStatus,
  quotationTotals,
  statusAfterBuyerChange,
} from '@livery/domain/quotation-status';
import type { z } from 'zod';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { AppError, forbidden, notFound, unprocessable } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { signFileUrl } from '../../storage/signed-file-urls.ts';
import { findAddressOfCompany, toAddressJson } from '../addresses/addresses.service.ts';
import { sanitisedSvgUpload } from '../artworks/artworks.service.ts';
import { cleanName, detectAttachmentType } from '../attachments/attachments.service.ts';
import { placeQuotedOrder } from '../orders/place-quoted-order.ts';
import { gstRateForCountry } from '../taxes/taxes.service.ts';
import { findTeamOfMember } from '../teams/teams.service.ts';
import { emitQuotationPriced } from '../webhooks/webhook-events.ts';
import {
  mailQuotationComment,
  mailQuotationPriced,
  noticeQuotationChangesRequested,
  noticeQuotationComment,
  noticeQuotationRequested,
} from './quotation-mails.ts';
import {
  deleteOptionProducts,
  deleteQuotationRow,
  deleteRfqCommentRow,
  deleteRfqProductAttachment,
  findQuotationByUid,
  findQuotationsPage,
  findRfqAttachmentsOfProducts,
  findRfqComments,
  findRfqCommentWithQuotation,
  findRfqProducts,
  findRfqProductWithQuotation,
  findRfqVersion,
  findRfqVersions,
  findStorageKeysOfQuotation,
  insertQuotation,
  insertRfqAttachments,
  insertRfqComment,
  insertRfqProducts,
  insertRfqVersion,
  lockQuotation,
  type QuotationRow,
  type QuotationScope,
  type QuotationSummaryRow,
  type RfqAttachmentRow,
  type RfqVersionRow,
  updateQuotation as updateQuotationRow,
  updateRfqProduct as updateRfqProductRow,
} from './quotations.repository.ts';
import type { QuotationForm, QuotationFormFile } from './read-quotation-form.ts';

const ACCEPTED_TYPES_TEXT = 'png, jpg, jpeg, svg, pdf, xls, xlsx and csv';

export interface QuotationContext {
  db: Database;
  files: FileStore;
  secretKey: string;
  publicUrl: string;
  /** The provider's time zone: a quotation's valid-until day ends there, and an order number's year begins. */
  timeZone: string;
}

/** A refusal of a quotation's state (changed since pricing, another version, expired): 409. */
const conflict = (message: string) => new AppError('conflict', message);

function customerScope(user: CurrentUser): QuotationScope {
  return { kind: 'customer', userId: user.id, companyId: user.companyId };
}

function scopeOf(user: CurrentUser): QuotationScope {
  return user.role === 'provider' ? { kind: 'provider' } : customerScope(user);
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The quotation's status as shown: its own until approved, then its order's step (one SQL rule). */
const statusOf = (row: QuotationSummaryRow) => row.shownStatus as QuotationStatus;

function toSummaryJson(row: QuotationSummaryRow, total: number): QuotationSummary {
  const { quotation } = row;
  return {
    id: quotation.id,
    uid: quotation.uid,
    project_title: quotation.projectTitle,
    user_name: row.userName || row.userEmail,
    company_name: row.companyName,
    status: statusOf(row),
    team_id: quotation.teamId,
    team_name: row.teamName,
    due_date: quotation.dueDate,
    created_at: quotation.createdAt.toISOString(),
    total,
    currency: quotation.currency,
  };
}

/** Reads the problems of a zod result as the spec's messages, each once. */
function problemsOf(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => issue.message))];
}

const SVG_TYPE = { extension: 'svg', contentType: 'image/svg+xml' } as const;

/**
 * Checks every file by content; none is stored unless all are of the accepted types. An SVG is accepted as
 * the builder accepts artwork, and kept only as sanitised by the artworks' rule.
 */
async function checkFiles(files: QuotationFormFile[], problems: string[]) {
  const checked = await Promise.all(
    files.map(async (file) => {
      const name = cleanName(file.name);
      const type = detectAttachmentType(file.bytes);
      if (type) return { ...file, name, type: type as { extension: string; contentType: string } };
      const svg = await sanitisedSvgUpload(file.bytes);
      return svg ? { ...file, name, bytes: svg, type: SVG_TYPE } : { ...file, name, type: undefined };
    }),
  );
  for (const file of checked) {
    if (!file.type) problems.push(`${file.name}: only ${ACCEPTED_TYPES_TEXT} files can be attached.`);
  }
  return checked;
}

async function storeFiles(
  files: FileStore,
  checked: Awaited<ReturnType<typeof checkFiles>>,
  owner: { rfqProductId?: number; rfqCommentId?: number },
) {
  const rows = [];
  for (const file of checked) {
    if (!file.type) continue;
    const storageKey = await files.save('quotations', file.type.extension, file.bytes);
    rows.push({ ...owner, fileName: file.name, contentType: file.type.contentType, storageKey });
  }
  return rows;
}

function toAttachmentJson(secretKey: string, row: RfqAttachmentRow) {
  return {
    id: row.id,
    is_image: row.contentType.startsWith('image/'),
    file_url: signFileUrl(secretKey, row.storageKey, { download: row.fileName }),
    file_name: row.fileName,
  };
}

/** GST of the destination; before an address is chosen, the rate assumed in the cart. */
function gstRateOf(db: DatabaseOrTransaction, countryCode: string | null) {
  return countryCode ? gstRateForCountry(db, countryCode) : Promise.resolve(DEFAULT_GST_RATE_PERCENT);
}

async function shipCountryOf(db: DatabaseOrTransaction, quotation: QuotationRow) {
  if (!quotation.shipAddressId) return null;
  return (await findAddressOfCompany(db, quotation.companyId, quotation.shipAddressId))?.countryCode ?? null;
}

/** Totals of a quotation from its asked-for products' prices (options apart), its fees and its GST. */
async function totalsOf(db: DatabaseOrTransaction, quotation: QuotationRow, shipCountryCode: string | null) {
  const products = await findRfqProducts(db, quotation.id);
  const gstRate = await gstRateOf(db, shipCountryCode);
  const totals = quotationTotals({
    products: products.filter((product) => !product.isOption),
    shippingFee: quotation.shippingFee,
    additionalFees: quotation.additionalFees,
    gstRatePercent: gstRate,
  });
  return { products, gstRate, totals };
}

function toVersionJson(row: RfqVersionRow): QuotationVersion {
  const asked = row.lines.filter((line) => !line.is_option);
  return {
    version: row.version,
    priced_at: row.pricedAt.toISOString(),
    valid_until: row.validUntil,
    due_date: row.dueDate,
    shipping_fee: row.shippingFee,
    additional_fees: row.additionalFees,
    subtotal: quotationTotals({
      products: asked.map((line) => ({ unitPrice: line.unit_price, qty: line.qty })),
      shippingFee: 0,
      additionalFees: 0,
      gstRatePercent: 0,
    }).subtotal,
    lines: row.lines,
  };
}

/** Today in the provider's time zone, as yyyy-MM-dd. */
const todayIn = (timeZone: string) => calendarDay(new Date(), timeZone);

async function toDetailJson(
  db: DatabaseOrTransaction,
  context: Pick<QuotationContext, 'secretKey' | 'timeZone'>,
  row: QuotationSummaryRow,
  viewer: CurrentUser,
): Promise<QuotationDetail> {
  const { secretKey } = context;
  const { quotation } = row;
  const { products, gstRate, totals } = await totalsOf(db, quotation, row.shipCountryCode);
  const productIds = products.map((product) => product.id);
  const [attachments, comments, versions, shipAddress, billAddress] = await Promise.all([
    findRfqAttachmentsOfProducts(db, productIds),
    findRfqComments(db, productIds),
    findRfqVersions(db, quotation.id),
    quotation.shipAddressId
      ? findAddressOfCompany(db, quotation.companyId, quotation.shipAddressId)
      : undefined,
    quotation.billAddressId
      ? findAddressOfCompany(db, quotation.companyId, quotation.billAddressId)
      : undefined,
  ]);
  return {
    ...toSummaryJson(row, totals.total),
    email: quotation.email,
    company: quotation.company,
    name: quotation.name,
    note: quotation.note,
    approved_at: iso(quotation.approvedAt),
    in_progress_at: iso(row.orderInProgressAt),
    ready_at: iso(row.orderReadyAt),
    shipped_at: iso(row.orderShippedAt),
    completed_at: iso(row.orderCompletedAt),
    priced_at: iso(quotation.pricedAt),
    version: quotation.pricedVersion > 0 ? quotation.pricedVersion : null,
    valid_until: quotation.validUntil,
    is_expired: isQuotationExpired(quotation.validUntil, todayIn(context.timeZone)),
    approved_version: quotation.approvedVersion,
    versions: versions.map(toVersionJson),
    ship_add_id: quotation.shipAddressId,
    bill_add_id: quotation.billAddressId,
    ship_address: shipAddress ? (toAddressJson(shipAddress) as Address) : null,
    bill_address: billAddress ? (toAddressJson(billAddress) as Address) : null,
    subtotal: totals.subtotal,
    shipping_fee: totals.shippingFee,
    additional_fees: totals.additionalFees,
    gst_rate: gstRate,
    gst: totals.gst,
    total_cents: totals.total,
    currency_symbol: quotation.currencySymbol,
    invoice_url: null,
    order: row.orderUuid && row.orderUid ? { uuid: row.orderUuid, uid: row.orderUid } : null,
    products: products.map((product) => ({
      id: product.id,
      title: product.title,
      qty: product.qty,
      user_unit_cost: product.userUnitCost,
      unit_price: product.unitPrice,
      unit_price_cents: product.unitPrice,
      has_logo: product.hasLogo,
      requirements: product.requirements,
      status: product.unitPrice === null ? 'awaiting_price' : 'priced',
      is_option: product.isOption,
      attachments: attachments
        .filter((file) => file.rfqProductId === product.id)
        .map((file) => toAttachmentJson(secretKey, file)),
      comments: comments
        .filter(({ comment }) => comment.rfqProductId === product.id)
        .map(({ comment, authorName, authorEmail, authorRole }) => ({
          id: comment.id,
          name: authorName || authorEmail || (authorRole === 'provider' ? 'Provider' : 'Former user'),
          content: comment.content,
          created_at: comment.createdAt.toISOString(),
          is_owner: comment.userId === viewer.id,
          is_provider: authorRole === 'provider',
          attachments: attachments
            .filter((file) => file.rfqCommentId === comment.id)
            .map((file) => toAttachmentJson(secretKey, file)),
        })),
    })),
  };
}

/** GET /api/rf_quotes and GET /api/admin/rf_quotes: one page, newest first, with totals. */
export async function listQuotations(
  db: Database,
  user: CurrentUser,
  query: { keyword?: string; team_id?: number; status?: QuotationStatus; page: number; per_page: number },
) {
  // A customer's list is scoped to the joined teams its session read brought.
  const scope = user.role === 'provider' ? scopeOf(user) : { ...customerScope(user), teamIds: user.teamIds };
  const { rows, totalCount } = await findQuotationsPage(db, scope, {
    keyword: query.keyword,
    teamId: query.team_id,
    status: query.status,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const quotations = rows.map((row) => {
    const { total } = quotationTotals({
      products: row.pricedLines.filter((line) => !line.isOption),
      shippingFee: row.quotation.shippingFee,
      additionalFees: row.quotation.additionalFees,
      // As gstRateOf: no destination yet, the cart's assumed rate; a country with no rate set, none.
      gstRatePercent: row.shipCountryCode ? (row.destinationGstRate ?? 0) : DEFAULT_GST_RATE_PERCENT,
    });
    return toSummaryJson(row, total);
  });
  return {
    quotations,
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total_pages: Math.max(1, Math.ceil(totalCount / query.per_page)),
      total_count: totalCount,
    },
  };
}

async function findVisibleQuotation(db: DatabaseOrTransaction, user: CurrentUser, uid: string) {
  const row = await findQuotationByUid(db, scopeOf(user), uid);
  if (!row) throw notFound('Quotation');
  return row;
}

/** GET /api/rf_quotes/{id}: another company's, or one of a team the caller is not in, is 404. */
export async function getQuotation(context: QuotationContext, user: CurrentUser, uid: string) {
  const row = await findVisibleQuotation(context.db, user, uid);
  return { rfq: await toDetailJson(context.db, context, row, user) };
}

async function checkAddress(db: DatabaseOrTransaction, user: CurrentUser, id: number | undefined | null) {
  if (!id) return null;
  if (!(await findAddressOfCompany(db, user.companyId, id))) throw notFound('Address');
  return id;
}

/**
 * POST /api/rf_quotes: the contact detail and products with their files, all checked before anything is
 * stored; the team must be one the caller joined. Answers the new quotation's uid.
 */
export async function createQuotation(context: QuotationContext, user: CurrentUser, form: QuotationForm) {
  const parsed = createQuotationFields.safeParse({ ...form.fields, rfq_products_attributes: form.products });
  const problems = parsed.success ? [] : problemsOf(parsed.error);
  const checked = await checkFiles(form.files, problems);
  if (!parsed.success || problems.length > 0) throw unprocessable(problems);
  const fields: CreateQuotationFields = parsed.data;
  const { db, files } = context;
  if (!(await findTeamOfMember(db, user.id, fields.team_id))) throw unprocessable(['Select a team']);
  const shipAddressId = await checkAddress(db, user, fields.ship_add_id ?? user.shipAddressId);
  const billAddressId = await checkAddress(db, user, fields.bill_add_id ?? user.billAddressId);

  const stored = await Promise.all(
    fields.rfq_products_attributes.map((_, index) =>
      storeFiles(
        files,
        checked.filter((file) => file.productIndex === index),
        {},
      ),
    ),
  );
  const quotation = await db.transaction(async (tx) => {
    const row = await insertQuotation(tx, {
      companyId: user.companyId,
      teamId: fields.team_id,
      userId: user.id,
      projectTitle: fields.project_title,
      email: fields.email,
      company: fields.company,
      name: fields.name,
      note: fields.note,
      shipAddressId,
      billAddressId,
      currency: DEFAULT_CURRENCY,
      currencySymbol: DEFAULT_CURRENCY_SYMBOL,
    });
    const products = await insertRfqProducts(
      tx,
      fields.rfq_products_attributes.map((product) => ({
        rfQuoteId: row.id,
        title: product.title,
        qty: product.qty,
        userUnitCost: product.user_unit_cost,
        hasLogo: product.has_logo,
        requirements: product.requirements ?? null,
      })),
    );
    await insertRfqAttachments(
      tx,
      products.flatMap((product, index) =>
        (stored[index] ?? []).map((file) => ({ ...file, rfqProductId: product.id })),
      ),
    );
    await noticeQuotationRequested(tx, context.publicUrl, { ...row, productCount: products.length });
    return row;
  });
  return { message: 'Submitted!', id: quotation.uid };
}

/** Locks a visible quotation for a change; a change to a settled quotation is refused naming why. */
async function lockEditable(tx: DatabaseOrTransaction, user: CurrentUser, uid: string) {
  const row = await findVisibleQuotation(tx, user, uid);
  const locked = await lockQuotation(tx, row.quotation.id);
  if (!locked) throw notFound('Quotation');
  if (!isQuotationEditable(locked.status)) {
    throw unprocessable([
      `This quotation is ${locked.status === 'quote_cancelled' ? 'cancelled' : 'approved'} and can no longer be changed.`,
    ]);
  }
  return locked;
}

/** PUT /api/rf_quotes/{id}: the detail form or the addresses, while the quotation is Pending. */
export async function updateQuotation(
  context: QuotationContext,
  user: CurrentUser,
  uid: string,
  body: UpdateQuotationBody,
) {
  const { db } = context;
  await db.transaction(async (tx) => {
    const locked = await lockEditable(tx, user, uid);
    if (body.team_id !== undefined && !(await findTeamOfMember(tx, user.id, body.team_id))) {
      throw unprocessable(['Select a team']);
    }
    const shipAddressId =
      body.ship_add_id === undefined ? undefined : await checkAddress(tx, user, body.ship_add_id);
    const billAddressId =
      body.bill_add_id === undefined ? undefined : await checkAddress(tx, user, body.bill_add_id);
    await updateQuotationRow(tx, locked.id, {
      projectTitle: body.project_title,
      email: body.email,
      company: body.company,
      name: body.name,
      teamId: body.team_id,
      note: body.note,
      shipAddressId,
      billAddressId,
    });
  });
  return getQuotation(context, user, uid);
}

/** DELETE /api/rf_quotes: a Pending or cancelled quotation goes with its files; an approved one stays. */
export async function deleteQuotation(context: QuotationContext, user: CurrentUser, uid: string) {
  const { db, files } = context;
  const keys = await db.transaction(async (tx) => {
    const row = await findVisibleQuotation(tx, user, uid);
    const locked = await lockQuotation(tx, row.quotation.id);
    if (!locked) throw notFound('Quotation');
    if (locked.status === 'quote_approved') {
      throw unprocessable(['An approved quotation is an order now and cannot be deleted.']);
    }
    const storageKeys = await findStorageKeysOfQuotation(tx, locked.id);
    await deleteQuotationRow(tx, locked.id);
    return storageKeys;
  });
  await Promise.all(keys.map((key) => files.remove(key)));
}

/**
 * PUT /api/rf_quotes/{id}/approve_quote: the current priced version of a Pending quotation, with the option
 * lines the buyer ticked and both addresses, becomes one order at exactly that version's prices and pieces.
 * A quotation changed since pricing, another version than the current one, or an expired price is refused
 * (409) and nothing is written. The row lock makes concurrent approvals place exactly one order.
 */
export async function approveQuotation(
  context: QuotationContext,
  user: CurrentUser,
  uid: string,
  body: ApproveQuotationBody = null,
) {
  const { db, publicUrl, timeZone } = context;
  return db.transaction(async (tx) => {
    const row = await findVisibleQuotation(tx, user, uid);
    const locked = await lockQuotation(tx, row.quotation.id);
    if (!locked) throw notFound('Quotation');
    if (locked.status === 'quote_approved')
      throw unprocessable(['This quotation has already been approved.']);
    if (locked.status === 'quote_cancelled') throw unprocessable(['This quotation has been cancelled.']);
    if (locked.status === 'quote_changes_requested') {
      throw conflict(
        'This quotation was changed after it was priced: the provider must price the changes before it can be approved.',
      );
    }
    const version =
      locked.pricedVersion > 0 ? await findRfqVersion(tx, locked.id, locked.pricedVersion) : undefined;
    if (!version) throw unprocessable(['The provider has not priced this quotation yet.']);
    if (body?.version !== undefined && body.version !== version.version) {
      throw conflict(
        `Version ${body.version} is no longer the quoted price: read version ${version.version} and approve that one.`,
      );
    }
    if (isQuotationExpired(version.validUntil, todayIn(context.timeZone))) {
      throw conflict(
        `This quotation expired on ${version.validUntil}: ask the provider to price it again before approving.`,
      );
    }
    const optionIds = body?.option_ids ?? [];
    const offered = new Set(version.lines.filter((line) => line.is_option).map((line) => line.id));
    if (optionIds.some((id) => !offered.has(id))) {
      throw unprocessable(['Choose only the option lines of this quotation.']);
    }
    const lines = chosenQuotedLines(version.lines, optionIds);
    const gstRate = await gstRateOf(tx, await shipCountryOf(tx, locked));
    const totals = quotationTotals({
      products: lines.map((line) => ({ unitPrice: line.unit_price, qty: line.qty })),
      shippingFee: version.shippingFee,
      additionalFees: version.additionalFees,
      gstRatePercent: gstRate,
    });
    if (!canApproveQuotation({ status: locked.status, total: totals.total })) {
      throw unprocessable(['The provider has not priced this quotation yet.']);
    }
    const shipAddress = locked.shipAddressId
      ? await findAddressOfCompany(tx, locked.companyId, locked.shipAddressId)
      : undefined;
    const billAddress = locked.billAddressId
      ? await findAddressOfCompany(tx, locked.companyId, locked.billAddressId)
      : undefined;
    if (!shipAddress) throw unprocessable(['Select Shipping Address']);
    if (!billAddress) throw unprocessable(['Select Billing Address']);
    const approvedLines = lines.map((line) => ({
      title: line.title,
      qty: line.qty,
      unit_price: line.unit_price,
    }));
    const order = await placeQuotedOrder(
      tx,
      {
        quotationUid: locked.uid,
        quotationVersion: version.version,
        projectTitle: locked.projectTitle,
        companyId: locked.companyId,
        teamId: locked.teamId,
        user,
        shipAddress: toAddressJson(shipAddress) as Address,
        billAddress: toAddressJson(billAddress) as Address,
        currency: locked.currency,
        currencySymbol: locked.currencySymbol,
        gstRate,
        fees: totals,
        products: approvedLines.map((line) => ({
          title: line.title,
          qty: line.qty,
          unitPrice: line.unit_price,
        })),
      },
      publicUrl,
      timeZone,
    );
    await updateQuotationRow(tx, locked.id, {
      status: 'quote_approved',
      approvedAt: new Date(),
      approvedVersion: version.version,
      approvedLines,
      orderId: order.id,
    });
    return { message: 'Quotation Approved!', order: { uuid: order.uuid, uid: order.uid } };
  });
}

/** A quotation product the caller may see, with its quotation; another company's is 404. */
async function findVisibleProduct(db: DatabaseOrTransaction, user: CurrentUser, productId: number) {
  const found = await findRfqProductWithQuotation(db, productId);
  if (!found) throw notFound('Quotation product');
  // Visibility is the quotation's: the same team rule as the list.
  await findVisibleQuotation(db, user, found.quotation.uid).catch(() => {
    throw notFound('Quotation product');
  });
  return found;
}

/** PUT /api/rfq_products/{id} (multipart): name, quantity, budget, logo, requirements and more files. */
export async function updateRfqProduct(
  context: QuotationContext,
  user: CurrentUser,
  productId: number,
  form: QuotationForm,
) {
  const { db, files } = context;
  const found = await findVisibleProduct(db, user, productId);
  if (found.product.isOption) {
    throw unprocessable([
      "An option line is the provider's offer: tick it when approving instead of editing it.",
    ]);
  }
  const parsed = quotationProductFields.safeParse(form.fields);
  const problems = parsed.success ? [] : problemsOf(parsed.error);
  const checked = await checkFiles(form.files, problems);
  if (!parsed.success || problems.length > 0) throw unprocessable(problems);
  const stored = await storeFiles(files, checked, { rfqProductId: productId });
  await db.transaction(async (tx) => {
    const locked = await lockEditable(tx, user, found.quotation.uid);
    const before = (await findRfqProductWithQuotation(tx, productId))?.product ?? found.product;
    const after = {
      title: parsed.data.title,
      qty: parsed.data.qty,
      hasLogo: parsed.data.has_logo,
      requirements: parsed.data.requirements ?? null,
    };
    await updateRfqProductRow(tx, productId, { ...after, userUnitCost: parsed.data.user_unit_cost });
    await insertRfqAttachments(tx, stored);
    // A change of what was priced (or a new file for it) sends the quotation back to the provider.
    const status = statusAfterBuyerChange(
      locked.status,
      locked.pricedVersion > 0,
      isQuotedProductChanged(before, after) || stored.length > 0,
    );
    if (status !== locked.status) {
      await updateQuotationRow(tx, locked.id, { status });
      if (status === 'quote_changes_requested') {
        await noticeQuotationChangesRequested(tx, context.publicUrl, found.quotation, {
          version: locked.pricedVersion,
          productTitle: after.title,
          author: user.name || user.email,
        });
      }
    }
  });
  return getQuotation(context, user, found.quotation.uid);
}

/** DELETE /api/rfq_products/{id}/remove_attachment: one of the product's own files, while Pending. */
export async function removeRfqAttachment(
  context: QuotationContext,
  user: CurrentUser,
  productId: number,
  attachmentId: number,
) {
  const { db, files } = context;
  const found = await findVisibleProduct(db, user, productId);
  const removed = await db.transaction(async (tx) => {
    await lockEditable(tx, user, found.quotation.uid);
    const row = await deleteRfqProductAttachment(tx, productId, attachmentId);
    if (!row) throw notFound('Attachment');
    return row;
  });
  await files.remove(removed.storageKey);
}

/**
 * POST /api/rfq_comments (multipart: content, rfq_product_id, files): by the buyer's side or the provider's
 * staff; a provider comment is e-mailed to the quotation's contact.
 */
export async function addRfqComment(context: QuotationContext, user: CurrentUser, form: QuotationForm) {
  const { db, files, publicUrl } = context;
  const productId = Number(form.fields.rfq_product_id);
  if (!Number.isInteger(productId) || productId < 1 || productId > 2_147_483_647)
    throw notFound('Quotation product');
  const found = await findVisibleProduct(db, user, productId);
  const content = (form.fields.content ?? '').trim();
  const problems: string[] = [];
  if (!content) problems.push('Comment is required');
  if (content.length > 4000) problems.push('Comment must be at most 4000 characters');
  const checked = await checkFiles(form.files, problems);
  if (problems.length > 0) throw unprocessable(problems);
  const comment = await db.transaction(async (tx) => {
    const row = await insertRfqComment(tx, { rfqProductId: productId, userId: user.id, content });
    const stored = await storeFiles(files, checked, { rfqCommentId: row.id });
    await insertRfqAttachments(tx, stored);
    if (user.role === 'provider') {
      await mailQuotationComment(tx, publicUrl, found.quotation, {
        id: row.id,
        productTitle: found.product.title,
        content,
      });
    } else {
      await noticeQuotationComment(tx, publicUrl, found.quotation, {
        id: row.id,
        productTitle: found.product.title,
        content,
        author: user.name || user.email,
      });
    }
    return row;
  });
  const detail = await getQuotation(context, user, found.quotation.uid);
  const shown = detail.rfq.products
    .flatMap((product) => product.comments)
    .find((item) => item.id === comment.id);
  return { message: 'Added!', comment: shown! };
}

/** DELETE /api/rfq_comments: only its writer may delete a comment (spec 03 section 6). */
export async function deleteRfqComment(context: QuotationContext, user: CurrentUser, commentId: number) {
  const { db, files } = context;
  const found = await findRfqCommentWithQuotation(db, commentId);
  if (!found) throw notFound('Comment');
  await findVisibleQuotation(db, user, found.quotation.uid).catch(() => {
    throw notFound('Comment');
  });
  if (found.comment.userId !== user.id) throw forbidden('Only the writer of a comment can delete it.');
  const keys = (await findRfqAttachmentsOfProducts(db, [found.comment.rfqProductId]))
    .filter((file) => file.rfqCommentId === commentId)
    .map((file) => file.storageKey);
  await deleteRfqCommentRow(db, commentId);
  await Promise.all(keys.map((key) => files.remove(key)));
}

/**
 * PUT /api/admin/rf_quotes/{id}/price: the provider prices every asked-for product, may offer option lines,
 * sets shipping, fees, the due date and the valid-until day (30 days when left out); the pricing is kept as a
 * new version, the quotation is Pending again and the contact is e-mailed the total.
 */
export async function priceQuotation(
  context: QuotationContext,
  provider: CurrentUser,
  uid: string,
  body: PriceQuotationBody,
) {
  const { db, publicUrl } = context;
  const today = todayIn(context.timeZone);
  const validUntil = body.valid_until ?? defaultValidUntil(today);
  if (validUntil < today) throw unprocessable(['Valid until must be today or a later day.']);
  await db.transaction(async (tx) => {
    const locked = await lockEditable(tx, provider, uid);
    await deleteOptionProducts(tx, locked.id);
    const products = await findRfqProducts(tx, locked.id);
    const prices = new Map(body.products.map((product) => [product.id, product.unit_price]));
    const unknown = body.products.filter((product) => !products.some((row) => row.id === product.id));
    if (unknown.length > 0) throw unprocessable(['Price only the products of this quotation.']);
    const missing = products.filter((product) => !prices.has(product.id));
    if (missing.length > 0) {
      throw unprocessable([`Enter a unit price for ${missing.map((product) => product.title).join(', ')}.`]);
    }
    for (const product of products) {
      await updateRfqProductRow(tx, product.id, { unitPrice: prices.get(product.id)! });
    }
    const options = await insertRfqProducts(
      tx,
      (body.options ?? []).map((option) => ({
        rfQuoteId: locked.id,
        title: option.title,
        qty: option.qty,
        userUnitCost: 0,
        unitPrice: option.unit_price,
        isOption: true,
      })),
    );
    const pricedAt = new Date();
    const version = locked.pricedVersion + 1;
    const updated = await updateQuotationRow(tx, locked.id, {
      status: 'quote_pending',
      shippingFee: body.shipping_fee,
      additionalFees: body.additional_fees,
      dueDate: body.due_date,
      validUntil,
      pricedVersion: version,
      pricedAt,
    });
    await insertRfqVersion(tx, {
      rfQuoteId: locked.id,
      version,
      pricedAt,
      validUntil,
      dueDate: body.due_date,
      shippingFee: body.shipping_fee,
      additionalFees: body.additional_fees,
      lines: [...products, ...options].map((product) => ({
        id: product.id,
        title: product.title,
        qty: product.qty,
        unit_price: product.isOption ? (product.unitPrice ?? 0) : prices.get(product.id)!,
        is_option: product.isOption,
      })),
    });
    const { totals } = await totalsOf(tx, updated, await shipCountryOf(tx, updated));
    if (totals.total <= 0)
      throw unprocessable(['A quotation priced at 0 cannot be approved: enter the prices.']);
    await emitQuotationPriced(tx, updated, totals.total);
    await mailQuotationPriced(tx, publicUrl, updated, {
      at: pricedAt,
      total: totals.total,
      currency: updated.currency,
      dueDate: updated.dueDate,
      version,
      validUntil,
      optionCount: options.length,
    });
  });
  return getQuotation(context, provider, uid);
}

/** PUT /api/admin/rf_quotes/{id}/cancel: the provider declines a Pending quotation. */
export async function cancelQuotation(context: QuotationContext, provider: CurrentUser, uid: string) {
  await context.db.transaction(async (tx) => {
    const locked = await lockEditable(tx, provider, uid);
    await updateQuotationRow(tx, locked.id, { status: 'quote_cancelled', cancelledAt: new Date() });
  });
  return getQuotation(context, provider, uid);
}
