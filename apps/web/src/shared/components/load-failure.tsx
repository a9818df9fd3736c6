import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../api/client.ts';

interface FailureWords {
  missingTitle: string;
  failedTitle: string;
  /** Said under a 404 (why it may be missing); given, any other failure shows its message there. */
  missingHint?: string;
  back: { to: string; label: string };
}

/**
 * A page whose record could not be loaded, with the way back. A 404 reads "not found" (another team's record
 * answers 404 too).
 */
export function LoadFailure({
  error,
  missingTitle,
  failedTitle,
  missingHint,
  back,
}: FailureWords & { error: Error }) {
  const isMissing = error instanceof ApiError && error.status === 404;
  return (
    <Result
      status={isMissing ? '404' : 'error'}
      title={isMissing ? missingTitle : failedTitle}
      subTitle={missingHint === undefined ? undefined : isMissing ? missingHint : error.message}
      extra={
        <Link to={back.to}>
          <Button type="primary">{back.label}</Button>
        </Link>
      }
    />
  );
}

/**
 * A page's record, or what the page shows instead: a skeleton while it loads, the failure once it failed.
 * `if (loaded.fallback) return loaded.fallback;` then `loaded.data` is the record.
 */
export function loadedOrFallback<T>(
  query: UseQueryResult<T>,
  words: FailureWords,
): { data: T; fallback?: undefined } | { fallback: ReactElement } {
  if (query.isPending) return { fallback: <Skeleton active /> };
  if (query.error) return { fallback: <LoadFailure error={query.error} {...words} /> };
  return { data: query.data };
}
