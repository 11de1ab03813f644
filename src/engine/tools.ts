// Tool handlers (docs/contract/engine.md §6-7, §10): argument parsing, session lookup, page actions, payloads,
// and the tracing hooks around traceable actions. They run in the broker: every page lives in a
// renderer of its session's site (renderers.ts), loaded from what the broker fetched.
import { ArgumentError, parseArgs, type FieldSpec } from './args.js';
import { MAX_TRACE_HANDLE_BYTES } from './catalogue.js';
import { cookieToPayload } from './cookies.js';
import { FetchError, fetchPage, OutboundPolicy, type PageRequest } from './network.js';
import { Renderers, siteOf, type RemotePage } from './renderers.js';
import type { ToolOutcome } from './protocol.js';
import type { ToolDispatcher } from './server.js';
import { SessionLimitError, SessionManager, type Session } from './sessions.js';
import { walkElements, type SomElement } from './som/types.js';
import { finalTrace, TRACEABLE_ACTIONS, validateReplay, type StateSnapshot, type TraceTarget } from './trace.js';
import { ActionError, type ActionName } from './actions.js';
import type { ActReply } from './renderer-protocol.js';
import { handleArdDiscover } from './ard-discover.js';
import { handleCrawlPolicy } from './crawl-policy.js';
import { StatelessToolError, StatelessTools } from './stateless/tools.js';

/** Upstream's page-state cache bounds: entries and age. */
const PAGE_CACHE_MAX_ENTRIES = 1000;
const PAGE_CACHE_MAX_AGE_MS = 5 * 60 * 1000;
const DEFAULT_SCROLL_PIXELS = 300;
const WEBMCP = { contract_version: 'plasmate.webmcp.v1', tools: [] };

const ok = (text: string): ToolOutcome => ({ text, isError: false });
const fail = (text: string): ToolOutcome => ({ text, isError: true });

class ToolError extends Error {}

/** JSON with object keys sorted at every level, as upstream's serde_json::Value serializes. */
export function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
    return Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}

const field = (name: string, kind: FieldSpec['kind'], required = false): FieldSpec => ({ name, kind, required });
const SESSION_FIELD = field('session_id', 'string', true);

function containment(context: string, kind: 'timeout' | 'worker_error', message: string): string {
  const code = kind === 'timeout' ? 'js_worker_timeout' : 'js_worker_error';
  return sortedJson({ containment_failure: { code, kind, message }, error: `${context} failed: ${message}`, state_preserved: true });
}

interface PendingTrace {
  session: Session;
  before: StateSnapshot;
  target: TraceTarget | undefined;
  parameters: Record<string, unknown>;
  startedAt: number;
}

export class EngineTools implements ToolDispatcher {
  private readonly sessions = new SessionManager();
  private readonly pageCache = new Map<string, number>();
  private readonly stateless: StatelessTools;
  private readonly renderers: Renderers;

  /**
   * `rendererEntry`: the engine bundle's entry, which each renderer (a worker) starts from;
   * `memoryLimitBytes`: the supervisor's memory limit (0 = none).
   */
  constructor(
    private readonly policy: OutboundPolicy,
    rendererEntry: URL,
    memoryLimitBytes = 0,
  ) {
    this.renderers = new Renderers(rendererEntry, policy, memoryLimitBytes);
    this.stateless = new StatelessTools(policy, this.renderers);
  }

  /** Whether every renderer's event loop turned lately (the engine's heartbeat). */
  renderersResponsive(): boolean {
    return this.renderers.responsive();
  }

  async call(name: string, args: unknown): Promise<ToolOutcome> {
    const pending = this.beginTrace(name, args);
    const startedAt = Date.now();
    let outcome: ToolOutcome;
    try {
      outcome = await this.dispatch(name, args);
    } catch (error) {
      if (error instanceof ArgumentError) outcome = fail(`Invalid arguments: ${error.message}`);
      else if (error instanceof ToolError || error instanceof ActionError || error instanceof StatelessToolError) outcome = fail(error.message);
      else outcome = fail(`Pipeline error: ${error instanceof Error ? error.message : String(error)}`);
    }
    this.finishTrace(name, args, pending, outcome, startedAt);
    return outcome;
  }

  closeAll(): void {
    this.sessions.closeAll();
    this.renderers.endAll();
  }

  // ------------------------------------------------------------ tracing hooks

  private beginTrace(name: string, args: unknown): PendingTrace | undefined {
    if (!TRACEABLE_ACTIONS.has(name) || name === 'open_page' || name === 'close_page') return undefined;
    if (typeof args !== 'object' || args === null) return undefined;
    const raw = args as Record<string, unknown>;
    if (typeof raw.session_id !== 'string') return undefined;
    const session = this.sessions.get(raw.session_id);
    if (!session || !session.trace.enabled) return undefined;
    const element = typeof raw.element_id === 'string' ? findElement(session.page, raw.element_id) : undefined;
    return {
      session,
      before: session.trace.snapshot(session.view()),
      target: element ? session.trace.target(element) : undefined,
      parameters: session.trace.parameters(name, raw),
      startedAt: Date.now(),
    };
  }

  private finishTrace(name: string, args: unknown, pending: PendingTrace | undefined, outcome: ToolOutcome, startedAt: number): void {
    if (name === 'open_page') {
      const raw = (typeof args === 'object' && args !== null ? args : {}) as Record<string, unknown>;
      if (outcome.isError || raw.trace !== true) return;
      const sessionId = (JSON.parse(outcome.text) as { session_id?: string }).session_id;
      const session = sessionId ? this.sessions.get(sessionId) : undefined;
      if (!session) return;
      session.trace.record({
        action: 'open_page',
        parameters: session.trace.parameters('open_page', raw),
        before: session.trace.snapshot(undefined),
        after: session.trace.snapshot(session.view()),
        durationMs: Date.now() - startedAt,
      });
      return;
    }
    if (!pending) return;
    const { session } = pending;
    session.trace.record({
      action: name,
      parameters: pending.parameters,
      ...(pending.target ? { target: pending.target } : {}),
      before: pending.before,
      after: session.trace.snapshot(session.view()),
      ...(outcome.isError ? { error: outcome.text } : {}),
      durationMs: Date.now() - pending.startedAt,
    });
  }

  // ------------------------------------------------------------ dispatch

  private async dispatch(name: string, args: unknown): Promise<ToolOutcome> {
    switch (name) {
      case 'crawl_policy':
        return handleCrawlPolicy(this.policy, args);
      case 'ard_discover':
        return handleArdDiscover(this.policy, args);
      case 'open_page':
        return this.openPage(args);
      case 'navigate_to':
        return this.navigateTo(args);
      case 'click':
        return this.click(args);
      case 'type_text':
      case 'select_option':
      case 'toggle':
      case 'clear':
      case 'scroll':
        return this.act(name, args);
      case 'evaluate':
        return this.evaluate(args);
      case 'close_page':
        return this.closePage(args);
      case 'get_cookies': {
        const a = parseArgs(args, 'GetCookiesParams', [SESSION_FIELD, field('url', 'string')], false);
        const session = this.session(a.session_id as string);
        let url: URL | undefined;
        if (a.url !== undefined) {
          try {
            url = new URL(a.url as string);
          } catch {
            throw new ToolError(`Invalid URL: ${a.url as string}`);
          }
        }
        const cookies = session.cookies.list(url).map(cookieToPayload);
        return ok(sortedJson({ cookies, count: cookies.length }));
      }
      case 'set_cookies': {
        const a = parseArgs(args, 'SetCookiesParams', [SESSION_FIELD, field('cookies', 'array', true)], false);
        const session = this.session(a.session_id as string);
        const set = session.cookies.setFromTool(a.cookies as unknown[]);
        return ok(sortedJson({ session_id: session.id, set }));
      }
      case 'clear_cookies': {
        const a = parseArgs(args, 'ClearCookiesParams', [SESSION_FIELD, field('name', 'string'), field('domain', 'string'), field('url', 'string')], false);
        const session = this.session(a.session_id as string);
        const cleared = session.cookies.clear({ name: a.name as string | undefined, domain: a.domain as string | undefined, url: a.url as string | undefined });
        return ok(sortedJson({ cleared, session_id: session.id }));
      }
      case 'trace_status':
      case 'trace_export':
      case 'trace_clear': {
        const a = parseArgs(args, 'TraceSessionParams', [SESSION_FIELD], true);
        const id = a.session_id as string;
        if (Buffer.byteLength(id) > MAX_TRACE_HANDLE_BYTES) throw new ToolError(`Invalid arguments: session_id exceeds ${MAX_TRACE_HANDLE_BYTES} bytes`);
        const session = this.session(id);
        if (name === 'trace_status') return ok(JSON.stringify(session.trace.status()));
        if (name === 'trace_export') return ok(JSON.stringify(session.trace.exportTrace(session.id)));
        const cleared = session.trace.clear();
        return ok(sortedJson({ cleared_events: cleared, status: session.trace.status() }));
      }
      case 'replay_validate': {
        const a = parseArgs(
          args,
          'ReplayRequest',
          [SESSION_FIELD, field('trace_id', 'string', true), field('sequence', 'u64', true), field('confirmed', 'bool')],
          true,
        );
        const id = a.session_id as string;
        const traceId = a.trace_id as string;
        if (Buffer.byteLength(id) > MAX_TRACE_HANDLE_BYTES || Buffer.byteLength(traceId) > MAX_TRACE_HANDLE_BYTES) {
          throw new ToolError(`Invalid arguments: session_id or trace_id exceeds ${MAX_TRACE_HANDLE_BYTES} bytes`);
        }
        const session = this.session(id);
        return ok(sortedJson(validateReplay(session.trace, session.id, session.view(), traceId, a.sequence as number, a.confirmed === true)));
      }
      case 'fetch_page':
        return ok(await this.stateless.fetchPage(args));
      case 'extract_text':
        return ok(await this.stateless.extractText(args));
      case 'extract_links':
        return ok(await this.stateless.extractLinks(args));
      case 'inspect_page':
        return ok(await this.stateless.inspectPage(args));
      case 'cache_status':
        return ok(this.stateless.cacheStatus());
      case 'session_status':
        return ok(await this.stateless.sessionStatus(this.sessions.list()));
      case 'screenshot_page':
        return this.stateless.screenshotPage(args);
      default:
        return fail(`${name} is not available in the reference engine; open a session with open_page and use the session tools`);
    }
  }

  private session(id: string): Session {
    const session = this.sessions.get(id);
    if (!session) throw new ToolError(`Session not found: ${id}`);
    return session;
  }

  private page(session: Session): RemotePage {
    if (!session.page) throw new ToolError('No page loaded in session');
    return session.page;
  }

  /** Load a URL for a session; returns the page and whether the page-state cache already knew it. */
  private async load(session: Session, url: string): Promise<{ page: RemotePage; cacheRestored: boolean }> {
    let page: RemotePage;
    try {
      page = await this.openInSession(session, url);
    } catch (error) {
      if (error instanceof FetchError) throw new ToolError(`Failed to fetch ${url}: ${error.message}`);
      throw error;
    }
    return { page, cacheRestored: this.noteInCache(page) };
  }

  /**
   * Fetch `url` (or send the form submission `request`) with the session's cookies, then open the
   * response as a page in the renderer of the session's page when it is of the same site, else in
   * a fresh renderer (the old one ends when the session's page moves: Session.setPage).
   */
  private async openInSession(session: Session, url: string, request?: PageRequest): Promise<RemotePage> {
    const fetched = await fetchPage(this.policy, url, { cookies: session.cookies, ...(request ? { request } : {}) });
    const site = siteOf(fetched.url);
    const current = session.page?.host;
    const host = current?.alive && current.site === site ? current : this.renderers.take();
    host.site = site;
    try {
      return await this.renderers.load(host, fetched.body, fetched.url, session.cookies.list(new URL(fetched.url)));
    } catch (error) {
      if (host !== current) host.end();
      throw error;
    }
  }

  /**
   * Upstream's in-process page-state cache, keyed by final URL and content: a repeat load within
   * five minutes reports cache_restored:true. The page itself is always loaded live here.
   */
  private noteInCache(page: RemotePage): boolean {
    const key = `${page.url}\u0000${page.htmlHash}`;
    const now = Date.now();
    const seen = this.pageCache.get(key);
    const restored = seen !== undefined && now - seen <= PAGE_CACHE_MAX_AGE_MS;
    if (!restored) {
      this.pageCache.delete(key);
      if (this.pageCache.size >= PAGE_CACHE_MAX_ENTRIES) {
        const oldest = this.pageCache.keys().next().value;
        if (oldest !== undefined) this.pageCache.delete(oldest);
      }
      this.pageCache.set(key, now);
    }
    return restored;
  }

  private pagePayload(page: RemotePage): Record<string, unknown> {
    return { regions: page.som.regions, title: page.som.title, url: page.url, webmcp: WEBMCP };
  }

  private async openPage(args: unknown): Promise<ToolOutcome> {
    const a = parseArgs(args, 'OpenPageParams', [field('url', 'string', true), field('trace', 'bool')], false);
    let session: Session;
    try {
      session = this.sessions.create(a.trace === true);
    } catch (error) {
      if (error instanceof SessionLimitError) throw new ToolError(error.message);
      throw error;
    }
    try {
      const { page, cacheRestored } = await this.load(session, a.url as string);
      session.setPage(page);
      await session.syncPageCookies();
      const payload: Record<string, unknown> = { cache_restored: cacheRestored, session_id: session.id, ...this.pagePayload(page) };
      if (page.jsReport && !cacheRestored) payload.js = page.jsReport;
      return ok(sortedJson(payload));
    } catch (error) {
      // A session whose first load failed is closed again, as upstream does.
      this.sessions.remove(session.id);
      throw error;
    }
  }

  private async navigateTo(args: unknown): Promise<ToolOutcome> {
    const a = parseArgs(args, 'NavigateParams', [SESSION_FIELD, field('url', 'string', true)], false);
    const session = this.session(a.session_id as string);
    const { page, cacheRestored } = await this.load(session, a.url as string);
    session.setPage(page);
    await session.syncPageCookies();
    return ok(sortedJson({ cache_restored: cacheRestored, session_id: session.id, ...this.pagePayload(page) }));
  }

  private async click(args: unknown): Promise<ToolOutcome> {
    const a = parseArgs(args, 'ClickParams', [SESSION_FIELD, field('element_id', 'string', true)], false);
    const session = this.session(a.session_id as string);
    const page = this.page(session);
    const elementId = a.element_id as string;
    if (!findElement(page, elementId)) throw new ToolError(`Element not found: ${elementId}`);
    const result = await page.act('click', elementId, {});
    await this.follow(session, result);
    await session.syncPageCookies();
    return ok(sortedJson(this.pagePayload(this.page(session))));
  }

  /**
   * The navigation an action asked for — a link's target or a form submission — loaded as the
   * session's new page through the outbound policy, with the session's cookies.
   */
  private async follow(session: Session, result: ActReply): Promise<void> {
    const submission = result.submission;
    const target = submission?.url ?? result.navigateTo;
    if (target === undefined) return;
    const request = submission?.method === 'POST' && submission.body && submission.contentType ? { method: 'POST' as const, body: submission.body, contentType: submission.contentType } : undefined;
    let next: RemotePage;
    try {
      next = await this.openInSession(session, target, request);
    } catch (error) {
      if (error instanceof FetchError) throw new ToolError(`Navigation failed: ${error.message}`);
      throw error;
    }
    session.setPage(next);
  }

  private async act(name: ActionName, args: unknown): Promise<ToolOutcome> {
    const specs: Record<string, FieldSpec[]> = {
      type_text: [SESSION_FIELD, field('element_id', 'string', true), field('text', 'string', true), field('append', 'bool')],
      select_option: [SESSION_FIELD, field('element_id', 'string', true), field('value', 'string', true)],
      toggle: [SESSION_FIELD, field('element_id', 'string', true)],
      clear: [SESSION_FIELD, field('element_id', 'string', true)],
      scroll: [SESSION_FIELD, field('direction', 'string'), field('pixels', 'i32'), field('element_id', 'string')],
    };
    const a = parseArgs(args, `${name}Params`, specs[name] ?? [], false);
    const session = this.session(a.session_id as string);
    const page = this.page(session);
    const elementId = a.element_id as string | undefined;
    if (name === 'type_text') {
      const element = findElement(page, elementId ?? '');
      if (!element) throw new ToolError(`Element not found: ${elementId ?? ''}`);
      if (!element.actions?.includes('type')) throw new ToolError(`Element does not support type: ${elementId ?? ''}`);
    }
    const result = await page.act(name, elementId, {
      text: a.text as string | undefined,
      append: a.append === true,
      value: a.value as string | undefined,
      direction: (a.direction as string | undefined) ?? 'down',
      pixels: (a.pixels as number | undefined) ?? DEFAULT_SCROLL_PIXELS,
    });
    await this.follow(session, result);
    await session.syncPageCookies();
    const current = this.page(session);
    if (name === 'scroll') {
      // scroll_position is a float upstream (serde f64), so it is written with a decimal point.
      const position = result.scrollPosition ?? 0;
      const positionText = Number.isInteger(position) ? position.toFixed(1) : String(position);
      const parts = [
        `"regions":${sortedJson(current.som.regions)}`,
        `"scroll_position":${positionText}`,
        `"title":${JSON.stringify(current.som.title)}`,
        `"url":${JSON.stringify(current.url)}`,
        `"webmcp":${sortedJson(WEBMCP)}`,
      ];
      return ok(`{${parts.join(',')}}`);
    }
    return ok(sortedJson(this.pagePayload(current)));
  }

  private async evaluate(args: unknown): Promise<ToolOutcome> {
    const a = parseArgs(args, 'EvaluateParams', [SESSION_FIELD, field('expression', 'string', true)], false);
    const session = this.session(a.session_id as string);
    const page = this.page(session);
    const outcome = await page.evaluate(a.expression as string);
    if (!outcome.ok) return fail(containment('Evaluate', outcome.kind, outcome.message));
    return ok(JSON.stringify({ result: outcome.value }));
  }

  private closePage(args: unknown): ToolOutcome {
    const a = parseArgs(args, 'ClosePageParams', [SESSION_FIELD], false);
    const session = this.session(a.session_id as string);
    const payload: Record<string, unknown> = { closed: true, session_id: session.id };
    if (session.trace.enabled) {
      const startedAt = Date.now();
      const before = session.trace.snapshot(session.view());
      const copy = session.trace.detachedCopy();
      copy.record({ action: 'close_page', parameters: {}, before, after: copy.snapshot(undefined), durationMs: Date.now() - startedAt });
      payload.final_trace = finalTrace(copy, session.id);
    }
    this.sessions.remove(session.id);
    return ok(sortedJson(payload));
  }
}

function findElement(page: RemotePage | undefined, id: string): SomElement | undefined {
  if (!page) return undefined;
  for (const element of walkElements(page.som.regions)) if (element.id === id) return element;
  return undefined;
}
