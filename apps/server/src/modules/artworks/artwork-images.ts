import { loadSharp } from '../../lazy-libraries.ts';
import { detectFileType } from '../../storage/file-type.ts';
import { NotAnSvgError } from '../../storage/not-an-svg-error.ts';
import {
  countPixelColoursOffThread,
  sanitiseSvgAndCountColoursOffThread,
} from '../../storage/sanitise-svg-off-thread.ts';

/** Longest side of a thumbnail, pixels: enough for a card and the builder's list at 2x. */
const THUMBNAIL_SIZE = 300;
/** Largest raster accepted, in pixels (about 12,000 x 12,000): a decompression bomb stops here. */
const MAX_INPUT_PIXELS = 150_000_000;

/** An uploaded artwork checked and made ready to store: the bytes to keep and their size. */
export interface PreparedArtwork {
  extension: 'svg' | 'png' | 'jpg';
  bytes: Buffer;
  widthPx: number;
  heightPx: number;
  /** Distinct colours found in the file (0 when none could be told), before mapping to an option. */
  colorsCounted: number;
  /** A raster's PNG thumbnail, drawn from the same decode that counted its colours; an SVG's is drawn by a job. */
  thumbnail?: Buffer;
}

/** Why an upload was refused, in words a buyer can act on. */
export class ArtworkFileError extends Error {}

const ACCEPTED = 'Artwork must be an .svg, .jpg, .jpeg or .png image';

/** 'png' or 'jpg' when the upload's first bytes are a raster's (kept as uploaded, byte for byte), else undefined. */
export function sniffRaster(upload: Buffer): 'png' | 'jpg' | undefined {
  const extension = detectFileType(upload)?.extension;
  return extension === 'png' || extension === 'jpg' ? extension : undefined;
}

/**
 * Checks an upload by its content (never its name), sanitises an SVG before anything else reads it and
 * reads the natural size. A raster's thumbnail comes with it; an SVG's is drawn later, by a job
 * (`drawArtworkThumbnail`), as rendering a large vector takes seconds.
 */
export async function prepareArtwork(upload: Buffer): Promise<PreparedArtwork> {
  const type = detectFileType(upload);
  if (type?.extension === 'svg') return prepareSvg(upload);
  // Text the quick sniff could not place (an SVG with a stylesheet instruction before its root, say)
  // is an SVG only if it parses as one.
  if (type?.extension === 'csv' && /<svg[\s>]/i.test(upload.subarray(0, 64 * 1024).toString('utf8'))) {
    return prepareSvg(upload).catch(() => {
      throw new ArtworkFileError(`${ACCEPTED}; this file is not one`);
    });
  }
  if (type?.extension === 'png' || type?.extension === 'jpg') return prepareRaster(upload, type.extension);
  throw new ArtworkFileError(`${ACCEPTED}; this file is not one`);
}

async function prepareSvg(upload: Buffer): Promise<PreparedArtwork> {
  let clean: string;
  let colorsCounted: number;
  try {
    ({ svg: clean, colours: colorsCounted } = await sanitiseSvgAndCountColoursOffThread(
      upload.toString('utf8'),
    ));
  } catch (error) {
    if (error instanceof NotAnSvgError) throw new ArtworkFileError(error.message);
    throw error;
  }
  const bytes = Buffer.from(clean, 'utf8');
  const { widthPx, heightPx } = await svgNaturalSize(await loadSharp(), bytes).catch(() => {
    throw new ArtworkFileError('This SVG file could not be read');
  });
  return { extension: 'svg', bytes, widthPx, heightPx, colorsCounted };
}

/** An SVG's natural size in whole pixels, at least 1 each way. */
async function svgNaturalSize(sharp: Awaited<ReturnType<typeof loadSharp>>, bytes: Buffer) {
  // Reading the size draws nothing, so a huge declared size is fine here; the thumbnail is drawn small.
  const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  return {
    widthPx: Math.max(1, Math.round(metadata.width ?? 0)),
    heightPx: Math.max(1, Math.round(metadata.height ?? 0)),
  };
}

/**
 * A PNG thumbnail of a stored artwork (its sanitised SVG, or the raster), the longest side THUMBNAIL_SIZE;
 * a small raster is not blown up. An SVG's natural size, read when it was uploaded, is passed in: reading it
 * again parses the whole file (librsvg), a second parse as long as the upload's on a core the server shares.
 */
export async function drawArtworkThumbnail(
  bytes: Buffer,
  extension: 'svg' | 'png' | 'jpg',
  naturalSize?: { widthPx: number; heightPx: number },
): Promise<Buffer> {
  const sharp = await loadSharp();
  if (extension === 'svg') {
    const { widthPx, heightPx } = naturalSize ?? (await svgNaturalSize(sharp, bytes));
    const longest = Math.max(1, widthPx, heightPx);
    // Render at a density that makes the longest side about the thumbnail size, however small the viewBox.
    const density = Math.min(2400, Math.max(1, (72 * THUMBNAIL_SIZE) / longest));
    return sharp(bytes, { density })
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside' })
      .png()
      .toBuffer();
  }
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
}

async function prepareRaster(upload: Buffer, extension: 'png' | 'jpg'): Promise<PreparedArtwork> {
  const sharp = await loadSharp();
  // The header only, so a size over the limit gets its own message (sharp's limit would call it unreadable);
  // the size is checked here before a pixel is decoded.
  const metadata = await sharp(upload, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new ArtworkFileError(`This ${extension.toUpperCase()} file could not be read`);
    });
  // EXIF orientations 5-8 swap the sides the viewer sees.
  const swapsSides = (metadata.orientation ?? 1) >= 5;
  const widthPx = (swapsSides ? metadata.height : metadata.width) ?? 0;
  const heightPx = (swapsSides ? metadata.width : metadata.height) ?? 0;
  if (widthPx < 1 || heightPx < 1) throw new ArtworkFileError('This image has no size');
  if (widthPx * heightPx > MAX_INPUT_PIXELS) {
    throw new ArtworkFileError('This image has more than 150 megapixels: scale it down before uploading');
  }
  // The one decode of the file: its thumbnail's pixels, from which both the stored thumbnail and the colour
  // count are read (decoding a 5 MB PNG is most of an upload's cost; it used to be decoded twice).
  const pixels = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new ArtworkFileError(`This ${extension.toUpperCase()} file is damaged`);
    });
  const { width, height, channels } = pixels.info;
  const drawn = sharp(pixels.data, { raw: { width, height, channels } });
  // An opaque file gets an opaque (smaller) thumbnail; the alpha was added only for the count. The PNG is
  // encoded on libuv's pool while the upload worker counts, both off the event loop.
  const [thumbnail, colorsCounted] = await Promise.all([
    (metadata.hasAlpha ? drawn : drawn.removeAlpha()).png().toBuffer(),
    countPixelColoursOffThread(pixels.data),
  ]);
  return { extension, bytes: upload, widthPx, heightPx, colorsCounted, thumbnail };
}
