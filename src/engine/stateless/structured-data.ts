// Structured data of a page (docs/contract/engine.md §9; upstream's SOM `structured_data`): JSON-LD blocks,
// OpenGraph and Twitter Card properties, selected <meta> names and <link> relations. Everything
// here is untrusted page content, copied as strings; nothing is resolved or fetched.

/** Upper bound on JSON-LD blocks kept from one page (a hostile page may carry thousands). */
export const MAX_JSON_LD_BLOCKS = 64;
/** Upper bound on one JSON-LD script's text before it is parsed. */
export const MAX_JSON_LD_SCRIPT_CHARS = 256 * 1024;
/** Upper bound on <link> entries kept. */
export const MAX_LINK_ENTRIES = 256;
/** Upper bound on meta/OpenGraph/Twitter keys kept per map. */
export const MAX_META_KEYS = 256;

export interface LinkEntry {
  rel: string;
  href: string;
  type?: string;
  hreflang?: string;
}

export interface StructuredData {
  json_ld?: unknown[];
  open_graph?: Record<string, string>;
  twitter_card?: Record<string, string>;
  meta?: Record<string, string>;
  links?: LinkEntry[];
}

interface ElementLike {
  localName: string;
  getAttribute(name: string): string | null;
  textContent: string | null;
}
interface DocumentLike {
  querySelectorAll(selector: string): ArrayLike<ElementLike>;
}

const STANDARD_META = new Set(['description', 'author', 'keywords', 'robots', 'viewport', 'generator', 'theme-color']);
const META_PREFIXES = ['citation_', 'dc.', 'dcterms.', 'prism.', 'eprints.', 'bepress_citation_', 'fediverse:'];
const OG_PREFIXES = ['article:', 'book:', 'profile:', 'al:'];
const KEPT_LINK_RELS = new Set([
  'canonical', 'icon', 'shortcut icon', 'apple-touch-icon', 'manifest', 'alternate', 'amphtml', 'preconnect', 'dns-prefetch',
  'author', 'license', 'search', 'prev', 'previous', 'next', 'privacy-policy', 'terms-of-service', 'help', 'me',
]);
const NON_DOCUMENT_SCHEMES = ['javascript:', 'mailto:', 'tel:', 'data:', 'vbscript:'];

const hasPrefix = (value: string, prefixes: readonly string[]): boolean => prefixes.some((p) => value.startsWith(p) && value.length > p.length);

function putBounded(map: Map<string, string>, key: string, value: string): void {
  if (map.has(key) || map.size < MAX_META_KEYS) map.set(key, value);
}

function unwrapScript(text: string): string {
  let body = text.trim();
  if (body.startsWith('<!--') && body.endsWith('-->')) return body.slice(4, -3).trim();
  if (body.startsWith('//<![CDATA[')) body = body.slice(11);
  else if (body.startsWith('<![CDATA[')) body = body.slice(9);
  else return body;
  body = body.trim();
  if (body.endsWith('//]]>')) body = body.slice(0, -5);
  else if (body.endsWith(']]>')) body = body.slice(0, -3);
  return body.trim();
}

function pushJsonLd(out: unknown[], value: unknown): void {
  if (out.length >= MAX_JSON_LD_BLOCKS) return;
  if (Array.isArray(value)) {
    for (const item of value) pushJsonLd(out, item);
    return;
  }
  if (typeof value === 'object' && value !== null && Array.isArray((value as Record<string, unknown>)['@graph'])) {
    // A @graph container contributes its nodes; an empty graph contributes nothing.
    for (const item of (value as Record<string, unknown[]>)['@graph'] ?? []) pushJsonLd(out, item);
    return;
  }
  out.push(value);
}

/** Extract the page's structured data; keys that would be empty are omitted, as upstream does. */
export function extractStructuredData(document: DocumentLike): StructuredData | undefined {
  const jsonLd: unknown[] = [];
  const openGraph = new Map<string, string>();
  const twitter = new Map<string, string>();
  const meta = new Map<string, string>();
  const links: LinkEntry[] = [];

  for (const script of Array.from(document.querySelectorAll('script[type]'))) {
    const essence = (script.getAttribute('type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (essence !== 'application/ld+json') continue;
    const text = script.textContent ?? '';
    if (text.length > MAX_JSON_LD_SCRIPT_CHARS) continue;
    try {
      pushJsonLd(jsonLd, JSON.parse(unwrapScript(text)) as unknown);
    } catch {
      // Malformed JSON-LD is skipped, not reported as page text.
    }
  }

  for (const element of Array.from(document.querySelectorAll('meta'))) {
    const property = element.getAttribute('property');
    const name = element.getAttribute('name');
    const itemprop = element.getAttribute('itemprop');
    const content = element.getAttribute('content');
    const charset = element.getAttribute('charset');
    if (property !== null && content !== null) {
      if (property.startsWith('og:')) putBounded(openGraph, property, content);
      else if (hasPrefix(property.toLowerCase(), OG_PREFIXES)) putBounded(openGraph, property.toLowerCase(), content);
    }
    if (content !== null) {
      const key = [name, property].find((k): k is string => k !== null && k.startsWith('twitter:') && k.length > 'twitter:'.length);
      if (key) putBounded(twitter, key, content);
    }
    if (name !== null && content !== null) {
      const n = name.toLowerCase();
      if (STANDARD_META.has(n) || hasPrefix(n, META_PREFIXES)) putBounded(meta, n, content);
    }
    if (itemprop !== null && content !== null) {
      const n = itemprop.trim().toLowerCase();
      if (n !== '' && !/\s/.test(n)) putBounded(meta, n, content);
    }
    if (charset !== null) putBounded(meta, 'charset', charset);
    // http-equiv refresh feeds extract_links' follow-up URLs.
    const httpEquiv = element.getAttribute('http-equiv');
    if (httpEquiv !== null && httpEquiv.toLowerCase() === 'refresh' && content !== null) putBounded(meta, 'refresh', content);
  }

  for (const element of Array.from(document.querySelectorAll('link[rel][href], base[href]'))) {
    if (links.length >= MAX_LINK_ENTRIES) break;
    const href = element.getAttribute('href') ?? '';
    if (element.localName === 'base') {
      const trimmed = href.trim();
      const lower = trimmed.toLowerCase();
      if (trimmed !== '' && !links.some((l) => l.rel === 'base') && !NON_DOCUMENT_SCHEMES.some((s) => lower.startsWith(s))) links.push({ rel: 'base', href: trimmed });
      continue;
    }
    const rel = (element.getAttribute('rel') ?? '').toLowerCase();
    if (!KEPT_LINK_RELS.has(rel)) continue;
    const entry: LinkEntry = { rel: rel === 'previous' ? 'prev' : rel, href };
    const type = element.getAttribute('type');
    const hreflang = element.getAttribute('hreflang');
    if (type !== null) entry.type = type;
    if (hreflang !== null) entry.hreflang = hreflang;
    links.push(entry);
  }

  const data: StructuredData = {};
  if (jsonLd.length > 0) data.json_ld = jsonLd;
  if (openGraph.size > 0) data.open_graph = Object.fromEntries(openGraph);
  if (twitter.size > 0) data.twitter_card = Object.fromEntries(twitter);
  if (meta.size > 0) data.meta = Object.fromEntries(meta);
  if (links.length > 0) data.links = links;
  return Object.keys(data).length > 0 ? data : undefined;
}
