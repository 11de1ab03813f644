// The stateless tools' in-memory SOM cache (upstream's SomCache as fetch_page, extract_text and
// extract_links use it): keyed by normalized URL plus an optional selector, validated by a hash
// of the fetched HTML, bounded in entries, age and bytes, evicting the least recently used entry.
// A hit still costs a fetch (the content hash needs the body); it saves the SOM compilation and
// the page's scripts.
import { createHash } from 'node:crypto';

/** Upstream's bound on cached entries. */
export const PAGE_CACHE_MAX_ENTRIES = 1000;
/** Upstream's maximum entry age: older entries count as misses and are dropped. */
export const PAGE_CACHE_MAX_AGE_MS = 5 * 60 * 1000;
/**
 * Total SOM bytes held. Upstream has no byte bound; the engine runs under a memory ceiling
 * (memory_mb), so a thousand large SOMs must not be able to exhaust it.
 */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** Entries listed by cache_status (the counters always cover every entry). */
export const PAGE_CACHE_MAX_LISTED = 100;

interface CacheEntry {
  url: string;
  selector: string | undefined;
  somJson: string;
  contentHash: string;
  createdAt: number;
  lastAccessed: number;
  htmlBytes: number;
  somBytes: number;
  hitCount: number;
}

export type CacheLookup = { kind: 'hit'; somJson: string } | { kind: 'stale' } | { kind: 'miss' };

export interface CacheBounds {
  maxEntries: number;
  maxAgeMs: number;
  maxBytes: number;
}

export const DEFAULT_CACHE_BOUNDS: CacheBounds = { maxEntries: PAGE_CACHE_MAX_ENTRIES, maxAgeMs: PAGE_CACHE_MAX_AGE_MS, maxBytes: PAGE_CACHE_MAX_BYTES };

export function contentHash(html: string): string {
  return createHash('sha256').update(html).digest('hex');
}

/** Fragment dropped, a trailing slash of a non-root path dropped; host case folded by URL. */
export function normalizeCacheUrl(url: string): string {
  const trimmed = url.trim();
  try {
    const parsed = new URL(trimmed);
    parsed.hash = '';
    if (parsed.pathname !== '/') parsed.pathname = parsed.pathname.replace(/\/+$/, '');
    return parsed.href;
  } catch {
    return trimmed.split('#')[0]?.replace(/\/+$/, '') ?? trimmed;
  }
}

/** Id selectors keep their case (HTML ids are case-sensitive); other selectors fold it. */
export function normalizeSelector(selector: string | undefined): string | undefined {
  const trimmed = selector?.trim();
  if (!trimmed) return undefined;
  return trimmed.startsWith('#') ? trimmed : trimmed.toLowerCase();
}

export class PageCache {
  private readonly entries = new Map<string, CacheEntry>();
  private bytes = 0;
  private readonly stats = { hits: 0, stale_hits: 0, misses: 0, evictions: 0, total_som_bytes_served: 0, total_html_bytes_avoided: 0 };

  constructor(
    private readonly bounds: CacheBounds = DEFAULT_CACHE_BOUNDS,
    private readonly now: () => number = Date.now,
  ) {}

  private key(url: string, selector: string | undefined): string {
    const normalized = normalizeSelector(selector);
    return normalized === undefined ? normalizeCacheUrl(url) : `${normalizeCacheUrl(url)}::selector=${normalized}`;
  }

  lookup(url: string, hash: string, selector?: string): CacheLookup {
    const key = this.key(url, selector);
    const entry = this.entries.get(key);
    if (entry) {
      if (this.now() - entry.createdAt > this.bounds.maxAgeMs) {
        this.stats.misses += 1;
        this.drop(key);
        return { kind: 'miss' };
      }
      if (entry.contentHash === hash) {
        entry.lastAccessed = this.now();
        entry.hitCount += 1;
        this.stats.hits += 1;
        this.stats.total_som_bytes_served += entry.somBytes;
        this.stats.total_html_bytes_avoided += entry.htmlBytes;
        return { kind: 'hit', somJson: entry.somJson };
      }
      this.stats.stale_hits += 1;
      return { kind: 'stale' };
    }
    this.stats.misses += 1;
    return { kind: 'miss' };
  }

  store(url: string, hash: string, somJson: string, htmlBytes: number, selector?: string): void {
    const key = this.key(url, selector);
    const somBytes = Buffer.byteLength(somJson);
    // An entry larger than the whole byte bound is not cached at all.
    if (somBytes > this.bounds.maxBytes) return;
    this.drop(key);
    while (this.entries.size > 0 && (this.entries.size >= this.bounds.maxEntries || this.bytes + somBytes > this.bounds.maxBytes)) this.evictLeastRecentlyUsed();
    const now = this.now();
    this.entries.set(key, { url: normalizeCacheUrl(url), selector: normalizeSelector(selector), somJson, contentHash: hash, createdAt: now, lastAccessed: now, htmlBytes, somBytes, hitCount: 0 });
    this.bytes += somBytes;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.somBytes;
  }

  private evictLeastRecentlyUsed(): void {
    let oldestKey: string | undefined;
    let oldest = Infinity;
    for (const [key, entry] of this.entries) {
      if (entry.lastAccessed < oldest) {
        oldest = entry.lastAccessed;
        oldestKey = key;
      }
    }
    if (oldestKey === undefined) return;
    this.drop(oldestKey);
    this.stats.evictions += 1;
  }

  /** Counters, bounds and (the most recently used part of) the inventory, for cache_status. */
  snapshot(): Record<string, unknown> {
    const now = this.now();
    const all = [...this.entries.values()];
    const listed = [...all].sort((a, b) => b.lastAccessed - a.lastAccessed).slice(0, PAGE_CACHE_MAX_LISTED);
    return {
      entries: all.length,
      selector_entries: all.filter((e) => e.selector !== undefined).length,
      max_entries: this.bounds.maxEntries,
      max_age_ms: this.bounds.maxAgeMs,
      som_bytes: this.bytes,
      max_som_bytes: this.bounds.maxBytes,
      ...this.stats,
      inventory: listed.map((e) => ({
        url: e.url,
        ...(e.selector !== undefined ? { selector: e.selector } : {}),
        html_bytes: e.htmlBytes,
        som_bytes: e.somBytes,
        hit_count: e.hitCount,
        age_ms: now - e.createdAt,
        idle_ms: now - e.lastAccessed,
      })),
      inventory_truncated: all.length > listed.length,
    };
  }
}
