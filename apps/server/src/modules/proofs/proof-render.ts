import fs from 'node:fs/promises';
import path from 'node:path';
import { proofSizeBreakdown } from '@livery/domain/proof-status';
import type { ProductColour, ProductFace } from '../../db/schema/catalogue.ts';
import type { ProofImage, ProofPrint } from '../../db/schema/proofs.ts';
import type { Design } from '../../db/schema/saved-products.ts';
import { loadSharp, newPdfDocument } from '../../lazy-libraries.ts';
import { PDF_COLOURS, PDF_MARGIN, PDF_PAGE_WIDTH, PDF_RIGHT } from '../../pdf/page.ts';
import { REPOSITORY_ROOT } from '../../server-paths.ts';
import type { FileStore } from '../../storage/file-store.ts';

/** The builder's canvas, in pixels: faces, print areas and exported SVGs all use it. */
const CANVAS_PX = 650;
/** A proof picture's side, in pixels: the canvas at about 1.5x, sharp enough to check a logo's edges. */
const PROOF_PX = 1000;

/** What a line's proof is drawn from: its design and print files, and its product's faces and colours. */
export interface ProofSource {
  title: string;
  orderUid: string;
  version: number;
  apparelColor: string | null;
  qtyOptions: Record<string, number>;
  totalQty: number;
  design: Design;
  printFiles: Record<string, string>;
  faces: ProductFace[];
  colors: ProductColour[];
}

export interface RenderedProof {
  images: ProofImage[];
  prints: ProofPrint[];
  pdfKey: string;
}

/** Where the catalogue's drawings (`/catalogue/...`) are read from: the web build, else the web app's sources. */
function catalogueFolders(webDistDir: string) {
  return [path.join(webDistDir, 'catalogue'), path.join(REPOSITORY_ROOT, 'apps/web/public/catalogue')];
}

async function readGarmentPicture(
  files: FileStore,
  webDistDir: string,
  stored: string,
): Promise<Buffer | null> {
  if (stored.startsWith('/catalogue/')) {
    const name = path.basename(stored);
    for (const folder of catalogueFolders(webDistDir)) {
      const bytes = await fs.readFile(path.join(folder, name)).catch(() => null);
      if (bytes) return bytes;
    }
    return null;
  }
  return files.read(stored).catch(() => null);
}

/** Each artwork placed on the line's faces, as the proof prints it beside the pictures. */
export function printsOfDesign(design: Design): ProofPrint[] {
  return Object.entries(design.faces).flatMap(([face, { artworks }]) =>
    artworks.map((placed) => ({
      face,
      width_cm: placed.width_cm,
      height_cm: placed.height_cm,
      colors_count: placed.colors_count,
      finishing: placed.finishing,
      print_size: placed.print_size,
    })),
  );
}

/**
 * Draws one picture per decorated face: the garment in the line's colour, with the face's stored print (the
 * builder's SVG, the same file the provider prints from) laid over it at the size and place it was designed.
 * A line with no decorated face shows its first face plain, so the buyer still checks the garment and colour.
 */
async function drawFaces(files: FileStore, webDistDir: string, source: ProofSource) {
  const sharp = await loadSharp();
  const colour = source.colors.find((option) => option.title === source.apparelColor);
  const decorated = source.faces.filter(
    (face) => (source.design.faces[face.alias]?.artworks.length ?? 0) > 0 && source.printFiles[face.alias],
  );
  const faces = decorated.length > 0 ? decorated : source.faces.slice(0, 1);
  const drawn: Array<{ face: string; png: Buffer }> = [];
  for (const face of faces) {
    const garment = await readGarmentPicture(
      files,
      webDistDir,
      colour?.images?.[face.alias] ?? face.template_url,
    );
    const base = garment
      ? sharp(garment, { density: 144 }).resize(PROOF_PX, PROOF_PX, {
          fit: 'contain',
          background: '#ffffff',
        })
      : sharp({ create: { width: PROOF_PX, height: PROOF_PX, channels: 4, background: '#ffffff' } });
    const layers: Array<{ input: Buffer }> = [];
    const printKey = source.printFiles[face.alias];
    if (printKey && decorated.includes(face)) {
      const svg = await files.read(printKey).catch(() => null);
      if (svg) {
        const print = await sharp(svg, { density: (72 * PROOF_PX) / CANVAS_PX })
          .resize(PROOF_PX, PROOF_PX, { fit: 'fill' })
          .png()
          .toBuffer();
        layers.push({ input: print });
      }
    }
    const png = await sharp(await base.flatten({ background: '#ffffff' }).png().toBuffer())
      .composite(layers)
      .png()
      .toBuffer();
    drawn.push({ face: face.alias, png });
  }
  return drawn;
}

/** Renders version `source.version` of a line's proof and stores its pictures and its one-page PDF. */
export async function renderProof(
  files: FileStore,
  webDistDir: string,
  source: ProofSource,
): Promise<RenderedProof> {
  const drawn = await drawFaces(files, webDistDir, source);
  const prints = printsOfDesign(source.design);
  const images: ProofImage[] = [];
  for (const { face, png } of drawn) {
    images.push({ face, key: await files.save('proofs', 'png', png), width: PROOF_PX, height: PROOF_PX });
  }
  const pdf = await proofPdf({ ...source, pictures: drawn.map((picture) => picture.png) }, prints, images);
  const pdfKey = await files.save('proofs', 'pdf', pdf);
  return { images, prints, pdfKey };
}

/** Stores the provider's mock-up as a proof's one picture and draws its PDF the same way. */
export async function storeUploadedProof(
  files: FileStore,
  source: ProofSource,
  upload: { bytes: Buffer; extension: string },
): Promise<RenderedProof> {
  const sharp = await loadSharp();
  const png = await sharp(upload.bytes, { limitInputPixels: 60_000_000 })
    .rotate()
    .resize(1600, 1600, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer({ resolveWithObject: true });
  const image: ProofImage = {
    face: 'Mock-up',
    key: await files.save('proofs', 'png', png.data),
    width: png.info.width,
    height: png.info.height,
  };
  const prints = printsOfDesign(source.design);
  const pdfKey = await files.save(
    'proofs',
    'pdf',
    await proofPdf({ ...source, pictures: [png.data] }, prints, [image]),
  );
  return { images: [image], prints, pdfKey };
}

/** One A4 page: the pictures side by side, then the prints, the colour and the sizes. */
async function proofPdf(
  source: ProofSource & { pictures: Buffer[] },
  prints: ProofPrint[],
  images: ProofImage[],
): Promise<Buffer> {
  const document = await newPdfDocument({
    size: 'A4',
    margin: PDF_MARGIN,
    info: { Title: `Proof ${source.title}` },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => document.on('end', () => resolve()));
  const width = PDF_RIGHT - PDF_MARGIN;
  document.fillColor(PDF_COLOURS.navy).fontSize(18).text(`Proof v${source.version}: ${source.title}`);
  document.fillColor(PDF_COLOURS.muted).fontSize(10).text(`Order ${source.orderUid}`);
  document.moveDown(0.8);
  const count = Math.max(1, source.pictures.length);
  const gap = 12;
  const side = Math.min(260, (width - gap * (count - 1)) / count);
  const top = document.y;
  source.pictures.forEach((picture, index) => {
    const left = PDF_MARGIN + index * (side + gap);
    document.image(picture, left, top, { fit: [side, side] });
    document
      .fillColor(PDF_COLOURS.ink)
      .fontSize(10)
      .text(images[index]?.face ?? '', left, top + side + 4, { width: side, align: 'center' });
  });
  document.x = PDF_MARGIN;
  document.y = top + (source.pictures.length > 0 ? side + 24 : 0);
  const line = (label: string, value: string) => {
    document
      .fillColor(PDF_COLOURS.muted)
      .fontSize(10)
      .text(label, PDF_MARGIN, document.y, { continued: true });
    document.fillColor(PDF_COLOURS.ink).text(`  ${value}`);
  };
  line('Garment colour', source.apparelColor ?? '-');
  line('Sizes', `${proofSizeBreakdown(source.qtyOptions) || '-'} (${source.totalQty} pieces)`);
  document.moveDown(0.6);
  document.fillColor(PDF_COLOURS.navy).fontSize(12).text('Prints', PDF_MARGIN);
  if (prints.length === 0) line('', 'No decoration');
  for (const print of prints) {
    line(
      print.face,
      `${print.width_cm} x ${print.height_cm} cm, ${print.colors_count} ${print.colors_count === 1 ? 'colour' : 'colours'}, ${print.finishing}`,
    );
  }
  document
    .moveTo(PDF_MARGIN, document.y + 8)
    .lineTo(PDF_PAGE_WIDTH - PDF_MARGIN, document.y + 8)
    .strokeColor(PDF_COLOURS.rule)
    .stroke();
  document.end();
  await done;
  return Buffer.concat(chunks);
}
