import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import {
  insertAddress,
  insertCompany,
  insertProduct,
  insertRecommendedProducts,
  insertSavedProduct,
  insertTeam,
  insertUser,
} from '../src/db/records.ts';
import { companies, invoices, orderLogs, orders, shipments, taxRates, users } from '../src/db/schema.ts';
import { addSavedProductToCart } from '../src/modules/builder/builder.service.ts';
import { placeBulkOrder } from '../src/modules/bulk-orders/bulk-orders.service.ts';
import { updateConsoleSettings } from '../src/modules/console-settings/console-settings.service.ts';
import { addDiscountCodes } from '../src/modules/discounts/discounts.service.ts';
import { recordPayment } from '../src/modules/invoices/invoices.service.ts';
import { shipOrder } from '../src/modules/orders/order-pipeline.service.ts';
import { createOrder, getOrderForProvider, transitionOrder } from '../src/modules/orders/orders.service.ts';
import { addShippingServices } from '../src/modules/shipping/shipping.service.ts';
import type { CurrentUser } from '../src/plugins/authentication.ts';
import { DEMO_PASSWORD } from '../src/published-demo-sign-ins.ts';
import type { FileStore } from '../src/storage/file-store.ts';
import { seedDemoApprovalRules } from './demo-approval-rules.ts';
import { seedDemoArtworks } from './demo-artworks.ts';
import { DEMO_PRODUCTS } from './demo-catalogue.ts';
import { seedDemoConversation } from './demo-conversation.ts';
import { seedDemoProgramme } from './demo-programme.ts';
import { requireDemoProofs, seedDemoProofs } from './demo-proofs.ts';
import { seedDemoQuotations } from './demo-quotations.ts';
import { seedStockDemoCompany } from './demo-stock-company.ts';
import { seedDemoTeamBudgets } from './demo-team-budgets.ts';

/** The front office staff of the demo's roster order: what the employee order history finds. */
export const DEMO_FRONT_OFFICE_STAFF = [
  ['FO-1001', 'Ana Lim', 'S', 'LND-201', 'L-01'],
  ['FO-1002', 'Raj Kumar', 'L', 'LND-202', 'L-02'],
  ['FO-1003', 'Siti Rahman', 'M', 'LND-203', 'L-03'],
  ['FO-1004', 'Daniel Tan', 'XL', 'LND-204', 'L-04'],
  ['FO-1005', 'Mei Ling Goh', 'M', 'LND-205', 'L-05'],
  ['FO-1006', 'Arjun Nair', 'L', 'LND-206', 'L-06'],
].map(([staffId, name, size, laundryId, lockerId]) => ({
  staff_id: staffId!,
  name: name!,
  department: 'Front Office',
  laundry_id: laundryId!,
  locker_id: lockerId!,
  cost_center: 'CC-FO',
  uniform_code: 'FO-POLO',
  product1_size: size!,
  product1_qty: '2',
}));

const DAY_MS = 24 * 60 * 60 * 1000;

function asCurrentUser(user: typeof users.$inferSelect, plan: 'basic' | 'advanced' | 'premium'): CurrentUser {
  return {
    id: user.id,
    uuid: user.uuid,
    email: user.email,
    name: user.name,
    role: user.role,
    department: user.department,
    companyId: user.companyId,
    shipAddressId: user.shipAddressId,
    billAddressId: user.billAddressId,
    plan,
    setupDone: user.setupDone,
    client: 'seed',
  };
}

/** Loads the demo companies, users, catalogue, saved products and orders into an empty database. */
/** Loads the demo data when the database is empty; uploaded demo files go to `files`. */
export async function seedDemoDataIfEmpty(db: Database, files: FileStore): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(companies);
  if ((existing?.value ?? 0) > 0) return false;
  await db.transaction(async (tx) => seedDemoData(tx as unknown as Database, files));
  return true;
}

async function seedDemoData(db: Database, files: FileStore): Promise<void> {
  await db.insert(taxRates).values([
    { countryCode: 'SG', ratePercent: 9 },
    { countryCode: 'AU', ratePercent: 10 },
    { countryCode: 'NZ', ratePercent: 15 },
    { countryCode: 'MY', ratePercent: 8 },
  ]);
  await seedShippingAndDiscounts(db);

  const provider = await insertCompany(db, { name: 'Livery Works', kind: 'provider', plan: 'premium' });
  // The provider's staff are told of new orders, approvals, quotation requests and comments.
  await updateConsoleSettings(db, {
    notification_emails: ['provider@demo.test'],
    bank_account_name: 'Livery Uniforms Pte. Ltd.',
    bank_name: 'DBS Bank Ltd',
    bank_account_number: '072-123456-7',
    paynow_uen: '201912345K',
  });
  const staff = await insertUser(db, {
    companyId: provider.id,
    email: 'provider@demo.test',
    password: DEMO_PASSWORD,
    name: 'Priya Raman',
    role: 'provider',
    setupDone: true,
    countryCode: 'SG',
  });

  const hotels = await insertCompany(db, {
    name: 'Harbour Hotels Group',
    plan: 'advanced',
    industry: 'Hospitality',
    // Members' orders wait for the person in charge (buyer@demo.test), who is e-mailed and approves them; once
    // the orders are in, the rules add a second level, finance, above SGD 5,000 (demo-approval-rules.ts).
    orderApprovalRule: 'member_orders',
    // Net 30 with a SGD 20,000 limit: the statement of account shows one invoice overdue (the aprons').
    paymentTerms: 'net_30',
    creditLimit: 2_000_000,
  });
  const buyerRow = await insertUser(db, {
    companyId: hotels.id,
    email: 'buyer@demo.test',
    password: DEMO_PASSWORD,
    name: 'Alex Tan',
    department: 'person_in_charge',
    setupDone: true,
    countryCode: 'SG',
    phone: '+65 6123 4567',
    companyPosition: 'Procurement Manager',
    industry: 'Hospitality',
  });
  const member = await insertUser(db, {
    companyId: hotels.id,
    email: 'member@demo.test',
    password: DEMO_PASSWORD,
    name: 'Sam Lee',
    setupDone: true,
    countryCode: 'SG',
    phone: '+65 6123 7654',
    companyPosition: 'Front Office Supervisor',
    industry: 'Hospitality',
  });
  await insertUser(db, {
    companyId: hotels.id,
    email: 'new@demo.test',
    password: DEMO_PASSWORD,
    name: '',
    setupDone: false,
  });
  const frontOffice = await insertTeam(db, {
    companyId: hotels.id,
    name: 'Front Office',
    creatorId: buyerRow.id,
    memberIds: [member.id],
    isDefaultFor: [buyerRow.id, member.id],
  });
  const kitchen = await insertTeam(db, {
    companyId: hotels.id,
    name: 'Kitchen & Banquets',
    creatorId: buyerRow.id,
  });

  const headOffice = await insertAddress(db, {
    companyId: hotels.id,
    userId: buyerRow.id,
    nickname: 'Head office',
    firstName: 'Alex',
    lastName: 'Tan',
    company: 'Harbour Hotels Group',
    countryCode: 'SG',
    address: '10 Marina Boulevard',
    address2: '#24-01 Tower 2',
    city: 'Singapore',
    zip: '018983',
    phone: '+65 6123 4567',
  });
  const finance = await insertAddress(db, {
    companyId: hotels.id,
    userId: buyerRow.id,
    nickname: 'Accounts payable',
    firstName: 'Finance',
    lastName: 'Team',
    company: 'Harbour Hotels Group',
    countryCode: 'SG',
    address: '10 Marina Boulevard',
    address2: '#24-03',
    city: 'Singapore',
    zip: '018983',
    phone: '+65 6123 4500',
    billingEmail: 'ap@harbourhotels.example',
  });
  await db
    .update(users)
    .set({ shipAddressId: headOffice.id, billAddressId: finance.id })
    .where(eq(users.id, buyerRow.id));

  const catalogue = new Map<string, number>();
  for (const product of DEMO_PRODUCTS) catalogue.set(product.sku, (await insertProduct(db, product)).id);
  const productId = (sku: string) => catalogue.get(sku)!;
  await seedStockDemoCompany(db, files, { password: DEMO_PASSWORD, productId });

  const frontPolo = await insertSavedProduct(db, {
    companyId: hotels.id,
    userId: buyerRow.id,
    teamId: frontOffice.id,
    productId: productId('LV-POLO-01'),
    title: 'Front Office Polo',
    apparelColor: 'Navy',
  });
  const apron = await insertSavedProduct(db, {
    companyId: hotels.id,
    userId: buyerRow.id,
    teamId: kitchen.id,
    productId: productId('LV-APRN-01'),
    title: 'Banquet Bib Apron',
    apparelColor: 'Black',
  });
  const hoodie = await insertSavedProduct(db, {
    companyId: hotels.id,
    userId: buyerRow.id,
    teamId: null,
    productId: productId('LV-HOOD-01'),
    title: 'Events Crew Hoodie',
    apparelColor: 'Charcoal',
  });
  const tee = await insertSavedProduct(db, {
    companyId: hotels.id,
    userId: buyerRow.id,
    teamId: frontOffice.id,
    productId: productId('LV-TEE-01'),
    title: 'Housekeeping Tee',
    apparelColor: 'White',
  });
  const cap = await insertSavedProduct(db, {
    companyId: hotels.id,
    userId: buyerRow.id,
    teamId: kitchen.id,
    productId: productId('LV-CAP-01'),
    title: 'Kitchen Crew Cap',
    apparelColor: 'Red',
  });

  await seedOverseasProduct(db, { companyId: hotels.id, userId: buyerRow.id, teamId: frontOffice.id });

  const cafe = await insertCompany(db, { name: 'Corner Cafe', plan: 'basic', industry: 'Hospitality' });
  const cafeBuyer = await insertUser(db, {
    companyId: cafe.id,
    email: 'basic@demo.test',
    password: DEMO_PASSWORD,
    name: 'Jordan Lim',
    department: 'person_in_charge',
    setupDone: true,
    countryCode: 'SG',
    phone: '+65 6999 1234',
  });
  const cafeTeam = await insertTeam(db, {
    companyId: cafe.id,
    name: 'Cafe Crew',
    creatorId: cafeBuyer.id,
    isDefaultFor: [cafeBuyer.id],
  });
  await insertSavedProduct(db, {
    companyId: cafe.id,
    userId: cafeBuyer.id,
    teamId: cafeTeam.id,
    productId: productId('LV-APRN-01'),
    title: 'Barista Apron',
    apparelColor: 'Black',
  });

  // Recommended products ('HANDPICKED FOR YOUR COMPANY'): the provider's picks per company.
  await insertRecommendedProducts(
    db,
    hotels.id,
    ['LV-POLO-01', 'LV-TEE-01', 'LV-HOOD-01', 'LV-APRN-01', 'LV-CAP-01'].map(productId),
  );
  await insertRecommendedProducts(db, cafe.id, ['LV-TEE-01', 'LV-CAP-01'].map(productId));

  // Orders in several statuses, placed through the same services the portal uses.
  const buyer = asCurrentUser(
    { ...buyerRow, shipAddressId: headOffice.id, billAddressId: finance.id },
    'advanced',
  );
  const providerStaff = asCurrentUser(staff, 'premium');
  await seedDemoArtworks(db, files, buyer, { frontOffice: frontOffice.id, kitchen: kitchen.id });
  const history: Array<{
    savedProduct: string;
    colour: string;
    qty: Record<string, number>;
    team: number;
    reference: string;
    path: Array<Parameters<typeof transitionOrder>[3]>;
    daysAgo: number;
    /** Named staff, each with their size: the order is placed as a roster (employee rows) instead. */
    roster?: Array<Record<string, string>>;
    /** Share of the invoice paid (0 to 1), recorded after the approval. */
    paidShare?: number;
  }> = [
    {
      savedProduct: frontPolo.uuid,
      colour: 'Navy',
      qty: { S: 12, M: 24, L: 18, XL: 6 },
      team: frontOffice.id,
      reference: 'PO-2026-0412',
      path: [
        'order_approved',
        'order_processed',
        'order_in_progress',
        'order_ready',
        'order_shipped',
        'order_completed',
      ],
      daysAgo: 41,
      paidShare: 1,
    },
    {
      savedProduct: apron.uuid,
      colour: 'Black',
      qty: { 'One Size': 40 },
      team: kitchen.id,
      reference: 'PO-2026-0518',
      path: ['order_approved', 'order_processed', 'order_in_progress', 'order_ready', 'order_shipped'],
      // Approved 35 days ago: past its 30 days, half paid, so overdue.
      daysAgo: 40,
      paidShare: 0.5,
    },
    {
      savedProduct: hoodie.uuid,
      colour: 'Charcoal',
      qty: { M: 10, L: 10, XL: 5, '2XL': 3 },
      team: frontOffice.id,
      reference: 'PO-2026-0603',
      path: ['order_approved'],
      daysAgo: 6,
    },
    {
      savedProduct: frontPolo.uuid,
      colour: 'White',
      qty: { S: 5, M: 10, L: 10 },
      team: frontOffice.id,
      reference: 'PO-2026-0611',
      path: [],
      daysAgo: 1,
    },
    {
      savedProduct: frontPolo.uuid,
      colour: 'Navy',
      qty: {},
      team: frontOffice.id,
      reference: 'PO-2026-0607',
      path: ['order_approved', 'order_processed'],
      daysAgo: 3,
      roster: DEMO_FRONT_OFFICE_STAFF,
    },
  ];
  for (const entry of history) {
    if (entry.roster) {
      await placeBulkOrder(db, buyer, {
        quote: { mode: 'pro', data: [{ saved_product_id: entry.savedProduct }], employees: entry.roster },
      });
    } else {
      await addSavedProductToCart(db, buyer, {
        mode: 'normal',
        product_type: 'saved_products',
        saved_product_id: entry.savedProduct,
        qty_options: entry.qty,
        variations: { apparel_color: entry.colour },
      });
    }
    const placed = await createOrder(db, buyer, {
      team_id: entry.team,
      ship_add_id: headOffice.id,
      bill_add_id: finance.id,
      reference: entry.reference,
      status: 'order_pending',
    });
    for (const status of entry.path) {
      // Shipped means parcels were sent: the demo records them as staff would, and the last parcel makes the
      // order Shipped by itself (decision 110).
      if (status === 'order_shipped') await shipInParcels(db, providerStaff, placed.uuid, entry.reference);
      else await transitionOrder(db, providerStaff, placed.uuid, status);
    }
    await backdateOrder(db, placed.uuid, entry.daysAgo);
    if (entry.paidShare) await payDemoInvoice(db, providerStaff, placed.uuid, entry.paidShare);
  }
  await seedDemoConversation(db, { buyerId: buyerRow.id, staffId: staff.id, reference: 'PO-2026-0603' });
  await seedDemoProofs(db, files, { staff: providerStaff, buyer });
  // A member's order waits for the person in charge: the approval e-mail, the waiting count and Approve.
  const memberBuyer = asCurrentUser(
    { ...member, shipAddressId: headOffice.id, billAddressId: finance.id },
    'advanced',
  );
  await addSavedProductToCart(db, memberBuyer, {
    mode: 'normal',
    product_type: 'saved_products',
    saved_product_id: frontPolo.uuid,
    qty_options: { S: 4, M: 6, L: 4 },
    variations: { apparel_color: 'Navy' },
  });
  await createOrder(db, memberBuyer, {
    team_id: frontOffice.id,
    ship_add_id: headOffice.id,
    bill_add_id: finance.id,
    reference: 'New starters',
    status: 'order_pending',
  });
  await seedDemoProgramme(
    db,
    { buyer, member: memberBuyer },
    { frontPolo: frontPolo.uuid, hoodie: hoodie.uuid, tee: tee.uuid, apron: apron.uuid, cap: cap.uuid },
    'PO-2026-0607',
  );
  await seedDemoTeamBudgets(db, buyer, frontOffice.uuid);
  await seedDemoQuotations(db, files, {
    buyer,
    provider: providerStaff,
    teams: { frontOffice: frontOffice.id, kitchen: kitchen.id },
    shipAddressId: headOffice.id,
    billAddressId: finance.id,
  });
  await requireDemoProofs(db, hotels.id);
  await seedDemoApprovalRules(db, buyer);
}

/** Ships every piece of a demo order, a larger order in two parcels (most first), as the console would. */
async function shipInParcels(db: Database, staff: CurrentUser, uuid: string, reference: string) {
  const { items } = await getOrderForProvider(db, uuid, DEMO_LINK_KEY);
  const lines = items.flatMap((group) => group.items);
  const config = { publicUrl: '', secretKey: DEMO_LINK_KEY };
  const parcels = lines.map((line) => {
    const sizes = Object.entries(line.qty_options);
    const first = Object.fromEntries(sizes.map(([size, qty]) => [size, Math.ceil(qty * 0.6)]));
    const rest = Object.fromEntries(sizes.map(([size, qty]) => [size, qty - Math.ceil(qty * 0.6)]));
    return { line, first, rest, isSplit: line.total_qty >= 50 };
  });
  await shipOrder(
    db,
    staff,
    uuid,
    {
      track_no: `SG${reference.replace(/\D/g, '')}01`,
      message: 'Packed by size, one carton per department.',
      packages: [
        {
          items: parcels.map(({ line, first, isSplit }) => ({
            order_item_id: line.uuid,
            qtys: isSplit ? first : line.qty_options,
          })),
        },
      ],
    },
    config,
  );
  const second = parcels.filter(({ isSplit, rest }) => isSplit && Object.values(rest).some((qty) => qty > 0));
  if (second.length === 0) return;
  await shipOrder(
    db,
    staff,
    uuid,
    {
      track_no: `SG${reference.replace(/\D/g, '')}02`,
      message: 'The remaining sizes.',
      packages: [{ items: second.map(({ line, rest }) => ({ order_item_id: line.uuid, qtys: rest })) }],
    },
    config,
  );
}

/** Links built while seeding are thrown away; any key signs them. */
const DEMO_LINK_KEY = 'demo-seed';

/** The step of the order's history each status log stands for (backdateOrder's step numbers). */
const STEP_OF_LOG: Record<string, number> = {
  'Order placed': 0,
  'Order Approved': 1,
  'Order Processed': 2,
  'Order In Progress': 3,
  'Order Ready': 4,
  'Order Shipped': 5,
  'Order Completed': 6,
};

/** Spreads a demo order's history over the days before today, keeping the order of its steps. */
async function backdateOrder(db: Database, uuid: string, daysAgo: number): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.uuid, uuid));
  if (!order) return;
  const start = Date.now() - daysAgo * DAY_MS;
  const stepDays = Math.max(1, Math.floor(daysAgo / 7));
  const at = (step: number) => new Date(start + step * stepDays * DAY_MS + step * 3_600_000);
  const stamp = (value: Date | null, step: number) => (value ? at(step) : null);
  await db
    .update(orders)
    .set({
      createdAt: at(0),
      approvedAt: stamp(order.approvedAt, 1),
      processedAt: stamp(order.processedAt, 2),
      inProgressAt: stamp(order.inProgressAt, 3),
      readyAt: stamp(order.readyAt, 4),
      shippedAt: stamp(order.shippedAt, 5),
      completedAt: stamp(order.completedAt, 6),
    })
    .where(eq(orders.id, order.id));
  // The invoice issued at the approval moves with it, and stays due as long after as its terms gave.
  const approvedAt = stamp(order.approvedAt, 1);
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
  if (approvedAt && invoice)
    await db
      .update(invoices)
      .set({
        issuedAt: approvedAt,
        dueAt: new Date(approvedAt.getTime() + invoice.dueAt.getTime() - invoice.issuedAt.getTime()),
      })
      .where(eq(invoices.id, invoice.id));
  // The parcels leave after Ready, an hour apart, the last one when the order became Shipped: the shipped
  // dates the pages show are the parcels' (decision 110).
  const parcels = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(eq(shipments.orderId, order.id))
    .orderBy(asc(shipments.number));
  for (const [index, parcel] of parcels.entries()) {
    const isLast = index === parcels.length - 1;
    await db
      .update(shipments)
      .set({ createdAt: isLast ? at(5) : new Date(at(4).getTime() + (index + 1) * 3_600_000) })
      .where(eq(shipments.id, parcel.id));
  }
  // The activity log follows the same days: a step's entry takes its step's time, the last parcel the Shipped
  // step's, and any other entry (a parcel, a payment) the time of the step before it, an hour later for each
  // one in between.
  const logs = await db
    .select({ id: orderLogs.id, title: orderLogs.title })
    .from(orderLogs)
    .where(eq(orderLogs.orderId, order.id))
    .orderBy(asc(orderLogs.id));
  let step = 0;
  let after = 0;
  for (const [index, log] of logs.entries()) {
    const ofStep = STEP_OF_LOG[log.title];
    // The parcel that made the order Shipped left when it did.
    const isLastParcel = logs[index + 1]?.title === 'Order Shipped';
    if (ofStep !== undefined) [step, after] = [ofStep, 0];
    else if (isLastParcel) [step, after] = [STEP_OF_LOG['Order Shipped']!, 0];
    else after += 1;
    await db
      .update(orderLogs)
      .set({ createdAt: new Date(at(step).getTime() + after * 3_600_000) })
      .where(eq(orderLogs.id, log.id));
  }
}

/** Records a bank transfer for a share of a demo order's invoice, received on its due day. */
async function payDemoInvoice(db: Database, staff: CurrentUser, orderUuid: string, share: number) {
  const [row] = await db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(orders.uuid, orderUuid));
  if (!row) return;
  const { invoice } = row;
  await recordPayment(
    db,
    staff,
    invoice.uuid,
    {
      amount: Math.round(invoice.total * share),
      received_on: invoice.dueAt.toISOString().slice(0, 10),
      method: 'Bank transfer',
      reference: `TT-${invoice.number.slice(-6)}`,
    },
    '',
  );
}

// ---- Shipping services, discount codes and an overseas product (the cart and checkout) ----

/**
 * Shipping services between the provider's workshops (Singapore, Malaysia, New Zealand) and customers,
 * and discount codes in every state: usable, fixed, expired, inactive and nearly used up.
 */
async function seedShippingAndDiscounts(db: Database): Promise<void> {
  const service = (
    originCountry: string,
    destinationCountry: string,
    title: string,
    leadTime: string,
    feeCents: number,
    position: number,
  ) => ({ originCountry, destinationCountry, title, leadTime, feeCents, position });
  await addShippingServices(db, [
    service('SG', 'SG', 'Local delivery', '3-5 business days', 0, 0),
    service('SG', 'SG', 'Express courier', '1-2 business days', 2500, 1),
    service('SG', 'MY', 'Road freight', '5-7 business days', 2000, 0),
    service('SG', 'AU', 'Air freight', '7-10 business days', 4500, 0),
    service('SG', 'NZ', 'Air freight', '8-12 business days', 5500, 0),
    service('MY', 'SG', 'Road freight', '5-7 business days', 1800, 0),
    service('MY', 'SG', 'Air courier', '2-3 business days', 3500, 1),
    service('MY', 'MY', 'Local delivery', '3-5 business days', 0, 0),
    service('NZ', 'NZ', 'Local delivery', '3-5 business days', 0, 0),
    service('NZ', 'AU', 'Trans-Tasman freight', '6-9 business days', 3000, 0),
  ]);
  const year = new Date().getUTCFullYear();
  await addDiscountCodes(db, [
    { code: 'WELCOME10', kind: 'percentage', value: 10 },
    { code: 'LIVERY5', kind: 'fixed', value: 500 },
    {
      code: 'SUMMER15',
      kind: 'percentage',
      value: 15,
      validFrom: new Date(Date.UTC(year - 1, 5, 1)),
      validUntil: new Date(Date.UTC(year - 1, 8, 1)),
    },
    { code: 'FIRST3', kind: 'fixed', value: 2000, usageLimit: 3 },
    { code: 'STAFF20', kind: 'percentage', value: 20, isActive: false },
  ]);
}

/** A knit vest made in New Zealand: no service brings it to Singapore, so the demo cart shows it unavailable. */
async function seedOverseasProduct(
  db: Database,
  owner: { companyId: number; userId: number; teamId: number },
): Promise<void> {
  const vest = await insertProduct(db, {
    title: 'Merino Knit Vest',
    sku: 'LV-VEST-NZ',
    description: 'Fine-gauge merino V-neck vest knitted in New Zealand, for concierge and lounge staff.',
    sizes: ['S', 'M', 'L', 'XL'],
    colors: [
      { value: '#1f3a5f', title: 'Navy' },
      { value: '#3b3f46', title: 'Charcoal' },
    ],
    pricing: { qtys: { '5': 5600, '50': 4900 }, addons_size: {} },
    minQty: 5,
    originCountry: 'NZ',
    faces: [],
    isBuilder: false,
    thumbUrl: '/catalogue/crew-tee-thumb.svg',
  });
  await insertSavedProduct(db, {
    ...owner,
    productId: vest.id,
    title: 'Concierge Knit Vest',
    apparelColor: 'Navy',
  });
}
