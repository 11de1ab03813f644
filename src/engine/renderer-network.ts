// A renderer has no network of its own (docs/engine.md, "Renderers and the broker"). Every request a
// page makes reaches jsdom's dispatcher, whose interceptor (page.ts) answers it with what the broker
// fetched; below it, and as undici's process-wide ("global") dispatcher that undici falls back to
// when a caller names none, sits a dispatcher that refuses every request without opening a socket.
// `data:` and `file:` URLs, which jsdom's dispatcher serves itself before any interceptor (a
// `file:` script would be read from disk and run as page script), are refused before that too.
// A synchronous XMLHttpRequest is refused: jsdom serves one from a worker thread of its own that
// loads a jsdom with undici's connecting defaults, out of the broker's reach.

/** The refusal every request that bypassed the broker gets. */
export const NO_NETWORK_MESSAGE = 'the page renderer has no network of its own; requests go through the engine';

/** undici's handler, either API generation (undici calls both). */
interface DispatchHandler {
  onResponseError?: (controller: unknown, error: Error) => void;
  onError?: (error: Error) => void;
}

function refuse(handler: DispatchHandler, message: string): void {
  const error = new Error(message);
  queueMicrotask(() => {
    if (typeof handler.onResponseError === 'function') handler.onResponseError(null, error);
    else handler.onError?.(error);
  });
}

/** An undici Dispatcher that answers every request with an error and owns no connection. */
export const REFUSING_DISPATCHER = Object.freeze({
  closed: false,
  destroyed: false,
  dispatch(_options: unknown, handler: DispatchHandler): boolean {
    refuse(handler, NO_NETWORK_MESSAGE);
    return true;
  },
  close(): Promise<void> {
    return Promise.resolve();
  },
  destroy(): Promise<void> {
    return Promise.resolve();
  },
  on(): unknown {
    return REFUSING_DISPATCHER;
  },
  off(): unknown {
    return REFUSING_DISPATCHER;
  },
  once(): unknown {
    return REFUSING_DISPATCHER;
  },
  emit(): boolean {
    return false;
  },
});

/** The symbols under which undici (jsdom's copy and Node's own) keeps its global dispatcher. */
const GLOBAL_DISPATCHER_SYMBOLS = [Symbol.for('undici.globalDispatcher.1'), Symbol.for('undici.globalDispatcher.2')];

/**
 * Make REFUSING_DISPATCHER undici's global dispatcher, read-only and non-configurable. Must run
 * before undici is loaded (it installs a connecting Agent there when the slot is empty).
 */
export function installRefusingGlobalDispatcher(): void {
  for (const symbol of GLOBAL_DISPATCHER_SYMBOLS) {
    Object.defineProperty(globalThis, symbol, { value: REFUSING_DISPATCHER, writable: false, enumerable: false, configurable: false });
  }
}

interface JsdomDispatcherClass {
  prototype: { dispatch(options: { opaque?: { url?: string }; origin?: unknown; path?: unknown }, handler: DispatchHandler): boolean };
}

/** Refuse `data:` and `file:` requests in jsdom's dispatcher before it serves them itself (once, before any page). */
export async function refuseLocalSchemes(): Promise<void> {
  const module = (await import('jsdom/lib/jsdom/browser/resources/jsdom-dispatcher.js')) as unknown as { default?: { JSDOMDispatcher: JsdomDispatcherClass }; JSDOMDispatcher?: JsdomDispatcherClass };
  const dispatcherClass = (module.default ?? (module as { JSDOMDispatcher: JsdomDispatcherClass })).JSDOMDispatcher;
  const original = dispatcherClass.prototype.dispatch;
  dispatcherClass.prototype.dispatch = function dispatch(options, handler) {
    const target = String(options.opaque?.url ?? `${String(options.origin)}${String(options.path)}`);
    if (/^\s*(data|file):/i.test(target)) {
      refuse(handler, `the engine does not load ${target.trim().slice(0, 5).toLowerCase().replace(/:.*$/, '')}: URLs for pages`);
      return false;
    }
    return original.call(this, options, handler);
  };
}

interface XhrImplClass {
  prototype: { send(body: unknown): void; _synchronous?: boolean; _globalObject?: unknown };
}

/** Refuse synchronous XMLHttpRequests (a NetworkError, as a failed request), once, before any page. */
export async function refuseSynchronousXhr(): Promise<void> {
  const [xhr, domException] = await Promise.all([import('jsdom/lib/jsdom/living/xhr/XMLHttpRequest-impl.js'), import('jsdom/lib/generated/idl/DOMException.js')]);
  const cjs = <T>(module: unknown): T => ((module as { default?: T }).default ?? module) as T;
  const xhrClass = cjs<{ implementation: XhrImplClass }>(xhr).implementation;
  const exception = cjs<{ create(globalObject: unknown, args: [string, string]): Error }>(domException);
  const send = xhrClass.prototype.send;
  xhrClass.prototype.send = function (this: XhrImplClass['prototype'], body: unknown): void {
    if (this._synchronous) throw exception.create(this._globalObject, ['synchronous XMLHttpRequest is not offered to pages', 'NetworkError']);
    send.call(this, body);
  };
}
