import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import { companies, orderItems, orderProofs, orders, products } from '../src/db/schema.ts';
import {
  draftNextVersion,
  proofRenderHandler,
  requestProofChanges,
  sendProof,
} from '../src/modules/proofs/proofs.service.ts';
import type { CurrentUser } from '../src/plugins/authentication.ts';
import { SERVER_ROOT } from '../src/server-paths.ts';
import type { FileStore } from '../src/storage/file-store.ts';

/**
 * The demo's proofs (issue 26): the hoodie order's first proof came back with a change asked at the chest logo and
 * its second waits for the buyer; the roster polo order's proof waits too.
 */
export async function seedDemoProofs(
  db: Database,
  files: FileStore,
  people: { staff: CurrentUser; buyer: CurrentUser },
): Promise<void> {
  const deps = { db, files, secretKey: 'seed', publicUrl: '', webDistDir: '' };
  const render = proofRenderHandler(deps);
  const proofOf = async (reference: string) => {
    const [order] = await db.select().from(orders).where(eq(orders.reference, reference));
    if (!order) return undefined;
    await placeDemoCrest(db, files, order.id);
    await render({ orderId: order.id });
    const [proof] = await db.select().from(orderProofs).where(eq(orderProofs.orderId, order.id));
    return proof ? { order, proof } : undefined;
  };
  const hoodie = await proofOf('PO-2026-0603');
  if (hoodie) {
    await sendProof(deps, people.staff, hoodie.proof.uuid);
    await requestProofChanges(deps, people.buyer, hoodie.proof.uuid, {
      comment: 'Could the chest logo be a little smaller, about 8 cm wide?',
      pin: { image: 0, x: 0.5, y: 0.36 },
    });
    const [line] = await db
      .select({ uuid: orderItems.uuid })
      .from(orderItems)
      .where(eq(orderItems.id, hoodie.proof.orderItemId));
    const second = await draftNextVersion(deps, people.staff, hoodie.order.uuid, line?.uuid ?? '');
    await sendProof(deps, people.staff, second.proof.id);
  }
  const polo = await proofOf('PO-2026-0607');
  if (polo) await sendProof(deps, people.staff, polo.proof.uuid);
}

/** Harbour Hotels requires proofs: set once every demo order has moved, so the demo's own moves are not held. */
export async function requireDemoProofs(db: Database, companyId: number): Promise<void> {
  await db.update(companies).set({ proofsRequired: true }).where(eq(companies.id, companyId));
}

/**
 * The demo's saved products carry no placed artwork, so the proofs' lines get the crest on the chest, as the builder
 * would save it: the design's numbers and a 650 px print SVG with the logo in the Front print area.
 */
async function placeDemoCrest(db: Database, files: FileStore, orderId: number): Promise<void> {
  const [line] = await db
    .select({ id: orderItems.id, faces: products.faces })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .limit(1);
  const front = line?.faces.find((face) => face.alias === 'Front');
  if (!line || !front) return;
  const area = front.pconfig.print_area;
  const width = Math.round(area.width * 0.36);
  const left = Math.round(area.left + (area.width - width) / 2);
  // The crest is drawn twice as wide as it is high.
  const height = Math.round(width / 2);
  const top = Math.round(area.top + area.height * 0.08);
  const crest = (await readFile(path.join(SERVER_ROOT, 'seed/artworks/harbour-crest.svg'), 'utf8'))
    .replace(/<\?xml[^>]*>/, '')
    .replace(/<svg\b[^>]*>/, (tag) =>
      tag
        .replace(/\s(?:width|height|x|y)="[^"]*"/g, '')
        .replace('<svg', `<svg x="${left}" y="${top}" width="${width}" height="${height}"`),
    );
  const print = `<svg xmlns="http://www.w3.org/2000/svg" width="650" height="650" viewBox="0 0 650 650">${crest}</svg>`;
  const key = await files.save('prints', 'svg', Buffer.from(print, 'utf8'));
  const widthCm = Math.round((width / front.pconfig.px_per_cm) * 10) / 10;
  await db
    .update(orderItems)
    .set({
      design: {
        faces: {
          Front: {
            artworks: [
              {
                artwork_id: '00000000-0000-4000-8000-00000000c0de',
                left,
                top,
                width,
                height,
                angle: 0,
                width_cm: widthCm,
                height_cm: Math.round((height / front.pconfig.px_per_cm) * 10) / 10,
                finishing: 'embroidery',
                colors_count: 2,
                print_size: 'a5',
              },
            ],
          },
        },
      },
      printFiles: { Front: key },
    })
    .where(eq(orderItems.id, line.id));
}
