import type { Address, addressesResponse } from '@livery/api-schemas/addresses';
import type { Answer } from '@livery/api-schemas/answer';
import type { countriesResponse, statesResponse } from '@livery/api-schemas/reference-data';
import type { MembersResponse, teamsResponse } from '@livery/api-schemas/teams';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client.ts';

/**
 * Query keys that more than one feature reads or refreshes. A feature's own key factory starts from these
 * roots, so invalidating a root here refreshes every feature's copy of it.
 */
export const sharedKeys = {
  currentUser: ['current-user'] as const,
  cart: ['cart'] as const,
  cartQuantity: ['cart-qty'] as const,
  savedProducts: ['saved-products'] as const,
  orders: ['orders'] as const,
  employees: ['employees'] as const,
  teams: ['teams'] as const,
  teamMembers: (teamUuid: string | null) => [...sharedKeys.teams, 'members', teamUuid] as const,
  addresses: ['addresses'] as const,
  addressList: (keyword: string) => [...sharedKeys.addresses, keyword] as const,
  countries: ['countries'] as const,
  states: (country: string | undefined) => ['states', country] as const,
};

/** The cart and its badge after anything put lines in or took them out. */
export function refreshCart(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: sharedKeys.cart });
  void queryClient.invalidateQueries({ queryKey: sharedKeys.cartQuantity });
}

/** The reads of shared/api, for any feature's `useQuery`. */
export const sharedQueries = {
  /** GET /api/addresses with an optional keyword; a newer keyword cancels the older request. */
  addresses: (keyword = '') =>
    queryOptions<Address[]>({
      queryKey: sharedKeys.addressList(keyword),
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof addressesResponse>>('addresses', { query: { keyword }, signal }).then(
          (body) => body.addresses,
        ),
      placeholderData: keepPreviousData,
    }),
  /** GET /api/countries: fetched once a session. */
  countries: () =>
    queryOptions({
      queryKey: sharedKeys.countries,
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof countriesResponse>>('countries', { signal }).then((body) => body.countries),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** GET /api/states/{country}: empty for a country whose addresses have no state. */
  states: (country: string | undefined) =>
    queryOptions({
      queryKey: sharedKeys.states(country),
      enabled: Boolean(country),
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof statesResponse>>(`states/${country}`, { signal }).then(
          (body) => body.states,
        ),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** GET /api/teams: the teams the user joined (team filters and pickers). */
  joinedTeams: () =>
    queryOptions({
      queryKey: sharedKeys.teams,
      queryFn: ({ signal }) =>
        apiRequest<Answer<typeof teamsResponse>>('teams', { signal }).then((body) => body.teams),
    }),
  /** GET /api/team_accounts/{uuid}/get_members: a member filter's choices, once exactly one team is chosen. */
  teamMembers: (teamUuid: string | null) =>
    queryOptions({
      queryKey: sharedKeys.teamMembers(teamUuid),
      enabled: Boolean(teamUuid),
      queryFn: ({ signal }) =>
        apiRequest<MembersResponse>(`team_accounts/${teamUuid}/get_members`, { signal }),
    }),
};
