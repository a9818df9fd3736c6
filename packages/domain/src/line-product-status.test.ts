import { describe, expect, it } from 'vitest';
import { lineProductStatus } from './line-product-status.ts';

describe('lineProductStatus', () => {
  it('is null for a line without garments (no name list)', () => {
    expect(lineProductStatus([])).toBeNull();
  });

  it('is the least advanced garment, so a line is ready only when every garment is', () => {
    expect(lineProductStatus(['ready', 'in_production', 'shipped'])).toBe('in_production');
    expect(lineProductStatus(['ready', 'ready'])).toBe('ready');
    expect(lineProductStatus(['delivered', 'shipped'])).toBe('shipped');
  });

  it('leaves cancelled garments out unless every garment is cancelled', () => {
    expect(lineProductStatus(['cancelled', 'shipped'])).toBe('shipped');
    expect(lineProductStatus(['cancelled', 'cancelled'])).toBe('cancelled');
  });
});
