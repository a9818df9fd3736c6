import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { sharedKeys } from './shared-keys.ts';

/** POST /api/conversations/{order uuid}/read: the thread was seen up to that message. */
export const markConversationRead = (orderUuid: string, upToMessageId: number) =>
  apiRequest(`conversations/${orderUuid}/read`, {
    method: 'POST',
    body: { up_to_message_id: upToMessageId },
  });

/** Marks the thread read; the sidebars' unread count follows. */
export function useMarkConversationRead(orderUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upToMessageId: number) => markConversationRead(orderUuid, upToMessageId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.unreadMessages() }),
  });
}
