import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { attemptCounters } from '../db/schema.ts';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type StoreOptions = RateLimitOptions & { routeInfo?: { method?: string | string[]; url?: string } };

/** Which limit a counter belongs to: the route it guards, or one shared limiter made with createRateLimit. */
function namespaceOf(options: StoreOptions): string {
  const { method, url } = options.routeInfo ?? {};
  if (method && url) return `${[method].flat().join(',')} ${url}`;
  return `shared:${String(options.max)}:${String(options.timeWindow)}`;
}

/**
 * @fastify/rate-limit's counters kept in the database (the attempt_counters table, which is pruned hourly),
 * so that every process behind a load balancer counts the same attempts: with in-memory counters, N
 * processes would allow N times the limit. One upsert per request starts or advances the window atomically.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly #namespace: string;

    constructor(options: RateLimitOptions) {
      this.#namespace = namespaceOf(options as StoreOptions);
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const now = new Date();
      const windowEndsAt = new Date(now.getTime() + timeWindow);
      db.insert(attemptCounters)
        .values({ key: `rate:${this.#namespace}|${key}`, count: 1, windowEndsAt, lastAttemptAt: now })
        .onConflictDoUpdate({
          target: attemptCounters.key,
          set: {
            count: sql`case when ${attemptCounters.windowEndsAt} <= ${now} then 1 else ${attemptCounters.count} + 1 end`,
            windowEndsAt: sql`case when ${attemptCounters.windowEndsAt} <= ${now} then excluded.window_ends_at else ${attemptCounters.windowEndsAt} end`,
            lastAttemptAt: now,
          },
        })
        .returning({ count: attemptCounters.count, windowEndsAt: attemptCounters.windowEndsAt })
        .then(([row]) => {
          const ends = row ? new Date(row.windowEndsAt).getTime() : windowEndsAt.getTime();
          callback(null, { current: row?.count ?? 1, ttl: Math.max(0, ends - now.getTime()) });
        }, callback);
    }

    // Typed as a route's options, but called with the route's merged limit settings and its routeInfo.
    child(routeOptions: object) {
      return new DatabaseRateLimitStore(routeOptions as StoreOptions);
    }
  };
}
