(function () {'use strict';
       const id = 790;
       const ids = [790];
       const modules = {

/***/ 68790:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


const path = __webpack_require__(16928);
const { pathToFileURL } = __webpack_require__(87016);
const fs = (__webpack_require__(79896).promises);
const vm = __webpack_require__(69154);
const toughCookie = __webpack_require__(27796);
const sniffHTMLEncoding = __webpack_require__(15368);
const whatwgURL = __webpack_require__(89228);
const { legacyHookDecode } = __webpack_require__(84926);
const { URL } = __webpack_require__(89228);
const { MIMEType } = __webpack_require__(6823);
const { getGlobalDispatcher } = __webpack_require__(55257);
const idlUtils = __webpack_require__(55289);
const VirtualConsole = __webpack_require__(39103);
const { createWindow } = __webpack_require__(74939);
const { parseIntoDocument } = __webpack_require__(50323);
const { fragmentSerialization } = __webpack_require__(8865);
const createDecompressInterceptor = __webpack_require__(78004);
const {
  JSDOMDispatcher, DEFAULT_USER_AGENT, fetchCollected
} = __webpack_require__(96328);
const requestInterceptor = __webpack_require__(82126);

class CookieJar extends toughCookie.CookieJar {
  constructor(store, options) {
    // jsdom cookie jars must be loose by default
    super(store, { looseMode: true, ...options });
  }
}

const window = Symbol("window");
let sharedFragmentDocument = null;

class JSDOM {
  constructor(input = "", options = {}) {
    const mimeType = new MIMEType(options.contentType === undefined ? "text/html" : options.contentType);
    const { html, encoding } = normalizeHTML(input, mimeType);

    options = transformOptions(options, encoding, mimeType);

    this[window] = createWindow(options.windowOptions);

    const documentImpl = idlUtils.implForWrapper(this[window]._document);

    options.beforeParse(this[window]._globalProxy);

    parseIntoDocument(html, documentImpl);

    documentImpl.close();
  }

  get window() {
    // It's important to grab the global proxy, instead of just the result of `createWindow(...)`, since otherwise
    // things like `window.eval` don't exist.
    return this[window]._globalProxy;
  }

  get virtualConsole() {
    return this[window]._virtualConsole;
  }

  get cookieJar() {
    // TODO NEWAPI move _cookieJar to window probably
    return idlUtils.implForWrapper(this[window]._document)._cookieJar;
  }

  serialize() {
    return fragmentSerialization(idlUtils.implForWrapper(this[window]._document), { requireWellFormed: false });
  }

  nodeLocation(node) {
    if (!idlUtils.implForWrapper(this[window]._document)._parseOptions.sourceCodeLocationInfo) {
      throw new Error("Location information was not saved for this jsdom. Use includeNodeLocations during creation.");
    }

    return idlUtils.implForWrapper(node).sourceCodeLocation;
  }

  getInternalVMContext() {
    if (!vm.isContext(this[window])) {
      throw new TypeError("This jsdom was not configured to allow script running. " +
        "Use the runScripts option during creation.");
    }

    return this[window];
  }

  reconfigure(settings) {
    if ("windowTop" in settings) {
      this[window]._top = settings.windowTop;
    }

    if ("url" in settings) {
      const document = idlUtils.implForWrapper(this[window]._document);

      const url = whatwgURL.parseURL(settings.url);
      if (url === null) {
        throw new TypeError(`Could not parse "${settings.url}" as a URL`);
      }

      document._URL = url;
      document._origin = whatwgURL.serializeURLOrigin(document._URL);
      this[window]._sessionHistory.currentEntry.url = url;
      document._clearBaseURLCache();
    }
  }

  static fragment(string = "") {
    if (!sharedFragmentDocument) {
      sharedFragmentDocument = (new JSDOM()).window.document;
    }

    const template = sharedFragmentDocument.createElement("template");
    template.innerHTML = string;
    return template.content;
  }

  static async fromURL(url, options = {}) {
    options = normalizeFromURLOptions(options);

    // Build the dispatcher for the initial request
    // For the initial fetch, we default to "usable" instead of no resource loading, since fromURL() implicitly requests
    // fetching the initial resource. This does not impact further resource fetching, which uses options.resources.
    const resourcesForInitialFetch = options.resources !== undefined ? options.resources : "usable";
    const { effectiveDispatcher } = extractResourcesOptions(resourcesForInitialFetch, options.cookieJar);

    const headers = { Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };
    if (options.referrer) {
      headers.Referer = options.referrer;
    }

    const response = await fetchCollected(effectiveDispatcher, {
      url,
      headers
    });

    if (!response.ok) {
      throw new Error(`Resource was not loaded. Status: ${response.status}`);
    }

    options = Object.assign(options, {
      url: response.url,
      contentType: response.headers["content-type"] || undefined,
      referrer: options.referrer,
      resources: options.resources
    });

    return new JSDOM(response.body, options);
  }

  static async fromFile(filename, options = {}) {
    options = normalizeFromFileOptions(filename, options);
    const nodeBuffer = await fs.readFile(filename);

    return new JSDOM(nodeBuffer, options);
  }
}

function normalizeFromURLOptions(options) {
  // Checks on options that are invalid for `fromURL`
  if (options.url !== undefined) {
    throw new TypeError("Cannot supply a url option when using fromURL");
  }
  if (options.contentType !== undefined) {
    throw new TypeError("Cannot supply a contentType option when using fromURL");
  }

  // Normalization of options which must be done before the rest of the fromURL code can use them, because they are
  // given to request()
  const normalized = { ...options };

  if (options.referrer !== undefined) {
    normalized.referrer = (new URL(options.referrer)).href;
  }

  if (options.cookieJar === undefined) {
    normalized.cookieJar = new CookieJar();
  }

  return normalized;

  // All other options don't need to be processed yet, and can be taken care of in the normal course of things when
  // `fromURL` calls `new JSDOM(html, options)`.
}

function extractResourcesOptions(resources, cookieJar) {
  // loadSubresources controls whether PerDocumentResourceLoader fetches scripts, stylesheets, etc.
  // XHR always works regardless of this flag.
  let userAgent, baseDispatcher, userInterceptors, loadSubresources;

  if (resources === undefined) {
    // resources: undefined means no automatic subresource fetching, but XHR still works
    userAgent = DEFAULT_USER_AGENT;
    baseDispatcher = getGlobalDispatcher();
    userInterceptors = [];
    loadSubresources = false;
  } else if (resources === "usable") {
    // resources: "usable" means use all defaults
    userAgent = DEFAULT_USER_AGENT;
    baseDispatcher = getGlobalDispatcher();
    userInterceptors = [];
    loadSubresources = true;
  } else if (typeof resources === "object" && resources !== null) {
    // resources: { userAgent?, dispatcher?, interceptors? }
    userAgent = resources.userAgent !== undefined ? resources.userAgent : DEFAULT_USER_AGENT;
    baseDispatcher = resources.dispatcher !== undefined ? resources.dispatcher : getGlobalDispatcher();
    userInterceptors = resources.interceptors !== undefined ? resources.interceptors : [];
    loadSubresources = true;
  } else {
    throw new TypeError(`resources must be undefined, "usable", or an object`);
  }

  // User interceptors come first (outermost), then decompress interceptor
  const allUserInterceptors = [
    ...userInterceptors,
    createDecompressInterceptor()
  ];

  return {
    userAgent,
    effectiveDispatcher: new JSDOMDispatcher({
      baseDispatcher,
      cookieJar,
      userAgent,
      userInterceptors: allUserInterceptors
    }),
    loadSubresources
  };
}

function normalizeFromFileOptions(filename, options) {
  const normalized = { ...options };

  if (normalized.contentType === undefined) {
    const extname = path.extname(filename);
    if (extname === ".xhtml" || extname === ".xht" || extname === ".xml") {
      normalized.contentType = "application/xhtml+xml";
    }
  }

  if (normalized.url === undefined) {
    normalized.url = pathToFileURL(path.resolve(filename)).href;
  }

  return normalized;
}

function transformOptions(options, encoding, mimeType) {
  const transformed = {
    windowOptions: {
      // Defaults
      url: "about:blank",
      referrer: "",
      contentType: "text/html",
      parsingMode: "html",
      parseOptions: {
        sourceCodeLocationInfo: false,
        scriptingEnabled: false
      },
      runScripts: undefined,
      encoding,
      pretendToBeVisual: false,
      storageQuota: 5000000,

      // Defaults filled in later
      dispatcher: undefined,
      loadSubresources: undefined,
      userAgent: undefined,
      virtualConsole: undefined,
      cookieJar: undefined
    },

    // Defaults
    beforeParse() { }
  };

  // options.contentType was parsed into mimeType by the caller.
  if (!mimeType.isHTML() && !mimeType.isXML()) {
    throw new RangeError(`The given content type of "${options.contentType}" was not a HTML or XML content type`);
  }

  transformed.windowOptions.contentType = mimeType.essence;
  transformed.windowOptions.parsingMode = mimeType.isHTML() ? "html" : "xml";

  if (options.url !== undefined) {
    transformed.windowOptions.url = (new URL(options.url)).href;
  }

  if (options.referrer !== undefined) {
    transformed.windowOptions.referrer = (new URL(options.referrer)).href;
  }

  if (options.includeNodeLocations) {
    if (transformed.windowOptions.parsingMode === "xml") {
      throw new TypeError("Cannot set includeNodeLocations to true with an XML content type");
    }

    transformed.windowOptions.parseOptions = { sourceCodeLocationInfo: true };
  }

  transformed.windowOptions.cookieJar = options.cookieJar === undefined ?
                                       new CookieJar() :
                                       options.cookieJar;

  transformed.windowOptions.virtualConsole = options.virtualConsole === undefined ?
                                            (new VirtualConsole()).forwardTo(console) :
                                            options.virtualConsole;

  if (!(transformed.windowOptions.virtualConsole instanceof VirtualConsole)) {
    throw new TypeError("virtualConsole must be an instance of VirtualConsole");
  }

  const { userAgent, effectiveDispatcher, loadSubresources } =
    extractResourcesOptions(options.resources, transformed.windowOptions.cookieJar);
  transformed.windowOptions.userAgent = userAgent;
  transformed.windowOptions.dispatcher = effectiveDispatcher;
  transformed.windowOptions.loadSubresources = loadSubresources;

  if (options.runScripts !== undefined) {
    transformed.windowOptions.runScripts = String(options.runScripts);
    if (transformed.windowOptions.runScripts === "dangerously") {
      transformed.windowOptions.parseOptions.scriptingEnabled = true;
    } else if (transformed.windowOptions.runScripts !== "outside-only") {
      throw new RangeError(`runScripts must be undefined, "dangerously", or "outside-only"`);
    }
  }

  if (options.beforeParse !== undefined) {
    transformed.beforeParse = options.beforeParse;
  }

  if (options.pretendToBeVisual !== undefined) {
    transformed.windowOptions.pretendToBeVisual = Boolean(options.pretendToBeVisual);
  }

  if (options.storageQuota !== undefined) {
    transformed.windowOptions.storageQuota = Number(options.storageQuota);
  }

  return transformed;
}

function normalizeHTML(html, mimeType) {
  let encoding = "UTF-8";

  if (html instanceof Uint8Array) {
    // leave as-is
  } else if (ArrayBuffer.isView(html)) {
    html = new Uint8Array(html.buffer, html.byteOffset, html.byteLength);
  } else if (html instanceof ArrayBuffer) {
    html = new Uint8Array(html);
  }

  if (html instanceof Uint8Array) {
    encoding = sniffHTMLEncoding(html, {
      xml: mimeType.isXML(),
      transportLayerEncodingLabel: mimeType.parameters.get("charset")
    });
    html = legacyHookDecode(html, encoding);
  } else {
    html = String(html);
  }

  return { html, encoding };
}

exports.JSDOM = JSDOM;

exports.VirtualConsole = VirtualConsole;
exports.CookieJar = CookieJar;
exports.requestInterceptor = requestInterceptor;

exports.toughCookie = toughCookie;


/***/ }),

/***/ 78004:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {



// Adapted from undici's lib/interceptor/decompress.js
// https://github.com/nodejs/undici/blob/main/lib/interceptor/decompress.js
// Changes:
// - Removed zstd support (requires runtimeFeatures check)
// - Removed experimental warning
// - Use undici's exported DecoratorHandler

const { createInflate, createGunzip, createBrotliDecompress } = __webpack_require__(43106);
const { pipeline } = __webpack_require__(2203);
const { DecoratorHandler } = __webpack_require__(55257);

const supportedEncodings = {
  "gzip": createGunzip,
  "x-gzip": createGunzip,
  "br": createBrotliDecompress,
  "deflate": createInflate,
  "compress": createInflate,
  "x-compress": createInflate
};

const defaultSkipStatusCodes = [204, 304];

class DecompressHandler extends DecoratorHandler {
  #decompressors = [];
  #skipStatusCodes;
  #skipErrorResponses;

  constructor(handler, { skipStatusCodes = defaultSkipStatusCodes, skipErrorResponses = true } = {}) {
    super(handler);
    this.#skipStatusCodes = skipStatusCodes;
    this.#skipErrorResponses = skipErrorResponses;
  }

  #shouldSkipDecompression(contentEncoding, statusCode) {
    if (!contentEncoding || statusCode < 200) {
      return true;
    }
    if (this.#skipStatusCodes.includes(statusCode)) {
      return true;
    }
    if (this.#skipErrorResponses && statusCode >= 400) {
      return true;
    }
    return false;
  }

  #createDecompressionChain(encodings) {
    const parts = encodings.split(",");

    const maxContentEncodings = 5;
    if (parts.length > maxContentEncodings) {
      throw new Error(`too many content-encodings in response: ${parts.length}, max is ${maxContentEncodings}`);
    }

    const decompressors = [];

    for (let i = parts.length - 1; i >= 0; i--) {
      const encoding = parts[i].trim();
      if (!encoding) {
        continue;
      }

      if (!supportedEncodings[encoding]) {
        decompressors.length = 0;
        return decompressors;
      }

      decompressors.push(supportedEncodings[encoding]());
    }

    return decompressors;
  }

  #setupDecompressorEvents(decompressor, controller) {
    decompressor.on("readable", () => {
      let chunk;
      while ((chunk = decompressor.read()) !== null) {
        const result = super.onResponseData(controller, chunk);
        if (result === false) {
          break;
        }
      }
    });

    decompressor.on("error", error => {
      super.onResponseError(controller, error);
    });
  }

  #setupSingleDecompressor(controller) {
    const decompressor = this.#decompressors[0];
    this.#setupDecompressorEvents(decompressor, controller);

    decompressor.on("end", () => {
      super.onResponseEnd(controller, {});
    });
  }

  #setupMultipleDecompressors(controller) {
    const lastDecompressor = this.#decompressors[this.#decompressors.length - 1];
    this.#setupDecompressorEvents(lastDecompressor, controller);

    pipeline(this.#decompressors, err => {
      if (err) {
        super.onResponseError(controller, err);
        return;
      }
      super.onResponseEnd(controller, {});
    });
  }

  #cleanupDecompressors() {
    this.#decompressors.length = 0;
  }

  onResponseStart(controller, statusCode, headers, statusMessage) {
    const contentEncoding = headers["content-encoding"];

    if (this.#shouldSkipDecompression(contentEncoding, statusCode)) {
      return super.onResponseStart(controller, statusCode, headers, statusMessage);
    }

    const decompressors = this.#createDecompressionChain(contentEncoding.toLowerCase());

    if (decompressors.length === 0) {
      this.#cleanupDecompressors();
      return super.onResponseStart(controller, statusCode, headers, statusMessage);
    }

    this.#decompressors = decompressors;

    // Keep content-encoding and content-length headers as-is
    // XHR spec requires these to reflect the wire format, not the decoded body
    const newHeaders = { ...headers };

    if (this.#decompressors.length === 1) {
      this.#setupSingleDecompressor(controller);
    } else {
      this.#setupMultipleDecompressors(controller);
    }

    return super.onResponseStart(controller, statusCode, newHeaders, statusMessage);
  }

  onResponseData(controller, chunk) {
    if (this.#decompressors.length > 0) {
      this.#decompressors[0].write(chunk);
      return;
    }
    super.onResponseData(controller, chunk);
  }

  onResponseEnd(controller, trailers) {
    if (this.#decompressors.length > 0) {
      this.#decompressors[0].end();
      this.#cleanupDecompressors();
      return;
    }
    super.onResponseEnd(controller, trailers);
  }

  onResponseError(controller, err) {
    if (this.#decompressors.length > 0) {
      for (const decompressor of this.#decompressors) {
        decompressor.destroy(err);
      }
      this.#cleanupDecompressors();
    }
    super.onResponseError(controller, err);
  }
}

function createDecompressInterceptor(options = {}) {
  return dispatch => {
    return (opts, handler) => {
      const decompressHandler = new DecompressHandler(handler, options);
      return dispatch(opts, decompressHandler);
    };
  };
}

module.exports = createDecompressInterceptor;


/***/ }),

/***/ 82126:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {


const { Readable } = __webpack_require__(2203);
const { sendStreamResponse } = __webpack_require__(99924);

/**
 * Creates a user-friendly `undici` interceptor for jsdom.
 *
 * This helper allows users to intercept requests using a callback that receives a `Request` object and can return a
 * promise for a `Response` to provide a synthetic response, or a promise for `undefined` to pass through.
 *
 * @param {function} fn - Async callback function that receives (request, context) and can return a Response
 * @returns {function} An undici interceptor
 *
 * @example
 * const dom = new JSDOM(html, {
 *   interceptors: [
 *     requestInterceptor(async (request, { element }) => {
 *       console.log(`${element?.localName || 'XHR'} requested ${request.url}`);
 *       if (request.url.endsWith('/test.js')) {
 *         return new Response('window.mocked = true;', {
 *           headers: { 'Content-Type': 'application/javascript' }
 *         });
 *       }
 *       // Return undefined to let the request pass through
 *     })
 *   ]
 * });
 *
 * ## Why this doesn't use undici's DecoratorHandler pattern
 *
 * The standard undici interceptor pattern (see e.g. undici/lib/interceptor/dump.js) uses DecoratorHandler
 * to wrap handler callbacks. That pattern calls `dispatch()` synchronously, then observes/modifies the
 * request and response as they flow through the handler callbacks.
 *
 * This interceptor needs to support async user functions that can BLOCK the request and potentially
 * REPLACE it with a synthetic response. This requires:
 *
 * 1. Waiting for the async user function BEFORE deciding whether to dispatch
 * 2. For synthetic responses, NEVER calling dispatch() at all
 *
 * Since synthetic responses bypass the normal undici dispatch flow entirely, there's no underlying
 * dispatcher (Agent/Pool) to create a real controller for us. We provide our own controller object
 * that delegates to a Node.js Readable stream for pause/resume/abort support, following the pattern
 * from undici/lib/interceptor/cache.js.
 */
module.exports = function requestInterceptor(fn) {
  return dispatch => (options, handler) => {
    const { element = null, url } = options.opaque || {};
    const abortController = new AbortController();

    // Create undici controller and wrapped handler using the signal handler helper.
    // The undici controller reflects abortController.signal's state and forwards to inner undici controller.
    const { undiciController, wrappedHandler } = createSignalHandler(handler, abortController);

    // Call onRequestStart immediately to wire into the abort chain.
    handler.onRequestStart?.(undiciController, {});

    // Build Request object with our signal
    const requestInit = {
      method: options.method || "GET",
      headers: options.headers,
      signal: abortController.signal
    };
    if (options.body !== undefined && options.body !== null) {
      requestInit.body = options.body;
      requestInit.duplex = "half";
    }
    if (options.referrer) {
      requestInit.referrer = options.referrer;
    }
    const request = new Request(url, requestInit);

    new Promise(resolve => {
      resolve(fn(request, { element }));
    })
      .then(response => {
        if (response instanceof Response) {
          // Send synthetic response without ever starting real request
          // response.body can be null for responses with no body
          const stream = response.body ? Readable.fromWeb(response.body) : Readable.from([]);
          sendStreamResponse(wrappedHandler, stream, {
            status: response.status,
            statusText: response.statusText,
            headers: headersToUndici(response.headers)
          });
        } else if (response !== undefined) {
          throw new TypeError("requestInterceptor callback must return undefined or a Response");
        } else if (!abortController.signal.aborted) {
          // Pass through to real request
          dispatch(options, wrappedHandler);
        }
      })
      .catch(error => {
        handler.onResponseError?.(undiciController, error);
      });

    // Return true to indicate request is being handled
    return true;
  };
};

/**
 * Creates an undici controller and wrapped handler that bridge an AbortController to undici's dispatch protocol.
 *
 * The undici controller reflects the AbortController's signal state and captures an inner undici controller
 * (from pass-through dispatch or synthetic stream) for forwarding pause/resume/abort.
 */
function createSignalHandler(handler, abortController) {
  let innerUndiciController = null;

  const undiciController = {
    abort(reason) {
      abortController.abort(reason);
      innerUndiciController?.abort(reason);
    },
    pause() {
      innerUndiciController?.pause();
    },
    resume() {
      innerUndiciController?.resume();
    },
    get paused() {
      return innerUndiciController?.paused ?? false;
    },
    get aborted() {
      return abortController.signal.aborted;
    },
    get reason() {
      return abortController.signal.reason;
    }
  };

  const wrappedHandler = {
    onRequestStart(controller) {
      innerUndiciController = controller;
    },
    onRequestUpgrade(...args) {
      handler.onRequestUpgrade?.(...args);
    },
    onResponseStart(...args) {
      handler.onResponseStart?.(...args);
    },
    onResponseData(...args) {
      handler.onResponseData?.(...args);
    },
    onResponseEnd(...args) {
      handler.onResponseEnd?.(...args);
    },
    onResponseError(...args) {
      handler.onResponseError?.(...args);
    }
  };

  return { undiciController, wrappedHandler };
}

/**
 * Converts a Headers object to the format undici expects.
 * Handles multiple Set-Cookie headers via getSetCookie().
 */
function headersToUndici(headers) {
  const result = {};
  for (const [key, value] of headers) {
    result[key] = value;
  }
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) {
    result["set-cookie"] = cookies;
  }
  return result;
}


/***/ }),

/***/ 39103:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {


const { EventEmitter } = __webpack_require__(24434);

module.exports = class VirtualConsole extends EventEmitter {
  constructor() {
    super();

    this.on("error", () => {
      // If "error" event has no listeners,
      // EventEmitter throws an exception
    });
  }

  forwardTo(anyConsole, { jsdomErrors } = {}) {
    for (const method of Object.keys(anyConsole)) {
      if (typeof anyConsole[method] === "function") {
        function onMethodCall(...args) {
          anyConsole[method](...args);
        }
        this.on(method, onMethodCall);
      }
    }

    function forward(e) {
      if (e.type === "unhandled-exception") {
        anyConsole.error(e.cause.stack);
      } else {
        anyConsole.error(e.message);
      }
    }

    if (jsdomErrors === undefined) {
      this.on("jsdomError", forward);
    } else if (Array.isArray(jsdomErrors)) {
      this.on("jsdomError", e => {
        if (jsdomErrors.includes(e.type)) {
          forward(e);
        }
      });
    } else if (jsdomErrors !== "none") {
      throw new TypeError("Invalid jsdomErrors option");
    }

    return this;
  }
};


/***/ })

};

return { id, ids, modules };
})