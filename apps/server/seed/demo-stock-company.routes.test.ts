import { isSameStock, stockFromChanges } from '@livery/domain/inventory-stock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, signIn } from '../src/test/factories.ts';
import { createTestApp, type TestApp } from '../src/test/test-app.ts';
import { DEMO_PRODUCTS } from './demo-catalogue.ts';
import { seedStockDemoCompany } from './demo-stock-company.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('the demo store room', () => {
  it("keeps an activity log that adds up to each item's stock", async () => {
    const { db } = testApp.database;
    const ids = new Map<string, number>();
    for (const product of DEMO_PRODUCTS) {
      if (['LV-POLO-01', 'LV-APRN-01', 'LV-CAP-01', 'LV-HOOD-01'].includes(product.sku)) {
        ids.set(product.sku, (await createProduct(db, product)).id);
      }
    }
    await seedStockDemoCompany(db, testApp.app.deps.files, {
      password: 'correct-horse',
      productId: (sku) => ids.get(sku) ?? 0,
    });
    const headers = await signIn(testApp.app, 'stock@demo.test');
    const list = await testApp.app.inject({ method: 'GET', url: '/api/inventories', headers });
    expect(list.statusCode, list.body).toBe(200);
    const items: Array<{ uuid: string }> = list.json().inventories;
    expect(items).toHaveLength(3);
    for (const item of items) {
      const detail = (
        await testApp.app.inject({ method: 'GET', url: `/api/inventories/${item.uuid}`, headers })
      ).json().inventory;
      const ledger = stockFromChanges(
        detail.logs.map((log: { stock_change: Record<string, number> | null }) => log.stock_change),
      );
      expect(isSameStock(ledger, detail.ready_stock), detail.title).toBe(true);
      expect(detail.total_ready_stock).toBeGreaterThan(0);
    }
  });
});
