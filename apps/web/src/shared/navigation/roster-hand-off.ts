/**
 * A roster handed to the bulk order by another page ("order again for these people"): it arrives as
 * navigation state and is read as if the user had chosen the file, so the same mapping and checks apply.
 */
export interface RosterHandOff {
  rosterCsv: string;
  fileName: string;
}

/** The navigation state that hands a roster over. */
export function rosterHandOffState(rosterCsv: string, fileName: string): { rosterHandOff: RosterHandOff } {
  return { rosterHandOff: { rosterCsv, fileName } };
}

/** The roster handed over in this navigation's state, if any. */
export function readRosterHandOff(state: unknown): RosterHandOff | null {
  const handOff = (state as { rosterHandOff?: Partial<RosterHandOff> } | null)?.rosterHandOff;
  if (typeof handOff?.rosterCsv !== 'string' || typeof handOff.fileName !== 'string') return null;
  return { rosterCsv: handOff.rosterCsv, fileName: handOff.fileName };
}
