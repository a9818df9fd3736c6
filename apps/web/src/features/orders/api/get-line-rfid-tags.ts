import type { RfidTagsResponse } from '@livery/api-schemas/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { orderKeys } from './orders-keys.ts';

/** GET /api/kart_items/{item uuid}/rfid_tags: one order line's RFID tags. */
export const getLineRfidTags = (itemUuid: string, signal?: AbortSignal) =>
  apiRequest<RfidTagsResponse>(`kart_items/${itemUuid}/rfid_tags`, { signal }).then((body) => body.rfid_tags);

export const getLineRfidTagsQueryOptions = (itemUuid: string) =>
  queryOptions({
    queryKey: orderKeys.lineRfidTags(itemUuid),
    queryFn: ({ signal }) => getLineRfidTags(itemUuid, signal),
  });

/** One order line's RFID tags, read when the preview opens. */
export function useLineRfidTags(itemUuid: string, isOpen: boolean) {
  return useQuery({ ...getLineRfidTagsQueryOptions(itemUuid), enabled: isOpen });
}
