// The broker's side of the renderers (docs/engine.md, "Renderers and the broker"). A renderer is a
// worker thread (renderer.ts) holding the pages of one site of one session, or one stateless call's
// page: pages that must not reach each other never share a V8 isolate, so no object one page can
// reach (a DOM implementation class, a prototype, a window internal) is an object another page
// uses. The broker keeps every capability: it fetches what a renderer's page asks for under the
// outbound policy, holds the cookie jar, and checks every answer (renderer-protocol.ts) before it
// reaches a client. A spare renderer, started with jsdom loaded whenever the previous spare was
// taken, makes a new site cost little more than its page.
import { getHeapStatistics } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { ActionInput, ActionName } from './actions.js';
import { ActionError } from './actions.js';
import { ENGINE_HEARTBEAT_MS } from './confinement.js';
import type { Cookie } from './cookies.js';
import { SCRIPT_DEADLINE_MS } from './deadlines.js';
import { outOfMemory, watchResident, type ResidentWatch } from './memory-watch.js';
import { FETCH_TIMEOUT_MS, FetchError, fetchPage, type OutboundPolicy } from './network.js';
import type { EvaluateOutcome, JsReport, PageFacts } from './page.js';
import {
  checkActReply,
  checkCompileReply,
  checkCookiesReply,
  checkEvaluateReply,
  checkFactsReply,
  checkLoadReply,
  RENDERER_ROLE,
  type ActReply,
  type BrokerMessage,
  type CompileReply,
  type RendererMessage,
  type RendererRequest,
} from './renderer-protocol.js';
import type { Som } from './som/types.js';

/**
 * The longest a renderer may take to answer one call: a page's load waits at most
 * SCRIPT_DEADLINE_MS for its load event, and a subresource fetch (which holds it) at most
 * FETCH_TIMEOUT_MS. A renderer past it (a page script that never yields) is ended.
 */
export const RENDERER_CALL_DEADLINE_MS = SCRIPT_DEADLINE_MS + FETCH_TIMEOUT_MS;
/** A renderer beats this often; one silent for RENDERER_STALL_BEATS beats holds back the engine's own heartbeat. */
export const RENDERER_HEARTBEAT_MS = ENGINE_HEARTBEAT_MS;
const RENDERER_STALL_BEATS = 3;

/** Node's error for a worker that reached its heap limit (the engine's --max-old-space-size applies to each isolate). */
const WORKER_OUT_OF_MEMORY = 'ERR_WORKER_OUT_OF_MEMORY';

/**
 * How long an ended renderer has to stop. `worker.terminate()` waits for the isolate to honour
 * termination, which a page can keep it from doing (memory-watch.ts names the builtins; a
 * blocking call is another way): past this, the thread cannot be reclaimed and the engine ends.
 */
export const RENDERER_EXIT_GRACE_MS = 2_000;

/** The engine cannot stop one of its renderers: it ends, with a line that says so (not an out-of-memory line). */
function unstoppableRenderer(reason: string): never {
  process.stderr.write(`plasmate reference engine: a page renderer did not stop within ${RENDERER_EXIT_GRACE_MS} ms of being ended (${reason}); the engine ends\n`);
  process.abort();
}

export interface RendererHostOptions {
  /** Called when an ended renderer has not stopped within RENDERER_EXIT_GRACE_MS. */
  onUnstoppable?: (reason: string) => void;
  exitGraceMs?: number;
}

/** Each renderer's heap is bounded as the engine's own is (memory_mb's --max-old-space-size, or V8's default). */
function rendererHeapLimits(): { maxOldGenerationSizeMb: number } {
  return { maxOldGenerationSizeMb: Math.max(1, Math.floor(getHeapStatistics().heap_size_limit / (1024 * 1024))) };
}

/** A renderer ended (by its deadline, a crash or the broker) while a call was pending. */
export class RendererGoneError extends Error {}

/** One renderer: its worker, its calls in flight, the subresources it asks for. */
export class RendererHost {
  private readonly worker: Worker;
  private nextCall = 1;
  private readonly calls = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }>();
  private ended: string | undefined;
  private lastBeat = Date.now();
  /** The site (origin) whose pages this renderer holds, once it holds one; undefined for a stateless call's. */
  site: string | undefined;
  /** Settles once jsdom is loaded in the renderer (or the renderer ended). */
  warmed: Promise<void> = Promise.resolve();

  private exited = false;
  private exitGrace: NodeJS.Timeout | undefined;

  constructor(
    entry: URL,
    private readonly policy: OutboundPolicy,
    private readonly onEnd: (host: RendererHost) => void,
    private readonly options: RendererHostOptions = {},
  ) {
    this.worker = new Worker(entry, { workerData: { role: RENDERER_ROLE }, env: {}, stdout: false, stderr: false, resourceLimits: rendererHeapLimits() });
    this.worker.unref();
    this.worker.on('message', (message: RendererMessage | { beat: true }) => this.receive(message));
    this.worker.on('error', (error) => {
      if ((error as { code?: unknown }).code === WORKER_OUT_OF_MEMORY) outOfMemory('a page renderer reached its heap limit');
      this.end(`the page renderer failed: ${error.message}`);
    });
    this.worker.on('exit', (code) => {
      this.exited = true;
      clearTimeout(this.exitGrace);
      this.end(`the page renderer exited (${code})`);
    });
  }

  get alive(): boolean {
    return this.ended === undefined;
  }

  /** Whether the renderer's event loop turned lately (a page script that never yields stops it). */
  responsive(now: number = Date.now()): boolean {
    return !this.alive || now - this.lastBeat <= RENDERER_STALL_BEATS * RENDERER_HEARTBEAT_MS;
  }

  private receive(message: RendererMessage | { beat: true }): void {
    this.lastBeat = Date.now();
    if ('beat' in message) return;
    if ('fetch' in message) {
      this.fetchFor(message.fetch, message.url);
      return;
    }
    const call = this.calls.get(message.reply);
    if (!call) return;
    this.calls.delete(message.reply);
    clearTimeout(call.timer);
    if (message.ok) call.resolve(message.value);
    else call.reject(message.kind === 'action' ? new ActionError(String(message.message)) : new Error(String(message.message)));
  }

  /** A page's subresource, under the outbound policy, without the session's cookies (as ever). */
  private fetchFor(id: number, url: unknown): void {
    const answer = (message: BrokerMessage): void => {
      if (this.alive) this.worker.postMessage(message);
    };
    if (typeof url !== 'string') {
      answer({ fetched: id, ok: false, message: 'invalid subresource URL' });
      return;
    }
    fetchPage(this.policy, url, { accept: '*/*' }).then(
      (page) => answer({ fetched: id, ok: true, body: page.body, contentType: page.contentType }),
      (error: unknown) => answer({ fetched: id, ok: false, message: error instanceof FetchError ? error.message : String(error) }),
    );
  }

  /** Ask the renderer; rejects with RendererGoneError if it ends first or misses its deadline. */
  call(request: RendererRequest): Promise<unknown> {
    if (!this.alive) return Promise.reject(new RendererGoneError(this.ended));
    return new Promise((resolve, reject) => {
      const id = this.nextCall++;
      const timer = setTimeout(() => this.end(`the page renderer did not answer within ${RENDERER_CALL_DEADLINE_MS} ms; it was ended`), RENDERER_CALL_DEADLINE_MS);
      this.calls.set(id, { resolve, reject, timer });
      const message: BrokerMessage = { call: id, request };
      this.worker.postMessage(message);
    });
  }

  /** End the renderer and every page in it. */
  end(reason = 'the page renderer was closed'): void {
    if (this.ended !== undefined) return;
    this.ended = reason;
    for (const call of this.calls.values()) {
      clearTimeout(call.timer);
      call.reject(new RendererGoneError(reason));
    }
    this.calls.clear();
    if (!this.exited) {
      void this.worker.terminate();
      // Referenced: an engine on its way out still learns that a renderer would not stop.
      this.exitGrace = setTimeout(() => {
        if (!this.exited) (this.options.onUnstoppable ?? unstoppableRenderer)(reason);
      }, this.options.exitGraceMs ?? RENDERER_EXIT_GRACE_MS);
    }
    this.onEnd(this);
  }
}

/** A page held by a renderer: the broker's checked copy of its model, and the calls on it. */
export class RemotePage {
  constructor(
    readonly host: RendererHost,
    private readonly pageId: number,
    readonly url: string,
    public som: Som,
    readonly jsReport: JsReport | undefined,
    /** SHA-256 of the page's effective HTML when it loaded (the page-state cache's key). */
    readonly htmlHash: string,
  ) {}

  async act(action: ActionName, elementId: string | undefined, input: ActionInput): Promise<ActReply> {
    const reply = checkActReply(await this.host.call({ op: 'act', pageId: this.pageId, action, ...(elementId !== undefined ? { elementId } : {}), input }), this.url);
    this.som = reply.som;
    return reply;
  }

  async evaluate(expression: string): Promise<EvaluateOutcome> {
    return checkEvaluateReply(await this.host.call({ op: 'evaluate', pageId: this.pageId, expression }));
  }

  /** The cookies the page's scripts set, each checked to belong to the page's own site. */
  async cookies(): Promise<Cookie[]> {
    return checkCookiesReply(await this.host.call({ op: 'cookies', pageId: this.pageId }), this.url);
  }

  async facts(): Promise<PageFacts> {
    return checkFactsReply(await this.host.call({ op: 'facts', pageId: this.pageId }));
  }

  close(): void {
    if (this.host.alive) this.host.call({ op: 'close', pageId: this.pageId }).catch(() => undefined);
  }
}

/** Every renderer of the engine, and the spare. */
export class Renderers {
  private readonly live = new Set<RendererHost>();
  private spare: RendererHost | undefined;
  private readonly memoryWatch: ResidentWatch;

  /** `memoryLimitBytes`: the supervisor's memory limit (0 = none), watched over every isolate (memory-watch.ts). */
  constructor(
    private readonly entry: URL,
    private readonly policy: OutboundPolicy,
    memoryLimitBytes = 0,
  ) {
    this.memoryWatch = watchResident(memoryLimitBytes, () => this.live.size);
  }

  /** A new renderer, asked to load jsdom at once (its first call, so it precedes any page). */
  private start(): RendererHost {
    const host = new RendererHost(this.entry, this.policy, (ended) => {
      this.live.delete(ended);
      if (this.spare === ended) this.spare = undefined;
    });
    this.live.add(host);
    host.warmed = host.call({ op: 'warm' }).then(
      () => undefined,
      () => undefined,
    );
    return host;
  }

  /**
   * A fresh renderer, never used by any page: the spare if there is one. The next spare starts
   * once this one is warm, so it never competes with a page's first load for the CPU.
   */
  take(): RendererHost {
    const host = this.spare?.alive ? this.spare : this.start();
    this.spare = undefined;
    void host.warmed.then(() => {
      if (this.spare === undefined) this.spare = this.start();
    });
    return host;
  }

  /** Load `html` (fetched by the broker from `url`) as a page in `host`. */
  async load(host: RendererHost, html: string, url: string, cookies: Cookie[]): Promise<RemotePage> {
    const reply = checkLoadReply(await host.call({ op: 'load', html, url, cookies }), url);
    return new RemotePage(host, reply.pageId, url, reply.som, reply.jsReport, reply.htmlHash);
  }

  /** A stateless call's page, compiled in a renderer of its own that ends with it. */
  async compileOnce(html: string, url: string, runScripts: boolean): Promise<CompileReply> {
    const host = this.take();
    try {
      return checkCompileReply(await host.call({ op: 'compile', html, url, runScripts }), url);
    } finally {
      host.end();
    }
  }

  /** Whether every renderer's event loop turned lately (the engine's heartbeat waits for them). */
  responsive(): boolean {
    const now = Date.now();
    for (const host of this.live) if (!host.responsive(now)) return false;
    return true;
  }

  endAll(): void {
    this.memoryWatch.stop();
    for (const host of [...this.live]) host.end();
  }
}

/** The origin that decides which renderer a page of `url` lives in. */
export function siteOf(url: string): string {
  return new URL(url).origin;
}
