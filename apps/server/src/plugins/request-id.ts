import { randomBytes } from 'node:crypto';

/**
 * Request ids shaped as UUIDs: 74 random bits drawn once per process, then a counter. Unique across processes and
 * restarts, as a job keeps the id of the request that queued it (decision 106), without drawing random bytes for
 * every request (issue 23: P1). An id is no secret (every answer carries it in x-request-id).
 */
export function createRequestIdGenerator(): () => string {
  const hex = randomBytes(12).toString('hex');
  // Version 4 and the RFC 4122 variant, so the id reads as the UUIDs the ids were before.
  const prefix = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-`;
  let counter = 0;
  return () => {
    counter += 1;
    return prefix + counter.toString(16).padStart(12, '0');
  };
}
