import type { Answer } from '@livery/api-schemas/answer';
import type { cartQtyResponse } from '@livery/api-schemas/cart';
import type { invitationsResponse } from '@livery/api-schemas/teams';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sharedKeys } from '../../../shared/api/shared-keys.ts';

/** The navigation's keys: the cart badge sits under the shared root every "added to cart" refreshes. */
export const navigationKeys = {
  cartQuantity: sharedKeys.cartQuantity,
  invitations: ['invitations'] as const,
};

export const navigationQueries = {
  /** GET /api/cart/get_qty: the number on the cart badge. */
  cartQuantity: () =>
    queryOptions({
      queryKey: navigationKeys.cartQuantity,
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof cartQtyResponse>>('cart/get_qty', { signal }).then((answer) => answer.qty),
    }),
  /** GET /api/team_accounts/get_invitations. */
  invitations: () =>
    queryOptions({
      queryKey: navigationKeys.invitations,
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof invitationsResponse>>('team_accounts/get_invitations', { signal }).then(
          (answer) => answer.invitations,
        ),
    }),
};
