/**
 * Whether a request's URL (its path, perhaps with a query) is `path` or under it: `/api/admin`, `/api/admin?x` and
 * `/api/admin/orders` are under `/api/admin`; `/api/administrators` is not. Every request's hooks ask this, so it
 * makes no string (a split of the URL per hook per request was a measurable part of a probe, issue 23: P1).
 */
export function isUrlUnder(url: string, path: string): boolean {
  if (!url.startsWith(path)) return false;
  const next = url.charCodeAt(path.length);
  // The end of the URL (NaN), '/' or '?'.
  return Number.isNaN(next) || next === 47 || next === 63;
}
