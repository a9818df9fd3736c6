import { useEffect, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value.ts';
import { useUrlParam } from './use-url-param.ts';

/**
 * A list's search box: the text as typed, and the settled keyword (trimmed, after `delayMs`) that the list
 * asks for and the URL keeps as `keyword`, so a reload or a shared link searches the same.
 */
export function useUrlKeyword(delayMs: number) {
  const { params, setParam } = useUrlParam();
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');
  const settledKeyword = useDebouncedValue(keyword.trim(), delayMs);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the settled keyword goes to the URL.
  useEffect(() => {
    if ((params.get('keyword') ?? '') !== settledKeyword) setParam('keyword', settledKeyword || null);
  }, [settledKeyword]);

  return { keyword, setKeyword, settledKeyword };
}
