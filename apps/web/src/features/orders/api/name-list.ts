import type { EmployeeProductsResponse, RfidTagsResponse } from '@livery/api-schemas/orders';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** GET /api/employee_products/{item uuid}/show_status: one order line's name list, read when it is opened. */
export function useLineNameList(itemUuid: string, isOpen: boolean) {
  return useQuery({
    queryKey: ['order-line', itemUuid, 'name-list'],
    queryFn: ({ signal }) =>
      apiRequest<Pick<EmployeeProductsResponse, 'employee_products'>>(
        `employee_products/${itemUuid}/show_status`,
        { signal },
      ).then((body) => body.employee_products),
    enabled: isOpen,
  });
}

/** GET /api/kart_items/{item uuid}/rfid_tags: one order line's RFID tags, read when the preview opens. */
export function useLineRfidTags(itemUuid: string, isOpen: boolean) {
  return useQuery({
    queryKey: ['order-line', itemUuid, 'rfid-tags'],
    queryFn: ({ signal }) =>
      apiRequest<RfidTagsResponse>(`kart_items/${itemUuid}/rfid_tags`, { signal }).then(
        (body) => body.rfid_tags,
      ),
    enabled: isOpen,
  });
}
