import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { companies, orderItems, orderProofs, orders } from '../db/schema.ts';
import {
  draftNextVersion,
  proofRenderHandler,
  requestProofChanges,
  sendProof,
} from '../modules/proofs/proofs.service.ts';
import type { CurrentUser } from '../plugins/authentication.ts';
import type { FileStore } from '../storage/file-store.ts';

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
