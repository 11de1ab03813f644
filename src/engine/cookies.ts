// A per-session cookie jar (docs/contract/engine.md §7.8). Unlike upstream [derived], the jar is the one page
// loads use: its cookies are sent on open_page / navigate_to / link clicks, and Set-Cookie
// responses land in it.
import type { CookieHooks } from './network.js';

export type SameSite = 'Strict' | 'Lax' | 'None';

export interface Cookie {
  name: string;
  value: string;
  /** Leading dot = domain cookie (host and subdomains); otherwise host-only. */
  domain: string;
  path: string;
  /** Seconds since the Unix epoch, or null for a session cookie. */
  expires: number | null;
  httpOnly: boolean;
  secure: boolean;
  sameSite: SameSite;
}

const nowSeconds = (): number => Date.now() / 1000;

/** A SameSite attribute in any case; anything else (absent included) is Lax. */
export function parseSameSite(value: unknown): SameSite {
  const lower = typeof value === 'string' ? value.toLowerCase() : '';
  return lower === 'strict' ? 'Strict' : lower === 'none' ? 'None' : 'Lax';
}

/** Does a cookie of `cookieDomain` (leading dot: a domain cookie) belong to `host`? */
export function domainMatches(cookieDomain: string, host: string): boolean {
  const bare = cookieDomain.replace(/^\./, '').toLowerCase();
  const h = host.toLowerCase();
  if (!cookieDomain.startsWith('.')) return h === bare;
  return h === bare || h.endsWith(`.${bare}`);
}

function pathMatches(cookiePath: string, requestPath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

export class CookieJar implements CookieHooks {
  private readonly cookies = new Map<string, Cookie>();

  private key(cookie: Pick<Cookie, 'domain' | 'path' | 'name'>): string {
    return `${cookie.domain}\u0000${cookie.path}\u0000${cookie.name}`;
  }

  put(cookie: Cookie): void {
    this.cookies.set(this.key(cookie), cookie);
  }

  /** Unexpired cookies; with a URL, only those that would be sent to it. */
  list(url?: URL): Cookie[] {
    const now = nowSeconds();
    return [...this.cookies.values()].filter((cookie) => {
      if (cookie.expires !== null && cookie.expires <= now) return false;
      if (!url) return true;
      if (cookie.secure && url.protocol !== 'https:') return false;
      return domainMatches(cookie.domain, url.hostname) && pathMatches(cookie.path, url.pathname || '/');
    });
  }

  size(): number {
    return this.cookies.size;
  }

  /** set_cookies: items need string name and value plus a domain or url; others are skipped. */
  setFromTool(items: unknown[]): number {
    let set = 0;
    for (const item of items) {
      if (typeof item !== 'object' || item === null) continue;
      const raw = item as Record<string, unknown>;
      if (typeof raw.name !== 'string' || typeof raw.value !== 'string') continue;
      let domain: string | undefined = typeof raw.domain === 'string' ? raw.domain : undefined;
      if (domain === undefined && typeof raw.url === 'string') {
        try {
          domain = new URL(raw.url).hostname;
        } catch {
          domain = undefined;
        }
      }
      if (domain === undefined || domain === '') continue;
      this.put({
        name: raw.name,
        value: raw.value,
        domain: domain.startsWith('.') ? domain : `.${domain}`,
        path: typeof raw.path === 'string' ? raw.path : '/',
        expires: typeof raw.expires === 'number' ? raw.expires : null,
        httpOnly: raw.httpOnly === true,
        secure: raw.secure === true,
        sameSite: parseSameSite(raw.sameSite),
      });
      set += 1;
    }
    return set;
  }

  /** clear_cookies semantics: no filter clears all; name filters by name (plus domain/url); domain/url alone by substring. */
  clear(filter: { name?: string; domain?: string; url?: string }): number {
    if (filter.name === undefined && filter.domain === undefined && filter.url === undefined) {
      const count = this.cookies.size;
      this.cookies.clear();
      return count;
    }
    let host = filter.domain;
    if (host === undefined && filter.url !== undefined) {
      try {
        host = new URL(filter.url).hostname;
      } catch {
        host = filter.url;
      }
    }
    let cleared = 0;
    for (const [key, cookie] of this.cookies) {
      const bare = cookie.domain.replace(/^\./, '');
      const target = host?.replace(/^\./, '');
      const domainOk = target === undefined || bare.includes(target) || target.includes(bare);
      const nameOk = filter.name === undefined || cookie.name === filter.name;
      if (domainOk && nameOk) {
        this.cookies.delete(key);
        cleared += 1;
      }
    }
    return cleared;
  }

  cookieHeader(url: URL): string | undefined {
    const matching = this.list(url);
    return matching.length === 0 ? undefined : matching.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  }

  storeSetCookie(url: URL, headers: string[]): void {
    for (const header of headers) {
      const cookie = parseSetCookie(url, header);
      if (!cookie) continue;
      if (cookie.expires !== null && cookie.expires <= nowSeconds()) this.cookies.delete(this.key(cookie));
      else this.put(cookie);
    }
  }
}

/** Parse one Set-Cookie header as received from `url`; undefined when it must be ignored. */
export function parseSetCookie(url: URL, header: string): Cookie | undefined {
  const [pair = '', ...attributes] = header.split(';');
  const eq = pair.indexOf('=');
  if (eq <= 0) return undefined;
  const cookie: Cookie = {
    name: pair.slice(0, eq).trim(),
    value: pair.slice(eq + 1).trim(),
    domain: url.hostname,
    path: defaultPath(url),
    expires: null,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax',
  };
  let maxAge: number | undefined;
  for (const attribute of attributes) {
    const [rawName = '', ...rest] = attribute.split('=');
    const name = rawName.trim().toLowerCase();
    const value = rest.join('=').trim();
    if (name === 'domain' && value !== '') {
      const domain = value.replace(/^\./, '').toLowerCase();
      // A response may only set cookies for its own host or a parent domain of it.
      if (!domainMatches(`.${domain}`, url.hostname)) return undefined;
      cookie.domain = `.${domain}`;
    } else if (name === 'path' && value.startsWith('/')) cookie.path = value;
    else if (name === 'expires') {
      const time = Date.parse(value);
      if (!Number.isNaN(time)) cookie.expires = time / 1000;
    } else if (name === 'max-age' && /^-?\d+$/.test(value)) maxAge = Number(value);
    else if (name === 'httponly') cookie.httpOnly = true;
    else if (name === 'secure') cookie.secure = true;
    else if (name === 'samesite') cookie.sameSite = parseSameSite(value);
  }
  if (maxAge !== undefined) cookie.expires = nowSeconds() + maxAge;
  return cookie;
}

function defaultPath(url: URL): string {
  const path = url.pathname;
  if (!path.startsWith('/') || path.lastIndexOf('/') === 0) return '/';
  return path.slice(0, path.lastIndexOf('/'));
}

export function cookieToPayload(cookie: Cookie): Record<string, unknown> {
  return {
    domain: cookie.domain,
    expires: cookie.expires,
    httpOnly: cookie.httpOnly,
    name: cookie.name,
    path: cookie.path,
    sameSite: cookie.sameSite,
    secure: cookie.secure,
    size: Buffer.byteLength(cookie.name) + Buffer.byteLength(cookie.value),
    value: cookie.value,
  };
}
