import { useSearchParams } from 'react-router';

/** A value to set; null, undefined or '' clears the parameter. */
type ParamValue = string | number | null | undefined;

/**
 * A list's filters live in the URL: `setParam` sets or clears one, `setParams` several at once (a team change
 * that also clears the member), each replacing the history entry; any filter but the page itself sends the
 * list back to page 1.
 */
export function useUrlParam() {
  const [params, setSearchParams] = useSearchParams();
  const setParams = (changes: Record<string, ParamValue>) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === undefined || value === '') next.delete(name);
          else next.set(name, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };
  const setParam = (name: string, value: ParamValue) => setParams({ [name]: value });
  return { params, setParam, setParams };
}

/** A filter's id or a page number read from the URL: a positive whole number, or null for anything else. */
export function positiveIntegerParam(value: string | null): number | null {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
}
