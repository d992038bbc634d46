// A sliding-window limit on how often one client address may send through the contact form.
import type { RateLimitSettings } from "./settings";

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface RateLimiter {
  /** Records a send for `key` if the limit allows it. A refused attempt is not recorded. */
  consume(key: string, limit: RateLimitSettings): RateLimitDecision;
  /** How many client addresses are currently remembered. */
  readonly size: number;
}

export interface RateLimiterOptions {
  now?: () => number;
  /**
   * How many addresses are remembered before some are forgotten, least recently seen first, idle
   * ones and those still allowed to send alike. A refused address is never forgotten before its
   * window ends, even past this bound: each one took the limit's full count of accepted sends to
   * become refused, so their number is bounded by what the site accepts in one window.
   */
  maxKeys?: number;
}

interface Window {
  /** Send times inside the window, oldest first; never more than the limit's max. */
  hits: number[];
  max: number;
  windowMs: number;
}

export function createRateLimiter({ now = Date.now, maxKeys = 10_000 }: RateLimiterOptions = {}): RateLimiter {
  // Map order doubles as recency: every touch re-inserts a key at the end.
  const windows = new Map<string, Window>();

  const live = (window: Window, at: number) => window.hits.filter((hit) => hit > at - window.windowMs);

  /** Forgets addresses past the bound; never `current`, whose send was just counted. */
  function forgetBeyondCapacity(at: number, current: string): void {
    for (const [key, window] of windows) {
      if (windows.size <= maxKeys) return;
      if (key !== current && live(window, at).length < window.max) windows.delete(key);
    }
  }

  return {
    consume(key, { max, windowMs }) {
      const at = now();
      const hits = live({ hits: windows.get(key)?.hits ?? [], max, windowMs }, at);
      windows.delete(key);

      const oldest = hits[0];
      if (hits.length >= max && oldest !== undefined) {
        windows.set(key, { hits, max, windowMs });
        return { allowed: false, retryAfterMs: oldest + windowMs - at };
      }
      windows.set(key, { hits: [...hits, at], max, windowMs });
      forgetBeyondCapacity(at, key);
      return { allowed: true };
    },
    get size() {
      return windows.size;
    },
  };
}

// `gatsby develop` deletes the function's module from the require cache and
// loads it again on every request, so a limiter held in a module variable would
// start empty each time. The one shared limiter therefore lives on globalThis,
// which outlives those reloads.
// This is deliberately the only state the contact function keeps between
// requests; it holds addresses and times, never message content, and is
// bounded by maxKeys. On a host that runs several instances, each counts alone.
const SHARED_LIMITER: unique symbol = Symbol.for("northlime.contact.rate-limiter");

type LimiterHolder = typeof globalThis & { [SHARED_LIMITER]?: RateLimiter };

/** The process-wide limiter used by /api/send-email, created on first use. */
export function sharedRateLimiter(): RateLimiter {
  const holder = globalThis as LimiterHolder;
  return (holder[SHARED_LIMITER] ??= createRateLimiter());
}
