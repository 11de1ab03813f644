// A renderer: the worker thread (its own V8 isolate, its own module instances, its own jsdom) that
// holds the pages of one site of one session, or one stateless call's page (docs/engine.md,
// "Renderers and the broker"). It owns no capability a page must not have: no network (a refusing
// dispatcher under jsdom's and as undici's global one, installed before jsdom loads; every request
// is a message to the broker), no cookie jar beyond what the broker gave its page, no environment.
// Its realm is locked down (ses) before its first page, as the engine's was. It answers the
// broker's calls one at a time, in order; the broker checks every answer (renderer-protocol.ts).
import { createHash } from 'node:crypto';
import { parentPort, type MessagePort } from 'node:worker_threads';
import { ActionError, performAction } from './actions.js';
import { dropProcessPowers, ENGINE_HEARTBEAT_MS } from './confinement.js';
import { buildPage, evaluateOnCopy, loadJsdom, setBeforeFirstPage, type LivePage, type Subresource } from './page.js';
import { hardenEngineRealm } from './realm.js';
import { installRefusingGlobalDispatcher, refuseLocalSchemes, refuseSynchronousXhr } from './renderer-network.js';
import type { BrokerMessage, RendererMessage, RendererRequest } from './renderer-protocol.js';
import { extractStructuredData } from './stateless/structured-data.js';
import { refreshMeta, SOM_VERSION, type SomDocument } from './stateless/som-document.js';

class Renderer {
  private readonly pages = new Map<number, LivePage>();
  private nextPageId = 1;
  private nextFetchId = 1;
  private readonly fetches = new Map<number, { resolve: (value: Subresource) => void; reject: (error: Error) => void }>();
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly port: MessagePort) {}

  receive(message: BrokerMessage): void {
    if ('fetched' in message) {
      const waiting = this.fetches.get(message.fetched);
      this.fetches.delete(message.fetched);
      if (!waiting) return;
      if (message.ok) waiting.resolve({ body: message.body, contentType: message.contentType });
      else waiting.reject(new Error(message.message));
      return;
    }
    const { call, request } = message;
    this.queue = this.queue.then(async () => {
      let answer: RendererMessage;
      try {
        answer = { reply: call, ok: true, value: await this.handle(request) };
      } catch (error) {
        answer = { reply: call, ok: false, kind: error instanceof ActionError ? 'action' : 'error', message: error instanceof Error ? error.message : String(error) };
      }
      this.port.postMessage(answer);
    });
  }

  /** A subresource, fetched by the broker under its outbound policy. */
  private fetchSubresource = (url: string): Promise<Subresource> =>
    new Promise((resolve, reject) => {
      const id = this.nextFetchId++;
      this.fetches.set(id, { resolve, reject });
      const message: RendererMessage = { fetch: id, url };
      this.port.postMessage(message);
    });

  private page(pageId: number): LivePage {
    const page = this.pages.get(pageId);
    if (!page) throw new Error('the page is no longer open in its renderer');
    return page;
  }

  private async handle(request: RendererRequest): Promise<unknown> {
    switch (request.op) {
      case 'warm':
        await loadJsdom();
        return null;
      case 'load': {
        const page = await buildPage(request.html, request.url, { fetchSubresource: this.fetchSubresource, cookies: request.cookies });
        const pageId = this.nextPageId++;
        this.pages.set(pageId, page);
        const htmlHash = createHash('sha256').update(page.effectiveHtml()).digest('hex');
        return { pageId, som: page.som, htmlHash, ...(page.jsReport ? { jsReport: page.jsReport } : {}) };
      }
      case 'act': {
        const page = this.page(request.pageId);
        const result = await performAction(page, request.action, request.elementId, request.input);
        return { som: page.som, ...result };
      }
      case 'evaluate':
        return evaluateOnCopy(this.page(request.pageId), request.expression);
      case 'cookies':
        return this.page(request.pageId).cookiesWrittenByScripts();
      case 'facts':
        return this.page(request.pageId).facts();
      case 'close':
        this.pages.get(request.pageId)?.close();
        this.pages.delete(request.pageId);
        return null;
      case 'compile':
        return this.compile(request.html, request.url, request.runScripts);
    }
  }

  /** A stateless tool's page: built (scripts or not), its whole-page document compiled, released. */
  private async compile(html: string, url: string, runScripts: boolean): Promise<unknown> {
    const page = await buildPage(html, url, { fetchSubresource: this.fetchSubresource, runScripts });
    try {
      const document = page.window.document;
      const structured = extractStructuredData(document);
      const som: SomDocument = {
        som_version: SOM_VERSION,
        url: page.url,
        title: page.som.title,
        lang: document.documentElement.getAttribute('lang')?.trim() ?? '',
        regions: page.som.regions,
        meta: { html_bytes: Buffer.byteLength(html), som_bytes: 0, element_count: 0, interactive_count: 0 },
        ...(structured ? { structured_data: structured } : {}),
      };
      return { som: refreshMeta(som), effectiveHtml: page.effectiveHtml() };
    } finally {
      page.close();
    }
  }
}

/** The renderer's start (main.ts, in a worker whose workerData.role is RENDERER_ROLE). */
export function runRenderer(): void {
  const port = parentPort;
  if (!port) throw new Error('a renderer runs in a worker thread');
  // Before jsdom (and the undici it bundles) is loaded: undici keeps a global dispatcher it would
  // otherwise fill with a connecting Agent.
  installRefusingGlobalDispatcher();
  dropProcessPowers();
  setBeforeFirstPage(async () => {
    await refuseLocalSchemes();
    await refuseSynchronousXhr();
    await hardenEngineRealm();
  });
  // A page's unhandled rejection is page behaviour: reported, never the end of the renderer.
  process.on('unhandledRejection', (reason) => {
    process.stderr.write(`page error: unhandled rejection: ${reason instanceof Error ? reason.message : String(reason)}\n`);
  });
  const renderer = new Renderer(port);
  port.on('message', (message: BrokerMessage) => renderer.receive(message));
  // The broker holds back the engine's heartbeat while a renderer is silent (a page that never yields).
  setInterval(() => port.postMessage({ beat: true }), ENGINE_HEARTBEAT_MS).unref();
}
