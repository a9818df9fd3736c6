/**
 * A roster handed to the bulk order by another page ("order again for these people", Reorder): it arrives as
 * navigation state and is read as if the user had chosen the file, so the same mapping and checks apply.
 */
export interface RosterHandOff {
  rosterCsv: string;
  fileName: string;
  /** People of the roster no longer in the employee database, flagged on their rows. */
  leavers?: Array<{ staff_id: string; name: string }>;
  /** The columns are the roster's own field names: go straight on to the review. */
  isMapped?: boolean;
}

/** Quantities per size of each saved product (its uuid), handed to the bulk order's typed quantities. */
export type QuantitiesHandOff = Record<string, Record<string, number>>;

/** The navigation state that hands a roster over. */
export function rosterHandOffState(
  rosterCsv: string,
  fileName: string,
  more: Pick<RosterHandOff, 'leavers' | 'isMapped'> = {},
): { rosterHandOff: RosterHandOff } {
  return { rosterHandOff: { rosterCsv, fileName, ...more } };
}

/** The navigation state that hands typed quantities over (Reorder of an order without name lists). */
export function quantitiesHandOffState(quantities: QuantitiesHandOff): {
  quantitiesHandOff: QuantitiesHandOff;
} {
  return { quantitiesHandOff: quantities };
}

/** The roster handed over in this navigation's state, if any. */
export function readRosterHandOff(state: unknown): RosterHandOff | null {
  const handOff = (state as { rosterHandOff?: Partial<RosterHandOff> } | null)?.rosterHandOff;
  if (typeof handOff?.rosterCsv !== 'string' || typeof handOff.fileName !== 'string') return null;
  const leavers = Array.isArray(handOff.leavers)
    ? handOff.leavers.filter(
        (leaver): leaver is { staff_id: string; name: string } =>
          typeof leaver?.staff_id === 'string' && typeof leaver.name === 'string',
      )
    : [];
  return {
    rosterCsv: handOff.rosterCsv,
    fileName: handOff.fileName,
    leavers,
    isMapped: handOff.isMapped === true,
  };
}

/** The typed quantities handed over in this navigation's state, if any. */
export function readQuantitiesHandOff(state: unknown): QuantitiesHandOff | null {
  const handOff = (state as { quantitiesHandOff?: unknown } | null)?.quantitiesHandOff;
  if (!handOff || typeof handOff !== 'object') return null;
  const quantities: QuantitiesHandOff = {};
  for (const [uuid, sizes] of Object.entries(handOff)) {
    if (!sizes || typeof sizes !== 'object') continue;
    quantities[uuid] = Object.fromEntries(
      Object.entries(sizes).filter((entry): entry is [string, number] => Number.isInteger(entry[1])),
    );
  }
  return quantities;
}
