/** The department that runs a company's ordering (spec 01): it invites, bulk-removes and deletes any product. */
export const PERSON_IN_CHARGE = 'person_in_charge';

export interface Member {
  id: number;
  department: string | null;
}

/**
 * Who deletes a saved product: its creator or a person in charge. A product shared with every team is
 * the company's, so other members may order it but not take it away from everyone.
 */
export function canDeleteSavedProduct(member: Member, savedProduct: { user_id: number }): boolean {
  return member.department === PERSON_IN_CHARGE || savedProduct.user_id === member.id;
}

/** Removing several saved products at once is for the person in charge only (spec 02 section 6). */
export function canBulkRemoveSavedProducts(member: Pick<Member, 'department'>): boolean {
  return member.department === PERSON_IN_CHARGE;
}
