import { randomBytes } from 'node:crypto';

export interface MultipartPart {
  name: string;
  /** Present for a file part. */
  fileName?: string;
  type?: string;
  data: Buffer | string;
}

/** A multipart/form-data body as a browser's FormData would send it, for `app.inject`. */
export function multipart(parts: MultipartPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----livery${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.fileName
      ? `form-data; name="${part.name}"; filename="${part.fileName}"`
      : `form-data; name="${part.name}"`;
    const type = part.fileName ? `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
