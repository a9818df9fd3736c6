import { sharedKeys } from '../../../shared/api/shared-keys.ts';

/** The navigation's keys: the cart badge sits under the shared root every "added to cart" refreshes. */
export const navigationKeys = {
  cartQuantity: sharedKeys.cartQuantity,
  invitations: ['invitations'] as const,
};
