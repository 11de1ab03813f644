// The messages between the broker (the engine's main thread) and a renderer (a worker holding pages
// of one site; renderer.ts), and the broker's checks on everything a renderer answers. A renderer
// runs page script: whatever it sends is untrusted data. It arrives structured-cloned (plain data
// made in the broker's realm: no accessor, no function, no shared object) and is checked here for
// shape and size before any of it reaches a client, the trace or the cookie jar. A renderer can
// lie about its own page this way, never about another page (each answer goes to its own call).
import type { ActionInput, ActionName } from './actions.js';
import type { Cookie } from './cookies.js';
import type { FormRequest } from './forms.js';
import { MAX_FORM_DATA_BYTES } from './forms.js';
import { MAX_BODY_BYTES } from './network.js';
import type { EvaluateOutcome, JsReport, PageFacts } from './page.js';
import type { Som, SomElement, SomRegion } from './som/types.js';
import type { SomDocument } from './stateless/som-document.js';

/** What the broker asks of a renderer. */
export type RendererRequest =
  | { op: 'warm' }
  | { op: 'load'; html: string; url: string; cookies: Cookie[] }
  | { op: 'act'; pageId: number; action: ActionName; elementId?: string; input: ActionInput }
  | { op: 'evaluate'; pageId: number; expression: string }
  | { op: 'cookies'; pageId: number }
  | { op: 'facts'; pageId: number }
  | { op: 'close'; pageId: number }
  | { op: 'compile'; html: string; url: string; runScripts: boolean };

/** Broker → renderer. */
export type BrokerMessage = { call: number; request: RendererRequest } | { fetched: number; ok: true; body: string; contentType: string } | { fetched: number; ok: false; message: string };

/** Renderer → broker: an answer to a call (an ActionError is kind 'action'), or a subresource it needs. */
export type RendererMessage = { reply: number; ok: true; value: unknown } | { reply: number; ok: false; kind: 'action' | 'error'; message: string } | { fetch: number; url: string };

export interface LoadReply {
  pageId: number;
  som: Som;
  jsReport?: JsReport;
  htmlHash: string;
}

export interface ActReply {
  som: Som;
  navigateTo?: string;
  submission?: FormRequest;
  scrollPosition?: number;
}

export interface CompileReply {
  som: SomDocument;
  effectiveHtml: string;
}

/** workerData.role of a renderer (main.ts starts the renderer instead of the engine on it). */
export const RENDERER_ROLE = 'plasmate-renderer';

/**
 * The largest answer a renderer may give, in JSON bytes (a page model, an evaluate value, an
 * effective HTML). A page is at most MAX_BODY_BYTES of HTML; its model and effective HTML stay
 * within a small multiple of it.
 */
export const MAX_RENDERER_REPLY_BYTES = 4 * MAX_BODY_BYTES;
/** Deepest nesting of a renderer's answer the broker walks. */
export const MAX_RENDERER_REPLY_DEPTH = 512;
/** Most cookies one page may hand to the jar at once. */
export const MAX_PAGE_COOKIES = 300;
/** Longest cookie name plus value a page may set (RFC 6265's minimum a user agent must hold). */
export const MAX_PAGE_COOKIE_BYTES = 4096;

/** A renderer answered something other than what the protocol allows. */
export class RendererReplyError extends Error {
  constructor(what: string) {
    super(`the page renderer sent an invalid ${what}`);
  }
}

/**
 * An ordinary object (structured clone makes them with the receiving realm's Object.prototype, not
 * necessarily this module's: tested by shape, not identity).
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || Object.prototype.toString.call(value) !== '[object Object]') return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || Object.getPrototypeOf(proto) === null;
}
const isBytes = (value: unknown): value is Uint8Array => ArrayBuffer.isView(value) && Object.prototype.toString.call(value) === '[object Uint8Array]';

/** JSON data only (null, booleans, finite numbers, strings, arrays, plain objects), within the depth and byte bounds. */
export function checkPlainData(value: unknown, what: string): void {
  let bytes = 0;
  const visit = (node: unknown, depth: number): void => {
    if (depth > MAX_RENDERER_REPLY_DEPTH) throw new RendererReplyError(what);
    if (node === null || typeof node === 'boolean') bytes += 5;
    else if (typeof node === 'number') {
      if (!Number.isFinite(node)) throw new RendererReplyError(what);
      bytes += 8;
    } else if (typeof node === 'string') bytes += node.length + 2;
    else if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
      bytes += node.length + 2;
    } else if (isPlainObject(node)) {
      for (const [key, item] of Object.entries(node)) {
        bytes += key.length + 4;
        visit(item, depth + 1);
      }
    } else throw new RendererReplyError(what);
    if (bytes > MAX_RENDERER_REPLY_BYTES) throw new RendererReplyError(`${what} (larger than ${MAX_RENDERER_REPLY_BYTES} bytes)`);
  };
  visit(value, 0);
}

const optionalString = (value: unknown): boolean => value === undefined || typeof value === 'string';
const stringArray = (value: unknown): boolean => Array.isArray(value) && value.every((item) => typeof item === 'string');

function checkElements(elements: unknown): asserts elements is SomElement[] {
  if (!Array.isArray(elements)) throw new RendererReplyError('page model');
  for (const element of elements as unknown[]) {
    if (!isPlainObject(element) || typeof element.id !== 'string' || typeof element.role !== 'string') throw new RendererReplyError('page model');
    if (!optionalString(element.text) || !optionalString(element.label) || !optionalString(element.html_id)) throw new RendererReplyError('page model');
    if ((element.actions !== undefined && !stringArray(element.actions)) || (element.hints !== undefined && !stringArray(element.hints))) throw new RendererReplyError('page model');
    if (element.attrs !== undefined && !isPlainObject(element.attrs)) throw new RendererReplyError('page model');
    if (element.children !== undefined) checkElements(element.children);
    if (element.shadow !== undefined) {
      if (!isPlainObject(element.shadow) || typeof element.shadow.mode !== 'string') throw new RendererReplyError('page model');
      checkElements(element.shadow.elements);
    }
  }
}

function checkRegions(regions: unknown): asserts regions is SomRegion[] {
  if (!Array.isArray(regions)) throw new RendererReplyError('page model');
  for (const region of regions as unknown[]) {
    if (!isPlainObject(region) || typeof region.id !== 'string' || typeof region.role !== 'string') throw new RendererReplyError('page model');
    checkElements(region.elements);
  }
}

/** A page model: plain data with the SOM's shape, for the URL the broker loaded. */
export function checkSom(value: unknown, url: string): Som {
  checkPlainData(value, 'page model');
  if (!isPlainObject(value) || typeof value.title !== 'string' || value.url !== url) throw new RendererReplyError('page model');
  checkRegions(value.regions);
  return value as unknown as Som;
}

function checkJsReport(value: unknown): JsReport | undefined {
  if (value === undefined) return undefined;
  if (!isPlainObject(value)) throw new RendererReplyError('script report');
  for (const key of ['scripts_total', 'scripts_ok', 'scripts_err'] as const) {
    if (!Number.isSafeInteger(value[key]) || (value[key] as number) < 0) throw new RendererReplyError('script report');
  }
  return { scripts_total: value.scripts_total as number, scripts_ok: value.scripts_ok as number, scripts_err: value.scripts_err as number };
}

export function checkLoadReply(value: unknown, url: string): LoadReply {
  if (!isPlainObject(value) || !Number.isSafeInteger(value.pageId) || typeof value.htmlHash !== 'string' || !/^[0-9a-f]{64}$/.test(value.htmlHash)) throw new RendererReplyError('page load answer');
  const jsReport = checkJsReport(value.jsReport);
  return { pageId: value.pageId as number, som: checkSom(value.som, url), htmlHash: value.htmlHash, ...(jsReport ? { jsReport } : {}) };
}

function checkSubmission(value: unknown): FormRequest {
  if (!isPlainObject(value) || typeof value.url !== 'string' || (value.method !== 'GET' && value.method !== 'POST')) throw new RendererReplyError('form submission');
  if (value.method === 'GET') return { url: value.url, method: 'GET' };
  if (!isBytes(value.body) || value.body.length > MAX_FORM_DATA_BYTES || typeof value.contentType !== 'string' || /[\r\n]/.test(value.contentType)) throw new RendererReplyError('form submission');
  return { url: value.url, method: 'POST', body: Buffer.from(value.body), contentType: value.contentType };
}

export function checkActReply(value: unknown, url: string): ActReply {
  if (!isPlainObject(value)) throw new RendererReplyError('action answer');
  const reply: ActReply = { som: checkSom(value.som, url) };
  if (value.navigateTo !== undefined) {
    if (typeof value.navigateTo !== 'string') throw new RendererReplyError('action answer');
    reply.navigateTo = value.navigateTo;
  }
  if (value.submission !== undefined) reply.submission = checkSubmission(value.submission);
  if (value.scrollPosition !== undefined) {
    if (typeof value.scrollPosition !== 'number' || !Number.isFinite(value.scrollPosition)) throw new RendererReplyError('action answer');
    reply.scrollPosition = value.scrollPosition;
  }
  return reply;
}

export function checkEvaluateReply(value: unknown): EvaluateOutcome {
  if (!isPlainObject(value)) throw new RendererReplyError('evaluate answer');
  if (value.ok === true) {
    checkPlainData(value.value, 'evaluate answer');
    return { ok: true, value: value.value };
  }
  if (value.ok === false && (value.kind === 'timeout' || value.kind === 'worker_error') && typeof value.message === 'string' && value.message.length <= MAX_RENDERER_REPLY_BYTES) {
    return { ok: false, kind: value.kind, message: value.message };
  }
  throw new RendererReplyError('evaluate answer');
}

export function checkFactsReply(value: unknown): PageFacts {
  if (!isPlainObject(value) || !Number.isSafeInteger(value.effectiveHtmlBytes) || !Number.isSafeInteger(value.nodeMapEntries) || typeof value.hasStructuredData !== 'boolean') throw new RendererReplyError('page status');
  return { effectiveHtmlBytes: value.effectiveHtmlBytes as number, nodeMapEntries: value.nodeMapEntries as number, hasStructuredData: value.hasStructuredData };
}

function domainMatchesHost(domain: string, host: string): boolean {
  const bare = domain.replace(/^\./, '').toLowerCase();
  return bare !== '' && (host === bare || host.endsWith(`.${bare}`));
}

/**
 * The cookies a page set through document.cookie: each for the page's own host (or a parent
 * domain of it), within size bounds. A renderer cannot hand the jar a cookie for another site.
 */
export function checkCookiesReply(value: unknown, pageUrl: string): Cookie[] {
  if (!Array.isArray(value) || value.length > MAX_PAGE_COOKIES) throw new RendererReplyError('cookie list');
  const host = new URL(pageUrl).hostname.toLowerCase();
  return (value as unknown[]).map((cookie) => {
    if (!isPlainObject(cookie)) throw new RendererReplyError('cookie');
    const { name, value: content, domain, path, expires, httpOnly, secure, sameSite } = cookie;
    if (typeof name !== 'string' || typeof content !== 'string' || name.length + content.length > MAX_PAGE_COOKIE_BYTES || /[\r\n;]/.test(name + content)) throw new RendererReplyError('cookie');
    if (typeof domain !== 'string' || !domainMatchesHost(domain, host) || typeof path !== 'string' || !path.startsWith('/') || path.length > MAX_PAGE_COOKIE_BYTES) throw new RendererReplyError('cookie');
    if (!(expires === null || (typeof expires === 'number' && Number.isFinite(expires))) || typeof httpOnly !== 'boolean' || typeof secure !== 'boolean') throw new RendererReplyError('cookie');
    if (sameSite !== 'Strict' && sameSite !== 'Lax' && sameSite !== 'None') throw new RendererReplyError('cookie');
    return { name, value: content, domain, path, expires, httpOnly, secure, sameSite };
  });
}

/** The stateless tools' whole-page document and effective HTML. */
export function checkCompileReply(value: unknown, url: string): CompileReply {
  if (!isPlainObject(value) || typeof value.effectiveHtml !== 'string') throw new RendererReplyError('page document');
  checkPlainData(value.som, 'page document');
  const som = value.som as Record<string, unknown>;
  if (!isPlainObject(som) || som.url !== url || typeof som.title !== 'string' || typeof som.lang !== 'string' || typeof som.som_version !== 'string' || !isPlainObject(som.meta)) throw new RendererReplyError('page document');
  checkRegions(som.regions);
  if (value.effectiveHtml.length > MAX_RENDERER_REPLY_BYTES) throw new RendererReplyError('page document');
  return { som: som as unknown as SomDocument, effectiveHtml: value.effectiveHtml };
}
