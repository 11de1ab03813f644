/**
 * When a failed GitHub API request is worth another attempt, and how long to wait first. GitHub
 * answers rate limits with 403 as well as 429 (primary: `x-ratelimit-remaining: 0` and
 * `x-ratelimit-reset`; secondary: a "secondary rate limit" message, often with `retry-after`), and
 * an outage with 5xx or silence. Its guidance: wait `retry-after` seconds, or until
 * `x-ratelimit-reset`, then retry. Every other answer — a 403 that is a real refusal, a 404, a
 * 422 — is final. The waits are bounded per wait and per run, so a limit that resets in an hour
 * fails the run now (fail closed, visibly) instead of holding the runner.
 */

/** Attempts of one request at most (the first and three retries). */
export const MAX_ATTEMPTS = 4;
/** The first retry of a 5xx, a timeout or a dropped connection waits this long; each later one twice as long. */
export const RETRY_BACKOFF_MS = 1_000;
/** GitHub's advice for a secondary rate limit without `retry-after`: wait at least a minute. */
export const SECONDARY_RATE_LIMIT_WAIT_MS = 60_000;
/** One wait at most: a limit that resets later than this fails the request instead of holding the runner. */
export const MAX_RETRY_WAIT_MS = 90_000;
/** All waits of one run together at most (one client per run). */
export const MAX_TOTAL_RETRY_WAIT_MS = 180_000;

/** Time, injected: tests answer `sleep` at once and move `now` themselves. */
export interface ApiClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const SYSTEM_CLOCK: ApiClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export type TransientKind = 'rate-limit' | 'secondary-rate-limit' | 'too-many-requests' | 'server-error' | 'timeout' | 'network';

/** Why a failure may pass, and the wait the server asked for (null: none asked, back off). */
export interface Transient {
  kind: TransientKind;
  waitMs: number | null;
}

type Headers = Record<string, string | number | undefined>;

function header(headers: Headers, name: string): string | null {
  const value = headers[name];
  return value === undefined ? null : String(value);
}

/** Seconds of `retry-after` (GitHub sends seconds, never a date) as milliseconds, or null. */
function retryAfterMs(headers: Headers): number | null {
  const value = header(headers, 'retry-after');
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value.trim()) * 1_000;
}

/** How an HTTP error answer may be transient, or null when it is final. */
export function transientAnswer(status: number, headers: Headers, message: string, now: number): Transient | null {
  const after = retryAfterMs(headers);
  if (status === 403 || status === 429) {
    if (header(headers, 'x-ratelimit-remaining') === '0') {
      const reset = Number(header(headers, 'x-ratelimit-reset'));
      // One second past the reset: GitHub's clock and ours are not the same clock.
      const wait = Number.isFinite(reset) && reset > 0 ? Math.max(0, reset * 1_000 - now) + 1_000 : after;
      return { kind: 'rate-limit', waitMs: after ?? wait };
    }
    if (/secondary rate limit/i.test(message) || (status === 403 && after !== null)) return { kind: 'secondary-rate-limit', waitMs: after ?? SECONDARY_RATE_LIMIT_WAIT_MS };
    if (status === 429) return { kind: 'too-many-requests', waitMs: after };
    return null;
  }
  if (status >= 500 && status <= 599) return { kind: 'server-error', waitMs: after };
  return null;
}

/** The wait before attempt `attempt + 1`, or why there is none. `waitedMs`: this run's waits so far. */
export function nextWait(transient: Transient, attempt: number, waitedMs: number): { waitMs: number } | { giveUp: string } {
  if (attempt >= MAX_ATTEMPTS) return { giveUp: `gave up after ${MAX_ATTEMPTS} attempts` };
  const waitMs = transient.waitMs ?? RETRY_BACKOFF_MS * 2 ** (attempt - 1);
  if (waitMs > MAX_RETRY_WAIT_MS) return { giveUp: `GitHub asked to wait ${Math.ceil(waitMs / 1_000)} s, more than the ${MAX_RETRY_WAIT_MS / 1_000} s one retry waits` };
  if (waitedMs + waitMs > MAX_TOTAL_RETRY_WAIT_MS) return { giveUp: `this run has waited ${Math.round(waitedMs / 1_000)} s for retries, and ${MAX_TOTAL_RETRY_WAIT_MS / 1_000} s is the bound` };
  return { waitMs };
}
