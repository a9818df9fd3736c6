import type { AttachmentFile } from '@livery/api-schemas/cart';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_REFUSED_MESSAGE,
} from '@livery/domain/attachment-types';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { unprocessable } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { detectFileType } from '../../storage/file-type.ts';
import { signFileUrl } from '../../storage/signed-file-urls.ts';
import {
  type AttachmentKind,
  type AttachmentRow,
  attachCartFilesToOrder,
  deleteAttachmentRow,
  deleteCartAttachment,
  findAttachmentsOfOrders,
  findCartAttachments,
  findOrderAttachment,
  findOrderAttachments,
  insertAttachments,
} from './attachments.repository.ts';

export type { AttachmentKind };

export { ATTACHMENT_MAX_BYTES };
/** Most files in one upload. */
export const ATTACHMENT_MAX_FILES = 10;
const ACCEPTED_EXTENSIONS = new Set(ATTACHMENT_EXTENSIONS);

/** An HTML, XML or script tag (`<p>`, `<!doctype`, `<?xml`, `</x>`); CSV cells never read like that. */
const MARKUP_TAG = /<(?:[a-z][a-z0-9-]*[\s/>]|!|\?|\/[a-z])/i;

/**
 * What the content really is, if it is a kind we accept: text counts as CSV only when it holds no markup,
 * so a web page is never stored and served back as a "spreadsheet".
 */
export function detectAttachmentType(bytes: Buffer) {
  const type = bytes.length > 0 ? detectFileType(bytes) : undefined;
  if (!type || !ACCEPTED_EXTENSIONS.has(type.extension)) return undefined;
  if (type.extension === 'csv' && MARKUP_TAG.test(bytes.toString('utf8'))) return undefined;
  return type;
}

export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

/** A shown and downloaded file name: the base name, printable, at most 200 characters. */
export function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // Control characters never belong in a shown or downloaded name.
  const printable = [...base].filter((char) => char.charCodeAt(0) >= 32 && char.charCodeAt(0) !== 127);
  return printable.join('').trim().slice(0, 200) || 'attachment';
}

/** The JSON of a file, with a signed link that downloads it under its original name. */
export function toAttachmentJson(
  secretKey: string,
  row: Pick<AttachmentRow, 'id' | 'name' | 'storageKey'>,
): AttachmentFile {
  return { id: row.id, name: row.name, url: signFileUrl(secretKey, row.storageKey, { download: row.name }) };
}

/** A file checked by content, ready to store. */
export interface CheckedFile {
  name: string;
  type: NonNullable<ReturnType<typeof detectAttachmentType>>;
  bytes: Buffer;
}

/** Checks every file by content (422 naming the accepted types for the first refused one); stores nothing. */
export function checkAttachmentUploads(uploads: UploadedFile[]): CheckedFile[] {
  return uploads.map((upload) => {
    const name = cleanName(upload.name);
    const type = detectAttachmentType(upload.bytes);
    if (!type) throw unprocessable([`${name}: ${ATTACHMENT_REFUSED_MESSAGE}`]);
    return { name, type, bytes: upload.bytes };
  });
}

/** Writes checked files to the store; the columns of their rows. */
export async function storeAttachmentFiles(files: FileStore, checked: CheckedFile[]) {
  const stored: Array<{ name: string; contentType: string; byteSize: number; storageKey: string }> = [];
  for (const file of checked) {
    const storageKey = await files.save('attachments', file.type.extension, file.bytes);
    stored.push({
      name: file.name,
      contentType: file.type.contentType,
      byteSize: file.bytes.length,
      storageKey,
    });
  }
  return stored;
}

/**
 * Checks every file by content before storing any, then stores them as the user's cart files of that kind,
 * or straight onto an order when `orderId` is given (the caller has checked the user may see that order).
 */
export async function saveCartAttachments(
  db: DatabaseOrTransaction,
  files: FileStore,
  secretKey: string,
  user: CurrentUser,
  kind: AttachmentKind,
  uploads: UploadedFile[],
  orderId: number | null = null,
): Promise<AttachmentFile[]> {
  if (uploads.length === 0) throw unprocessable(['Choose a file to attach.']);
  const stored = await storeAttachmentFiles(files, checkAttachmentUploads(uploads));
  const rows = await insertAttachments(
    db,
    stored.map((file) => ({ ...file, companyId: user.companyId, userId: user.id, kind, orderId })),
  );
  return rows.map((row) => toAttachmentJson(secretKey, row));
}

export async function listCartAttachments(
  db: DatabaseOrTransaction,
  secretKey: string,
  user: CurrentUser,
  kind: AttachmentKind,
) {
  return (await findCartAttachments(db, user.id, kind)).map((row) => toAttachmentJson(secretKey, row));
}

/** True when PO documents wait in the user's cart (they stand in for a PO reference at checkout). */
export async function hasCartPoAttachments(db: DatabaseOrTransaction, user: CurrentUser) {
  return (await findCartAttachments(db, user.id, 'po')).length > 0;
}

/** Removes one of the caller's cart files; false when it is not one (another user's, or already ordered). */
export async function removeCartAttachment(
  db: Database,
  files: FileStore,
  user: CurrentUser,
  kind: AttachmentKind,
  id: number,
): Promise<boolean> {
  const row = await deleteCartAttachment(db, user.id, kind, id);
  if (!row) return false;
  await files.remove(row.storageKey);
  return true;
}

export function moveCartAttachmentsToOrder(db: DatabaseOrTransaction, user: CurrentUser, orderId: number) {
  return attachCartFilesToOrder(db, user.id, orderId);
}

/** An order's files by kind, with signed links. */
export async function listOrderAttachments(db: DatabaseOrTransaction, secretKey: string, orderId: number) {
  const rows = await findOrderAttachments(db, orderId);
  return {
    po: rows.filter((row) => row.kind === 'po').map((row) => toAttachmentJson(secretKey, row)),
    other: rows.filter((row) => row.kind === 'other').map((row) => toAttachmentJson(secretKey, row)),
  };
}

/** The PO documents of an order with their store keys, oldest first (the caller has checked who may see it). */
export async function listPoFilesOfOrder(db: DatabaseOrTransaction, orderId: number) {
  const rows = await findAttachmentsOfOrders(db, [orderId], 'po');
  return rows.map((row) => ({ name: row.name, storageKey: row.storageKey }));
}

/** A PO document already on an order (its order id, to check who may see it), or undefined. */
export async function findOrderPoAttachment(db: DatabaseOrTransaction, id: number) {
  const row = await findOrderAttachment(db, id, 'po');
  return row && row.orderId !== null ? { id: row.id, orderId: row.orderId, name: row.name } : undefined;
}

/** Deletes a file of an order the caller may see (checked by the caller), then its bytes. */
export async function removeOrderAttachment(db: DatabaseOrTransaction, files: FileStore, id: number) {
  const row = await deleteAttachmentRow(db, id);
  if (row) await files.remove(row.storageKey);
}
