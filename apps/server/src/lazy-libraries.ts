/**
 * Libraries that only some requests need, loaded by the first of those requests instead of at every start:
 * pdfkit (~0.2 s to load) was part of a seventh of a cold start (bench P12); sharp opens libvips, archiver (the
 * paperwork zip and every workbook) pulls some thirty stream modules, argon2 opens its native binding. Type-only
 * imports of them elsewhere are erased and load nothing.
 */

export async function newPdfDocument(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import('pdfkit');
  return new PDFDocument(options);
}

/** sharp, for artwork uploads, thumbnails and the seed's raster badge. */
export async function loadSharp() {
  return (await import('sharp')).default;
}

/** archiver's zip writer, for the paperwork download. */
export async function loadZipArchive() {
  return (await import('archiver')).ZipArchive;
}

/** argon2, for passwords and one-time codes (sign-in, the seed's demo accounts). */
export async function loadArgon2() {
  return import('@node-rs/argon2');
}
