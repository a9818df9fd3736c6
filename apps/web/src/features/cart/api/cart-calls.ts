import type { Answer } from '@livery/api-schemas/answer';
import type { attachmentsResponse, kartItemResponse, UpdateKartItemBody } from '@livery/api-schemas/cart';
import type { MessageBody } from '@livery/api-schemas/common';
import type { CreatedOrder, CreateOrderBody } from '@livery/api-schemas/orders';
import type { userResponse } from '@livery/api-schemas/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../shared/api/client.ts';
import { getAddressesQueryOptions } from '../../../shared/api/get-addresses.ts';
import { refreshCart } from '../../../shared/api/refresh-cart.ts';
import { sharedKeys } from '../../../shared/api/shared-keys.ts';
import { currentUserQuery } from '../../../shared/auth/current-user.ts';
import { cartKeys, cartQueries } from './cart-queries.ts';

/** GET /api/kart_items. */
export function useCart() {
  return useQuery(cartQueries.cart());
}

/** GET /api/addresses (all of them: the chosen ones are shown by id). */
export function useAddresses() {
  return useQuery(getAddressesQueryOptions());
}

/** GET /api/kart_items/{uuid}: one line with its name list. */
export function useKartItem(uuid: string | undefined) {
  return useQuery(cartQueries.kartItem(uuid));
}

/** GET /api/taxes?country=: the GST percent for the shipping country. */
export function useTaxRate(country: string | undefined) {
  return useQuery(cartQueries.taxRate(country));
}

/** The line priced by the server with other quantities, not saved. */
export function useKartItemPrice(uuid: string, qtyOptions: UpdateKartItemBody['qty_options']) {
  return useQuery(cartQueries.kartItemPrice(uuid, qtyOptions));
}

function useRefreshCart() {
  const queryClient = useQueryClient();
  return () => refreshCart(queryClient);
}

/** PUT /api/kart_items/{uuid}: new quantities per size; the cart reloads with the server's prices. */
export function useUpdateKartItem(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateKartItemBody) =>
      apiRequest<Answer<typeof kartItemResponse>>(`kart_items/${uuid}`, {
        method: 'PUT',
        body,
        silent: true,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: cartKeys.cart });
      void queryClient.invalidateQueries({ queryKey: cartKeys.kartItem(uuid) });
    },
  });
}

/** DELETE /api/kart_items. */
export function useRemoveKartItem() {
  const refresh = useRefreshCart();
  return useMutation({
    mutationFn: (uuid: string) =>
      apiRequest<MessageBody>('kart_items', { method: 'DELETE', body: { id: uuid } }),
    onSuccess: refresh,
  });
}

/** PUT /api/kart_items/update_policy: the shipping service of a sub-cart's lines. */
export function useUpdateShippingService() {
  const refresh = useRefreshCart();
  return useMutation({
    mutationFn: (body: { item_ids: number[]; service_id: number }) =>
      apiRequest<MessageBody>('kart_items/update_policy', { method: 'PUT', body }),
    onSuccess: refresh,
  });
}

/** POST /api/cart/apply_discount; the caller shows a refusal under the input. */
export function useApplyDiscount() {
  const refresh = useRefreshCart();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<MessageBody>('cart/apply_discount', {
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
    mutationFn: () => apiRequest<MessageBody>('cart/remove_discount', { method: 'POST' }),
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
      return apiRequest<Answer<typeof attachmentsResponse>>(ATTACHMENT_PATHS[kind], {
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
      apiRequest<MessageBody>(ATTACHMENT_PATHS[kind], { method: 'DELETE', body: { id } }),
    onSuccess: refresh,
  });
}

/** PUT /api/users/{id} with ship_add_id or bill_add_id: the address the cart ships or bills to. */
export function useChooseCartAddress(userId: number | undefined) {
  const refresh = useRefreshCart();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ship_add_id: number } | { bill_add_id: number }) =>
      apiRequest<Answer<typeof userResponse>>(`users/${userId}`, { method: 'PUT', body }).then(
        (answer) => answer.user,
      ),
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
      void queryClient.invalidateQueries({ queryKey: sharedKeys.orders });
    },
  });
}
