// Outbound fetch policy and the page fetcher (engine.md §1, §6): http(s) only, no credentials in
// URLs, loopback/private/special addresses refused unless PLASMATE_UNSAFE_ALLOW_PRIVATE_NETWORK is
// set, a 30 s deadline, a redirect limit and a body-size bound. The address check runs inside the
// socket's DNS lookup, so the address that is checked is the address that is connected to.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
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

const METADATA_HOSTS = new Set(['metadata.google.internal', 'metadata.azure.internal']);

function v4Octets(address: string): number[] {
  return address.split('.').map(Number);
}

/** Is this IPv4 address globally routable (not loopback, private, link-local, shared, reserved, documentation, multicast)? */
export function isGlobalV4(address: string): boolean {
  const [a = 0, b = 0, c = 0] = v4Octets(address);
  if (a === 0 || a === 10 || a === 127 || a >= 224) return false;
  if (a === 169 && b === 254) return false;
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && b === 168) return false;
  if (a === 100 && b >= 64 && b <= 127) return false;
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return false;
  if (a === 198 && (b === 18 || b === 19)) return false;
  if (a === 198 && b === 51 && c === 100) return false;
  if (a === 203 && b === 0 && c === 113) return false;
  return true;
}

function expandV6(address: string): number[] {
  let text = address.toLowerCase();
  const tailV4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tailV4?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = v4Octets(tailV4[1]);
    text = text.slice(0, -tailV4[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headParts = head === '' ? [] : head.split(':');
  const tailParts = tail === undefined || tail === '' ? [] : tail.split(':');
  const fill = tail === undefined ? [] : new Array(8 - headParts.length - tailParts.length).fill('0');
  return [...headParts, ...fill, ...tailParts].map((part) => parseInt(part, 16));
}

/** Is this IPv6 address global unicast (2000::/3 minus documentation), or a mapped global IPv4? */
export function isGlobalV6(address: string): boolean {
  const s = expandV6(address);
  if (s.slice(0, 5).every((x) => x === 0) && s[5] === 0xffff) {
    const hi = s[6] ?? 0;
    const lo = s[7] ?? 0;
    return isGlobalV4(`${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`);
  }
  const first = s[0] ?? 0;
  if ((first & 0xe000) !== 0x2000) return false;
  return !(first === 0x2001 && s[1] === 0x0db8);
}

export function isGlobalIp(address: string): boolean {
  return isIP(address) === 6 ? isGlobalV6(address) : isGlobalV4(address);
}

export class OutboundPolicy {
  constructor(readonly allowPrivateNetwork: boolean) {}

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
    if (!this.allowPrivateNetwork && METADATA_HOSTS.has(host.replace(/\.$/, '').toLowerCase())) {
      throw blocked(`outbound URL host '${host}' is a cloud metadata target`);
    }
    if (isIP(host) !== 0) this.validateIp(host);
    return url;
  }

  validateIp(address: string): void {
    if (!this.allowPrivateNetwork && !isGlobalIp(address)) throw blocked(`address ${address} is not globally routable`);
  }

  /** A socket lookup that refuses hosts resolving to any blocked address. */
  lookup(): LookupFunction {
    return (hostname, options, callback) => {
      dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
        if (error) return callback(error, '', 0);
        if (addresses.length === 0) return callback(new Error(`DNS resolution returned no addresses for '${hostname}'`), '', 0);
        for (const { address } of addresses) {
          if (!this.allowPrivateNetwork && !isGlobalIp(address)) {
            return callback(blocked(`outbound host '${hostname}' resolved to blocked address ${address}: address ${address} is not globally routable`), '', 0);
          }
        }
        if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
        const first = addresses[0] as LookupAddress;
        return callback(null, first.address, first.family);
      });
    };
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

export interface FetchOptions {
  cookies?: CookieHooks;
  accept?: string;
}

/** GET `target`, following redirects under the policy; errors carry upstream's FetchError text. */
export async function fetchPage(policy: OutboundPolicy, target: string, options: FetchOptions = {}): Promise<FetchedPage> {
  const deadline = Date.now() + FETCH_TIMEOUT_MS;
  let current = policy.validateUrl(target);
  for (let redirects = 0; ; redirects += 1) {
    const response = await requestOnce(policy, current, deadline, options);
    if (response.location !== undefined && response.status >= 300 && response.status < 400) {
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

function requestOnce(policy: OutboundPolicy, url: URL, deadline: number, options: FetchOptions): Promise<RawResponse> {
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
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(url, { method: 'GET', headers, lookup: policy.lookup(), agent: false }, (response) => {
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
      const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
      const stream =
        encoding === 'gzip' ? response.pipe(zlib.createGunzip()) : encoding === 'deflate' ? response.pipe(zlib.createInflate()) : encoding === 'br' ? response.pipe(zlib.createBrotliDecompress()) : response;
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
    request.end();
  });
}

function decodeBody(body: Buffer, contentType: string): string {
  const charset = /charset=([^;\s]+)/i.exec(contentType)?.[1]?.replace(/["']/g, '');
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
