import { describeStockMove, totalQuantity } from '@livery/domain/inventory-stock';
import { describeQuantities } from '@livery/domain/size-order';
import type { Database } from '../src/db/database.ts';
import {
  insertAddress,
  insertCompany,
  insertSavedProduct,
  insertTeam,
  insertUser,
} from '../src/db/records.ts';
import { blanketPurchaseOrders, inventories, inventoryLogs } from '../src/db/schema.ts';
import type { FileStore } from '../src/storage/file-store.ts';

/** A one-page PDF standing in for a signed blanket purchase order. */
const DEMO_PO_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The third demo company, on the premium plan, whose store room shows the inventory: stock per size, low
 * levels with one item already low, a blanket purchase order with its file, and activity logs.
 */
export async function seedStockDemoCompany(
  db: Database,
  files: FileStore,
  options: { password: string; productId: (sku: string) => number },
): Promise<void> {
  const company = await insertCompany(db, {
    name: 'Bayside Facilities',
    plan: 'premium',
    industry: 'Facilities',
  });
  const buyer = await insertUser(db, {
    companyId: company.id,
    email: 'stock@demo.test',
    password: options.password,
    name: 'Jordan Lim',
    department: 'person_in_charge',
    setupDone: true,
    countryCode: 'SG',
    phone: '+65 6234 5678',
    companyPosition: 'Store Room Manager',
    industry: 'Facilities',
  });
  const team = await insertTeam(db, {
    companyId: company.id,
    name: 'Housekeeping',
    creatorId: buyer.id,
    isDefaultFor: [buyer.id],
  });
  const storeRoom = await insertAddress(db, {
    companyId: company.id,
    userId: buyer.id,
    nickname: 'Store room B1',
    firstName: 'Jordan',
    lastName: 'Lim',
    company: 'Bayside Facilities',
    countryCode: 'SG',
    address: '2 Bayfront Avenue',
    address2: 'Basement 1',
    city: 'Singapore',
    zip: '018972',
    phone: '+65 6234 5678',
  });

  const items: Array<{
    sku: string;
    title: string;
    colour: string;
    stock: Record<string, number>;
    withdrawn: Record<string, number>;
    low: Record<string, number>;
  }> = [
    {
      sku: 'LV-POLO-01',
      title: 'Housekeeping Polo',
      colour: 'Navy',
      stock: { XS: 4, S: 12, M: 18, L: 15, XL: 8, '2XL': 3, '3XL': 2 },
      withdrawn: { S: 2, M: 3, L: 1 },
      low: { S: 5, M: 5, L: 5, XL: 3 },
    },
    {
      // Already low: 3 left against a level of 10.
      sku: 'LV-APRN-01',
      title: 'Cleaning Bib Apron',
      colour: 'Black',
      stock: { 'One Size': 3 },
      withdrawn: { 'One Size': 6 },
      low: { 'One Size': 10 },
    },
    {
      sku: 'LV-CAP-01',
      title: 'Grounds Crew Cap',
      colour: 'Khaki',
      stock: { 'One Size': 25 },
      withdrawn: { 'One Size': 6 },
      low: { 'One Size': 5 },
    },
  ];
  // Not in the inventory yet: the one a visitor can add with Add Item.
  await insertSavedProduct(db, {
    companyId: company.id,
    userId: buyer.id,
    teamId: team.id,
    productId: options.productId('LV-HOOD-01'),
    title: 'Reception Hoodie',
    apparelColor: 'Charcoal',
  });
  const now = Date.now();
  for (const [index, item] of items.entries()) {
    const saved = await insertSavedProduct(db, {
      companyId: company.id,
      userId: buyer.id,
      teamId: team.id,
      productId: options.productId(item.sku),
      title: item.title,
      apparelColor: item.colour,
    });
    const [inventory] = await db
      .insert(inventories)
      .values({
        companyId: company.id,
        teamId: team.id,
        userId: buyer.id,
        savedProductId: saved.id,
        addressId: index === 0 ? storeRoom.id : null,
        readyStock: item.stock,
        lowLevelQtys: item.low,
        createdAt: new Date(now - (30 - index) * DAY_MS),
        updatedAt: new Date(now - (3 - index) * DAY_MS),
      })
      .returning();
    // The log is the stock's ledger: a delivery of what is in stock now plus what was withdrawn since.
    const sizes = Object.keys(item.stock);
    const delivered = Object.fromEntries(
      sizes.map((size) => [size, (item.stock[size] ?? 0) + (item.withdrawn[size] ?? 0)]),
    );
    const withdrawal = Object.fromEntries(Object.entries(item.withdrawn).map(([size, n]) => [size, -n]));
    const logs = [
      { message: 'Added to inventory', daysAgo: 30 - index, notes: null, stockChange: null },
      {
        message: `${describeStockMove('add', totalQuantity(delivered))} (${describeQuantities(delivered, sizes)})`,
        daysAgo: 20 - index,
        notes: 'Delivery LV-2026-000101, checked on arrival',
        stockChange: delivered,
      },
      {
        message: `${describeStockMove('withdraw', totalQuantity(item.withdrawn))} (${describeQuantities(item.withdrawn, sizes)})`,
        daysAgo: 5 - index,
        notes: 'New starters, week 3',
        stockChange: withdrawal,
      },
    ];
    await db.insert(inventoryLogs).values(
      logs.map((log) => ({
        inventoryId: inventory!.id,
        userId: buyer.id,
        message: log.message,
        notes: log.notes,
        stockChange: log.stockChange,
        createdAt: new Date(now - log.daysAgo * DAY_MS),
      })),
    );
    if (index === 0) {
      const attachmentKey = await files.save('blanket-pos', 'pdf', DEMO_PO_PDF);
      await db.insert(blanketPurchaseOrders).values({
        inventoryId: inventory!.id,
        userId: buyer.id,
        title: 'BPO-2026-014',
        beginAt: '2026-01-01',
        finishAt: '2027-06-30',
        qtys: { S: 60, M: 120, L: 100, XL: 40 },
        note: 'Call-off against the annual housekeeping contract',
        attachmentName: 'BPO-2026-014.pdf',
        attachmentKey,
      });
    }
  }
}
