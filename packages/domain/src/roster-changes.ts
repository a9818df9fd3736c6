import { staffIdKey } from './employee-records.ts';
import { NO_SIZE, type RosterRow, rosterQuantity } from './roster-rows.ts';
import { matchSize } from './size-order.ts';

/** A person the employee database remembers with a size of one product. */
export interface RememberedWearer {
  staff_id: string;
  name: string;
  size: string;
}

export interface RosterChanges {
  /** On the roster for the product, never given it before. */
  joined: Array<{ staff_id: string; name: string }>;
  /** Given the product before, not on this roster for it. */
  left: RememberedWearer[];
  /** On both, with another size than last time. */
  resized: Array<{ staff_id: string; name: string; from: string; to: string }>;
}

/**
 * Product N's roster against the people the employee database remembers with a size of that product: who
 * joined, who left and whose size changed. Staff IDs compare trimmed and in any case, sizes by the
 * product's spelling (XXL and 2XL are one size).
 */
export function compareRosterWithWearers(
  rows: readonly RosterRow[],
  productNumber: number,
  sizes: readonly string[],
  wearers: readonly RememberedWearer[],
): RosterChanges {
  const remembered = new Map(wearers.map((wearer) => [staffIdKey(wearer.staff_id), wearer]));
  const seen = new Set<string>();
  const changes: RosterChanges = { joined: [], left: [], resized: [] };
  for (const row of rows) {
    const key = staffIdKey(row.staff_id ?? '');
    const typed = row[`product${productNumber}_size`]?.trim() ?? '';
    if (key === '' || seen.has(key) || typed.toUpperCase() === NO_SIZE) continue;
    if (!((rosterQuantity(row[`product${productNumber}_qty`]) ?? 1) > 0)) continue;
    seen.add(key);
    const person = { staff_id: row.staff_id!.trim(), name: row.name?.trim() ?? '' };
    const before = remembered.get(key);
    if (!before) {
      changes.joined.push(person);
      continue;
    }
    const size = matchSize(sizes, typed) ?? typed;
    const was = matchSize(sizes, before.size) ?? before.size;
    if (size !== was) changes.resized.push({ ...person, from: was, to: size });
  }
  changes.left = wearers.filter((wearer) => !seen.has(staffIdKey(wearer.staff_id)));
  return changes;
}
