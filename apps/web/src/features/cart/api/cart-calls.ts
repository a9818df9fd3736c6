import type { Address } from '@livery/api-schemas/addresses';
import type { AttachmentFile, CartResponse, KartItem } from '@livery/api-schemas/cart';
import type { CreatedOrder, CreateOrderBody } from '@livery/api-schemas/orders';
import type { User } from '@livery/api-schemas/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../shared/api/client.ts';
import { currentUserQuery } from '../../../shared/auth/current-user.ts';

/** GET /api/kart_items. */
export function useCart() {
  return useQuery({
    queryKey: ['cart'],
    queryFn: ({ signal }) => apiRequest<CartResponse>('kart_items', { signal }),
  });
}

/** GET /api/addresses (all of them: the chosen ones are shown by id). */
export function useAddresses() {
  return useQuery({
    queryKey: ['addresses', ''],
    queryFn: ({ signal }) =>
      apiRequest<{ addresses: Address[] }>('addresses', { signal }).then((answer) => answer.addresses),
  });
}

/** GET /api/kart_items/{uuid}: one line with its name list. */
export function useKartItem(uuid: string | undefined) {
  return useQuery({
    queryKey: ['kart-item', uuid],
    enabled: Boolean(uuid),
    queryFn: ({ signal }) =>
      apiRequest<{ kart_item: KartItem }>(`kart_items/${uuid}`, { signal }).then(
        (answer) => answer.kart_item,
      ),
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

/** PUT /api/kart_items/update_policy: the shipping service of a sub-cart's lines. */
export function useUpdateShippingService() {
  const refresh = useRefreshCart();
  return useMutation({
    mutationFn: (body: { item_ids: number[]; service_id: number }) =>
      apiRequest<{ message: string }>('kart_items/update_policy', { method: 'PUT', body }),
    onSuccess: refresh,
  });
}

/** POST /api/cart/apply_discount; the caller shows a refusal under the input. */
export function useApplyDiscount() {
  const refresh = useRefreshCart();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<{ message: string }>('cart/apply_discount', {
        method: 'POST',
        body: { discount_code: code },
        silent: true,
      }),
    onSuccess: refresh,
  });
}

/** POST /api/cart/remove_discount. */
export function useRemoveDiscount() {
  const refresh = useRefreshCart();
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>('cart/remove_discount', { method: 'POST' }),
    onSuccess: refresh,
  });
}

/** Where each kind of cart file is posted and deleted. */
const ATTACHMENT_PATHS = { po: 'po_attachments', other: 'attachment_files' } as const;
export type AttachmentKind = keyof typeof ATTACHMENT_PATHS;

/** POST /api/po_attachments or /api/attachment_files (multipart, several files). */
export function useUploadAttachments(kind: AttachmentKind) {
  const refresh = useRefreshCart();
  return useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      for (const file of files) form.append('files[]', file, file.name);
      return apiRequest<{ attachments: AttachmentFile[] }>(ATTACHMENT_PATHS[kind], {
        method: 'POST',
        body: form,
        silent: true,
      });
    },
    onSuccess: refresh,
  });
}

/** DELETE /api/po_attachments or /api/attachment_files. */
export function useDeleteAttachment(kind: AttachmentKind) {
  const refresh = useRefreshCart();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ message: string }>(ATTACHMENT_PATHS[kind], { method: 'DELETE', body: { id } }),
    onSuccess: refresh,
  });
}

/** PUT /api/users/{id} with ship_add_id or bill_add_id: the address the cart ships or bills to. */
export function useChooseCartAddress(userId: number | undefined) {
  const refresh = useRefreshCart();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ship_add_id: number } | { bill_add_id: number }) =>
      apiRequest<{ user: User }>(`users/${userId}`, { method: 'PUT', body }).then((answer) => answer.user),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      refresh();
    },
  });
}

/**
 * POST /api/orders: checks out the cart; answers where to go next. Each submit carries its own
 * Idempotency-Key; when the answer is lost on the way (no HTTP answer at all) the call is retried with the
 * same key, so the server answers with the order the first try made instead of placing a second one.
 */
export function useCreateOrder() {
  const refresh = useRefreshCart();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateOrderBody; idempotencyKey: string }) =>
      apiRequest<CreatedOrder>('orders', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
        silent: true,
      }),
    retry: (failureCount, error) => failureCount < 2 && !(error instanceof ApiError),
    retryDelay: 1_000,
    onSuccess: () => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
