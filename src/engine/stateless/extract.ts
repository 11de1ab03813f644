// Readable text, outbound links and the token budget of the stateless tools, computed from a
// compiled SOM the way upstream's fetch_page / extract_text / extract_links shape their output.
import { walkElements, type SomElement } from '../som/types.js';
import { serializeSom, type SomDocument } from './som-document.js';

/** Upstream's budget unit: one token is counted as four characters of serialized SOM. */
export const CHARS_PER_TOKEN = 4;
const ELLIPSIS = '...';

// ------------------------------------------------------------------ budget

/**
 * The SOM as JSON within `budgetTokens`: whole if it fits; else without structured data; else
 * only main/content regions; else trailing elements, then regions, are dropped; else a small
 * "truncated" object. Sizes are counted in UTF-8 bytes, as upstream's String::len does.
 */
export function somWithinBudget(som: SomDocument, budgetTokens: number): string {
  const maxBytes = budgetTokens * CHARS_PER_TOKEN;
  const full = serializeSom(som);
  const fits = (json: string): boolean => Buffer.byteLength(json) <= maxBytes;
  if (fits(full)) return full;
  const candidate: SomDocument = { ...som, regions: som.regions.map((r) => ({ ...r, elements: [...r.elements] })) };
  delete candidate.structured_data;
  let json = serializeSom(candidate);
  if (fits(json)) return json;
  const preferred = candidate.regions.filter((r) => r.role === 'main' || r.role === 'content');
  if (preferred.length > 0) {
    candidate.regions = preferred;
    json = serializeSom(candidate);
    if (fits(json)) return json;
  }
  for (;;) {
    json = serializeSom(candidate);
    if (fits(json)) return json;
    const region = [...candidate.regions].reverse().find((r) => r.elements.length > 0);
    if (region) {
      region.elements.pop();
      continue;
    }
    if (candidate.regions.pop()) continue;
    // Upstream's fallback text, spacing included.
    return `{"truncated": true, "original_bytes": ${Buffer.byteLength(full)}, "message": "SOM exceeded budget of ${budgetTokens} tokens"}`;
  }
}

// ------------------------------------------------------------------ text

function imageAlt(element: SomElement): string | undefined {
  if (element.role !== 'image') return undefined;
  const alt = element.attrs?.alt;
  return typeof alt === 'string' && alt.trim() !== '' ? alt.trim() : undefined;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** One element's own readable text (its children and shadow elements are walked separately). */
function elementText(element: SomElement, parts: string[]): void {
  const readable = (element.text ? element.text : undefined) ?? (element.label ? element.label : undefined) ?? imageAlt(element);
  if (readable !== undefined) parts.push(readable);
  const attrs = element.attrs;
  if (attrs) {
    if (Array.isArray(attrs.items)) {
      for (const item of attrs.items as unknown[]) {
        const text = (item as { text?: unknown } | null)?.text;
        if (typeof text === 'string') parts.push(`• ${text}`);
      }
    }
    if (Array.isArray(attrs.options)) {
      for (const option of attrs.options as unknown[]) {
        const text = (option as { text?: unknown } | null)?.text;
        if (typeof text === 'string' && text !== '') parts.push(text);
      }
    }
    if (typeof attrs.caption === 'string' && attrs.caption !== '') parts.push(attrs.caption);
    const headers = strings(attrs.headers);
    if (headers.length > 0) parts.push(headers.join(' | '));
    if (Array.isArray(attrs.rows)) {
      for (const row of attrs.rows as unknown[]) {
        const cells = strings(row);
        if (cells.length > 0) parts.push(cells.join(' | '));
      }
    }
  }
}

/** Title, the meta description (unless it repeats the title), then every element's readable text. */
export function collectText(som: SomDocument): string {
  const parts: string[] = [];
  if (som.title !== '') parts.push(som.title, '');
  const description = som.structured_data?.meta?.description?.trim();
  if (description && som.title.trim() !== description) parts.push(description, '');
  for (const element of walkElements(som.regions)) elementText(element, parts);
  return parts.join('\n');
}

/** Cut to `maxChars` characters including a trailing "...", at a word boundary when there is one. */
export function truncateChars(text: string, maxChars: number): string {
  const chars = Array.from(text);
  if (chars.length <= maxChars) return text;
  if (maxChars === 0) return '';
  const contentMax = maxChars - ELLIPSIS.length;
  if (contentMax <= 0) return chars.slice(0, maxChars).join('');
  let cut = chars.slice(0, contentMax).join('');
  const lastSpace = Math.max(...[...cut.matchAll(/\s/gu)].map((m) => m.index ?? -1), -1);
  if (lastSpace > 0) cut = cut.slice(0, lastSpace);
  return `${cut.replace(/\s+$/u, '')}${ELLIPSIS}`;
}

// ------------------------------------------------------------------ links

const DOCUMENT_RELS = new Set([
  'canonical', 'alternate', 'amphtml', 'author', 'license', 'search', 'prev', 'next', 'privacy-policy', 'terms-of-service', 'help', 'me',
  'shortlink', 'webmention', 'pingback', 'enclosure', 'hub', 'contents', 'up', 'describedby', 'manifest',
]);
const DOCUMENT_TYPES = new Set([
  'WebPage', 'ItemPage', 'CollectionPage', 'AboutPage', 'ContactPage', 'FAQPage', 'QAPage', 'ProfilePage', 'SearchResultsPage',
  'Article', 'NewsArticle', 'BlogPosting', 'ScholarlyArticle', 'TechArticle', 'Report', 'SocialMediaPosting', 'WebSite',
]);
const SOFTWARE_TYPES = new Set(['SoftwareApplication', 'WebApplication', 'MobileApplication']);
const MEDIA_TYPES = new Set(['VideoObject', 'AudioObject', 'ImageObject']);
const NON_NAVIGABLE = ['javascript:', 'mailto:', 'tel:', 'data:', 'vbscript:'];

/** A structured-data URL worth following: non-empty, not a bare fragment, not a script/mail/data scheme. */
function usableHref(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const href = value.trim();
  if (href === '' || href.startsWith('#')) return undefined;
  const lower = href.toLowerCase();
  return NON_NAVIGABLE.some((scheme) => lower.startsWith(scheme)) ? undefined : href;
}

function typeNames(block: unknown): string[] {
  if (typeof block !== 'object' || block === null) return [];
  const type = (block as Record<string, unknown>)['@type'];
  const names = typeof type === 'string' ? [type] : strings(type);
  return names.map((name) => {
    const trimmed = name.trim();
    const last = trimmed.split(/[/#]/).pop();
    return last ? last : trimmed;
  });
}

function elementLinks(element: SomElement, urls: string[]): void {
  const attrs = element.attrs ?? {};
  const push = (value: unknown): void => {
    if (typeof value === 'string' && value !== '' && value !== '#') urls.push(value);
  };
  if (element.role === 'link') push(attrs.href);
  if (element.role === 'iframe') push(attrs.src);
}

/** `content="5; url=/next"` → `/next`. */
function refreshUrl(content: string): string | undefined {
  const match = /(?:^|[;,\s])url\s*=\s*(['"]?)([^'"]*)\1\s*$/i.exec(content.trim());
  return match?.[2]?.trim() || undefined;
}

function structuredLinks(som: SomDocument, urls: string[]): void {
  const data = som.structured_data;
  if (!data) return;
  const push = (value: unknown): void => {
    const href = usableHref(value);
    if (href !== undefined) urls.push(href);
  };
  for (const link of data.links ?? []) if (DOCUMENT_RELS.has(link.rel)) push(link.href);
  push(data.meta?.citation_pdf_url);
  push(data.meta?.citation_fulltext_html_url);
  push(data.open_graph?.['og:url']);
  if (data.meta?.refresh) push(refreshUrl(data.meta.refresh));
  push(data.meta?.['fediverse:creator:id']);
  for (const block of data.json_ld ?? []) {
    const types = typeNames(block);
    const record = block as Record<string, unknown>;
    if (types.some((t) => DOCUMENT_TYPES.has(t))) {
      push(record.url);
      push(record.discussionUrl);
      push(record.archivedAt);
      if (types.includes('WebPage')) for (const link of Array.isArray(record.significantLink) ? record.significantLink : [record.significantLink]) push(link);
    }
    if (types.some((t) => SOFTWARE_TYPES.has(t))) {
      push(record.downloadUrl);
      push(record.installUrl);
    }
    if (types.some((t) => MEDIA_TYPES.has(t))) {
      push(record.contentUrl);
      push(record.embedUrl);
    }
    if (types.includes('BreadcrumbList') && Array.isArray(record.itemListElement)) {
      for (const item of record.itemListElement as unknown[]) {
        const target = (item as { item?: unknown } | null)?.item;
        push(typeof target === 'object' && target !== null ? (target as Record<string, unknown>)['@id'] ?? (target as Record<string, unknown>).url : target);
      }
    }
  }
}

/** Outbound URLs of the SOM, resolved against <base href> or the page URL, first occurrence kept. */
export function collectLinks(som: SomDocument): string[] {
  const urls: string[] = [];
  for (const element of walkElements(som.regions)) elementLinks(element, urls);
  structuredLinks(som, urls);
  const baseHref = som.structured_data?.links?.find((l) => l.rel === 'base')?.href;
  let base = som.url;
  if (baseHref) {
    try {
      base = new URL(baseHref, som.url).href;
    } catch {
      // An unusable <base href> leaves the page URL as the base.
    }
  }
  const seen = new Set<string>();
  const out: string[] = [];
  for (const url of urls) {
    let resolved = url;
    try {
      resolved = new URL(url, base).href;
    } catch {
      // Kept as written when it does not resolve.
    }
    if (!seen.has(resolved)) {
      seen.add(resolved);
      out.push(resolved);
    }
  }
  return out;
}
