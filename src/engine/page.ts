// Live pages on jsdom: load HTML with its scripts running, compile the SOM from the live DOM,
// serialize the effective HTML (form state included) and evaluate expressions on a throwaway copy.
// Pages are built only inside a renderer (renderer.ts), which has no network of its own: every
// subresource a page loads is asked of the broker through `fetchSubresource`. jsdom is imported
// lazily, so initialize and tools/list never pay for it.
import vm from 'node:vm';
import type { DOMWindow, JSDOM as JSDOMType } from 'jsdom';
import { compileDocument } from './som/compiler.js';
import { jsdomControlState, MARKUP_STATE, type ControlState } from './som/control-state.js';
import type { DomDocument, DomElement } from './som/dom.js';
import type { Som } from './som/types.js';
import { REFUSING_DISPATCHER } from './renderer-network.js';
import type { Cookie } from './cookies.js';
import { cookiesWrittenByScripts, seedPageJar, type PageCookieSource, type PageJar, type PageJarBaseline } from './page-cookies.js';
import { installFormSubmission, takeSubmission, type FormRequest } from './forms.js';
import { extractStructuredData } from './stateless/structured-data.js';

import { SCRIPT_DEADLINE_MS } from './deadlines.js';

export { SCRIPT_DEADLINE_MS };

type JsdomModule = typeof import('jsdom');
let jsdomModule: Promise<JsdomModule> | undefined;

let beforeFirstPage: () => void | Promise<void> = () => {};
/** Which controls' state a page changed (read from jsdom's dirty flags once jsdom is loaded). */
let controlState: ControlState = MARKUP_STATE;

/**
 * Run `hook` once jsdom is loaded and before the first page exists (the engine locks its realm
 * down there: see realm.ts). Set by serve.ts, never by a page.
 */
export function setBeforeFirstPage(hook: () => void | Promise<void>): void {
  beforeFirstPage = hook;
}

export function loadJsdom(): Promise<JsdomModule> {
  jsdomModule ??= import('jsdom').then(async (module) => {
    controlState = jsdomControlState((await installFormSubmission()).implForWrapper);
    await beforeFirstPage();
    return module;
  });
  return jsdomModule;
}

export interface JsReport {
  scripts_total: number;
  scripts_ok: number;
  scripts_err: number;
}

export interface PageFacts {
  effectiveHtmlBytes: number;
  nodeMapEntries: number;
  hasStructuredData: boolean;
}

export class LivePage {
  som: Som;
  nodes: Map<string, DomElement>;

  constructor(
    readonly dom: JSDOMType,
    readonly url: string,
    readonly jsReport: JsReport | undefined,
    private readonly cookieBaseline: PageJarBaseline,
    private readonly cookieSource: PageCookieSource,
  ) {
    const compiled = compileDocument(dom.window.document as unknown as DomDocument, url, controlState);
    this.som = compiled.som;
    this.nodes = compiled.nodes;
  }

  get window(): DOMWindow {
    return this.dom.window;
  }

  /** Recompile the SOM after the live DOM changed. */
  recompile(): void {
    const compiled = compileDocument(this.dom.window.document as unknown as DomDocument, this.url, controlState);
    this.som = compiled.som;
    this.nodes = compiled.nodes;
  }

  /** The effective HTML: the live DOM serialized with current values, checks and selections as attributes. */
  effectiveHtml(): string {
    const document = this.dom.window.document;
    const clone = document.documentElement.cloneNode(true) as typeof document.documentElement;
    const live = Array.from(document.documentElement.querySelectorAll('input, textarea, option'));
    const copies = Array.from(clone.querySelectorAll('input, textarea, option'));
    live.forEach((node, i) => {
      const copy = copies[i];
      if (!copy) return;
      if (node instanceof this.window.HTMLInputElement) {
        if (node.type === 'checkbox' || node.type === 'radio') toggleAttr(copy, 'checked', node.checked);
        else if (node.type !== 'file') copy.setAttribute('value', node.value);
      } else if (node instanceof this.window.HTMLTextAreaElement) {
        copy.textContent = node.value;
      } else if (node instanceof this.window.HTMLOptionElement) {
        toggleAttr(copy, 'selected', node.selected);
      }
    });
    const doctype = document.doctype ? `<!DOCTYPE ${document.doctype.name}>` : '';
    return doctype + clone.outerHTML;
  }

  /** What session_status reports of the page beyond its SOM. */
  facts(): PageFacts {
    return {
      effectiveHtmlBytes: Buffer.byteLength(this.effectiveHtml()),
      nodeMapEntries: this.nodes.size,
      hasStructuredData: extractStructuredData(this.window.document) !== undefined,
    };
  }

  /** The form submission the page asked for since the last call (see forms.ts), if any. */
  takeSubmission(): Promise<FormRequest | undefined> {
    return takeSubmission(this.dom.window.document);
  }

  /** The cookies page scripts wrote through document.cookie since the page was built (page-cookies.ts). */
  cookiesWrittenByScripts(): Cookie[] {
    return cookiesWrittenByScripts(this.dom.cookieJar as unknown as PageJar, this.cookieBaseline, this.cookieSource, this.url);
  }

  close(): void {
    this.dom.window.close();
  }
}

function toggleAttr(element: { setAttribute(n: string, v: string): void; removeAttribute(n: string): void }, name: string, on: boolean): void {
  if (on) element.setAttribute(name, '');
  else element.removeAttribute(name);
}

const CLASSIC_SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript']);

/** A subresource's body as the broker fetched it under the outbound policy. */
export interface Subresource {
  body: string;
  contentType: string;
}

export interface LoadOptions {
  /** Fetch a script (or an XHR's URL) through the broker; rejects with the broker's refusal. */
  fetchSubresource: (url: string) => Promise<Subresource>;
  /** The session's cookies for the page's URL, every flag kept (what document.cookie starts from: page-cookies.ts). */
  cookies?: Cookie[];
  /** false: parse only, page scripts never run (the stateless tools' javascript=false). Default true. */
  runScripts?: boolean;
}

/**
 * The window's internals jsdom's loaders and its WebSocket/XHR read (`_dispatcher` above all: with
 * it unset, undici falls back to its global dispatcher). They are set once when the window is made;
 * here they become read-only and non-configurable before any page script runs.
 */
const PINNED_WINDOW_INTERNALS = ['_dispatcher', '_loadSubresources', '_userAgent', '_origin', '_runScripts', '_virtualConsole', '_commonForOrigin', '_currentOriginData', '_storageQuota', '_pretendToBeVisual'] as const;
/** Network APIs a page is not offered (upstream Plasmate offers neither). */
const WITHHELD_WINDOW_APIS = ['WebSocket', 'EventSource'] as const;

function pinWindow(window: DOMWindow): void {
  const target = window as unknown as Record<string, unknown>;
  for (const name of WITHHELD_WINDOW_APIS) {
    delete target[name];
  }
  for (const name of PINNED_WINDOW_INTERNALS) {
    Object.defineProperty(target, name, { value: target[name], writable: false, configurable: false, enumerable: false });
  }
}

export async function buildPage(html: string, url: string, options: LoadOptions): Promise<LivePage> {
  const { JSDOM, VirtualConsole, requestInterceptor, CookieJar } = await loadJsdom();
  const virtualConsole = new VirtualConsole();
  let scriptErrors = 0;
  // Page console output and jsdom diagnostics stay off stdout (protocol only); errors are counted.
  virtualConsole.on('jsdomError', (error: Error & { type?: string }) => {
    if (error.type === 'unhandled-exception' || error.type === 'resource-loading') scriptErrors += 1;
    process.stderr.write(`page error: ${error.message}\n`);
  });
  const jar = new CookieJar();
  const seed = options.cookies ?? [];
  const cookieSource: PageCookieSource = { list: () => seed, cookieHeader: () => undefined, storeSetCookie: () => undefined };
  const cookieBaseline = seedPageJar(jar as unknown as PageJar, cookieSource, url);
  const dom = new JSDOM(html, {
    url,
    ...(options.runScripts === false ? {} : { runScripts: 'dangerously' as const }),
    pretendToBeVisual: false,
    virtualConsole,
    cookieJar: jar,
    beforeParse: pinWindow,
    resources: {
      // Below the interceptor, which answers every request itself: nothing reaches a socket.
      dispatcher: REFUSING_DISPATCHER as unknown as NonNullable<NonNullable<ConstructorParameters<typeof JSDOM>[1]>['resources']> extends infer R ? (R extends { dispatcher?: infer D } ? D : never) : never,
      interceptors: [
        requestInterceptor(async (request, { element }) => {
          // Only scripts (and element-less requests: XHR) are fetched, by the broker, without the caller's cookies.
          if (element && element.localName !== 'script') return new Response('', { status: 204 });
          try {
            const page = await options.fetchSubresource(request.url);
            return new Response(page.body, { status: 200, headers: { 'content-type': page.contentType } });
          } catch (error) {
            process.stderr.write(`subresource refused: ${error instanceof Error ? error.message : String(error)}\n`);
            return new Response('', { status: 403 });
          }
        }),
      ],
    },
  });
  await waitForLoad(dom.window);
  // A form a page submits while it loads does not navigate: only actions' submissions do.
  await takeSubmission(dom.window.document).catch(() => undefined);
  const scripts = Array.from(dom.window.document.querySelectorAll('script')).filter((script) => CLASSIC_SCRIPT_TYPES.has((script.getAttribute('type') ?? '').trim().toLowerCase()));
  const report = scripts.length > 0 || scriptErrors > 0 ? { scripts_total: scripts.length, scripts_ok: Math.max(0, scripts.length - scriptErrors), scripts_err: Math.min(scriptErrors, scripts.length) } : undefined;
  return new LivePage(dom, url, report, cookieBaseline, cookieSource);
}

function waitForLoad(window: DOMWindow): Promise<void> {
  return new Promise((resolve) => {
    if (window.document.readyState === 'complete') {
      resolve();
      return;
    }
    const timer = setTimeout(resolve, SCRIPT_DEADLINE_MS);
    window.addEventListener('load', () => {
      clearTimeout(timer);
      // Let load handlers and their microtasks finish before the SOM is compiled.
      setImmediate(resolve);
    });
  });
}

export type EvaluateOutcome = { ok: true; value: unknown } | { ok: false; kind: 'timeout' | 'worker_error'; message: string };

/**
 * Evaluate `expression` against a fresh copy of the page built from its effective HTML: page
 * scripts do not run again and nothing persists, as upstream's fresh worker does.
 */
export async function evaluateOnCopy(page: LivePage, expression: string): Promise<EvaluateOutcome> {
  const { JSDOM, VirtualConsole } = await loadJsdom();
  const copy = new JSDOM(page.effectiveHtml(), { url: page.url, runScripts: 'outside-only', virtualConsole: new VirtualConsole(), beforeParse: pinWindow });
  try {
    const wrapped = `(function(){ var __r = (${expression}\n); if (__r !== null && typeof __r === 'object') { return JSON.stringify(__r); } return __r; })()`;
    let script: vm.Script;
    try {
      script = new vm.Script(wrapped, { filename: 'evaluate.js' });
    } catch (error) {
      return { ok: false, kind: 'worker_error', message: `JavaScript worker rejected the request (javascript_error): Compile error: ${String(error)}` };
    }
    let raw: unknown;
    try {
      raw = script.runInContext(copy.getInternalVMContext(), { timeout: SCRIPT_DEADLINE_MS });
    } catch (error) {
      if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
        return { ok: false, kind: 'timeout', message: `JavaScript worker timed out after ${SCRIPT_DEADLINE_MS}ms` };
      }
      return { ok: false, kind: 'worker_error', message: `JavaScript worker rejected the request (javascript_error): Runtime error: ${String(error)}` };
    }
    return { ok: true, value: mapEvaluateResult(String(raw)) };
  } finally {
    copy.window.close();
  }
}

/** Upstream's result mapping: "undefined"/"" → null, JSON text → its value, anything else → the string. */
export function mapEvaluateResult(text: string): unknown {
  if (text === 'undefined' || text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
