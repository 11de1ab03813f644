/**
 * The smallest GitHub REST client the action needs: one `request` for every call, so redaction
 * happens at exactly one place before anything leaves the runner, and `paginate` following the
 * `Link: rel="next"` header. Built on the runtime's fetch (no Octokit on the cold-start path).
 */
import type { Redactor } from './redact.js';

/** GitHub's maximum page size: fewest round trips for PR files, labels and events. */
export const PAGE_SIZE = 100;
/**
 * Pages followed at most per listing. GitHub lists at most 3000 files of a PR (30 pages); issue
 * events past 100 pages (10,000 events) mean something is wrong, and a bound keeps a hostile
 * server from looping us forever.
 */
export const MAX_PAGES = 100;
/** Per-request deadline: a hung API must fail the step, not hold the runner until the job timeout. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** Bytes of an error response body kept for the error message. */
const ERROR_BODY_BYTES = 2_048;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly method: string,
    readonly route: string,
    detail: string,
  ) {
    super(`GitHub API ${method} ${route} answered ${status}${detail === '' ? '' : `: ${detail}`}`);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** `application/vnd.github.raw` for file contents; JSON otherwise. */
  accept?: string;
}

/** A type alias (not an interface) so it spreads into path parameters. */
export type Repository = {
  owner: string;
  repo: string;
};

export class GitHubApi {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly redactor: Redactor,
  ) {}

  /** Expands `{owner}`/`{repo}` and other `{name}` parameters, each URL-encoded. */
  static path(template: string, params: Record<string, string | number>): string {
    return template.replace(/\{(\w+)\}/g, (_m, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`missing path parameter ${name} for ${template}`);
      // `path` of the contents API keeps its slashes; every segment is still encoded.
      return name === 'path' ? String(value).split('/').map(encodeURIComponent).join('/') : encodeURIComponent(String(value));
    });
  }

  async request(method: string, route: string, params: Record<string, string | number>, options: RequestOptions = {}): Promise<Response> {
    return this.send(method, route, this.url(GitHubApi.path(route, params), options.query), options);
  }

  async json<T>(method: string, route: string, params: Record<string, string | number>, options: RequestOptions = {}): Promise<T> {
    const response = await this.request(method, route, params, options);
    return (await response.json()) as T;
  }

  /** Every item of a paginated list, in the server's order. */
  async paginate<T>(route: string, params: Record<string, string | number>, query: RequestOptions['query'] = {}): Promise<T[]> {
    const items: T[] = [];
    let url: string | null = this.url(GitHubApi.path(route, params), { ...query, per_page: PAGE_SIZE });
    for (let page = 0; url !== null; page++) {
      if (page === MAX_PAGES) throw new Error(`GitHub API GET ${route} has more than ${MAX_PAGES} pages; refusing to continue`);
      const response = await this.send('GET', route, url, {});
      const body = (await response.json()) as unknown;
      if (!Array.isArray(body)) throw new Error(`GitHub API GET ${route} did not answer with a list`);
      items.push(...(body as T[]));
      url = nextLink(response.headers.get('link'), this.baseUrl);
    }
    return items;
  }

  private url(path: string, query: RequestOptions['query'] = {}): string {
    const url = new URL(this.baseUrl.replace(/\/+$/, '') + path);
    for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, String(value));
    return url.toString();
  }

  private async send(method: string, route: string, url: string, options: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = {
      accept: options.accept ?? 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
      'user-agent': 'plasmate-agent-workflow-action',
    };
    if (this.token !== '') headers.authorization = `Bearer ${this.token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      // The one place a request body is made: nothing reaches GitHub without passing the redactor.
      body = JSON.stringify(this.redactor.redactValue(options.body));
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    if (!response.ok) {
      const text = (await response.text()).slice(0, ERROR_BODY_BYTES);
      let detail = text;
      try {
        detail = String((JSON.parse(text) as { message?: unknown }).message ?? text);
      } catch {
        // A non-JSON error body is shown as text.
      }
      throw new ApiError(response.status, method, route, this.redactor.redact(detail.replace(/\s+/g, ' ').trim()));
    }
    return response;
  }
}

/** The `rel="next"` URL, only when it stays on the API host (a Link header must not redirect the token). */
function nextLink(header: string | null, baseUrl: string): string | null {
  if (header === null) return null;
  for (const part of header.split(',')) {
    const m = /<([^>]+)>\s*;\s*rel="next"/.exec(part);
    if (m === null) continue;
    const next = new URL(m[1]!);
    if (next.origin !== new URL(baseUrl).origin) throw new Error(`GitHub API pagination pointed to another host (${next.origin})`);
    return next.toString();
  }
  return null;
}
