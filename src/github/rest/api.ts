/**
 * The action's one GitHub REST client: `@actions/github`'s Octokit underneath (so the runner's
 * proxy settings — HTTPS_PROXY/HTTP_PROXY/NO_PROXY, through @actions/http-client — and GHES base
 * URLs apply as users expect), behind a single wrapper so that every request passes one choke
 * point: its body through the redactor, a per-request deadline, bounded retries of rate limits and
 * outages (retry-policy.ts), a per-run request budget, failures as `ApiError` with a redacted
 * message, and our own bounded pagination that never follows a `Link` to another host.
 * Octokit (with undici, ~1 MB of bundle) is imported on the first request, not at start-up: a run
 * that needs no API never loads it.
 */
import type { getOctokit } from '@actions/github';
import { plural } from '../../report/plural.js';
import type { Redactor } from '../redact.js';
import { nextWait, SYSTEM_CLOCK, transientAnswer, type ApiClock, type Transient } from './retry-policy.js';

/** GitHub's maximum page size: fewest round trips for PR files, labels and events. */
export const PAGE_SIZE = 100;
/**
 * Pages followed at most per listing. GitHub lists at most 3000 files of a PR (30 pages); issue
 * events past 100 pages (10,000 events) mean something is wrong, and a bound keeps a hostile
 * server from looping us forever.
 */
export const MAX_PAGES = 100;
/**
 * Pages of a listing an outsider can grow (a PR's comments and issue events: anyone may comment,
 * and every @-mention adds events) read at most: far past the 100 pages of MAX_PAGES, so that
 * 10,000 unrelated comments do not stop the gate; the request budget bounds the cost first.
 */
export const MAX_LISTING_PAGES = 1_000;
/** Per-request deadline: a hung API must fail the step, not hold the runner until the job timeout. */
export const REQUEST_TIMEOUT_MS = 30_000;
/**
 * Requests one run sends at most (`api-request-budget`'s default), retries included. The workflow
 * token's budget (1,000 an hour per repository on github.com) is shared by every run of the
 * repository, and a pull request decides how much a run reads (its files, plans, labels): a run
 * past its budget fails closed instead of spending everyone's. Three quarters of the hourly budget
 * fit a 300-plan pull request in validate mode (docs/action.md, "API requests per run").
 */
export const DEFAULT_REQUEST_BUDGET = 750;
/**
 * Routes the budget never refuses (they are still counted): opening and closing the check run.
 * A run past its budget must still replace the check's earlier verdict with its failure.
 */
const CHECK_RUN_ROUTE = /^\/repos\/\{owner\}\/\{repo\}\/(?:check-runs|commits\/\{ref\}\/check-runs)/;
/** Bytes of an error response body kept for the error message. */
const ERROR_BODY_BYTES = 2_048;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly method: string,
    readonly route: string,
    readonly detail: string,
    /** Set when the answer was a rate limit or an outage (retried until the bounds, then thrown). */
    readonly transient: Transient | null = null,
  ) {
    super(`GitHub API ${method} ${route} answered ${status}${detail === '' ? '' : `: ${detail}`}`);
    this.name = 'ApiError';
  }
}

/** A request that got no answer: the deadline passed or the connection failed. */
export class ApiTransportError extends Error {
  constructor(message: string, readonly transient: Transient) {
    super(message);
    this.name = 'ApiTransportError';
  }
}

/** The run spent its request budget; the message says how to raise it. */
export class ApiBudgetError extends Error {
  override name = 'ApiBudgetError';
}

/** What a run has spent: requests sent (retries included), retries among them, and time waited for them. */
export interface ApiUsage {
  requests: number;
  retries: number;
  waitedMs: number;
  budget: number;
}

export interface ApiOptions {
  /** REQUEST_TIMEOUT_MS unless a test needs a deadline it can wait for. */
  timeoutMs?: number;
  /** DEFAULT_REQUEST_BUDGET unless the workflow sets `api-request-budget`. */
  budget?: number;
  /** The system clock unless a test keeps its own. */
  clock?: ApiClock;
}

export interface RequestOptions {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** `application/vnd.github.raw` for file contents; JSON otherwise. */
  accept?: string;
  /**
   * A POST that may be sent twice without harm (a second check run of the same name: the newest
   * counts): retried after a 5xx or no answer too. Other POSTs are retried only after a rate limit,
   * which GitHub answers before doing anything.
   */
  repeatable?: boolean;
}

/** A type alias (not an interface) so it spreads into path parameters. */
export type Repository = {
  owner: string;
  repo: string;
};

type Octokit = ReturnType<typeof getOctokit>;

/** The REST API version every request pins (GitHub's header), so answers keep the shape we parse. */
const API_VERSION = '2022-11-28';
const USER_AGENT = 'plasmate-agent-workflow-action';
const noop = (): void => undefined;
/**
 * Octokit's logger, silenced: its only messages are deprecation warnings quoting server-sent text
 * and URLs, which would reach the job log without passing the redactor.
 */
const QUIET_LOG = { debug: noop, info: noop, warn: noop, error: noop };

/** What one request answered: status, lower-cased headers and the body (parsed, or a stream). */
interface Answer {
  status: number;
  headers: Record<string, string | number | undefined>;
  data: unknown;
}

export class GitHubApi {
  private client: Promise<Octokit> | null = null;
  private readonly timeoutMs: number;
  private readonly clock: ApiClock;
  private readonly spent: ApiUsage;

  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly redactor: Redactor,
    options: ApiOptions = {},
  ) {
    if (token === '') throw new Error('GitHubApi needs a token');
    this.timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
    this.clock = options.clock ?? SYSTEM_CLOCK;
    this.spent = { requests: 0, retries: 0, waitedMs: 0, budget: options.budget ?? DEFAULT_REQUEST_BUDGET };
  }

  /** What this client (one per run) has spent so far. */
  usage(): ApiUsage {
    return { ...this.spent };
  }

  /** Expands `{owner}`/`{repo}` and other `{name}` parameters, each URL-encoded. */
  static path(template: string, params: Record<string, string | number>): string {
    return template.replace(/\{(\w+)\}/g, (_m, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`missing path parameter ${name} for ${template}`);
      // `path` of the contents API keeps its slashes; every segment is still encoded.
      return name === 'path' ? String(value).split('/').map(encodeURIComponent).join('/') : encodeURIComponent(String(value));
    });
  }

  /** A call whose answer body is not needed (it is read and dropped). */
  async request(method: string, route: string, params: Record<string, string | number>, options: RequestOptions = {}): Promise<void> {
    await this.send(method, route, this.url(GitHubApi.path(route, params), options.query), options, true);
  }

  async json<T>(method: string, route: string, params: Record<string, string | number>, options: RequestOptions = {}): Promise<T> {
    const answer = await this.send(method, route, this.url(GitHubApi.path(route, params), options.query), options, true);
    return jsonOf(answer.data) as T;
  }

  /** The answer body unread, as a stream, so the caller bounds how much of it is read. */
  async stream(method: string, route: string, params: Record<string, string | number>, options: RequestOptions = {}): Promise<ReadableStream<Uint8Array> | null> {
    const answer = await this.send(method, route, this.url(GitHubApi.path(route, params), options.query), options, false);
    return answer.data instanceof ReadableStream ? (answer.data as ReadableStream<Uint8Array>) : null;
  }

  /**
   * Every item of a paginated list, in the server's order. Our loop, not Octokit's paginate: that
   * one has no page bound and parses `Link` with its own expression, and a second parser that
   * disagrees with the host check below is how a token leaks to another host.
   */
  async paginate<T>(route: string, params: Record<string, string | number>, query: RequestOptions['query'] = {}, maxPages = MAX_PAGES): Promise<T[]> {
    const items: T[] = [];
    let url: string | null = this.url(GitHubApi.path(route, params), { ...query, per_page: PAGE_SIZE });
    for (let page = 0; url !== null; page++) {
      if (page === maxPages) throw new Error(`GitHub API GET ${route} has more than ${maxPages} pages; refusing to continue`);
      const { items: got, link } = await this.page<T>(route, url);
      items.push(...got);
      url = linkOf(link, 'next', this.baseUrl);
    }
    return items;
  }

  /**
   * Pages of a list newest-first: the first page (it names the last), then from `rel="last"`
   * backwards along `rel="prev"`, until `enough` says the pages read so far (each in the server's
   * order, newest page first) answer the question. A listing an outsider grows at its end costs
   * only the pages after what is looked for.
   */
  async paginateNewestFirst<T>(route: string, params: Record<string, string | number>, enough: (pages: readonly T[][]) => boolean): Promise<T[][]> {
    const first = await this.page<T>(route, this.url(GitHubApi.path(route, params), { per_page: PAGE_SIZE }));
    let url = linkOf(first.link, 'last', this.baseUrl);
    if (url === null) return [first.items];
    const pages: T[][] = [];
    const seen = new Set<string>();
    while (url !== null && !enough(pages)) {
      if (seen.has(url) || seen.size === MAX_LISTING_PAGES) throw new Error(`GitHub API GET ${route} has more than ${MAX_LISTING_PAGES} pages (or its links loop); refusing to continue`);
      seen.add(url);
      const { items, link } = await this.page<T>(route, url);
      pages.push(items);
      url = linkOf(link, 'prev', this.baseUrl);
      // The first page is already read: stop before asking for it again.
      if (url !== null && new URL(url).searchParams.get('page') === '1') url = null;
    }
    if (url === null && !enough(pages)) pages.push(first.items);
    return pages;
  }

  private async page<T>(route: string, url: string): Promise<{ items: T[]; link: string | null }> {
    const answer = await this.send('GET', route, url, {}, true);
    const body = jsonOf(answer.data);
    if (!Array.isArray(body)) throw new Error(`GitHub API GET ${route} did not answer with a list`);
    const link = answer.headers.link;
    return { items: body as T[], link: typeof link === 'string' ? link : null };
  }

  private url(path: string, query: RequestOptions['query'] = {}): string {
    const url = new URL(this.baseUrl.replace(/\/+$/, '') + path);
    for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, String(value));
    return url.toString();
  }

  /**
   * `@actions/github` on first use. Its proxy-aware fetch is chosen when the module loads, for
   * GITHUB_API_URL (the same variable our base URL comes from), so the first request decides.
   */
  private octokit(): Promise<Octokit> {
    this.client ??= import('@actions/github').then(({ getOctokit }) => getOctokit(this.token, { baseUrl: this.baseUrl, userAgent: USER_AGENT, log: QUIET_LOG }));
    return this.client;
  }

  /**
   * Every request: counted against the budget, retried while the failure is transient and the
   * bounds allow (retry-policy.ts), and thrown with the reason it was not retried further.
   */
  private async send(method: string, route: string, url: string, options: RequestOptions, parse: boolean): Promise<Answer> {
    for (let attempt = 1; ; attempt++) {
      if (this.spent.requests >= this.spent.budget && !CHECK_RUN_ROUTE.test(route)) {
        throw new ApiBudgetError(`this run has sent ${this.spent.requests} GitHub API requests, its budget (input "api-request-budget"); ${method} ${route} was not sent`);
      }
      this.spent.requests++;
      try {
        return await this.sendOnce(method, route, url, options, parse);
      } catch (error) {
        const transient = error instanceof ApiError || error instanceof ApiTransportError ? error.transient : null;
        // A POST GitHub may have carried out is not repeated unless repeating it is harmless.
        const mayRepeat = method !== 'POST' || options.repeatable === true || transient?.kind === 'rate-limit' || transient?.kind === 'secondary-rate-limit' || transient?.kind === 'too-many-requests';
        if (transient === null || !mayRepeat) throw error;
        const next = nextWait(transient, attempt, this.spent.waitedMs);
        if ('giveUp' in next) throw withNote(error as ApiError | ApiTransportError, next.giveUp);
        this.spent.retries++;
        this.spent.waitedMs += next.waitMs;
        await this.clock.sleep(next.waitMs);
      }
    }
  }

  /** The one place a request leaves: `url` is absolute (built above or a checked `Link`). */
  private async sendOnce(method: string, route: string, url: string, options: RequestOptions, parse: boolean): Promise<Answer> {
    const octokit = await this.octokit();
    const headers: Record<string, string> = { accept: options.accept ?? 'application/vnd.github+json', 'x-github-api-version': API_VERSION };
    const signal = AbortSignal.timeout(this.timeoutMs);
    const endpoint: Record<string, unknown> = { method, url, headers, request: { signal, parseSuccessResponseBody: parse, log: QUIET_LOG } };
    if (options.body !== undefined) {
      // The one place a request body is made: nothing reaches GitHub without passing the redactor.
      endpoint.data = JSON.stringify(this.redactor.redactValue(options.body));
      headers['content-type'] = 'application/json; charset=utf-8';
    }
    try {
      // Octokit's request takes a route string or, as here, endpoint options with an absolute `url`.
      const request = octokit.request as unknown as (options: Record<string, unknown>) => Promise<Answer>;
      return await request(endpoint);
    } catch (error) {
      throw this.failure(error, method, route, signal);
    }
  }

  /** An HTTP error answer as `ApiError`; a timeout or a transport failure as a plain error. Both redacted. */
  private failure(error: unknown, method: string, route: string, signal: AbortSignal): Error {
    const response = (error as { response?: { status?: unknown; data?: unknown; headers?: unknown } } | null)?.response;
    if (response !== undefined && typeof response.status === 'number') {
      const data = response.data;
      let detail = '';
      if (typeof data === 'string') detail = data.slice(0, ERROR_BODY_BYTES);
      else if (data !== null && typeof data === 'object' && 'message' in data) detail = String((data as { message: unknown }).message).slice(0, ERROR_BODY_BYTES);
      const headers = (response.headers ?? {}) as Record<string, string | number | undefined>;
      const transient = transientAnswer(response.status, headers, detail, this.clock.now());
      return new ApiError(response.status, method, route, this.redactor.redact(detail.replace(/\s+/g, ' ').trim()), transient);
    }
    if (signal.aborted) return new ApiTransportError(`GitHub API ${method} ${route} did not answer within ${this.timeoutMs} ms`, { kind: 'timeout', waitMs: null });
    const message = error instanceof Error ? error.message : String(error);
    return new ApiTransportError(`GitHub API ${method} ${route} failed: ${this.redactor.redact(message.slice(0, ERROR_BODY_BYTES).replace(/\s+/g, ' ').trim())}`, { kind: 'network', waitMs: null });
  }
}

/** The error with why it was not retried further appended (same class, same status). */
function withNote(error: ApiError | ApiTransportError, note: string): Error {
  if (error instanceof ApiError) return new ApiError(error.status, error.method, error.route, `${error.detail}${error.detail === '' ? '' : ' '}(${note})`, error.transient);
  return new ApiTransportError(`${error.message} (${note})`, error.transient);
}

/** A body Octokit left as text or bytes (no JSON content type) parsed as JSON; parsed bodies pass through. */
function jsonOf(data: unknown): unknown {
  if (typeof data === 'string') return JSON.parse(data) as unknown;
  if (data instanceof ArrayBuffer) return JSON.parse(new TextDecoder().decode(data)) as unknown;
  return data;
}

/** The URL of relation `rel` (`next`, `prev`, `last`), only when it stays on the API host (a Link header must not redirect the token). */
function linkOf(header: string | null, rel: 'next' | 'prev' | 'last', baseUrl: string): string | null {
  if (header === null) return null;
  for (const part of header.split(',')) {
    const m = /<([^>]+)>\s*;\s*rel="([a-z]+)"/.exec(part);
    if (m === null || m[2] !== rel) continue;
    const next = new URL(m[1]!);
    if (next.origin !== new URL(baseUrl).origin) throw new Error(`GitHub API pagination pointed to another host (${next.origin})`);
    return next.toString();
  }
  return null;
}

/** One line on what the run spent of the API (shown in every summary). */
export function usageLine(usage: ApiUsage): string {
  const retried = usage.retries === 0 ? '' : `, ${plural(usage.retries, 'retry', 'retries')} after rate limits or outages (${Math.round(usage.waitedMs / 1_000)} s waited)`;
  return `GitHub API: ${plural(usage.requests, 'request')} of this run's budget of ${usage.budget}${retried}.`;
}
