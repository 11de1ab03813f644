// The fetching half of ard_discover: each probe and candidate catalog fetched once under the
// engine's outbound policy, bounded in bytes, redirects and the shared deadline, kept on the
// input's origin, and handed to the pure validators in ard/validate.ts.
import { boundedFetch, BoundedFetchError, sameOrigin, type BoundedResponse } from '../bounded-fetch.js';
import type { OutboundPolicy } from '../network.js';
import { loadJsdom } from '../page.js';
import { boundedError, boundedText, CatalogError, emptyCatalog, type CatalogReport, type SourceKind, type SourceReport } from './report.js';
import { addReferences, isJsonContentType, MAX_CATALOG_BYTES, MAX_REFERENCES_PER_SOURCE, parseCatalog } from './validate.js';

export const MAX_DISCOVERY_DOCUMENT_BYTES = 512 * 1024;
/** Upstream's redirect limit for every discovery probe and catalog fetch. */
const MAX_ARD_REDIRECTS = 3;
const USER_AGENT = 'Mozilla/5.0 (compatible; PlasmateReferenceEngine/0.6.0; ard_discover)';

export interface Budget {
  deadline: number;
  timeoutMs: number;
}

async function fetchResource(policy: OutboundPolicy, url: string, budget: Budget, maxBytes: number, accept: string): Promise<BoundedResponse> {
  return boundedFetch(policy, url, { maxBodyBytes: maxBytes, maxRedirects: MAX_ARD_REDIRECTS, deadline: budget.deadline, timeoutMs: budget.timeoutMs, userAgent: USER_AGENT, accept });
}

/** Whole milliseconds left; under one counts as spent (as upstream does). */
export function remaining(budget: Budget): number | undefined {
  const left = Math.floor(budget.deadline - Date.now());
  return left > 0 ? left : undefined;
}

function originString(url: URL): string {
  return `${url.protocol}//${url.host}`;
}

function ensureSameOrigin(expected: URL, actual: string): void {
  const final = new URL(actual);
  if (!sameOrigin(expected, final)) throw new CatalogError(`cross-origin redirect rejected: expected ${originString(expected)}, received ${originString(final)}`);
}

export async function extractCatalogLinks(html: string, base: string): Promise<string[]> {
  const { JSDOM } = await loadJsdom();
  // No runScripts and no resource loading: the page is parsed, never executed or fetched from.
  const dom = new JSDOM(html, { url: base });
  try {
    const links: string[] = [];
    for (const link of Array.from(dom.window.document.querySelectorAll('link[rel]'))) {
      if (links.length >= MAX_REFERENCES_PER_SOURCE) break;
      const rel = link.getAttribute('rel') ?? '';
      const href = link.getAttribute('href');
      if (href !== null && rel.split(/[\t\n\f\r ]+/).some((token) => token.toLowerCase() === 'ai-catalog')) links.push(href);
    }
    return links;
  } finally {
    dom.window.close();
  }
}

export async function probe(
  policy: OutboundPolicy,
  budget: Budget,
  url: URL,
  origin: URL,
  source: SourceReport,
  candidates: Map<string, Set<SourceKind>>,
  extract: (body: string) => Promise<string[]> | string[],
  what: string,
): Promise<void> {
  const left = remaining(budget);
  if (left === undefined) {
    source.status = 'deadline_omitted';
    source.failures.push(`total discovery deadline exhausted before ${what} probe`);
    return;
  }
  let fetched: BoundedResponse;
  try {
    fetched = await fetchResource(policy, url.href, budget, MAX_DISCOVERY_DOCUMENT_BYTES, what === 'HTML' ? 'text/html,application/xhtml+xml' : 'text/plain');
  } catch (error) {
    source.status = 'failed';
    source.failures.push(boundedError(error));
    return;
  }
  try {
    ensureSameOrigin(origin, fetched.url);
  } catch (error) {
    source.status = 'rejected';
    source.failures.push(boundedError(error));
    return;
  }
  addReferences(await extract(fetched.body), url, origin, source, candidates);
  if (source.candidates.length === 0) source.status = source.failures.length === 0 ? 'no_candidate' : 'rejected';
}

export async function fetchCatalog(policy: OutboundPolicy, budget: Budget, url: string, origin: URL, sources: SourceKind[], identifiers: Set<string>): Promise<CatalogReport> {
  if (remaining(budget) === undefined) return emptyCatalog(url, sources, 'deadline_omitted', 'total discovery deadline exhausted before catalog fetch');
  let fetched: BoundedResponse;
  try {
    fetched = await fetchResource(policy, url, budget, MAX_CATALOG_BYTES, 'application/ai-catalog+json, application/json');
  } catch (error) {
    if (!(error instanceof BoundedFetchError)) throw error;
    return emptyCatalog(url, sources, 'rejected', boundedError(error));
  }
  try {
    ensureSameOrigin(origin, fetched.url);
    if (!isJsonContentType(fetched.contentType)) {
      throw new CatalogError(`catalog Content-Type '${boundedText(fetched.contentType, 128)}' is not application/json or application/ai-catalog+json`);
    }
    return parseCatalog(fetched.body, fetched.url, sources, identifiers);
  } catch (error) {
    if (!(error instanceof CatalogError)) throw error;
    return emptyCatalog(fetched.url, sources, 'rejected', boundedError(error));
  }
}
