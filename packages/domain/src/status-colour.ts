/** The colour families of status tags. */
export type StatusTone = 'default' | 'primary' | 'success' | 'danger' | 'warning' | 'info' | 'quote';

/** Checked in order, by substring of the status value (spec 03 section 4). */
const TONE_RULES: ReadonlyArray<readonly [readonly string[], StatusTone]> = [
  [['draft'], 'default'],
  // Unpaid and overdue contain or neighbour 'paid' but are not good news: they come before it.
  [['unpaid', 'partially_paid', 'awaiting_payment'], 'warning'],
  [['overdue'], 'danger'],
  // Partly shipped is under way, not done: it comes before 'shipped'.
  [['approved', 'processed', 'progress', 'transit', 'partly'], 'primary'],
  [['ready', 'completed', 'paid', 'shipped'], 'success'],
  [['cancelled', 'voided'], 'danger'],
  [['pending', 'changes_requested'], 'warning'],
  [['pickup', 'delivered'], 'info'],
  [['quotes', 'sampling'], 'quote'],
];

/** The tone of any order, invoice or quotation status. */
export function statusTone(status: string): StatusTone {
  const value = status.toLowerCase();
  for (const [needles, tone] of TONE_RULES) if (needles.some((needle) => value.includes(needle))) return tone;
  return 'default';
}

/** Team member status: joined green, not_joined red, anything else a warning. */
export function memberStatusTone(status: string): StatusTone {
  if (status === 'joined') return 'success';
  if (status === 'not_joined') return 'danger';
  return 'warning';
}
