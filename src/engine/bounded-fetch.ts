// A GET with caller-chosen bounds for the discovery tools (crawl_policy, ard_discover): a body
// limit far below the page fetcher's, a redirect limit, a whole-operation deadline, a user agent,
// and optionally same-origin redirects only. Every hop goes through the engine's OutboundPolicy
// exactly as page loads do: the URL is validated, the host resolved and every address checked,
// and the socket is opened to the checked address through the policy's NetworkAccess.
import http from 'node:http';
import https from 'node:https';
import type { Duplex } from 'node:stream';
import { decodedBody, FetchError, type OutboundPolicy } from './network.js';

/** Why a bounded fetch failed; lets callers classify as upstream does without parsing messages. */
export type BoundedFailure = 'http' | 'too_large' | 'blocked' | 'timeout' | 'redirects' | 'failed';

export class BoundedFetchError extends FetchError {
  constructor(
    message: string,
    readonly kind: BoundedFailure,
    readonly status?: number,
    readonly url?: string,
  ) {
    super(message);
  }
}

export interface BoundedFetchOptions {
  /** Largest accepted body, counted both on the wire and after decompression. */
  maxBodyBytes: number;
  maxRedirects: number;
  /** Absolute deadline (Date.now() milliseconds) shared by every hop. */
  deadline: number;
  /** The timeout value reported in `Timeout after Nms`. */
  timeoutMs: number;
  userAgent: string;
  accept: string;
  /** Refuse a redirect that leaves the first URL's origin (before connecting to it). */
  sameOriginRedirects?: boolean;
}

export interface BoundedResponse {
  url: string;
  status: number;
  contentType: string;
  /** The body decoded as text (invalid UTF-8 becomes U+FFFD). */
  body: string;
  bytes: number;
}

export function sameOrigin(a: URL, b: URL): boolean {
  return a.protocol === b.protocol && a.hostname.toLowerCase() === b.hostname.toLowerCase() && effectivePort(a) === effectivePort(b);
}

function effectivePort(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

function blocked(reason: string): BoundedFetchError {
  return new BoundedFetchError(`Outbound URL blocked: ${reason}`, 'blocked');
}

/** Re-type the policy's FetchError so callers can classify it. */
function classify(error: unknown, options: BoundedFetchOptions): BoundedFetchError {
  if (error instanceof BoundedFetchError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (message.startsWith('Outbound URL blocked: ')) return new BoundedFetchError(message, 'blocked');
  if (message.startsWith('Timeout after ')) return new BoundedFetchError(`Timeout after ${options.timeoutMs}ms`, 'timeout');
  return new BoundedFetchError(message.startsWith('Navigation failed: ') ? message : `Navigation failed: ${message}`, 'failed');
}

export async function boundedFetch(policy: OutboundPolicy, target: string, options: BoundedFetchOptions): Promise<BoundedResponse> {
  let current: URL;
  try {
    current = policy.validateUrl(target);
  } catch (error) {
    throw classify(error, options);
  }
  const first = current;
  for (let redirects = 0; ; redirects += 1) {
    let response: RawResponse;
    try {
      response = await requestOnce(policy, current, options);
    } catch (error) {
      throw classify(error, options);
    }
    if (response.location !== undefined && response.status >= 300 && response.status < 400) {
      if (redirects >= options.maxRedirects) throw new BoundedFetchError(`Too many redirects (maximum ${options.maxRedirects})`, 'redirects');
      let next: URL;
      try {
        next = new URL(response.location, current);
      } catch {
        throw new BoundedFetchError(`Navigation failed: invalid redirect location`, 'failed');
      }
      if (options.sameOriginRedirects === true && !sameOrigin(first, next)) {
        throw blocked(`redirect to another origin (${next.protocol}//${next.host}) is not followed`);
      }
      try {
        current = policy.validateUrl(next.href);
      } catch (error) {
        throw classify(error, options);
      }
      continue;
    }
    if (response.status >= 400) throw new BoundedFetchError(`HTTP error ${response.status}: ${current.href}`, 'http', response.status, current.href);
    return { url: current.href, status: response.status, contentType: response.contentType, body: new TextDecoder('utf-8').decode(response.body), bytes: response.body.length };
  }
}

interface RawResponse {
  status: number;
  location: string | undefined;
  contentType: string;
  body: Buffer;
}

function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

async function requestOnce(policy: OutboundPolicy, url: URL, options: BoundedFetchOptions): Promise<RawResponse> {
  const timeout = (): BoundedFetchError => new BoundedFetchError(`Timeout after ${options.timeoutMs}ms`, 'timeout');
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(timeout()), Math.max(0, options.deadline - Date.now()));
  });
  let address: string;
  try {
    address = await Promise.race([policy.resolveAllowed(hostOf(url)), expired]);
  } finally {
    clearTimeout(timer);
  }
  return new Promise((resolve, reject) => {
    const remaining = options.deadline - Date.now();
    if (remaining <= 0) {
      reject(timeout());
      return;
    }
    const secure = url.protocol === 'https:';
    const port = Number(url.port || (secure ? 443 : 80));
    const createConnection = (): Duplex => policy.network.connect({ address, port, tls: secure, servername: hostOf(url) });
    const headers = { 'user-agent': options.userAgent, accept: options.accept, 'accept-encoding': 'gzip, deflate, br' };
    const request = (secure ? https : http).request(url, { method: 'GET', headers, createConnection: createConnection as unknown as http.RequestOptions['createConnection'] }, (response) => {
      const status = response.statusCode ?? 0;
      const location = typeof response.headers.location === 'string' ? response.headers.location : undefined;
      const contentType = typeof response.headers['content-type'] === 'string' ? response.headers['content-type'] : '';
      // A redirect or an error status needs no body: the connection is closed rather than drained,
      // so an endless body behind a 3xx/4xx/5xx costs nothing.
      if ((location !== undefined && status >= 300 && status < 400) || status >= 400) {
        clearTimeout(deadlineTimer);
        resolve({ status, location: status < 400 ? location : undefined, contentType, body: Buffer.alloc(0) });
        response.destroy();
        request.destroy();
        return;
      }
      const tooLarge = (): BoundedFetchError => new BoundedFetchError(`Response body exceeds the configured ${options.maxBodyBytes} byte limit`, 'too_large');
      const declared = Number(response.headers['content-length']);
      // Settle first, then tear the connection down: once a response has started, destroying the
      // request does not reliably surface as an 'error' event.
      const abort = (): void => {
        fail(tooLarge());
        response.destroy();
        request.destroy();
      };
      if (Number.isFinite(declared) && declared > options.maxBodyBytes) {
        abort();
        return;
      }
      let wire = 0;
      response.on('data', (chunk: Buffer) => {
        wire += chunk.length;
        if (wire > options.maxBodyBytes) abort();
      });
      const stream = decodedBody(response);
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBodyBytes) {
          if (stream !== response) stream.destroy();
          abort();
          return;
        }
        chunks.push(chunk);
      });
      stream.on('end', () => {
        clearTimeout(deadlineTimer);
        if (size <= options.maxBodyBytes && wire <= options.maxBodyBytes) resolve({ status, location: undefined, contentType, body: Buffer.concat(chunks) });
      });
      stream.on('error', (error) => fail(error));
    });
    const fail = (error: unknown): void => {
      clearTimeout(deadlineTimer);
      reject(error instanceof BoundedFetchError ? error : classify(error, options));
    };
    const deadlineTimer = setTimeout(() => {
      fail(timeout());
      request.destroy();
    }, remaining);
    request.on('error', fail);
    request.end();
  });
}
