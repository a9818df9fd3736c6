/** File kinds Livery accepts from users, recognised by their first bytes, never by name or declared type. */
export type DetectedFileType =
  | { extension: 'png'; contentType: 'image/png' }
  | { extension: 'jpg'; contentType: 'image/jpeg' }
  | { extension: 'gif'; contentType: 'image/gif' }
  | { extension: 'webp'; contentType: 'image/webp' }
  | { extension: 'pdf'; contentType: 'application/pdf' }
  | { extension: 'xlsx'; contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }
  | { extension: 'xls'; contentType: 'application/vnd.ms-excel' }
  | { extension: 'svg'; contentType: 'image/svg+xml' }
  | { extension: 'csv'; contentType: 'text/csv' };

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

function isProbablyText(bytes: Buffer): boolean {
  const sample = bytes.subarray(0, 4096);
  if (sample.includes(0)) return false;
  // Valid UTF-8 decodes without replacement characters.
  return !new TextDecoder('utf-8', { fatal: false }).decode(sample).includes('\uFFFD');
}

/**
 * The file's real type from its content. Zip-based xlsx is told from other zips by its content-types part;
 * SVG and CSV are text, told apart by an `<svg` root. Anything else is undefined.
 */
export function detectFileType(bytes: Buffer): DetectedFileType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { extension: 'png', contentType: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { extension: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return { extension: 'gif', contentType: 'image/gif' };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return { extension: 'webp', contentType: 'image/webp' };
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]))
    return { extension: 'pdf', contentType: 'application/pdf' };
  if (
    startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) &&
    bytes.includes('[Content_Types].xml') &&
    bytes.includes('xl/')
  )
    return {
      extension: 'xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    };
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return { extension: 'xls', contentType: 'application/vnd.ms-excel' };
  if (!isProbablyText(bytes)) return undefined;
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(head))
    return { extension: 'svg', contentType: 'image/svg+xml' };
  return { extension: 'csv', contentType: 'text/csv' };
}
