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
