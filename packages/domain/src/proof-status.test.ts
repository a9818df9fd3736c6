import { describe, expect, it } from 'vitest';
import {
  canTransitionProof,
  isPinInside,
  isProductionHeldForProofs,
  proofSizeBreakdown,
} from './proof-status.ts';

describe('proof statuses', () => {
  it('lets the provider send a draft and the buyer decide a sent proof, and nothing else', () => {
    expect(canTransitionProof('draft', 'sent')).toBe(true);
    expect(canTransitionProof('sent', 'approved')).toBe(true);
    expect(canTransitionProof('sent', 'changes_requested')).toBe(true);
    expect(canTransitionProof('draft', 'approved')).toBe(false);
    expect(canTransitionProof('approved', 'changes_requested')).toBe(false);
  });

  it('holds production while any line of a company that requires proofs lacks an approved latest proof', () => {
    expect(isProductionHeldForProofs(false, [null, 'sent'])).toBe(false);
    expect(isProductionHeldForProofs(true, ['approved', 'approved'])).toBe(false);
    expect(isProductionHeldForProofs(true, ['approved', 'sent'])).toBe(true);
    expect(isProductionHeldForProofs(true, ['approved', null])).toBe(true);
  });

  it('keeps a pin inside the image', () => {
    expect(isPinInside({ x: 0.5, y: 1 })).toBe(true);
    expect(isPinInside({ x: 1.2, y: 0.5 })).toBe(false);
  });
});

describe('proof size breakdown', () => {
  it('prints sizes in garment order whatever order the quantities were entered in, leaving out empty sizes', () => {
    expect(proofSizeBreakdown({ XL: 2, L: 6, S: 4, M: 10, XS: 0 })).toBe('S 4 · M 10 · L 6 · XL 2');
    expect(proofSizeBreakdown({ '3XL': 1, XXS: 1, '2XL': 3 })).toBe('XXS 1 · 2XL 3 · 3XL 1');
  });

  it('puts numbered sizes by value and prints nothing for no pieces', () => {
    expect(proofSizeBreakdown({ '42': 1, '38': 2, '40': 3 })).toBe('38 2 · 40 3 · 42 1');
    expect(proofSizeBreakdown({ M: 0 })).toBe('');
  });
});
