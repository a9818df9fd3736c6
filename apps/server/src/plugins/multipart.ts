import type { Hash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';

/** What busboy throws for a body that is not the multipart it claims to be: no boundary, cut short. */
const UNREADABLE_MULTIPART = /boundary|needle|multipart data|multipart:/i;

/** Codes @fastify/multipart gives a form beyond its limits (files, parts, fields, bytes). */
const LIMIT_CODES = new Set([
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_REQ_FILE_TOO_LARGE',
]);

/**
 * The multipart parser for the routes of the calling plugin only (they read it with their own size and count limits):
 * @fastify/multipart adds an onRequest and an onResponse hook, both async, to every route it is registered for, which
 * app-wide cost every request two promises and a listener (issue 23: P1) for the few routes that take uploads.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
}

/**
 * The status and message for a multipart body the parser refused, or undefined when the error has
 * another cause. Busboy's own errors carry no status, so without this they would answer 500.
 */
export function describeMultipartError(
  error: FastifyError,
  request: FastifyRequest,
): { status: number; message: string } | undefined {
  if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return undefined;
  if (error.code && LIMIT_CODES.has(error.code)) {
    return { status: 413, message: 'The upload is too large or has too many files.' };
  }
  if (error.code === 'FST_PROTO_VIOLATION' || error.code === 'FST_MP_PREMATURE_CLOSE') {
    return { status: 400, message: 'The upload could not be read. Please choose the file again.' };
  }
  if (error.statusCode === undefined && UNREADABLE_MULTIPART.test(error.message)) {
    return { status: 400, message: 'The upload could not be read. Please choose the file again.' };
  }
  return undefined;
}

/**
 * Bytes of a file part read in one turn of the event loop before it lets timers and other requests run. The socket
 * hands over up to 2 MB in one turn (32 reads of 64 KB), and parsing, copying and hashing that took 6-11 ms of the
 * loop's CPU on a loaded machine (P11's event-loop delay); while the loop turns, the part's stream fills and
 * busboy stops reading the socket, so no turn takes much more than this.
 */
const BYTES_PER_TURN = 256 * 1024;

/**
 * A file part's bytes, copied chunk by chunk into one buffer sized from the request's declared length (at most
 * `maxBytes` + 1, so a false length costs no more than the limit): the part's own `toBuffer()` concatenates every
 * chunk at the end, one copy of up to 10 MB that held the event loop for 10-20 ms on a loaded machine. A file over
 * its limit is refused as `toBuffer()` refuses it. A `hash` given is fed each chunk as it arrives, so the file's
 * digest costs a little per chunk instead of one pass (or one copy) over all of it afterwards.
 */
export async function readFilePart(
  request: FastifyRequest,
  part: { file: NodeJS.ReadableStream & { truncated?: boolean } },
  maxBytes: number,
  hash?: Hash,
): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  let bytes = Buffer.allocUnsafe(
    Number.isFinite(declared) ? Math.min(Math.max(declared, 0), maxBytes + 1) : 0,
  );
  let length = 0;
  let readThisTurn = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    if (length + chunk.length > bytes.length) {
      const larger = Buffer.allocUnsafe(Math.max(bytes.length * 2, length + chunk.length));
      bytes.copy(larger, 0, 0, length);
      bytes = larger;
    }
    chunk.copy(bytes, length);
    hash?.update(chunk);
    length += chunk.length;
    readThisTurn += chunk.length;
    if (readThisTurn >= BYTES_PER_TURN) {
      readThisTurn = 0;
      await nextTurn();
    }
  }
  if (part.file.truncated) throw new request.server.multipartErrors.RequestFileTooLargeError();
  return bytes.subarray(0, length);
}
