import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Navigation resets scroll to the top, or to the element named by the hash. */
export function ScrollToTopOrHash() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is what triggers the reset.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
