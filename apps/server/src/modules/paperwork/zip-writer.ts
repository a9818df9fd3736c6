import { Readable } from 'node:stream';
import type { ZipArchive } from 'archiver';
import { loadZipArchive } from '../../lazy-libraries.ts';

/** Files whose bytes are compressed already: stored as they are, deflating them again only costs time. */
const STORED = /\.(pdf|xlsx|png|jpe?g|gif|webp)$/i;

/** A streaming zip (archiver): deflate for text, PDFs and workbooks stored as they are. */
export async function createZip(): Promise<ZipArchive> {
  const ZipArchiveClass = await loadZipArchive();
  return new ZipArchiveClass({ zlib: { level: 6 } });
}

/**
 * Appends one file and waits until the zip has taken it in: when the client reads slowly the zip's buffers
 * fill, the entry is not taken in, and the next file is not made (backpressure; memory stays flat). A closed
 * or failed zip (the client went away) stops the maker.
 */
export function appendEntry(archive: ZipArchive, name: string, bytes: Buffer): Promise<void> {
  if (archive.destroyed) return Promise.reject(new Error('The paperwork download was closed'));
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      archive.off('entry', onEntry);
      archive.off('error', onError);
      archive.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onEntry = () => settle();
    const onError = (error: Error) => settle(error);
    const onClose = () => settle(new Error('The paperwork download was closed'));
    archive.on('entry', onEntry);
    archive.on('error', onError);
    archive.on('close', onClose);
    // As a stream, not a Buffer: archiver writes a Buffer entry at once whatever the reader's pace, while a
    // stream entry is piped, so its `entry` event waits for the reader.
    archive.append(Readable.from([bytes], { objectMode: false }), { name, store: STORED.test(name) });
  });
}
