import type { Address } from '@livery/api-schemas/addresses';
import type { CartResponse } from '@livery/api-schemas/cart';
import type { CreateOrderBody } from '@livery/api-schemas/orders';
import type { Team } from '@livery/api-schemas/teams';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** GET /api/kart_items. */
export function useCart() {
  return useQuery({
    queryKey: ['cart'],
    queryFn: ({ signal }) => apiRequest<CartResponse>('kart_items', { signal }),
  });
}

/** GET /api/teams. */
export function useTeams() {
  return useQuery({
    queryKey: ['teams'],
    queryFn: ({ signal }) =>
      apiRequest<{ teams: Team[] }>('teams', { signal }).then((answer) => answer.teams),
  });
}

/** GET /api/addresses. */
export function useAddresses() {
  return useQuery({
    queryKey: ['addresses'],
    queryFn: ({ signal }) =>
      apiRequest<{ addresses: Address[] }>('addresses', { signal }).then((answer) => answer.addresses),
  });
}

/** GET /api/taxes?country=: the GST percent for the shipping country. */
export function useTaxRate(country: string | undefined) {
  return useQuery({
    queryKey: ['taxes', country],
    enabled: Boolean(country),
    queryFn: ({ signal }) =>
      apiRequest<{ gst_rate: number }>('taxes', { query: { country }, signal }).then(
        (answer) => answer.gst_rate,
      ),
  });
}

function useRefreshCart() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['cart'] });
    void queryClient.invalidateQueries({ queryKey: ['cart-qty'] });
  };
}

/** DELETE /api/kart_items. */
export function useRemoveKartItem() {
  const refresh = useRefreshCart();
  return useMutation({
    mutationFn: (uuid: string) =>
      apiRequest<{ message: string }>('kart_items', { method: 'DELETE', body: { id: uuid } }),
    onSuccess: refresh,
  });
}

/** POST /api/orders: checks out the cart; answers where to go next. */
export function useCreateOrder() {
  const refresh = useRefreshCart();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOrderBody) =>
      apiRequest<{ uuid: string; uid: string; redirect_url: string }>('orders', {
        method: 'POST',
        body,
        silent: true,
      }),
    onSuccess: () => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
