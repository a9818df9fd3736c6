import type { QueryClient } from '@tanstack/react-query';
import { sharedKeys } from '../../../shared/api/shared-keys.ts';
import { savedProductKeys } from './saved-products-keys.ts';

/** Every saved product change refreshes the lists (every feature's pickers too) and the profile's counts. */
export function refreshSavedProducts(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: savedProductKeys.all });
  void queryClient.invalidateQueries({ queryKey: sharedKeys.currentUser });
}
