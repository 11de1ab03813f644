// Outbound fetch policy and the page fetcher (docs/contract/engine.md §1, §6): http(s) only, no credentials in
// URLs, loopback/private/special addresses refused unless PLASMATE_UNSAFE_ALLOW_PRIVATE_NETWORK is
// set (which never opens link-local or cloud metadata targets), a 30 s deadline, a redirect limit
// and a body-size bound. Each hop resolves its host first, checks every address (addressRefusal,
// a pure function) and connects to the checked address itself, so what is checked is what is
// connected to; resolution and connecting go through an injectable NetworkAccess.
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net, { isIP } from 'node:net';
import { addressKind } from '../contract/address-kind.js';
import type { Duplex, Readable } from 'node:stream';
import tls from 'node:tls';
import zlib from 'node:zlib';

export const UNSAFE_PRIVATE_NETWORK_ENV = 'PLASMATE_UNSAFE_ALLOW_PRIVATE_NETWORK';
/** Upstream's MCP fetch deadline. */
export const FETCH_TIMEOUT_MS = 30_000;
/** Upstream's reqwest redirect policy. */
export const MAX_REDIRECTS = 10;
/** Largest accepted (decoded) response body. */
export const MAX_BODY_BYTES = 16 * 1024 * 1024;
const USER_AGENT = 'Mozilla/5.0 (compatible; PlasmateReferenceEngine/0.6.0)';

export function allowPrivateNetworkFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env[UNSAFE_PRIVATE_NETWORK_ENV];
  return value === '1' || value === 'true' || value === 'TRUE';
}

/** A fetch failure; `message` is upstream's FetchError display text. */
export class FetchError extends Error {}

/**
 * Names of cloud instance-metadata services (compared lowercased, without trailing dots). Refused
 * even with the private-network opt-in: on a cloud runner they hand out the machine's credentials.
 */
export const METADATA_HOSTS: ReadonlySet<string> = new Set([
  'metadata', // GCE's short name (search domain)
  'metadata.google.internal',
  'metadata.goog',
  'metadata.azure.internal',
  'instance-data', // AWS EC2
  'instance-data.ec2.internal',
  'metadata.tencentyun.com',
  'metadata.platformequinix.com',
]);

export { addressKind, isGlobalIp, METADATA_ADDRESSES, type AddressKind } from '../contract/address-kind.js';

/**
 * The outbound decision for an address about to be connected to: undefined to allow, else the
 * reason (upstream's `address <a> is not globally routable` where upstream refuses too). The
 * private-network opt-in opens loopback and private ranges only: link-local and metadata
 * addresses stay refused.
 */
export function addressRefusal(address: string, allowPrivateNetwork: boolean): string | undefined {
  const kind = addressKind(address);
  if (kind === 'global') return undefined;
  if (kind === 'metadata') return `address ${address} is a cloud metadata target`;
  if (allowPrivateNetwork && (kind === 'loopback' || kind === 'private')) return undefined;
  if (allowPrivateNetwork && kind === 'link-local') return `address ${address} is link-local, which the private-network opt-in does not open`;
  return `address ${address} is not globally routable`;
}

/** Is this host name a metadata service's name (any case, trailing dots ignored)? */
export function isMetadataHost(host: string): boolean {
  return METADATA_HOSTS.has(host.replace(/\.+$/, '').toLowerCase());
}

/** The socket a fetch uses: what the fetcher asks for once the address has been allowed. */
export interface ConnectRequest {
  /** The resolved, allowed IP address. */
  address: string;
  port: number;
  tls: boolean;
  /** The URL's host name, for TLS server name indication and certificate checks. */
  servername: string;
}

/**
 * How the fetcher reaches the network: name resolution and connecting. The engine uses the
 * system's; tests inject ones that record and never leave loopback.
 */
export interface NetworkAccess {
  resolve(hostname: string): Promise<string[]>;
  connect(request: ConnectRequest): Duplex;
}

export const SYSTEM_NETWORK: NetworkAccess = {
  resolve: async (hostname) => (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address),
  connect: ({ address, port, tls: secure, servername }) =>
    secure ? tls.connect({ host: address, port, ...(isIP(servername) === 0 ? { servername } : {}) }) : net.connect({ host: address, port }),
};

export class OutboundPolicy {
  constructor(
    readonly allowPrivateNetwork: boolean,
    readonly network: NetworkAccess = SYSTEM_NETWORK,
  ) {}

  /** Syntax checks; returns the parsed URL or throws `Outbound URL blocked: <reason>`. */
  validateUrl(value: string): URL {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw blocked(`invalid URL: ${/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(value) ? 'invalid format' : 'relative URL without a base'}`);
    }
    const scheme = url.protocol.slice(0, -1);
    if (scheme !== 'http' && scheme !== 'https') {
      throw blocked(`outbound URL scheme '${scheme}' is not allowed; only http and https are permitted`);
    }
    if (url.username !== '' || url.password !== '') throw blocked('outbound URLs containing credentials are not allowed');
    const host = hostOf(url);
    if (host === '') throw blocked('outbound URL must contain a host');
    if (isMetadataHost(host)) throw blocked(`outbound URL host '${host}' is a cloud metadata target`);
    if (isIP(host) !== 0) this.validateIp(host);
    return url;
  }

  validateIp(address: string): void {
    const refusal = addressRefusal(address, this.allowPrivateNetwork);
    if (refusal !== undefined) throw blocked(refusal);
  }

  /**
   * The address to connect to for `host`: a literal is checked as is; a name is resolved and
   * refused if any of its addresses is refused. The fetcher then connects to exactly this address.
   */
  async resolveAllowed(host: string): Promise<string> {
    if (isIP(host) !== 0) {
      this.validateIp(host);
      return host;
    }
    let addresses: string[];
    try {
      addresses = await this.network.resolve(host);
    } catch (error) {
      throw new FetchError(`Navigation failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (addresses.length === 0) throw new FetchError(`Navigation failed: DNS resolution returned no addresses for '${host}'`);
    for (const address of addresses) {
      const refusal = addressRefusal(address, this.allowPrivateNetwork);
      if (refusal !== undefined) throw blocked(`outbound host '${host}' resolved to blocked address ${address}: ${refusal}`);
    }
    return addresses[0] as string;
  }
}

function blocked(reason: string): FetchError {
  return new FetchError(`Outbound URL blocked: ${reason}`);
}

function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

export interface FetchedPage {
  url: string;
  status: number;
  contentType: string;
  body: string;
}

/** Cookie hooks: what to send for a URL, and what a response set. */
export interface CookieHooks {
  cookieHeader(url: URL): string | undefined;
  storeSetCookie(url: URL, headers: string[]): void;
}

/** A request with a body (a form's POST); without one a fetch is a GET. */
export interface PageRequest {
  method: 'POST';
  body: Buffer;
  contentType: string;
}

export interface FetchOptions {
  cookies?: CookieHooks;
  accept?: string;
  request?: PageRequest;
}

/**
 * GET `target` (or send `options.request`), following redirects under the policy; errors carry
 * upstream's FetchError text. As in browsers, a 303, or a 301/302 answering a POST, is followed
 * with a GET without the body; 307 and 308 repeat the POST to the next hop.
 */
export async function fetchPage(policy: OutboundPolicy, target: string, options: FetchOptions = {}): Promise<FetchedPage> {
  const deadline = Date.now() + FETCH_TIMEOUT_MS;
  let current = policy.validateUrl(target);
  let request = options.request;
  for (let redirects = 0; ; redirects += 1) {
    const response = await requestOnce(policy, current, deadline, options, request);
    if (response.location !== undefined && response.status >= 300 && response.status < 400) {
      if (response.status === 301 || response.status === 302 || response.status === 303) request = undefined;
      if (redirects >= MAX_REDIRECTS) throw new FetchError(`Too many redirects (maximum ${MAX_REDIRECTS})`);
      let next: string;
      try {
        next = new URL(response.location, current).href;
      } catch {
        throw new FetchError(`Navigation failed: invalid redirect location ${response.location}`);
      }
      current = policy.validateUrl(next);
      continue;
    }
    if (response.status >= 400) throw new FetchError(`HTTP error ${response.status}: ${current.href}`);
    return { url: current.href, status: response.status, contentType: response.contentType, body: decodeBody(response.body, response.contentType) };
  }
}

interface RawResponse {
  status: number;
  location: string | undefined;
  contentType: string;
  body: Buffer;
}

async function requestOnce(policy: OutboundPolicy, url: URL, deadline: number, options: FetchOptions, body: PageRequest | undefined): Promise<RawResponse> {
  const address = await withDeadline(policy.resolveAllowed(hostOf(url)), deadline);
  return new Promise((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) {
      reject(new FetchError(`Timeout after ${FETCH_TIMEOUT_MS}ms`));
      return;
    }
    const headers: Record<string, string> = {
      'user-agent': USER_AGENT,
      accept: options.accept ?? 'text/html,application/xhtml+xml',
      'accept-encoding': 'gzip, deflate, br',
    };
    const cookie = options.cookies?.cookieHeader(url);
    if (cookie) headers.cookie = cookie;
    if (body) {
      headers['content-type'] = body.contentType;
      headers['content-length'] = String(body.body.length);
    }
    const transport = url.protocol === 'https:' ? https : http;
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    const createConnection = (): Duplex => policy.network.connect({ address, port, tls: url.protocol === 'https:', servername: hostOf(url) });
    // No agent: Node uses `createConnection` only when none is given (agent:false builds a fresh one).
    const request = transport.request(url, { method: body ? body.method : 'GET', headers, createConnection: createConnection as unknown as http.RequestOptions['createConnection'] }, (response) => {
      const setCookie = response.headers['set-cookie'];
      if (setCookie && options.cookies) options.cookies.storeSetCookie(url, setCookie);
      const status = response.statusCode ?? 0;
      const location = typeof response.headers.location === 'string' ? response.headers.location : undefined;
      const contentType = typeof response.headers['content-type'] === 'string' ? response.headers['content-type'] : 'text/html';
      if (location !== undefined && status >= 300 && status < 400) {
        response.resume();
        clearTimeout(timer);
        resolve({ status, location, contentType, body: Buffer.alloc(0) });
        return;
      }
      const stream = decodedBody(response);
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          request.destroy(new FetchError(`Response body exceeds the configured ${MAX_BODY_BYTES} byte limit`));
          return;
        }
        chunks.push(chunk);
      });
      stream.on('end', () => {
        clearTimeout(timer);
        resolve({ status, location, contentType, body: Buffer.concat(chunks) });
      });
      stream.on('error', (error) => fail(error));
    });
    const fail = (error: unknown): void => {
      clearTimeout(timer);
      if (error instanceof FetchError) reject(error);
      else reject(new FetchError(`Navigation failed: ${error instanceof Error ? error.message : String(error)}`));
    };
    const timer = setTimeout(() => request.destroy(new FetchError(`Timeout after ${FETCH_TIMEOUT_MS}ms`)), remaining);
    request.on('error', fail);
    request.end(body?.body);
  });
}

/** Name resolution counts against the fetch's deadline too. */
function withDeadline<T>(work: Promise<T>, deadline: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new FetchError(`Timeout after ${FETCH_TIMEOUT_MS}ms`)), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

function decodeBody(body: Buffer, contentType: string): string {
  const charset = /charset=([^;\s]+)/i.exec(contentType)?.[1]?.replace(/["']/g, '');
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/**
 * The response body as the page sees it: decompressed per `content-encoding` (gzip, deflate, br),
 * or the response itself. Callers bound the decoded bytes, so a compression bomb stops at their limit.
 */
export function decodedBody(response: http.IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
  if (encoding === 'gzip') return response.pipe(zlib.createGunzip());
  if (encoding === 'deflate') return response.pipe(zlib.createInflate());
  if (encoding === 'br') return response.pipe(zlib.createBrotliDecompress());
  return response;
}
