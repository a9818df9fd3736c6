import type { Answer } from '@livery/api-schemas/answer';
import type { updateEmployeeProductsStatusResponse } from '@livery/api-schemas/orders';
import type { EmployeeProductStatus } from '@livery/domain/shipment-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { adminKeys } from './admin-keys.ts';

/** PUT /api/admin/orders/{id}/employee_products/status: one status for the chosen rows. */
export const updateEmployeeProductStatus = (
  uuid: string,
  body: { ids: string[]; product_status: EmployeeProductStatus },
) =>
  apiRequest<Answer<typeof updateEmployeeProductsStatusResponse>>(
    `admin/orders/${uuid}/employee_products/status`,
    {
      method: 'PUT',
      body,
    },
  );

/** PUT /api/admin/orders/{id}/employee_products/status: one status for the chosen rows. */
export function useSetEmployeeProductStatus(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: string[]; product_status: EmployeeProductStatus }) =>
      updateEmployeeProductStatus(uuid, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.employeeProducts(uuid) }),
  });
}
