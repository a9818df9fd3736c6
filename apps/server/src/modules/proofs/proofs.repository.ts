import type { ProofStatus } from '@livery/domain/proof-status';
import { and, asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { totalColumn } from '../../db/page-total.ts';
import { statementPerShape } from '../../db/prepared-statement.ts';
import {
  companies,
  orderItems,
  orderProofs,
  orders,
  products,
  proofStatusCounts,
  savedProducts,
  users,
} from '../../db/schema.ts';

/** An order's lines with what their proofs are drawn from (design, print files, the product's faces and colours). */
export function findLinesToProof(db: DatabaseOrTransaction, orderId: number) {
  return db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      uuid: orderItems.uuid,
      title: orderItems.title,
      apparelColor: orderItems.apparelColor,
      qtyOptions: orderItems.qtyOptions,
      totalQty: orderItems.totalQty,
      design: orderItems.design,
      printFiles: orderItems.printFiles,
      faces: products.faces,
      colors: products.colors,
      orderUid: orders.uid,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

export type LineToProof = Awaited<ReturnType<typeof findLinesToProof>>[number];

/** The lines of the order that have no proof yet (the first render's work, so a retried job skips what is done). */
export function findLinesWithoutProof(db: DatabaseOrTransaction, orderId: number) {
  return findLinesToProof(db, orderId).then(async (lines) => {
    if (lines.length === 0) return lines;
    const proofed = await db
      .selectDistinct({ orderItemId: orderProofs.orderItemId })
      .from(orderProofs)
      .where(eq(orderProofs.orderId, orderId));
    const done = new Set(proofed.map((row) => row.orderItemId));
    return lines.filter((line) => !done.has(line.id));
  });
}

/** Writes a version; undefined when that version of the line exists already (another worker wrote it). */
export async function insertProof(db: DatabaseOrTransaction, values: typeof orderProofs.$inferInsert) {
  const [row] = await db.insert(orderProofs).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findLatestVersion(db: DatabaseOrTransaction, orderItemId: number): Promise<number> {
  const [row] = await db
    .select({ version: max(orderProofs.version) })
    .from(orderProofs)
    .where(eq(orderProofs.orderItemId, orderItemId));
  return row?.version ?? 0;
}

const proofColumns = {
  proof: orderProofs,
  decidedBy: sql<
    string | null
  >`(select coalesce(nullif(${users.name}, ''), ${users.email}) from ${users} where ${users.id} = ${orderProofs.decidedById})`,
};

/** Every version of every line of the order, each line's newest first. */
export function findProofsOfOrder(db: DatabaseOrTransaction, orderId: number) {
  return db
    .select(proofColumns)
    .from(orderProofs)
    .where(eq(orderProofs.orderId, orderId))
    .orderBy(asc(orderProofs.orderItemId), desc(orderProofs.version));
}

export type ProofRow = Awaited<ReturnType<typeof findProofsOfOrder>>[number];

/** A proof with its order and line, for the calls that name a proof by its uuid (scoped by the caller after). */
export async function findProofByUuid(db: DatabaseOrTransaction, uuid: string) {
  const [row] = await db
    .select({
      ...proofColumns,
      orderUuid: orders.uuid,
      lineUuid: orderItems.uuid,
      lineTitle: orderItems.title,
      // Columns named in full: inside a subquery drizzle would name them bare, and `p` would answer for them.
      latestVersion: sql<number>`(select max(p.version) from order_proofs p where p.order_item_id = order_proofs.order_item_id)`,
    })
    .from(orderProofs)
    .innerJoin(orders, eq(orders.id, orderProofs.orderId))
    .innerJoin(orderItems, eq(orderItems.id, orderProofs.orderItemId))
    .where(eq(orderProofs.uuid, uuid))
    .limit(1);
  return row;
}

/**
 * Moves a proof from one status to another only if it is still in the first: of two people deciding at once,
 * one update finds the row and the other finds nothing (undefined), so a proof is approved once.
 */
export async function moveProof(
  db: DatabaseOrTransaction,
  id: number,
  from: ProofStatus,
  values: Partial<typeof orderProofs.$inferInsert> & { status: ProofStatus },
) {
  const [row] = await db
    .update(orderProofs)
    .set(values)
    .where(and(eq(orderProofs.id, id), eq(orderProofs.status, from)))
    .returning();
  return row;
}

/** Replaces a draft's pictures and PDF (the provider's mock-up); undefined when it is no longer a draft. */
export async function replaceDraftFiles(
  db: DatabaseOrTransaction,
  id: number,
  values: Pick<typeof orderProofs.$inferInsert, 'images' | 'prints' | 'pdfKey' | 'source'>,
) {
  const [row] = await db
    .update(orderProofs)
    .set(values)
    .where(and(eq(orderProofs.id, id), eq(orderProofs.status, 'draft')))
    .returning();
  return row;
}

/** The status of each line's latest proof (null for a line without one), in one statement. */
export async function findLatestProofStatuses(db: DatabaseOrTransaction, orderId: number) {
  const rows = await db
    .select({
      status: sql<ProofStatus | null>`(select p.status from order_proofs p where p.order_item_id = order_items.id order by p.version desc limit 1)`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return rows.map((row) => row.status);
}

export async function findProofsRequired(db: DatabaseOrTransaction, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ proofsRequired: companies.proofsRequired })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.kind, 'customer')))
    .limit(1);
  return row?.proofsRequired ?? false;
}

export async function findCustomerCompany(db: DatabaseOrTransaction, id: number) {
  const [row] = await db
    .select({ id: companies.id, proofsRequired: companies.proofsRequired })
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.kind, 'customer')))
    .limit(1);
  return row;
}

export async function updateProofsRequired(db: DatabaseOrTransaction, id: number, proofsRequired: boolean) {
  await db.update(companies).set({ proofsRequired }).where(eq(companies.id, id));
}

/** A row of the console's proofs list, its times as ISO text. */
export interface ProofsPageRow {
  uuid: string;
  version: number;
  status: ProofStatus;
  comment: string | null;
  sentAt: string | null;
  decidedAt: string | null;
  createdAt: string;
  orderUuid: string;
  orderUid: string;
  companyId: number;
  companyName: string;
  lineUuid: string;
  lineTitle: string;
}

/** A page's values: every one a parameter of the statement prepared for its shape (`statementPerShape`). */
interface ProofsPageValues extends Record<string, unknown> {
  statuses: ProofStatus[];
  limit: number;
  offset: number;
}

/** A timestamp as `Date.prototype.toISOString` writes it, so Node parses and formats no date of the page. */
const isoText = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The console's page of proofs in those statuses, newest first, as one JSON array, with the total beside it: one
 * row, prepared once per number of statuses. Served by `order_proofs_status_idx` (status, id); the total sums the
 * counts kept per status (migration 0052), as counting 100k+ proofs cost ~12 ms of PostgreSQL CPU a request at 1M
 * orders. Mapping 25 rows of 14 columns through Drizzle, and their dates, was a large part of its Node CPU.
 */
const proofsPage = statementPerShape('console_proofs_page', (db, values: ProofsPageValues) => {
  const matching = inArray(orderProofs.status, values.statuses);
  const page = db
    .select({
      id: orderProofs.id,
      uuid: orderProofs.uuid,
      version: orderProofs.version,
      status: orderProofs.status,
      comment: orderProofs.comment,
      sentAt: orderProofs.sentAt,
      decidedAt: orderProofs.decidedAt,
      createdAt: orderProofs.createdAt,
      orderUuid: sql`${orders.uuid}`.as('order_uuid'),
      orderUid: orders.uid,
      companyId: sql`${companies.id}`.as('company_id'),
      companyName: companies.name,
      lineUuid: sql`${orderItems.uuid}`.as('line_uuid'),
      lineTitle: orderItems.title,
    })
    .from(orderProofs)
    .innerJoin(orders, eq(orders.id, orderProofs.orderId))
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .innerJoin(orderItems, eq(orderItems.id, orderProofs.orderItemId))
    .where(matching)
    .orderBy(desc(orderProofs.id))
    .limit(values.limit)
    .offset(values.offset)
    .as('page');
  return db
    .select({
      total: totalColumn(
        db
          .select({ count: sql`coalesce(sum(${proofStatusCounts.count}), 0)` })
          .from(proofStatusCounts)
          .where(inArray(proofStatusCounts.status, values.statuses)),
      ),
      proofs: sql<ProofsPageRow[]>`coalesce((select json_agg(json_build_object(
          'uuid', page.uuid,
          'version', page.version,
          'status', page.status,
          'comment', page.comment,
          'sentAt', ${isoText('page.sent_at')},
          'decidedAt', ${isoText('page.decided_at')},
          'createdAt', ${isoText('page.created_at')},
          'orderUuid', page.order_uuid,
          'orderUid', page.uid,
          'companyId', page.company_id,
          'companyName', page.name,
          'lineUuid', page.line_uuid,
          'lineTitle', page.title
        ) order by page.id desc) from ${page}), '[]'::json)`,
    })
    .from(sql`(select 1) as one`);
});

/** The console's page of proofs in those statuses, newest first, and how many proofs are in them. */
export async function findProofsPage(
  db: Database,
  options: { statuses: ProofStatus[]; limit: number; offset: number },
): Promise<{ rows: ProofsPageRow[]; total: number }> {
  // The number of statuses alone decides the statement's text.
  const [row] = await proofsPage(db, options, undefined);
  return { rows: row?.proofs ?? [], total: row?.total ?? 0 };
}

/** The provider's staff who sent a proof of the order (they hear of the buyer's decision). */
export async function findProofSendersOfOrder(db: DatabaseOrTransaction, orderId: number) {
  const rows = await db
    .selectDistinct({ email: users.email })
    .from(orderProofs)
    .innerJoin(users, eq(users.id, orderProofs.sentById))
    .where(eq(orderProofs.orderId, orderId));
  return rows.map((row) => row.email);
}

/** The saved product a line was made from, as the builder keeps it now (its design may have changed since). */
export async function findSavedDesignOfLine(db: DatabaseOrTransaction, orderItemId: number) {
  const [row] = await db
    .select({
      design: savedProducts.design,
      printFiles: savedProducts.printFiles,
      apparelColor: savedProducts.apparelColor,
    })
    .from(orderItems)
    .innerJoin(savedProducts, eq(savedProducts.id, orderItems.savedProductId))
    .where(eq(orderItems.id, orderItemId))
    .limit(1);
  return row;
}

/** Gives an order line a new design and print files (the buyer changed the artwork after the order was placed). */
export async function updateLineDesign(
  db: DatabaseOrTransaction,
  orderItemId: number,
  values: Pick<typeof orderItems.$inferInsert, 'design' | 'printFiles'>,
) {
  await db.update(orderItems).set(values).where(eq(orderItems.id, orderItemId));
}
