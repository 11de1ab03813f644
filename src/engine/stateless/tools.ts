// The stateless page tools: fetch_page, extract_text, extract_links, inspect_page, cache_status,
// session_status and screenshot_page. Each fetch goes through the engine's outbound policy
// (fetchPage: private addresses refused unless opted in, every redirect hop checked, body bounded)
// with no cookies, and the page is built in a renderer of its own (renderers.ts) that ends with
// the call: no page of a session, and no earlier stateless page, shares its heap. Page scripts
// run only where upstream runs them (fetch_page unless javascript=false, extract_text and
// extract_links always, inspect_page only with javascript=true).
import { parseArgs, type FieldSpec } from '../args.js';
import { FetchError, fetchPage, type CookieHooks, type OutboundPolicy } from '../network.js';
import type { Renderers } from '../renderers.js';
import type { Session } from '../sessions.js';
import { collectLinks, collectText, somWithinBudget, truncateChars } from './extract.js';
import {
  boundInspection,
  buildInspectionReport,
  MAX_INSPECT_SELECTOR_BYTES,
  MAX_INSPECT_URL_BYTES,
  SCREENSHOT_TIMEOUT_MS,
  VIEWPORT_HEIGHT,
  VIEWPORT_WIDTH,
  VISUAL_MODES,
  type VisualMode,
} from './inspect-page.js';
import { contentHash, PageCache } from './page-cache.js';
import { applySelector } from './selector.js';
import { sessionStatus } from './session-status.js';
import { serializeSom, type SomDocument } from './som-document.js';

/** Stateless fetches carry no cookies and keep none (upstream's are not tied to any session). */
const NO_COOKIES: CookieHooks = { cookieHeader: () => undefined, storeSetCookie: () => undefined };
/** What the MCP envelope adds around a result text beyond its two copies (keys, trust labels, _meta). */
const ENVELOPE_OVERHEAD_BYTES = 1024;

export class StatelessToolError extends Error {}

const field = (name: string, kind: FieldSpec['kind'], required = false): FieldSpec => ({ name, kind, required });

interface Loaded {
  som: SomDocument;
  cacheRestored: boolean;
}

export class StatelessTools {
  readonly cache: PageCache;

  constructor(
    private readonly policy: OutboundPolicy,
    private readonly renderers: Renderers,
    cache?: PageCache,
  ) {
    this.cache = cache ?? new PageCache();
  }

  private async fetch(url: string, failurePrefix: string): Promise<{ url: string; body: string }> {
    try {
      const fetched = await fetchPage(this.policy, url, { cookies: NO_COOKIES });
      return { url: fetched.url, body: fetched.body };
    } catch (error) {
      if (error instanceof FetchError) throw new StatelessToolError(`${failurePrefix}: ${error.message}`);
      throw error;
    }
  }

  /** Build the page (scripts or not) in a renderer of its own, compile the whole-page SOM, end the renderer. */
  private async compile(html: string, url: string, runScripts: boolean): Promise<{ som: SomDocument; effectiveHtml: string }> {
    try {
      return await this.renderers.compileOnce(html, url, runScripts);
    } catch (error) {
      throw new StatelessToolError(`Pipeline error: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /**
   * upstream's load path: fetch, then (with scripts) the cache by final URL + content hash +
   * selector; a miss compiles and stores both the whole SOM and the selected one.
   */
  private async load(url: string, javascript: boolean, selector: string | undefined): Promise<Loaded> {
    const fetched = await this.fetch(url, `Failed to fetch ${url}`);
    const hash = contentHash(fetched.body);
    if (javascript) {
      const hit = this.lookup(fetched.url, hash, selector);
      if (hit) return { som: hit, cacheRestored: true };
    }
    const { som } = await this.compile(fetched.body, fetched.url, javascript);
    const htmlBytes = Buffer.byteLength(fetched.body);
    if (!javascript) return { som: selector !== undefined ? applySelector(som, selector) : som, cacheRestored: false };
    this.cache.store(fetched.url, hash, serializeSom(som), htmlBytes);
    if (selector === undefined || selector.trim() === '') return { som, cacheRestored: false };
    const selected = applySelector(som, selector);
    this.cache.store(fetched.url, hash, serializeSom(selected), htmlBytes, selector);
    return { som: selected, cacheRestored: false };
  }

  /** A selector entry, or one derived from a fresh whole-page entry (then stored), or nothing. */
  private lookup(url: string, hash: string, selector: string | undefined): SomDocument | undefined {
    const hasSelector = selector !== undefined && selector.trim() !== '';
    const first = this.cache.lookup(url, hash, hasSelector ? selector : undefined);
    if (first.kind === 'hit') return JSON.parse(first.somJson) as SomDocument;
    if (!hasSelector || first.kind === 'stale') return undefined;
    const whole = this.cache.lookup(url, hash);
    if (whole.kind !== 'hit') return undefined;
    const full = JSON.parse(whole.somJson) as SomDocument;
    const selected = applySelector(full, selector);
    this.cache.store(url, hash, serializeSom(selected), full.meta.html_bytes, selector);
    return selected;
  }

  async fetchPage(args: unknown): Promise<string> {
    const a = parseArgs(args, 'FetchPageParams', [field('url', 'string', true), field('budget', 'u64'), field('javascript', 'bool'), field('selector', 'string')], false);
    const { som } = await this.load(a.url as string, a.javascript !== false, a.selector as string | undefined);
    return a.budget !== undefined ? somWithinBudget(som, a.budget as number) : serializeSom(som);
  }

  async extractText(args: unknown): Promise<string> {
    const a = parseArgs(args, 'ExtractTextParams', [field('url', 'string', true), field('max_chars', 'u64'), field('selector', 'string')], false);
    const { som } = await this.load(a.url as string, true, a.selector as string | undefined);
    const text = collectText(som);
    return a.max_chars !== undefined ? truncateChars(text, a.max_chars as number) : text;
  }

  async extractLinks(args: unknown): Promise<string> {
    const a = parseArgs(args, 'ExtractLinksParams', [field('url', 'string', true), field('selector', 'string')], false);
    const { som } = await this.load(a.url as string, true, a.selector as string | undefined);
    return collectLinks(som).join('\n');
  }

  async inspectPage(args: unknown): Promise<string> {
    const a = parseArgs(
      args,
      'InspectPageParams',
      [
        field('url', 'string', true),
        field('javascript', 'bool'),
        field('selector', 'string'),
        field('visual_mode', 'string'),
        field('width', 'u64'),
        field('height', 'u64'),
        field('screenshot_timeout_ms', 'u64'),
      ],
      true,
    );
    const mode = (a.visual_mode as string | undefined) ?? 'auto';
    if (!(VISUAL_MODES as readonly string[]).includes(mode)) throw new StatelessToolError('visual_mode must be one of: never, auto, always');
    const width = (a.width as number | undefined) ?? VIEWPORT_WIDTH.default;
    const height = (a.height as number | undefined) ?? VIEWPORT_HEIGHT.default;
    const timeout = (a.screenshot_timeout_ms as number | undefined) ?? SCREENSHOT_TIMEOUT_MS.default;
    const url = a.url as string;
    const selector = a.selector as string | undefined;
    const inRange = (value: number, range: { min: number; max: number }): boolean => value >= range.min && value <= range.max;
    if (
      !inRange(width, VIEWPORT_WIDTH) ||
      !inRange(height, VIEWPORT_HEIGHT) ||
      !inRange(timeout, SCREENSHOT_TIMEOUT_MS) ||
      (selector !== undefined && Buffer.byteLength(selector) > MAX_INSPECT_SELECTOR_BYTES) ||
      Buffer.byteLength(url) > MAX_INSPECT_URL_BYTES
    ) {
      throw new StatelessToolError('Inspection dimensions, timeout, URL, or selector exceed limits');
    }
    const fetched = await this.fetch(url, 'Failed to fetch page');
    const { som, effectiveHtml } = await this.compile(fetched.body, fetched.url, a.javascript === true);
    const selected = selector !== undefined ? applySelector(som, selector) : som;
    const report = buildInspectionReport(url, fetched.url, effectiveHtml, selected, mode as VisualMode);
    const text = boundInspection(report, (candidate) => 2 * Buffer.byteLength(candidate) + ENVELOPE_OVERHEAD_BYTES);
    if (text === undefined) throw new StatelessToolError('Failed to serialize inspection: inspection envelope cannot fit its safety bound');
    return text;
  }

  cacheStatus(): string {
    return JSON.stringify(this.cache.snapshot());
  }

  async sessionStatus(sessions: readonly Session[]): Promise<string> {
    return JSON.stringify(await sessionStatus(sessions));
  }

  /**
   * No renderer exists in the reference engine, so a screenshot is a tool error, after the
   * arguments were checked as upstream checks them and before anything is fetched.
   */
  screenshotPage(args: unknown): never {
    parseArgs(args, 'ScreenshotPageParams', [field('url', 'string', true), field('width', 'u64'), field('height', 'u64'), field('format', 'string')], false);
    throw new StatelessToolError(SCREENSHOT_UNAVAILABLE);
  }
}

export const SCREENSHOT_UNAVAILABLE =
  'Screenshot unavailable: the reference engine has no renderer (Chrome or Chromium is not available), so no image was captured. Use fetch_page or inspect_page for the page structure.';
