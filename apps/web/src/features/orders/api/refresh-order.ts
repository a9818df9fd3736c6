import { useQueryClient } from '@tanstack/react-query';
import { orderKeys } from './orders-keys.ts';

/** Lists and the order's page show the same PO number and files: both are refreshed after a change. */
export function useRefreshOrder(uuid: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.order(uuid) });
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  };
}
