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
  /** The uniform programme's roles: its settings page edits them, the employee database assigns them. */
  programmeRoles: ['programme-roles'] as const,
  /** Requests for more: the employee database asks, the programme page lists and decides them. */
  programmeRequests: ['programme-requests'] as const,
  teams: ['teams'] as const,
  /** Team budgets and their spend: under the orders root, so a placed or cancelled order refreshes them. */
  teamBudgets: () => [...sharedKeys.orders, 'team-budgets'] as const,
  teamBudget: (teamUuid: string) => [...sharedKeys.teamBudgets(), teamUuid] as const,
  teamMembers: (teamUuid: string | null) => [...sharedKeys.teams, 'members', teamUuid] as const,
  addresses: ['addresses'] as const,
  addressList: (keyword: string) => [...sharedKeys.addresses, keyword] as const,
  countries: ['countries'] as const,
  states: (country: string | undefined) => ['states', country] as const,
  /** An order's conversation, read by the buyer's order page and the console's order drawer alike. */
  conversations: ['conversations'] as const,
  conversation: (orderUuid: string) => [...sharedKeys.conversations, orderUuid] as const,
  /** The unread count of both sidebars: under the conversations root, so a new or read message refreshes it. */
  unreadMessages: () => [...sharedKeys.conversations, 'unread'] as const,
  /** Proofs: the buyer's order page, the console's drawer and its proofs list read them. */
  proofs: ['proofs'] as const,
  orderProofs: (orderUuid: string, side: 'buyer' | 'provider') =>
    [...sharedKeys.proofs, side, orderUuid] as const,
};
