import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyStockMove,
  type BlanketPoOrder,
  type BlanketPoPeriod,
  blanketPoCalledOffPieces,
  blanketPoCallOff,
  blanketPoDuration,
  blanketPoOfOrder,
  describeStockChange,
  describeStockMove,
  isDayInBlanketPo,
  isLowInventory,
  isSameStock,
  MAX_READY_STOCK,
  sizesCrossingLowLevel,
  stockChange,
  stockFromChanges,
  stockLevel,
  stockMoveProblems,
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
    expect(blanketPoDuration('2026-01-15', '2026-02-14')).toBe('1 month');
    expect(blanketPoDuration('2026-01-15', '2026-02-13')).toBe('< 1 month');
    expect(blanketPoDuration('2026-01-01', '2028-01-01')).toBe('2 years');
    expect(blanketPoDuration(null, '2026-01-01')).toBe('N/A');
    expect(blanketPoDuration('2026-02-01', '2026-01-01')).toBe('N/A');
  });
});

describe('blanket purchase order periods, both days counted', () => {
  it('counts 1 January to 31 December as twelve months', () => {
    expect(blanketPoDuration('2026-01-01', '2026-12-31')).toBe('1 year');
    expect(blanketPoDuration('2026-01-01', '2026-11-30')).toBe('11 months');
    expect(blanketPoDuration('2026-01-01', '2026-01-31')).toBe('1 month');
    expect(blanketPoDuration('2024-02-01', '2024-02-29')).toBe('1 month');
    expect(blanketPoDuration('2026-01-31', '2026-02-28')).toBe('1 month');
    expect(blanketPoDuration('2026-01-31', '2026-02-27')).toBe('< 1 month');
    expect(blanketPoDuration('2026-03-01', '2026-03-01')).toBe('< 1 month');
  });
});

describe('blanket purchase order call-off', () => {
  it('shows committed, called off and remaining per size and in total', () => {
    expect(blanketPoCallOff({ S: 100, M: 50 }, { S: 30, M: 60, L: 5 })).toEqual({
      committed: { S: 100, M: 50 },
      calledOff: { S: 30, M: 60 },
      remaining: { S: 70, M: 0 },
      totalCommitted: 150,
      totalCalledOff: 90,
      totalRemaining: 70,
    });
  });
});

describe('what stops a stock move', () => {
  const sizes = ['S', 'M', 'L'];

  it('names each size a withdrawal would take below zero, with what is left', () => {
    expect(stockMoveProblems({ S: 2, M: 5 }, { S: 10, M: 5 }, 'withdraw', sizes)).toEqual([
      { size: 'S', message: 'Not enough stock of size S: 2 left, 10 to withdraw' },
    ]);
  });

  it('refuses an add that would take a size past the most an inventory holds, saying how much more fits', () => {
    const [problem] = stockMoveProblems({ M: MAX_READY_STOCK - 5 }, { M: 6 }, 'add', sizes);
    expect(problem?.size).toBe('M');
    expect(problem?.message).toBe(
      'Ready stock of size M cannot go above 1,000,000,000: 999,999,995 in stock, at most 5 more',
    );
    expect(stockMoveProblems({ M: MAX_READY_STOCK - 5 }, { M: 5 }, 'add', sizes)).toEqual([]);
    expect(stockMoveProblems({}, { L: MAX_READY_STOCK + 1 }, 'edit', sizes)).toHaveLength(1);
  });
});

describe('the activity log as the stock ledger', () => {
  const sizes = ['S', 'M', 'L'] as const;
  const amounts = fc.record({ S: fc.nat(50), M: fc.nat(50), L: fc.nat(50) });
  const move = fc.record({
    action: fc.constantFrom('add' as const, 'withdraw' as const, 'edit' as const, 'top-up' as const),
    amounts,
  });

  it('adds up to the stock over any run of adds, withdrawals, edits and top-ups', () => {
    fc.assert(
      fc.property(fc.array(move, { maxLength: 60 }), (moves) => {
        let stock: Record<string, number> = { S: 0, M: 0, L: 0 };
        const log: Array<Record<string, number>> = [];
        for (const { action, amounts: requested } of moves) {
          const kind = action === 'top-up' ? 'add' : action;
          if (stockMoveProblems(stock, requested, kind, sizes).length > 0) continue;
          const { readyStock } = applyStockMove(stock, requested, kind);
          log.push(stockChange(stock, readyStock));
          stock = readyStock;
        }
        expect(isSameStock(stockFromChanges(log), stock)).toBe(true);
        expect(Object.values(stock).every((pieces) => pieces >= 0)).toBe(true);
      }),
    );
  });
});

describe("a log entry's change as text", () => {
  it("lists the sizes it moved in the product's order, signed", () => {
    expect(describeStockChange({ M: -2, S: 4, L: 0 }, ['S', 'M', 'L'])).toBe('S +4 · M \u22122');
    expect(describeStockChange(null, ['S'])).toBe('');
  });
});

describe('which blanket PO an order calls off', () => {
  const YEAR: BlanketPoPeriod = { id: 1, title: 'BPO-2026', beginAt: '2026-01-01', finishAt: '2026-12-31' };
  const SECOND_HALF: BlanketPoPeriod = {
    id: 2,
    title: 'BPO-H2',
    beginAt: '2026-07-01',
    finishAt: '2026-12-31',
  };
  const order = (day: string, poNumber: string | null = null): BlanketPoOrder => ({
    poNumber,
    day,
    pieces: { M: 1 },
  });

  it('is the earliest-starting PO covering the day when two overlap, never both', () => {
    expect(blanketPoOfOrder([SECOND_HALF, YEAR], order('2026-08-01'))).toBe(1);
    expect(blanketPoOfOrder([SECOND_HALF, YEAR], order('2026-03-01'))).toBe(1);
    const calledOff = blanketPoCalledOffPieces(
      [SECOND_HALF, YEAR],
      [order('2026-08-01'), order('2026-08-02')],
    );
    expect(calledOff.get(1)).toEqual({ M: 2 });
    expect(calledOff.get(2)).toEqual({});
  });

  it('is the PO the order names by its PO number, whatever its period, case and spaces aside', () => {
    expect(blanketPoOfOrder([SECOND_HALF, YEAR], order('2026-08-01', ' bpo-h2 '))).toBe(2);
    expect(blanketPoOfOrder([SECOND_HALF, YEAR], order('2027-02-01', 'BPO-H2'))).toBe(2);
    // A PO number no PO has falls back to the dates.
    expect(blanketPoOfOrder([SECOND_HALF, YEAR], order('2026-08-01', 'PO-OTHER'))).toBe(1);
  });

  it('is none outside every period, and an open end covers every day on its side', () => {
    expect(blanketPoOfOrder([SECOND_HALF, YEAR], order('2027-01-01'))).toBeNull();
    const open: BlanketPoPeriod = { id: 3, title: 'OPEN', beginAt: null, finishAt: null };
    expect(isDayInBlanketPo(open, '1999-01-01')).toBe(true);
    // No start counts as the earliest start.
    expect(blanketPoOfOrder([YEAR, open], order('2026-05-05'))).toBe(3);
  });

  it('breaks a tie of equal starts by the PO added first', () => {
    const twin = { ...YEAR, id: 7, title: 'BPO-TWIN' };
    expect(blanketPoOfOrder([twin, YEAR], order('2026-05-05'))).toBe(1);
  });

  it('counts every piece once: what the POs called off plus what no PO covers is what was ordered', () => {
    const day = fc
      .integer({ min: 0, max: 800 })
      .map((offset) => new Date(Date.UTC(2025, 6, 1) + offset * 86_400_000).toISOString().slice(0, 10));
    const period = fc.record({
      title: fc.constantFrom('A', 'B', 'C'),
      beginAt: fc.option(day, { nil: null }),
      finishAt: fc.option(day, { nil: null }),
    });
    const anOrder = fc.record({
      poNumber: fc.option(fc.constantFrom('A', 'b', 'Z'), { nil: null }),
      day,
      pieces: fc.record({ S: fc.nat(5), M: fc.nat(5) }),
    });
    fc.assert(
      fc.property(
        fc.array(period, { maxLength: 4 }),
        fc.array(anOrder, { maxLength: 12 }),
        (periods, orders) => {
          const pos = periods.map((po, index) => ({ ...po, id: index + 1 }));
          const calledOff = blanketPoCalledOffPieces(pos, orders);
          const uncovered = orders.filter((each) => blanketPoOfOrder(pos, each) === null);
          for (const size of ['S', 'M'] as const) {
            const counted = [...calledOff.values()].reduce((sum, pieces) => sum + (pieces[size] ?? 0), 0);
            const left = uncovered.reduce((sum, each) => sum + (each.pieces[size] ?? 0), 0);
            const ordered = orders.reduce((sum, each) => sum + (each.pieces[size] ?? 0), 0);
            expect(counted + left).toBe(ordered);
          }
          // An order no PO names goes only to a PO whose period covers its day.
          for (const each of orders) {
            const id = blanketPoOfOrder(pos, each);
            const po = pos.find((candidate) => candidate.id === id);
            const isNamed = pos.some(
              (candidate) => candidate.title.toUpperCase() === each.poNumber?.toUpperCase(),
            );
            if (po && !isNamed) expect(isDayInBlanketPo(po, each.day)).toBe(true);
          }
        },
      ),
      { seed: 155, numRuns: 200 },
    );
  });
});
