import { describe, expect, it } from 'vitest';
import { canTransitionProof, isPinInside, isProductionHeldForProofs } from './proof-status.ts';

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
