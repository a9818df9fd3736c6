import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A file name without what `disallowed` matches, leading dots or spaces (no path parts), at most 120 characters. */
function cleanName(name: string, disallowed: RegExp): string {
  return name
    .replace(disallowed, '')
    .replace(/^[. ]+/, '')
    .trim()
    .slice(0, 120);
}

/** A file name safe in a Content-Disposition header: plain ASCII, no quotes or path parts. */
export function safeFileName(name: string): string {
  const cleaned = cleanName(name.normalize('NFKD'), /[^\w. -]+/g);
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(name)?.[0] ?? '';
  // A name wholly in another script leaves its extension at most.
  return cleaned.length > extension.length ? cleaned : `download${extension}`;
}

/** The same cleaning, keeping letters and digits of every script (a team's name in Thai). */
function unicodeFileName(name: string): string {
  return cleanName(name.normalize('NFC'), /[^\p{L}\p{M}\p{N}_. -]+/gu);
}

/** RFC 5987's value characters: encodeURIComponent leaves ' ( ) * unescaped, which that grammar does not allow. */
function extendedValue(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * A Content-Disposition (RFC 6266) naming the file in plain ASCII for every client and, when the name has more
 * than that (a team's name in Thai, an accented letter), in UTF-8 too for the browsers that read `filename*`. A name is
 * never written into the header raw: a quote would end it, and a character past Latin-1 would make Node refuse
 * the header (a 500).
 */
export function contentDisposition(
  fileName: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const ascii = safeFileName(fileName);
  const plain = `${disposition}; filename="${ascii}"`;
  const whole = unicodeFileName(fileName);
  return whole === ascii || whole === '' ? plain : `${plain}; filename*=UTF-8''${extendedValue(whole)}`;
}

export interface Download {
  fileName: string;
  /** The Content-Type, e.g. `application/pdf` or `text/csv; charset=utf-8`. */
  type: string;
  body: Buffer | Uint8Array | string | Readable;
  disposition?: 'attachment' | 'inline';
  /** Downloads carry prices and people, so no cache keeps them unless the route says otherwise. */
  cacheControl?: string;
}

/** Every file Livery answers with (PDFs, CSVs, workbooks, zips, print files) goes out through here. */
export function sendDownload(reply: FastifyReply, download: Download): FastifyReply {
  return reply
    .type(download.type)
    .header('content-disposition', contentDisposition(download.fileName, download.disposition))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', download.cacheControl ?? 'private, no-store')
    .send(download.body);
}
