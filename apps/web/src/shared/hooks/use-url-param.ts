import { useCallback, useRef } from 'react';
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
  // The setters keep their identity across URL changes (react-router makes a new setSearchParams for each), so a
  // memoised filter bar is not drawn again when only the page changes.
  const latestSetSearchParams = useRef(setSearchParams);
  latestSetSearchParams.current = setSearchParams;
  const setParams = useCallback((changes: Record<string, ParamValue>) => {
    latestSetSearchParams.current(
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
  }, []);
  const setParam = useCallback(
    (name: string, value: ParamValue) => setParams({ [name]: value }),
    [setParams],
  );
  return { params, setParam, setParams };
}

/** A filter's id or a page number read from the URL: a positive whole number, or null for anything else. */
export function positiveIntegerParam(value: string | null): number | null {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
}
