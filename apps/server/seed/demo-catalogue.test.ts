import fs from 'node:fs';
import path from 'node:path';
import { FINISHING_KEYS } from '@livery/domain/finishing';
import { printAreaProblems } from '@livery/domain/print-area';
import { pricingProblems } from '@livery/domain/tier-pricing-rules';
import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from './demo-catalogue.ts';

const publicFolder = path.resolve(import.meta.dirname, '../../web/public');

describe('demo catalogue', () => {
  it('names only pictures that exist under apps/web/public/catalogue', () => {
    const pictures = DEMO_PRODUCTS.flatMap((product) => [
      product.thumbUrl ?? '',
      ...(product.faces ?? []).map((face) => face.template_url),
      ...product.colors.flatMap((colour) => Object.values(colour.images ?? {})),
      ...(product.images ?? []).map((image) => image.large_url),
    ]);
    const missing = pictures.filter((url) => !fs.existsSync(path.join(publicFolder, url)));
    expect(missing).toEqual([]);
  });

  it('keeps the SKUs the demo saved products and orders use, with valid pricing and print areas', () => {
    const skus = DEMO_PRODUCTS.map((product) => product.sku);
    for (const sku of ['LV-POLO-01', 'LV-TEE-01', 'LV-HOOD-01', 'LV-APRN-01', 'LV-CAP-01']) {
      expect(skus).toContain(sku);
    }
    expect(new Set(skus).size).toBe(skus.length);
    for (const product of DEMO_PRODUCTS) {
      expect(pricingProblems(product.pricing, product.sizes), product.sku).toEqual([]);
      for (const face of product.faces ?? []) {
        expect(printAreaProblems(face.pconfig, face.alias), product.sku).toEqual([]);
      }
      for (const key of product.finishings ?? []) expect(FINISHING_KEYS).toContain(key);
    }
  });
});
