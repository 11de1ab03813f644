// A page's view of its session's cookie jar (docs/engine.md, "HttpOnly cookies"). jsdom serves
// `document.cookie` from a tough-cookie jar of its own; each page's jar is seeded with the session
// cookies that would be sent to the page's URL, each with every flag it has (Domain, Path, expiry,
// Secure, HttpOnly, SameSite), so tough-cookie applies a browser's rules for a non-HTTP API: the
// getter never lists an HttpOnly cookie, and a script can neither set one (an `HttpOnly` attribute)
// nor overwrite one. What scripts wrote is then folded back into the session jar, never as HttpOnly
// and never under the name of an HttpOnly cookie the page's host holds (which would shadow it in
// the next request). Requests themselves are made by the engine with the session jar, HttpOnly
// cookies included.
import { domainMatches, parseSameSite, type Cookie } from './cookies.js';
import type { CookieHooks } from './network.js';

/** The session jar as a page load sees it: request hooks plus the cookies for a URL. */
export interface PageCookieSource extends CookieHooks {
  list(url?: URL): Cookie[];
}

/** A cookie as tough-cookie serializes it (`serializeSync().cookies`); defaults are omitted. */
interface SerializedCookie {
  key: string;
  value: string;
  domain?: string;
  path?: string;
  hostOnly?: boolean;
  expires?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
}

/** The part of jsdom's cookie jar (tough-cookie's CookieJar) used here. */
export interface PageJar {
  setCookieSync(cookie: string, url: string, options?: { http?: boolean; ignoreError?: boolean }): unknown;
  serializeSync(): { cookies: SerializedCookie[] } | undefined;
}

/** What the page's jar held before any script ran: one fingerprint per cookie identity. */
export type PageJarBaseline = ReadonlyMap<string, string>;

/** A Set-Cookie line that recreates `cookie` in tough-cookie with all of its flags. */
function setCookieLine(cookie: Cookie): string {
  const parts = [`${cookie.name}=${cookie.value}`];
  if (cookie.domain.startsWith('.')) parts.push(`Domain=${cookie.domain.slice(1)}`);
  parts.push(`Path=${cookie.path}`);
  if (cookie.expires !== null) parts.push(`Expires=${new Date(cookie.expires * 1000).toUTCString()}`);
  if (cookie.secure) parts.push('Secure');
  if (cookie.httpOnly) parts.push('HttpOnly');
  parts.push(`SameSite=${cookie.sameSite}`);
  return parts.join('; ');
}

/**
 * Seed `jar` (before the page exists) with the session's cookies for `url`, as the HTTP API sets
 * them, and return the baseline that later tells a script's writes from the seed.
 */
export function seedPageJar(jar: PageJar, source: PageCookieSource, url: string): PageJarBaseline {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return new Map();
  }
  for (const cookie of source.list(target)) {
    try {
      jar.setCookieSync(setCookieLine(cookie), url, { http: true });
    } catch {
      // A cookie tough-cookie will not hold for this origin is simply not exposed to the page.
    }
  }
  return fingerprints(jar);
}

function identity(cookie: SerializedCookie): string {
  return `${cookie.hostOnly === false ? '.' : ''}${cookie.domain ?? ''}\u0000${cookie.path ?? '/'}\u0000${cookie.key}`;
}

function fingerprint(cookie: SerializedCookie): string {
  return JSON.stringify([cookie.value, cookie.expires ?? null, cookie.httpOnly === true, cookie.secure === true, cookie.sameSite ?? null]);
}

function fingerprints(jar: PageJar): Map<string, string> {
  return new Map((jar.serializeSync()?.cookies ?? []).map((cookie) => [identity(cookie), fingerprint(cookie)]));
}

/**
 * The cookies page scripts created or changed since `baseline`, as session cookies to store: never
 * HttpOnly (a non-HTTP API cannot make one), and none whose name an HttpOnly cookie of `session`
 * for `pageUrl`'s host already has.
 */
export function cookiesWrittenByScripts(jar: PageJar, baseline: PageJarBaseline, session: PageCookieSource, pageUrl: string): Cookie[] {
  let host: string;
  try {
    host = new URL(pageUrl).hostname;
  } catch {
    return [];
  }
  const protectedNames = new Set(session.list().filter((cookie) => cookie.httpOnly && domainMatches(cookie.domain, host)).map((cookie) => cookie.name));
  const written: Cookie[] = [];
  for (const cookie of jar.serializeSync()?.cookies ?? []) {
    if (cookie.httpOnly === true || protectedNames.has(cookie.key)) continue;
    if (baseline.get(identity(cookie)) === fingerprint(cookie)) continue;
    const expires = cookie.expires === undefined ? null : Date.parse(cookie.expires) / 1000;
    written.push({
      name: cookie.key,
      value: cookie.value,
      domain: cookie.hostOnly === false ? `.${cookie.domain ?? host}` : (cookie.domain ?? host),
      path: cookie.path ?? '/',
      expires: expires === null || Number.isNaN(expires) ? null : expires,
      httpOnly: false,
      secure: cookie.secure === true,
      sameSite: parseSameSite(cookie.sameSite),
    });
  }
  return written;
}
