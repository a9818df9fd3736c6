/** The billing document kinds a paperwork zip may hold (spec 03 section 2.6), in the modal's order. */
export const PAPERWORK_KINDS = [
  'order_detail',
  'delivery_orders',
  'purchase_order',
  'invoice',
  'namelists',
] as const;
export type PaperworkKind = (typeof PAPERWORK_KINDS)[number];

export const PAPERWORK_KIND_LABELS: Record<PaperworkKind, string> = {
  order_detail: 'Order detail',
  delivery_orders: 'Delivery orders',
  purchase_order: 'Purchase order',
  invoice: 'Invoice',
  namelists: 'Namelists',
};

/** Most orders in one paperwork zip: two full billing pages of 100. */
export const PAPERWORK_MAX_ORDERS = 200;

/** The name part of a team: letters and digits of any script, the rest folded into single dashes. */
function slugOf(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/**
 * The zip's file name: `billing-<team>-<first date>[-to-<last date>].zip`. The team is the orders' one team,
 * or `several-teams`; the dates (yyyy-MM-dd) are the first and last order dates, one when they are the same day.
 */
export function paperworkArchiveName(teamNames: readonly string[], orderDates: readonly string[]): string {
  const teams = [...new Set(teamNames)];
  const team = teams.length === 1 ? slugOf(teams[0] ?? '') || 'team' : 'several-teams';
  const dates = [...orderDates].sort();
  const first = dates[0];
  const last = dates[dates.length - 1];
  const range = !first || !last ? '' : first === last ? `-${first}` : `-${first}-to-${last}`;
  return `billing-${team}${range}.zip`;
}

/**
 * A file name as it goes into the zip: the base name only, no control characters, slashes or leading dots
 * (so no entry escapes its order's folder), at most 120 characters; `fallback` when nothing is left.
 */
export function paperworkEntryName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base]
    .filter((char) => char.charCodeAt(0) >= 32 && char.charCodeAt(0) !== 127)
    .join('')
    .replace(/[:*?"<>|]/g, '_')
    .replace(/^[.\s]+/, '')
    .trim();
  return printable.slice(0, 120) || fallback;
}
