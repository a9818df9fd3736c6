import type { PostedMessageResponse } from '@livery/api-schemas/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { sharedKeys } from './shared-keys.ts';

export interface NewOrderMessage {
  body: string;
  orderLineId?: string;
  files: File[];
}

/** POST /api/conversations/{order uuid}/messages: a message with its files and the line it is about. */
export const postOrderMessage = (orderUuid: string, message: NewOrderMessage) => {
  const form = new FormData();
  form.append('body', message.body);
  if (message.orderLineId) form.append('order_line_id', message.orderLineId);
  for (const file of message.files) form.append('files[]', file, file.name);
  return apiRequest<PostedMessageResponse>(`conversations/${orderUuid}/messages`, {
    method: 'POST',
    body: form,
    // The composer shows a refusal beside what was typed; a second notice would only repeat it.
    silent: true,
  });
};

/** Sends a message; the thread is read again so it shows in its place among the events. */
export function usePostOrderMessage(orderUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: NewOrderMessage) => postOrderMessage(orderUuid, message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.conversation(orderUuid) }),
  });
}
