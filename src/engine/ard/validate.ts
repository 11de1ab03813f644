// The pure half of ard_discover: the operator's input, catalog references from the three
// signals, and a fetched catalog's JSON validated entry by entry against upstream's bounds and
// rules (ARD v0.9 draft). Nothing here fetches; ard/fetch.ts hands it what it fetched.
import type { OutboundPolicy } from '../network.js';
import { sameOrigin } from '../bounded-fetch.js';
import {
  ArdInputError,
  boundedError,
  boundedText,
  bytes,
  CATALOG_SPEC_VERSION,
  CatalogError,
  trust,
  type ArdEntry,
  type ArdHost,
  type CatalogReport,
  type EntryFailure,
  type SourceKind,
  type SourceReport,
  type UntrustedJson,
} from './report.js';

/** Upstream's bounds (src/ard.rs), one constant per bound. */
export const MAX_ARD_TIMEOUT_MS = 30_000;
export const MAX_CATALOG_BYTES = 256 * 1024;
export const MAX_REFERENCES_PER_SOURCE = 8;
export const MAX_ENTRIES_PER_CATALOG = 128;
export const MAX_JSON_DEPTH = 24;
export const MAX_JSON_NODES = 16_384;
export const MAX_STRING_BYTES = 8 * 1024;
export const MAX_ARRAY_ITEMS = 128;
const MAX_INPUT_URL_BYTES = 2048;
const MAX_REFERENCE_BYTES = 2048;
const MAX_KEY_BYTES = 256;
const MAX_INLINE_DATA_BYTES = 32 * 1024;
const MAX_OPTIONAL_VALUE_BYTES = 16 * 1024;

// ------------------------------------------------------------------------------- inputs

export function validateInput(input: string, policy: OutboundPolicy): URL {
  if (input.length === 0 || bytes(input) > MAX_INPUT_URL_BYTES) throw new ArdInputError(`ARD input URL must contain 1 to ${MAX_INPUT_URL_BYTES} bytes`);
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new ArdInputError('invalid ARD input URL');
  }
  // Upstream accepts only https; plain http is accepted only where the engine's private-network
  // opt-in is set (the loopback test mode, like upstream's local-fixture mode).
  const schemeAllowed = url.protocol === 'https:' || (policy.allowPrivateNetwork && url.protocol === 'http:');
  if (!schemeAllowed) throw new ArdInputError('ARD discovery requires an operator-supplied HTTPS URL');
  if (url.username !== '' || url.password !== '') throw new ArdInputError('ARD input URLs containing credentials are not allowed');
  if (url.hostname === '') throw new ArdInputError('ARD input URL must contain a host');
  try {
    policy.validateUrl(url.href);
  } catch (error) {
    throw new ArdInputError(boundedError(error));
  }
  return url;
}

export function validateTimeout(timeoutMs: number): number {
  if (timeoutMs < 1 || timeoutMs > MAX_ARD_TIMEOUT_MS) throw new ArdInputError(`ARD timeout_ms must be between 1 and ${MAX_ARD_TIMEOUT_MS}`);
  return timeoutMs;
}

// ------------------------------------------------------------------------------- signals

export function extractAgentmap(robots: string): string[] {
  const found: string[] = [];
  for (const raw of robots.split(/\r\n|\r|\n/)) {
    if (found.length >= MAX_REFERENCES_PER_SOURCE) break;
    const line = (raw.split('#')[0] ?? '').trim();
    const colon = line.indexOf(':');
    if (colon < 0 || line.slice(0, colon).trim().toLowerCase() !== 'agentmap') continue;
    const value = line.slice(colon + 1).trim();
    if (value !== '') found.push(value);
  }
  return found;
}

function validateReference(base: URL, origin: URL, value: string): URL {
  if (value.trim() === '' || bytes(value) > MAX_REFERENCE_BYTES) throw new CatalogError(`catalog reference must contain 1 to ${MAX_REFERENCE_BYTES} bytes`);
  let url: URL;
  try {
    url = new URL(value.trim(), base);
  } catch {
    throw new CatalogError('invalid catalog reference');
  }
  if (!sameOrigin(origin, url)) throw new CatalogError(`cross-origin catalog reference rejected: ${url.href}`);
  if (url.username !== '' || url.password !== '') throw new CatalogError('catalog reference containing credentials rejected');
  url.hash = '';
  return url;
}

export function addReferences(references: string[], base: URL, origin: URL, source: SourceReport, candidates: Map<string, Set<SourceKind>>): void {
  const unique = new Set<string>();
  for (const reference of references.slice(0, MAX_REFERENCES_PER_SOURCE)) {
    try {
      unique.add(validateReference(base, origin, reference).href);
    } catch (error) {
      source.failures.push(boundedError(error));
    }
  }
  source.candidates = [...unique].sort();
  for (const candidate of source.candidates) {
    const kinds = candidates.get(candidate) ?? new Set<SourceKind>();
    kinds.add(source.kind);
    candidates.set(candidate, kinds);
  }
}

// ------------------------------------------------------------------------------- catalogs

function checkShape(value: unknown): void {
  let nodes = 0;
  const visit = (node: unknown, depth: number): void => {
    nodes += 1;
    if (nodes > MAX_JSON_NODES) throw new CatalogError(`catalog exceeds the ${MAX_JSON_NODES} JSON node limit`);
    if (depth > MAX_JSON_DEPTH) throw new CatalogError(`catalog exceeds the ${MAX_JSON_DEPTH} level JSON depth limit`);
    if (typeof node === 'string') {
      if (bytes(node) > MAX_STRING_BYTES) throw new CatalogError(`catalog string exceeds the ${MAX_STRING_BYTES} byte limit`);
    } else if (Array.isArray(node)) {
      if (node.length > MAX_ARRAY_ITEMS) throw new CatalogError(`catalog array exceeds the ${MAX_ARRAY_ITEMS} item limit`);
      for (const item of node) visit(item, depth + 1);
    } else if (typeof node === 'object' && node !== null) {
      const members = Object.entries(node);
      if (members.length > MAX_ARRAY_ITEMS) throw new CatalogError(`catalog object exceeds the ${MAX_ARRAY_ITEMS} member limit`);
      for (const [key, member] of members) {
        if (bytes(key) > MAX_KEY_BYTES) throw new CatalogError(`catalog object key exceeds ${MAX_KEY_BYTES} bytes`);
        visit(member, depth + 1);
      }
    }
  };
  visit(value, 0);
}

type Obj = Record<string, unknown>;
const isObject = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
const has = (object: Obj, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

function requiredString(value: unknown, field: string, max: number): string {
  if (typeof value !== 'string') throw new CatalogError(`${field} must be a string`);
  if (value.length === 0 || bytes(value) > max) throw new CatalogError(`${field} must contain 1 to ${max} bytes`);
  return value;
}

function optionalString(object: Obj, key: string, field: string, max: number): string | undefined {
  return has(object, key) ? requiredString(object[key], field, max) : undefined;
}

function httpsUrl(raw: string, field: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new CatalogError(`invalid ${field}`);
  }
  if (url.protocol !== 'https:' || url.hostname === '' || url.username !== '' || url.password !== '') {
    throw new CatalogError(`${field} must be an HTTPS URL without credentials`);
  }
  return url.href;
}

function optionalHttpsUrl(object: Obj, key: string, field: string): string | undefined {
  return has(object, key) ? httpsUrl(requiredString(object[key], field, MAX_REFERENCE_BYTES), field) : undefined;
}

function optionalStringArray(object: Obj, key: string, field: string, maxItems: number, maxString: number): string[] | undefined {
  if (!has(object, key)) return undefined;
  const value = object[key];
  if (!Array.isArray(value)) throw new CatalogError(`${field} must be an array`);
  if (value.length > Math.min(maxItems, MAX_ARRAY_ITEMS)) throw new CatalogError(`${field} exceeds the ${maxItems} item limit`);
  const out = value.map((item) => requiredString(item, field, maxString));
  return out.length > 0 ? out : undefined;
}

function untrusted(value: unknown, field: string, maxBytes: number): UntrustedJson {
  if (bytes(JSON.stringify(value)) > maxBytes) throw new CatalogError(`${field} exceeds the ${maxBytes} byte limit`);
  return { ...trust(), value };
}

function optionalUntrustedObject(object: Obj, key: string, field: string, maxBytes: number): UntrustedJson | undefined {
  if (!has(object, key)) return undefined;
  if (!isObject(object[key])) throw new CatalogError(`${field} must be an object`);
  return untrusted(object[key], field, maxBytes);
}

function validDomain(domain: string): boolean {
  if (domain.length > 253 || !domain.includes('.')) return false;
  return domain.split('.').every((label) => label.length > 0 && label.length <= 63 && !label.startsWith('-') && !label.endsWith('-') && /^[A-Za-z0-9-]+$/.test(label));
}

function publisherDomain(identifier: string): string {
  if (!identifier.startsWith('urn:air:')) throw new CatalogError('entry.identifier must start with urn:air:');
  const parts = identifier.slice('urn:air:'.length).split(':');
  if (parts.length < 2 || parts.some((part) => part === '')) throw new CatalogError('entry.identifier must contain a publisher domain and terminal name');
  const publisher = (parts[0] as string).replace(/\.+$/, '').toLowerCase();
  if (!validDomain(publisher)) throw new CatalogError('entry.identifier publisher must be a valid FQDN');
  if (parts.slice(1).some((part) => part.length > 128 || !/^[A-Za-z0-9._-]+$/.test(part))) throw new CatalogError('entry.identifier contains an invalid namespace or name');
  return publisher;
}

const MEDIA_TOKEN = /^[A-Za-z0-9!#$&'*+.^_`|~-]+$/;

function validMediaType(value: string): boolean {
  const slash = value.indexOf('/');
  if (slash < 0) return false;
  const kind = value.slice(0, slash);
  const subtype = value.slice(slash + 1);
  return MEDIA_TOKEN.test(kind) && MEDIA_TOKEN.test(subtype);
}

function parseHost(value: unknown): ArdHost {
  if (!isObject(value)) throw new CatalogError('catalog host must be an object');
  const host: ArdHost = { display_name: requiredString(value.displayName, 'host.displayName', 256) };
  const identifier = optionalString(value, 'identifier', 'host.identifier', 512);
  if (identifier !== undefined) host.identifier = identifier;
  const documentation = optionalHttpsUrl(value, 'documentationUrl', 'host.documentationUrl');
  if (documentation !== undefined) host.documentation_url = documentation;
  const logo = optionalHttpsUrl(value, 'logoUrl', 'host.logoUrl');
  if (logo !== undefined) host.logo_url = logo;
  const manifest = optionalUntrustedObject(value, 'trustManifest', 'host.trustManifest', MAX_OPTIONAL_VALUE_BYTES);
  if (manifest !== undefined) host.trust_manifest = manifest;
  return host;
}

function parseEntry(value: unknown, catalogUrl: URL): ArdEntry {
  if (!isObject(value)) throw new CatalogError('entry must be an object');
  const identifier = requiredString(value.identifier, 'entry.identifier', 512);
  const publisher = publisherDomain(identifier);
  const catalogHost = catalogUrl.hostname.replace(/\.+$/, '').toLowerCase();
  const matches = publisher === catalogHost;
  const displayName = requiredString(value.displayName, 'entry.displayName', 256);
  const mediaType = requiredString(value.type, 'entry.type', 128);
  if (!validMediaType(mediaType)) throw new CatalogError('entry.type must be a syntactically valid media type');
  const hasUrl = has(value, 'url');
  if (hasUrl === has(value, 'data')) throw new CatalogError('entry must contain exactly one of url or data');
  // Keys in upstream's serialization order.
  const entry: ArdEntry = {
    identifier,
    publisher_domain: publisher,
    publisher_domain_matches_catalog_host: matches,
    ...(matches ? {} : { diagnostics: [`publisher domain '${publisher}' differs from catalog host '${catalogHost}'; identity alignment is unverified`] }),
    display_name: displayName,
    media_type: mediaType,
  };
  if (hasUrl) {
    const url = httpsUrl(requiredString(value.url, 'entry.url', MAX_REFERENCE_BYTES), 'entry.url');
    entry.url = url;
    entry.url_same_origin = sameOrigin(catalogUrl, new URL(url));
  } else {
    if (!isObject(value.data)) throw new CatalogError('entry.data must be an object');
    entry.data = untrusted(value.data, 'entry.data', MAX_INLINE_DATA_BYTES);
  }
  const description = optionalString(value, 'description', 'entry.description', 2048);
  if (description !== undefined) entry.description = description;
  const tags = optionalStringArray(value, 'tags', 'entry.tags', 64, 128);
  if (tags) entry.tags = tags;
  const capabilities = optionalStringArray(value, 'capabilities', 'entry.capabilities', 128, 256);
  if (capabilities) entry.capabilities = capabilities;
  const queries = optionalStringArray(value, 'representativeQueries', 'entry.representativeQueries', 16, 2048);
  if (queries) entry.representative_queries = queries;
  const version = optionalString(value, 'version', 'entry.version', 128);
  if (version !== undefined) entry.version = version;
  const updated = optionalString(value, 'updatedAt', 'entry.updatedAt', 128);
  if (updated !== undefined) entry.updated_at = updated;
  const metadata = optionalUntrustedObject(value, 'metadata', 'entry.metadata', MAX_OPTIONAL_VALUE_BYTES);
  if (metadata) entry.metadata = metadata;
  const manifest = optionalUntrustedObject(value, 'trustManifest', 'entry.trustManifest', MAX_OPTIONAL_VALUE_BYTES);
  if (manifest) entry.trust_manifest = manifest;
  return entry;
}

export function parseCatalog(body: string, finalUrl: string, sources: SourceKind[], identifiers: Set<string>): CatalogReport {
  if (bytes(body) > MAX_CATALOG_BYTES) throw new CatalogError(`catalog exceeds ${MAX_CATALOG_BYTES} decoded bytes`);
  let root: unknown;
  try {
    root = JSON.parse(body);
  } catch (error) {
    throw new CatalogError(`catalog is malformed JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  checkShape(root);
  if (!isObject(root)) throw new CatalogError('catalog root must be an object');
  const specVersion = requiredString(root.specVersion, 'specVersion', 32);
  if (specVersion !== CATALOG_SPEC_VERSION) throw new CatalogError(`unsupported catalog specVersion '${specVersion}'; expected '${CATALOG_SPEC_VERSION}'`);
  if (!has(root, 'host')) throw new CatalogError('catalog host is required');
  const host = parseHost(root.host);
  if (!Array.isArray(root.entries)) throw new CatalogError('catalog entries must be an array');
  const entries = root.entries as unknown[];
  if (entries.length > MAX_ENTRIES_PER_CATALOG) throw new CatalogError(`catalog has ${entries.length} entries; maximum is ${MAX_ENTRIES_PER_CATALOG}`);
  const catalogUrl = new URL(finalUrl);
  const accepted: ArdEntry[] = [];
  const failures: EntryFailure[] = [];
  entries.forEach((value, index) => {
    const rawId = isObject(value) && typeof value.identifier === 'string' ? boundedText(value.identifier, 256) : undefined;
    try {
      const entry = parseEntry(value, catalogUrl);
      if (identifiers.has(entry.identifier)) {
        failures.push({ index, identifier: entry.identifier, error: 'duplicate entry identifier' });
      } else {
        identifiers.add(entry.identifier);
        accepted.push(entry);
      }
    } catch (error) {
      failures.push(rawId === undefined ? { index, error: boundedError(error) } : { index, identifier: rawId, error: boundedError(error) });
    }
  });
  accepted.sort((a, b) => Buffer.compare(Buffer.from(a.identifier), Buffer.from(b.identifier)));
  return {
    url: finalUrl,
    discovery_sources: sources,
    status: failures.length === 0 ? 'accepted' : 'partial',
    spec_version: specVersion,
    host,
    entries_seen: entries.length,
    entries_accepted: accepted.length,
    entries_rejected: failures.length,
    entries: accepted,
    entry_failures: failures,
    trust: trust(),
  };
}

export function isJsonContentType(value: string): boolean {
  const media = (value.split(';')[0] ?? '').trim().toLowerCase();
  return media === 'application/json' || media === 'application/ai-catalog+json';
}
