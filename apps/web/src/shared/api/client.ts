import type { ErrorBody } from '@livery/api-schemas/common';
import { DOWNLOAD_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '@livery/domain/constants';
import { readSession, saveSessionFromHeaders } from '../auth/session-store.ts';

/** A failed call: the HTTP status and the server's error body, already reduced to one message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Partial<ErrorBody> | null,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  signal?: AbortSignal;
  /** Downloads and exports wait longer than ordinary calls. */
  isDownload?: boolean;
  /** The caller shows the failure itself (e.g. under a form), so no global notice is raised. */
  silent?: boolean;
  /** Extra request headers, e.g. a write's Idempotency-Key. */
  headers?: Record<string, string>;
}

type FailureListener = (error: ApiError, request: { path: string; method: string; silent: boolean }) => void;
const failureListeners = new Set<FailureListener>();

/** The app shell subscribes here once to turn every failure into the spec's notices and the login prompt. */
export function onApiFailure(listener: FailureListener): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/** Spec 01 section 8: message, else errors.full_messages, else errors, else 'Something went wrong!'. */
export function messageOf(status: number, body: unknown): string {
  if (status >= 500) return 'Something went wrong!';
  if (body && typeof body === 'object') {
    const { message, errors } = body as { message?: unknown; errors?: unknown };
    if (typeof message === 'string' && message) return message;
    if (errors && typeof errors === 'object') {
      const full = (errors as { full_messages?: unknown }).full_messages;
      if (Array.isArray(full) && full.length > 0) return full.join(', ');
    }
    if (Array.isArray(errors) && errors.length > 0) return errors.join(', ');
  }
  return 'Something went wrong!';
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = new URL(`/api/${path.replace(/^\//, '')}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

/** Calls the Livery API under /api/, sending and refreshing the session headers. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers(readSession() ?? {});
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers.set('content-type', 'application/json');
  const timeout = AbortSignal.timeout(options.isDownload ? DOWNLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  const response = await fetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body: isForm
      ? (options.body as FormData)
      : options.body === undefined
        ? undefined
        : JSON.stringify(options.body),
    signal,
  });
  saveSessionFromHeaders(response.headers);

  const text = await response.text();
  const body: unknown = text ? safeJson(text) : null;
  if (!response.ok) {
    const error = new ApiError(response.status, messageOf(response.status, body), body as Partial<ErrorBody>);
    const failure = { path, method: options.method ?? 'GET', silent: options.silent ?? false };
    for (const listener of failureListeners) listener(error, failure);
    throw error;
  }
  return body as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
