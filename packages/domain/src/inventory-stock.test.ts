import { describe, expect, it } from 'vitest';
import {
  applyStockMove,
  blanketPoDuration,
  describeStockMove,
  isLowInventory,
  sizesCrossingLowLevel,
  stockLevel,
} from './inventory-stock.ts';

describe('stock level of a size', () => {
  it('is out at zero, low at or below its low level, above the minimum otherwise', () => {
    expect(stockLevel(0, 5)).toBe('out');
    expect(stockLevel(5, 5)).toBe('low');
    expect(stockLevel(1, 5)).toBe('low');
    expect(stockLevel(6, 5)).toBe('above_minimum');
    expect(stockLevel(3, undefined)).toBe('above_minimum');
    expect(stockLevel(3, 0)).toBe('above_minimum');
  });
});

describe('low inventory', () => {
  it('counts only sizes with a low level set', () => {
    expect(isLowInventory({ S: 0, M: 4 }, { S: 0, M: 5 })).toBe(true);
    expect(isLowInventory({ S: 0, M: 6 }, { S: 0, M: 5 })).toBe(false);
  });

  it('reports a crossing once: from above to at or below', () => {
    expect(sizesCrossingLowLevel({ M: 6, L: 9 }, { M: 5, L: 8 }, { M: 5, L: 2 })).toEqual(['M']);
    expect(sizesCrossingLowLevel({ M: 5 }, { M: 4 }, { M: 5 })).toEqual([]);
  });
});

describe('stock moves', () => {
  it('adds, withdraws and sets per size', () => {
    expect(applyStockMove({ S: 2, M: 3 }, { S: 1 }, 'add').readyStock).toEqual({ S: 3, M: 3 });
    expect(applyStockMove({ S: 2, M: 3 }, { M: 3 }, 'withdraw').readyStock).toEqual({ S: 2, M: 0 });
    expect(applyStockMove({ S: 2, M: 3 }, { S: 9 }, 'edit').readyStock).toEqual({ S: 9, M: 3 });
  });

  it('refuses a withdrawal below zero as a whole, naming the short sizes', () => {
    const move = applyStockMove({ S: 2, M: 3 }, { S: 1, M: 4 }, 'withdraw');
    expect(move.shortSizes).toEqual(['M']);
    expect(move.readyStock).toEqual({ S: 2, M: 3 });
  });

  it('words the confirmation as the spec does', () => {
    expect(describeStockMove('add', 5)).toBe('Add Stock 5 pcs');
    expect(describeStockMove('withdraw', 1)).toBe('Withdraw Stock 1 pcs');
  });
});

describe('blanket purchase order duration', () => {
  it('reads in years and months, under a month, or N/A', () => {
    expect(blanketPoDuration('2026-01-15', '2027-03-15')).toBe('1 year 2 months');
    expect(blanketPoDuration('2026-01-15', '2026-02-14')).toBe('< 1 month');
    expect(blanketPoDuration('2026-01-01', '2028-01-01')).toBe('2 years');
    expect(blanketPoDuration(null, '2026-01-01')).toBe('N/A');
    expect(blanketPoDuration('2026-02-01', '2026-01-01')).toBe('N/A');
  });
});
