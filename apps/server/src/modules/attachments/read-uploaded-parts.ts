import type { FastifyRequest } from 'fastify';
import { unprocessable } from '../../errors.ts';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES, type UploadedFile } from './attachments.service.ts';

const TOO_LARGE = `Each file must be under ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB.`;

/**
 * Reads every file part of a multipart upload within the attachments' size and count limits, and the named text
 * fields (others are ignored): one reader, so every upload of files keeps the same limits and refusals.
 */
export async function readUploadedParts<Field extends string>(
  request: FastifyRequest,
  options: { fields: readonly Field[]; fieldSize: number },
): Promise<{ uploads: UploadedFile[]; fields: Partial<Record<Field, string>> }> {
  if (!request.isMultipart()) throw unprocessable(['Send the files as multipart/form-data.']);
  const uploads: UploadedFile[] = [];
  const fields: Partial<Record<Field, string>> = {};
  const isWanted = (name: string): name is Field => (options.fields as readonly string[]).includes(name);
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: ATTACHMENT_MAX_BYTES,
        files: ATTACHMENT_MAX_FILES,
        fields: options.fields.length + 4,
        fieldSize: options.fieldSize,
      },
    })) {
      if (part.type === 'file') uploads.push({ name: part.filename, bytes: await part.toBuffer() });
      else if (isWanted(part.fieldname)) fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw unprocessable([TOO_LARGE]);
    if (code === 'FST_FILES_LIMIT')
      throw unprocessable([`Attach at most ${ATTACHMENT_MAX_FILES} files at once.`]);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw unprocessable([`Send the files and at most these fields: ${options.fields.join(', ')}.`]);
    throw error;
  }
  return { uploads, fields };
}
