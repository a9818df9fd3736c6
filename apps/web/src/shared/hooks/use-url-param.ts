import { useSearchParams } from 'react-router';

/**
 * A list's filters live in the URL: `setParam` sets or clears one (replacing the history entry), and any
 * filter but the page itself sends the list back to page 1.
 */
export function useUrlParam() {
  const [params, setParams] = useSearchParams();
  const setParam = (name: string, value: string | number | null) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === '') next.delete(name);
        else next.set(name, String(value));
        if (name !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );
  };
  return { params, setParam };
}
