import { compareSizes } from './report-rules.ts';

/** A line's proof, version by version: drafted by Livery (or replaced by the provider), sent, then decided by the buyer. */
export const PROOF_STATUSES = ['draft', 'sent', 'approved', 'changes_requested'] as const;
export type ProofStatus = (typeof PROOF_STATUSES)[number];

export const PROOF_STATUS_LABELS: Record<ProofStatus, string> = {
  draft: 'Draft',
  sent: 'Waiting for the customer',
  approved: 'Approved',
  changes_requested: 'Changes requested',
};

/** Who may move a proof from each status: the provider sends a draft, the buyer decides a sent proof. */
export const PROOF_TRANSITIONS: Record<ProofStatus, readonly ProofStatus[]> = {
  draft: ['sent'],
  sent: ['approved', 'changes_requested'],
  approved: [],
  changes_requested: [],
};

/** True when the table allows a proof to move from one status to the other. */
export function canTransitionProof(from: ProofStatus, to: ProofStatus): boolean {
  return PROOF_TRANSITIONS[from].includes(to);
}

/** The order status whose move is held until every line's latest proof is approved (decision: proofs). */
export const PROOF_GUARDED_ORDER_STATUS = 'order_in_progress';

/**
 * True when a company that requires proofs may not start production yet: some line's latest proof is missing
 * or not approved. Lines without any decorated face still get a proof (the garment and the sizes), so none is skipped.
 */
export function isProductionHeldForProofs(
  proofsRequired: boolean,
  latestProofStatusOfEachLine: ReadonlyArray<ProofStatus | null>,
): boolean {
  if (!proofsRequired) return false;
  return latestProofStatusOfEachLine.some((status) => status !== 'approved');
}

/** Why production is refused, for the 409. */
export const PROOFS_NOT_APPROVED_MESSAGE =
  'Production cannot start before the customer approves the latest proof of every line.';

/** A pin on a proof image, as fractions of its width and height (0 to 1). */
export function isPinInside(pin: { x: number; y: number }): boolean {
  return pin.x >= 0 && pin.x <= 1 && pin.y >= 0 && pin.y <= 1;
}

/** The kinds of picture a provider may upload as a proof (mock-ups), by the extension its content shows. */
export const PROOF_IMAGE_EXTENSIONS: readonly string[] = ['png', 'jpg', 'webp'];

/** The same kinds for a file picker's `accept`. */
export const PROOF_IMAGE_ACCEPT = '.png,.jpg,.jpeg,.webp';

/** Why any other file is refused, naming the accepted kinds. */
export const PROOF_IMAGE_REFUSED_MESSAGE = 'a proof must be a PNG, JPEG or WebP image.';

/** Longest comment on a change request, in characters. */
export const PROOF_COMMENT_MAX_LENGTH = 2000;

/** Who decides a proof for the buyer: the person who placed the order, or a person in charge of the company. */
export function canDecideProof(
  user: { id: number; department: string | null },
  order: { userId: number },
): boolean {
  return user.department === 'person_in_charge' || user.id === order.userId;
}

/**
 * The size breakdown a proof prints (its picture's page, its PDF and the order page): sizes in garment order
 * (XS before S before M, numbers by value), whatever order the line's quantities were entered in, e.g.
 * `S 4 · M 10 · L 6`; sizes with no pieces are left out.
 */
export function proofSizeBreakdown(qtyOptions: Readonly<Record<string, number>>): string {
  return Object.entries(qtyOptions)
    .filter(([, qty]) => qty > 0)
    .sort(([a], [b]) => compareSizes(a, b))
    .map(([size, qty]) => `${size} ${qty}`)
    .join(' · ');
}
