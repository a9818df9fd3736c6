import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.ts';
import {
  insertAddress,
  insertCompany,
  insertProduct,
  insertRecommendedProducts,
  insertSavedProduct,
  insertTeam,
  insertUser,
} from '../../src/db/records.ts';
import { jobs, orderItems, orderProofs, orders, shippingServices, taxRates } from '../../src/db/schema.ts';
import { uploadArtwork } from '../../src/modules/artworks/artworks.service.ts';
import { saveCartAttachments } from '../../src/modules/attachments/attachments.service.ts';
import { addSavedProductToCart, createNameList } from '../../src/modules/builder/builder.service.ts';
import { createInventory } from '../../src/modules/inventories/inventories.service.ts';
import { inviteMembers } from '../../src/modules/invitations/invitations.service.ts';
import { createOrder } from '../../src/modules/orders/orders.service.ts';
import { shareOrder } from '../../src/modules/orders/share-order.ts';
import { createRole } from '../../src/modules/programmes/programmes.service.ts';
import {
  addRfqComment,
  createQuotation,
  getQuotation,
} from '../../src/modules/quotations/quotations.service.ts';
import { companyWebhookManager, createWebhookEndpoint } from '../../src/modules/webhooks/webhooks.service.ts';
import type { CurrentUser } from '../../src/plugins/authentication.ts';

/**
 * The world the isolation matrix (R2) runs in: two sides, each a premium company (a person in charge and
 * a member) and a basic-plan company (its person in charge), every one holding one object of each kind a
 * customer makes (teams, addresses, saved products, artworks, name lists, inventories, cart lines,
 * attachments, an order with its lines, employee rows and a share link, a pending invitation), and one
 * provider staff.
 *
 * Every serial id is drawn from a range of its own per owner (owner n: n x 1,000,000 + ...), so an
 * integer id names exactly one owner: another company's id can never happen to be one of the caller's.
 */

export type ActorRole = 'person in charge' | 'member' | 'basic-plan user' | 'provider staff';

export interface Actor {
  label: string;
  role: ActorRole;
  user: CurrentUser;
  /** The customer company whose objects this actor owns; none for provider staff. */
  companyId: number | null;
  email: string;
}

/** One row a company owns: its table, serial id and public uuid (when the table has one). */
export interface OwnedRow {
  table: string;
  id?: number;
  uuid?: string;
  /** The user who made it (user_id or creator_id), when the table records one. */
  userId?: number;
}

export interface IsolationWorld {
  actors: Actor[];
  /** Rows per customer company id, read from the database after the world is made. */
  rowsOf: Map<number, OwnedRow[]>;
  /** Texts only a company's own rows carry: a marker in every name, title and e-mail of that company. */
  markerOf: Map<number, string>;
  companyIds: number[];
  /** Which side (1 or 2) each customer company is on. */
  sideOf: Map<number, number>;
  premiumIds: number[];
}

export const WORLD_PASSWORD = 'isolation-password-1';
const OWNER_RANGE = 1_000_000;
const ARTWORK_SVG = path.join(import.meta.dirname, '../../seed/artworks/wave-mark.svg');
const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Moves every serial sequence to the start of owner `owner`'s range. */
async function startIdRange(db: Database, owner: number): Promise<void> {
  const sequences = await selectRows<{ name: string }>(
    db,
    sql`select sequencename as name from pg_sequences where schemaname = 'public'`,
  );
  for (const { name } of sequences) {
    await db.execute(sql`select setval(${`public."${name}"`}::regclass, ${owner * OWNER_RANGE})`);
  }
}

function asCurrentUser(
  row: Awaited<ReturnType<typeof insertUser>>,
  plan: CurrentUser['plan'],
  addressIds: { ship: number | null; bill: number | null } = { ship: null, bill: null },
): CurrentUser {
  return {
    id: row.id,
    uuid: row.uuid,
    email: row.email,
    name: row.name,
    role: row.role,
    department: row.department,
    companyId: row.companyId,
    shipAddressId: addressIds.ship,
    billAddressId: addressIds.bill,
    plan,
    setupDone: true,
    client: 'isolation-world',
  };
}

interface Catalogue {
  productIds: number[];
}

async function createCatalogue(db: Database): Promise<Catalogue> {
  const productIds: number[] = [];
  for (const [index, title] of ['Isolation Polo', 'Isolation Cap'].entries()) {
    const product = await insertProduct(db, {
      title,
      sku: `ISO-${index + 1}`,
      sizes: ['S', 'M', 'L'],
      colors: [{ value: '#1f3a5f', title: 'Navy' }],
      pricing: { qtys: { '1': 2500, '50': 2200 }, addons_size: {} },
      minQty: 1,
      originCountry: 'SG',
    });
    productIds.push(product.id);
  }
  await db.insert(taxRates).values({ countryCode: 'SG', ratePercent: 9 });
  await db.insert(shippingServices).values({
    originCountry: 'SG',
    destinationCountry: 'SG',
    title: 'Isolation courier',
    leadTime: '2 days',
    feeCents: 1000,
  });
  // A failed background job, the provider's to retry from the console (no company owns a job).
  await db.insert(jobs).values({
    kind: 'artwork.thumbnail',
    payload: { artworkId: 0 },
    status: 'failed',
    runAt: new Date(),
    attempts: 1,
    maxAttempts: 1,
    lastError: 'isolation world',
  });
  return { productIds };
}

/**
 * One customer company and every kind of object its people make, made through the same services the
 * routes call (the plan rules live on the routes, so a basic-plan company still gets an inventory row).
 */
async function createCompanyWorld(
  app: FastifyInstance,
  db: Database,
  catalogue: Catalogue,
  options: { marker: string; plan: 'basic' | 'premium'; withMember: boolean },
): Promise<{ companyId: number; actors: Actor[] }> {
  const { marker, plan } = options;
  const company = await insertCompany(db, { name: `${marker} company`, plan });
  await insertRecommendedProducts(db, company.id, catalogue.productIds);
  const picRow = await insertUser(db, {
    companyId: company.id,
    email: `${marker}-pic@example.test`,
    password: WORLD_PASSWORD,
    name: `${marker} person in charge`,
    department: 'person_in_charge',
    setupDone: true,
    countryCode: 'SG',
  });
  const memberRow = options.withMember
    ? await insertUser(db, {
        companyId: company.id,
        email: `${marker}-member@example.test`,
        password: WORLD_PASSWORD,
        name: `${marker} member`,
        setupDone: true,
        countryCode: 'SG',
      })
    : undefined;
  const team = await insertTeam(db, {
    companyId: company.id,
    name: `${marker} team`,
    creatorId: picRow.id,
    memberIds: memberRow ? [memberRow.id] : [],
    isDefaultFor: [picRow.id, ...(memberRow ? [memberRow.id] : [])],
  });
  const address = await insertAddress(db, {
    companyId: company.id,
    userId: picRow.id,
    nickname: `${marker} office`,
    firstName: marker,
    lastName: 'Office',
    company: `${marker} company`,
    countryCode: 'SG',
    address: '1 Harbourfront Walk',
    city: 'Singapore',
    zip: '098585',
    phone: '+65 6000 0000',
  });
  const pic = asCurrentUser(picRow, plan, { ship: address.id, bill: address.id });
  const files = app.deps.files;
  const secretKey = app.deps.config.secretKey;

  const savedProducts = [];
  for (const productId of catalogue.productIds) {
    savedProducts.push(
      await insertSavedProduct(db, {
        companyId: company.id,
        userId: picRow.id,
        teamId: team.id,
        productId,
        title: `${marker} saved product ${productId}`,
        apparelColor: 'Navy',
      }),
    );
  }
  const [ordered, kept] = savedProducts;
  await uploadArtwork({ db, files, secretKey }, pic, {
    fileName: `${marker} logo.svg`,
    bytes: await fs.readFile(ARTWORK_SVG),
    teamId: team.id,
  });
  await createNameList({ db, files, secretKey }, pic, {
    title: `${marker} name list`,
    rows: [{ staff_id: `${marker}-1`, name: `${marker} employee`, size: 'M', qty: 1 }],
  });
  await createInventory(db, pic, kept!.uuid);

  // An order (with its lines and employee rows), then a cart line and a PO file left waiting in the cart.
  await addSavedProductToCart(db, pic, {
    mode: 'normal',
    product_type: 'saved_products',
    saved_product_id: ordered!.uuid,
    qty_options: { S: 2, M: 3 },
    variations: { apparel_color: 'Navy' },
  });
  // A webhook endpoint that hears the order below, so the log holds a delivery of the company's (issue 26).
  await createWebhookEndpoint(
    db,
    companyWebhookManager(pic),
    { url: `https://93.184.215.14/${marker}-hooks`, description: `${marker} ERP`, events: ['order.created'] },
    { allowPlainHttp: false, allowPrivate: false },
  );
  // A uniform-programme role, so the matrix reaches the role calls with the company's own id (issue 25).
  await createRole(db, pic, { name: `${marker} Front Office`, kind: 'on_consumption', lines: [] });
  const order = await createOrder(db, pic, {
    team_id: team.id,
    ship_add_id: address.id,
    bill_add_id: address.id,
    reference: `${marker} PO`,
    status: 'order_pending',
  });
  // A sent proof of the order's line, so the matrix sends another company's proof_id and line_id (issue 26).
  const [line] = await db
    .select({ id: orderItems.id, orderId: orderItems.orderId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.uuid, order.uuid))
    .limit(1);
  if (line)
    await db
      .insert(orderProofs)
      .values({ orderId: line.orderId, orderItemId: line.id, version: 1, status: 'sent' });
  // A shared link of the order, so the matrix sends another company's link_id (share links, decision 132).
  await shareOrder(db, pic, order.uuid, `${marker}-colleague@example.test`, {
    publicUrl: app.deps.config.publicUrl,
  });
  await addSavedProductToCart(db, pic, {
    mode: 'normal',
    product_type: 'saved_products',
    saved_product_id: kept!.uuid,
    qty_options: { L: 4 },
    variations: { apparel_color: 'Navy' },
  });
  await saveCartAttachments(db, files, secretKey, pic, 'po', [
    { name: `${marker} po.pdf`, bytes: PDF_BYTES },
  ]);

  // A request for quotation with a file, and a comment on its product.
  const quotations = {
    db,
    files,
    secretKey,
    publicUrl: app.deps.config.publicUrl,
    timeZone: app.deps.config.timeZone,
  };
  const requested = await createQuotation(quotations, pic, {
    fields: {
      project_title: `${marker} project`,
      email: picRow.email,
      company: `${marker} company`,
      name: `${marker} person in charge`,
      team_id: String(team.id),
      note: `${marker} note`,
    },
    products: [{ title: `${marker} blazer`, user_unit_cost: '80', qty: '10' }],
    files: [{ productIndex: 0, name: `${marker} brief.pdf`, bytes: PDF_BYTES }],
  });
  const { rfq } = await getQuotation(quotations, pic, requested.id);
  await addRfqComment(quotations, pic, {
    fields: { rfq_product_id: String(rfq.products[0]!.id), content: `${marker} comment` },
    products: [],
    files: [],
  });

  const actors: Actor[] = [
    {
      label: `${marker} ${plan === 'basic' ? 'basic-plan user' : 'person in charge'}`,
      role: plan === 'basic' ? 'basic-plan user' : 'person in charge',
      user: pic,
      companyId: company.id,
      email: picRow.email,
    },
  ];
  if (memberRow) {
    // A second team of the person in charge, to which the member has an invitation still to answer.
    const secondTeam = await insertTeam(db, {
      companyId: company.id,
      name: `${marker} second team`,
      creatorId: picRow.id,
    });
    await inviteMembers(db, app.deps.config.publicUrl, pic, secondTeam.uuid, memberRow.email);
    actors.push({
      label: `${marker} member`,
      role: 'member',
      user: asCurrentUser(memberRow, plan),
      companyId: company.id,
      email: memberRow.email,
    });
  }
  return { companyId: company.id, actors };
}

/** The tables a customer company owns rows in, and how each row leads to its company. */
async function listOwnedRows(db: Database, companyId: number): Promise<OwnedRow[]> {
  const columns = await selectRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
  );
  const columnsOf = new Map<string, Set<string>>();
  for (const { table_name, column_name } of columns) {
    columnsOf.set(table_name, (columnsOf.get(table_name) ?? new Set()).add(column_name));
  }
  const rows: OwnedRow[] = [];
  for (const [table, names] of columnsOf) {
    if (!names.has('id') && !names.has('uuid')) continue;
    const owner = ownershipCondition(table, names);
    if (!owner) continue;
    const userColumn = names.has('user_id') ? 'user_id' : names.has('creator_id') ? 'creator_id' : null;
    const selected = [
      `${names.has('id') ? 't.id' : 'null'} as id`,
      // A quotation's public id is its uid (Q-2026-000001): the matrix sends it where a route takes a text id.
      `${names.has('uuid') ? 't.uuid::text' : names.has('uid') ? 't.uid' : 'null'} as uuid`,
      `${userColumn ? `t.${userColumn}` : 'null'} as user_id`,
    ].join(', ');
    const condition = owner.replaceAll('$company', String(Number(companyId)));
    const found = await selectRows<{ id: number | null; uuid: string | null; user_id: number | null }>(
      db,
      sql.raw(`select ${selected} from "${table}" t where ${condition} order by 1`),
    );
    for (const row of found) {
      rows.push({
        table,
        id: row.id === null ? undefined : Number(row.id),
        uuid: row.uuid ?? undefined,
        userId: row.user_id === null ? undefined : Number(row.user_id),
      });
    }
  }
  return rows;
}

/** SQL that is true for a row of `table` owned by company `$company`, or null for shared tables. */
function ownershipCondition(table: string, names: Set<string>): string | null {
  if (table === 'companies') return 't.id = $company';
  if (names.has('company_id')) return 't.company_id = $company';
  if (names.has('user_id')) return 't.user_id in (select id from users where company_id = $company)';
  if (names.has('team_id')) return 't.team_id in (select id from teams where company_id = $company)';
  if (names.has('order_id')) return 't.order_id in (select id from orders where company_id = $company)';
  if (names.has('rf_quote_id'))
    return 't.rf_quote_id in (select id from rf_quotes where company_id = $company)';
  if (names.has('rfq_product_id')) {
    return 't.rfq_product_id in (select p.id from rfq_products p join rf_quotes q on q.id = p.rf_quote_id where q.company_id = $company)';
  }
  if (names.has('endpoint_id'))
    return 't.endpoint_id in (select id from webhook_endpoints where company_id = $company)';
  if (names.has('order_item_id')) {
    return 't.order_item_id in (select i.id from order_items i join orders o on o.id = i.order_id where o.company_id = $company)';
  }
  return null;
}

/** Builds the world on an empty, migrated database. */
export async function createIsolationWorld(app: FastifyInstance, db: Database): Promise<IsolationWorld> {
  const catalogue = await createCatalogue(db);
  const provider = await insertCompany(db, { name: 'Isolation Provider', kind: 'provider', plan: 'premium' });
  const staffRow = await insertUser(db, {
    companyId: provider.id,
    email: 'iso-staff@example.test',
    password: WORLD_PASSWORD,
    name: 'Isolation Staff',
    role: 'provider',
    setupDone: true,
  });
  const actors: Actor[] = [];
  const markerOf = new Map<number, string>();
  const sideOf = new Map<number, number>();
  const premiumIds: number[] = [];
  const specs = [
    { marker: 'isoalpha', plan: 'premium', withMember: true, side: 1 },
    { marker: 'isobravo', plan: 'basic', withMember: false, side: 1 },
    { marker: 'isocharlie', plan: 'premium', withMember: true, side: 2 },
    { marker: 'isodelta', plan: 'basic', withMember: false, side: 2 },
  ] as const;
  for (const [index, spec] of specs.entries()) {
    await startIdRange(db, index + 1);
    const made = await createCompanyWorld(app, db, catalogue, spec);
    markerOf.set(made.companyId, spec.marker);
    sideOf.set(made.companyId, spec.side);
    if (spec.plan === 'premium') premiumIds.push(made.companyId);
    actors.push(...made.actors);
  }
  // Whatever the matrix itself creates lands in a range no world object uses.
  await startIdRange(db, specs.length + 1);
  actors.push({
    label: 'provider staff',
    role: 'provider staff',
    user: asCurrentUser(staffRow, 'premium'),
    companyId: null,
    email: staffRow.email,
  });
  const companyIds = [...markerOf.keys()];
  const rowsOf = new Map<number, OwnedRow[]>();
  for (const companyId of companyIds) rowsOf.set(companyId, await listOwnedRows(db, companyId));
  return { actors, rowsOf, markerOf, companyIds, sideOf, premiumIds };
}
