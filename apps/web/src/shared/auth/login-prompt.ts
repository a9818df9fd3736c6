import { useSyncExternalStore } from 'react';

/**
 * Whether the 'LOGIN TO CONTINUE' prompt is up. While it is, the guards keep the page in place instead of
 * sending the signed-out user to /login, so that signing in again re-renders the same page.
 */
let isOpen = false;
const listeners = new Set<() => void>();

function setOpen(value: boolean): void {
  isOpen = value;
  for (const listener of listeners) listener();
}

export const openLoginPrompt = () => setOpen(true);
export const closeLoginPrompt = () => setOpen(false);

export function useIsLoginPromptOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isOpen,
  );
}
