// Browser sessions (docs/contract/engine.md §8): UUID v4 ids, at most ten per process, no expiry. A session's
// page lives in a renderer of its own site (renderers.ts); the session's cookie jar stays here.
import { randomUUID } from 'node:crypto';
import { CookieJar, domainMatches } from './cookies.js';
import type { RemotePage } from './renderers.js';
import { TraceLog, type PageView } from './trace.js';

export const MAX_SESSIONS = 10;

export class Session {
  page: RemotePage | undefined;
  readonly cookies = new CookieJar();
  readonly trace: TraceLog;
  readonly createdAt = Date.now();
  lastUsedAt = Date.now();

  constructor(
    readonly id: string,
    tracing: boolean,
  ) {
    this.trace = new TraceLog(tracing);
  }

  /** What the trace sees of the current page. */
  view(): PageView | undefined {
    return this.page ? { url: this.page.url, title: this.page.som.title, regions: this.page.som.regions } : undefined;
  }

  /** Replace the page, releasing the previous window, and its renderer when the new page has another. */
  setPage(page: RemotePage): void {
    const previous = this.page;
    this.page = page;
    if (!previous || previous === page) return;
    if (previous.host !== page.host) previous.host.end();
    else previous.close();
  }

  /** End the page and its renderer. */
  closePage(): void {
    this.page?.host.end();
    this.page = undefined;
  }

  /**
   * Fold cookies that page scripts wrote via document.cookie into the session jar. The renderer is
   * untrusted, so the rules of page-cookies.ts are applied here again: only the page's own site
   * (checked in renderer-protocol.ts), never HttpOnly, never under the name of an HttpOnly cookie
   * the page's host holds.
   */
  async syncPageCookies(): Promise<void> {
    if (!this.page) return;
    const host = new URL(this.page.url).hostname;
    const protectedNames = new Set(this.cookies.list().filter((cookie) => cookie.httpOnly && domainMatches(cookie.domain, host)).map((cookie) => cookie.name));
    for (const cookie of await this.page.cookies()) {
      if (!protectedNames.has(cookie.name)) this.cookies.put({ ...cookie, httpOnly: false });
    }
  }
}

export class SessionLimitError extends Error {}

export class SessionManager {
  private readonly sessions = new Map<string, Session>();

  create(tracing: boolean): Session {
    if (this.sessions.size >= MAX_SESSIONS) throw new SessionLimitError(`Maximum sessions (${MAX_SESSIONS}) reached. Close a session first.`);
    const session = new Session(randomUUID(), tracing);
    this.sessions.set(session.id, session);
    return session;
  }

  get(id: string): Session | undefined {
    const session = this.sessions.get(id);
    if (session) session.lastUsedAt = Date.now();
    return session;
  }

  remove(id: string): Session | undefined {
    const session = this.sessions.get(id);
    if (!session) return undefined;
    this.sessions.delete(id);
    session.closePage();
    return session;
  }

  size(): number {
    return this.sessions.size;
  }

  /** The open sessions, oldest first, without touching their idle clocks (session_status). */
  list(): Session[] {
    return [...this.sessions.values()];
  }

  closeAll(): void {
    for (const id of [...this.sessions.keys()]) this.remove(id);
  }
}
