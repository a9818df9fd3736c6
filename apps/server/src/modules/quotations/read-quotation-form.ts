import type { FastifyRequest } from 'fastify';
import { unprocessable } from '../../errors.ts';
import { ATTACHMENT_MAX_BYTES } from '../attachments/attachments.service.ts';

/** Most files in one quotation request, comment or product update. */
export const QUOTATION_MAX_FILES = 20;

export interface QuotationFormFile {
  /** The product index it belongs to (`rfq_products_attributes[i][attachments][]`), or null for a flat field. */
  productIndex: number | null;
  name: string;
  bytes: Buffer;
}

/**
 * A quotation form as it arrives in multipart: text fields, with `rfq_products_attributes[i][key]` gathered
 * into a list of products, and every file with the product it was sent for.
 */
export interface QuotationForm {
  fields: Record<string, string>;
  products: Array<Record<string, string>>;
  files: QuotationFormFile[];
}

const PRODUCT_FIELD = /^rfq_products_attributes\[(\d{1,2})\]\[([a-z_]+)\](?:\[\])?$/;

export async function readQuotationForm(request: FastifyRequest): Promise<QuotationForm> {
  if (!request.isMultipart()) throw unprocessable(['Send the form as multipart/form-data.']);
  const form: QuotationForm = { fields: {}, products: [], files: [] };
  try {
    for await (const part of request.parts({
      limits: { fileSize: ATTACHMENT_MAX_BYTES, files: QUOTATION_MAX_FILES, fields: 400, fieldSize: 10_000 },
    })) {
      const match = PRODUCT_FIELD.exec(part.fieldname);
      const productIndex = match ? Number(match[1]) : null;
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        form.files.push({ productIndex, name: part.filename, bytes });
        continue;
      }
      if (typeof part.value !== 'string') continue;
      if (match && productIndex !== null) {
        form.products[productIndex] ??= {};
        form.products[productIndex][match[2]!] = part.value;
      } else {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw unprocessable([`Each file must be under ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB.`]);
    }
    if (code === 'FST_FILES_LIMIT')
      throw unprocessable([`Attach at most ${QUOTATION_MAX_FILES} files at once.`]);
    throw error;
  }
  // Indexes the sender skipped leave holes; the products are the ones sent, in order, and files follow them.
  const sentIndexes = form.products.flatMap((product, index) => (product ? [index] : []));
  form.products = sentIndexes.map((index) => form.products[index]!);
  for (const file of form.files) {
    if (file.productIndex === null) continue;
    const position = sentIndexes.indexOf(file.productIndex);
    if (position < 0) form.products.push({});
    file.productIndex = position < 0 ? form.products.length - 1 : position;
  }
  return form;
}
