// crawl_policy: what an origin's /robots.txt (RFC 9309) says about one URL for one crawler
// product token. Advisory only: nothing else in the engine consults it. The robots.txt rules are
// parsed and matched by the robots-parser library; this module fetches the file under the
// engine's outbound policy, classifies fetch outcomes as upstream does (4xx: unavailable, so
// allowed; 5xx, network failure, refused destination or oversized body: disallowed), and shapes
// the report as upstream's plasmate.crawl-policy.v1.
import * as robotsParserModule from 'robots-parser';
import { parseArgs } from './args.js';
import { boundedFetch, BoundedFetchError, type BoundedResponse } from './bounded-fetch.js';
import type { OutboundPolicy } from './network.js';
import { toolCallResult } from './protocol.js';
import { truncateUtf8 } from '../contract/text.js';

export const CRAWL_POLICY_SCHEMA_VERSION = 'plasmate.crawl-policy.v1';
/** Upstream's robots.txt body bound (RFC 9309 asks crawlers to parse at least 500 KiB). */
export const MAX_ROBOTS_BYTES = 500 * 1024;
/** Upstream's bound on the complete MCP result carrying the report. */
export const MAX_CRAWL_POLICY_OUTPUT_BYTES = 128 * 1024;
/** Upstream's bound on the target URL (also the schema's maxLength). */
export const MAX_TARGET_URL_BYTES = 4096;
/** Upstream's bound on the product token (also the schema's pattern). */
export const MAX_PRODUCT_TOKEN_BYTES = 64;
/** Upstream's range for timeout_ms, and its default. */
export const MAX_POLICY_TIMEOUT_MS = 30_000;
export const DEFAULT_POLICY_TIMEOUT_MS = 10_000;
export const DEFAULT_PRODUCT_TOKEN = 'Plasmate';
/** Upstream follows at most five same-origin redirects for robots.txt (RFC 9309 §2.3.1.2). */
export const MAX_ROBOTS_REDIRECTS = 5;
/** Upstream's bound on advisory (non-permission) records reported. */
const MAX_ADVISORIES = 32;
/** Upstream's bounds on reported strings: rule patterns, advisory names and values, content type. */
const MAX_PATTERN_DIAGNOSTIC_BYTES = 8 * 1024;
const MAX_ADVISORY_NAME_BYTES = 128;
const MAX_ADVISORY_VALUE_BYTES = 512;
const MAX_CONTENT_TYPE_BYTES = 256;
/**
 * Upper bound on wildcard-matching work (rule pattern bytes x target path bytes, summed over every
 * allow/disallow line). The library's matcher costs up to that product; a hostile 500 KiB file
 * against a 4 KiB path would otherwise hold the engine's only thread for seconds (measured: one
 * 500 KB line of `*` against a 4000-byte path took 4.9 s). This budget is about 0.6 s at worst.
 * Over it the decision is conservatively "disallowed" (reason robots_match_budget_exceeded).
 */
export const MAX_MATCH_WORK = 250_000_000;
/**
 * Upper bound on (rule line x user agent of its group) pairs. robots-parser stores every rule once
 * per user agent of its group, so a file of N User-agent lines followed by N rules costs N^2 time
 * and memory (measured: 5000 + 5000 lines, 135 KB, took 31 s and 2.5 GB). Over the bound the
 * decision is conservatively "disallowed" (reason robots_group_fanout_exceeded).
 */
export const MAX_RULE_FANOUT = 200_000;

interface Robots {
  isAllowed(url: string, ua?: string): boolean | undefined;
  getMatchingLineNumber(url: string, ua?: string): number;
  getCrawlDelay(ua?: string): number | undefined;
  getSitemaps(): string[];
}
type RobotsParser = (url: string, contents: string) => Robots;
// robots-parser is CommonJS (module.exports = function); its typings declare an ES default export.
// Node's ESM loader and the ncc bundle both expose module.exports as the namespace's default.
const robotsParser = ((robotsParserModule as unknown as { default?: RobotsParser }).default ?? (robotsParserModule as unknown as RobotsParser)) as RobotsParser;


export class CrawlPolicyInputError extends Error {}

interface Decision {
  allowed: boolean;
  reason: string;
  matched_rule?: { directive: 'allow' | 'disallow'; pattern: string; pattern_bytes: number; pattern_truncated: boolean; line_number: number };
}

interface Advisory {
  name: string;
  value: string;
  normative_for_permission: false;
}

export interface CrawlPolicyReport {
  schema_version: string;
  spec_snapshot: { standard: string; checked_at: string; source: string };
  target_url: string;
  product_token: string;
  source: {
    requested_url: string;
    final_url?: string;
    http_status?: number;
    classification: string;
    error?: string;
    content_type?: string;
    content_bytes: number;
    checks_total: number;
    checks_completed: number;
    checks_failed: number;
  };
  decision: Decision;
  parsing: { lines_seen: number; rule_lines_seen: number; invalid_utf8_replacements: number; match_work: number; rule_fanout: number };
  advisories: Advisory[];
  trust: { classification: string; verification: string; data_handling: string };
  limitations: string[];
}

function validateTarget(input: string): URL {
  if (Buffer.byteLength(input) > MAX_TARGET_URL_BYTES) throw new CrawlPolicyInputError(`target URL exceeds ${MAX_TARGET_URL_BYTES} bytes`);
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new CrawlPolicyInputError('invalid target URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CrawlPolicyInputError('target URL must use http or https');
  if (url.hostname === '' || url.username !== '' || url.password !== '') {
    throw new CrawlPolicyInputError('target URL must have a host and must not contain credentials');
  }
  return url;
}

function validateToken(input: string): string {
  const token = input.trim();
  if (token.length === 0 || Buffer.byteLength(token) > MAX_PRODUCT_TOKEN_BYTES) {
    throw new CrawlPolicyInputError(`product token must contain 1 to ${MAX_PRODUCT_TOKEN_BYTES} bytes`);
  }
  if (!/^[A-Za-z_-]+$/.test(token)) throw new CrawlPolicyInputError('product token may contain only ASCII letters, hyphen, and underscore');
  return token;
}

export function validateTimeout(timeoutMs: number, max: number): number {
  if (timeoutMs < 1 || timeoutMs > max) throw new CrawlPolicyInputError(`timeout_ms must be between 1 and ${max}`);
  return timeoutMs;
}

/** The record key of a line as robots-parser reads it (comment removed, split at the first colon). */
function recordKey(line: string): string | undefined {
  const hash = line.indexOf('#');
  const text = hash < 0 ? line : line.slice(0, hash);
  const colon = text.indexOf(':');
  if (colon < 0) return undefined;
  const key = text.slice(0, colon).trim().toLowerCase();
  return key === '' ? undefined : key;
}

/** The length robots-parser matches a pattern at (it percent-encodes with encodeURI first). */
function encodedLength(pattern: string): number {
  try {
    return encodeURI(pattern).length;
  } catch {
    return pattern.length;
  }
}

/**
 * Decide for `target` from a robots.txt body with robots-parser. A first pass over the lines, read
 * as the library reads them, bounds its cost: runs of `*` in allow/disallow lines are collapsed
 * (`**` matches exactly what `*` does) so a wall of wildcards costs nothing, the remaining
 * matching work is bounded by MAX_MATCH_WORK and the rule-per-agent fan-out by MAX_RULE_FANOUT.
 */
export function decide(target: URL, robotsUrl: URL, token: string, body: string): { decision: Decision; advisories: Advisory[]; parsing: CrawlPolicyReport['parsing'] } {
  const lines = body.split(/\r\n|\r|\n/);
  const pathLength = (target.pathname + target.search).length + 1;
  let ruleLines = 0;
  let work = 0;
  let fanout = 0;
  let agents = 0;
  let afterAgentLine = false;
  const prepared = lines.map((line) => {
    const key = recordKey(line);
    if (key === undefined) return line;
    if (key === 'user-agent') {
      if (!afterAgentLine) agents = 0;
      agents += 1;
    } else if (key === 'allow' || key === 'disallow' || key === 'crawl-delay') {
      fanout += agents;
    }
    afterAgentLine = key === 'user-agent';
    if (key !== 'allow' && key !== 'disallow') return line;
    ruleLines += 1;
    const collapsed = line.replace(/\*+/g, '*');
    work += encodedLength(collapsed) * pathLength;
    return collapsed;
  });
  const parsing = { lines_seen: lines.length, rule_lines_seen: ruleLines, invalid_utf8_replacements: (body.match(/\uFFFD/g) ?? []).length, match_work: work, rule_fanout: fanout };
  if (target.pathname === '/robots.txt') return { decision: { allowed: true, reason: 'robots_txt_implicitly_allowed' }, advisories: [], parsing };
  if (work > MAX_MATCH_WORK) return { decision: { allowed: false, reason: 'robots_match_budget_exceeded' }, advisories: [], parsing };
  if (fanout > MAX_RULE_FANOUT) return { decision: { allowed: false, reason: 'robots_group_fanout_exceeded' }, advisories: [], parsing };

  const robots = robotsParser(robotsUrl.href, prepared.join('\n'));
  const allowed = robots.isAllowed(target.href, token) === true;
  const line = robots.getMatchingLineNumber(target.href, token);
  const decision: Decision = { allowed, reason: line > 0 ? (allowed ? 'allow_rule' : 'disallow_rule') : allowed ? 'no_matching_rule' : 'robots_origin_mismatch' };
  if (line > 0) {
    const raw = (lines[line - 1] ?? '').replace(/#.*/, '');
    const colon = raw.indexOf(':');
    const pattern = raw.slice(colon + 1).trim();
    decision.matched_rule = {
      directive: raw.slice(0, colon).trim().toLowerCase() === 'allow' ? 'allow' : 'disallow',
      pattern: truncateUtf8(pattern, MAX_PATTERN_DIAGNOSTIC_BYTES),
      pattern_bytes: Buffer.byteLength(pattern),
      pattern_truncated: Buffer.byteLength(pattern) > MAX_PATTERN_DIAGNOSTIC_BYTES,
      line_number: line,
    };
  }
  const advisories: Advisory[] = [];
  const delay = robots.getCrawlDelay(token);
  if (delay !== undefined) advisories.push({ name: 'crawl-delay', value: String(delay), normative_for_permission: false });
  for (const sitemap of robots.getSitemaps()) {
    if (advisories.length >= MAX_ADVISORIES) break;
    advisories.push({ name: truncateUtf8('sitemap', MAX_ADVISORY_NAME_BYTES), value: truncateUtf8(sitemap, MAX_ADVISORY_VALUE_BYTES), normative_for_permission: false });
  }
  return { decision, advisories, parsing };
}

const LIMITATIONS = [
  'Advisory only: the engine never consults robots.txt when it loads pages, and a robots.txt grants no authorization.',
  'Crawl-delay and Sitemap records are reported as metadata and never change the allow/disallow decision.',
  `A robots.txt body over ${MAX_ROBOTS_BYTES} bytes is refused as a whole (decision: disallowed), not parsed in part.`,
  'Redirects of robots.txt are followed only within the target origin; a cross-origin redirect is refused (decision: disallowed).',
  'Rules are parsed and matched by the robots-parser library.',
];

function report(target: URL, token: string, source: CrawlPolicyReport['source'], found: ReturnType<typeof decide> | undefined, failed: Decision): CrawlPolicyReport {
  return {
    schema_version: CRAWL_POLICY_SCHEMA_VERSION,
    spec_snapshot: { standard: 'RFC 9309', checked_at: '2026-07-19', source: 'https://www.rfc-editor.org/rfc/rfc9309.html' },
    target_url: target.href,
    product_token: token,
    source,
    decision: found?.decision ?? failed,
    parsing: found?.parsing ?? { lines_seen: 0, rule_lines_seen: 0, invalid_utf8_replacements: 0, match_work: 0, rule_fanout: 0 },
    advisories: found?.advisories ?? [],
    trust: {
      classification: 'untrusted_advisory_metadata',
      verification: 'not_authorization',
      data_handling: 'robots.txt is advisory data from the site; it neither grants access nor overrides authorization.',
    },
    limitations: LIMITATIONS,
  };
}

/**
 * Bytes of the complete tools/call result carrying `report`, in the larger of the 2024 and 2026
 * shapes (the text block plus, in 2026, its structured copy and metadata), as upstream measures it.
 */
function envelopeBytes(report: CrawlPolicyReport): number {
  const outcome = { text: JSON.stringify(report), isError: false };
  return Math.max(
    Buffer.byteLength(JSON.stringify(toolCallResult('legacy2024', 'crawl_policy', outcome))),
    Buffer.byteLength(JSON.stringify(toolCallResult('modern2026', 'crawl_policy', outcome))),
  );
}

/** Drop advisories until the result fits (upstream drops optional detail the same way). */
function fitOutput(result: CrawlPolicyReport): CrawlPolicyReport {
  while (envelopeBytes(result) > MAX_CRAWL_POLICY_OUTPUT_BYTES && result.advisories.length > 0) result.advisories.pop();
  return result;
}

export async function evaluateCrawlPolicy(policy: OutboundPolicy, targetInput: string, tokenInput: string, timeoutMs: number): Promise<CrawlPolicyReport> {
  const token = validateToken(tokenInput);
  const target = validateTarget(targetInput);
  validateTimeout(timeoutMs, MAX_POLICY_TIMEOUT_MS);
  const robotsUrl = new URL('/robots.txt', target);
  const source = (extra: Partial<CrawlPolicyReport['source']>, classification: string): CrawlPolicyReport['source'] => ({
    requested_url: robotsUrl.href,
    ...extra,
    classification,
    content_bytes: extra.content_bytes ?? 0,
    checks_total: 1,
    checks_completed: extra.http_status !== undefined ? 1 : 0,
    checks_failed: extra.http_status !== undefined ? 0 : 1,
  });
  let fetched: BoundedResponse;
  try {
    fetched = await boundedFetch(policy, robotsUrl.href, {
      maxBodyBytes: MAX_ROBOTS_BYTES,
      maxRedirects: MAX_ROBOTS_REDIRECTS,
      deadline: Date.now() + timeoutMs,
      timeoutMs,
      userAgent: token,
      accept: 'text/plain',
      sameOriginRedirects: true,
    });
  } catch (error) {
    if (!(error instanceof BoundedFetchError)) throw error;
    const failed = (classification: string, allowed: boolean, reason: string, extra: Partial<CrawlPolicyReport['source']> = {}): CrawlPolicyReport =>
      fitOutput(report(target, token, source({ ...extra, error: error.message }, classification), undefined, { allowed, reason }));
    if (error.kind === 'http' && error.status !== undefined && error.status >= 400 && error.status <= 499) {
      return failed('unavailable', true, 'robots_unavailable', { final_url: error.url, http_status: error.status });
    }
    if (error.kind === 'http') return failed('unreachable', false, 'robots_unreachable', { final_url: error.url, http_status: error.status });
    if (error.kind === 'too_large') return failed('invalid_too_large', false, 'robots_invalid');
    if (error.kind === 'blocked') return failed('blocked_redirect_or_destination', false, 'robots_unreachable');
    return failed('unreachable', false, 'robots_unreachable');
  }
  const found = decide(target, new URL(fetched.url), token, fetched.body);
  return fitOutput(
    report(
      target,
      token,
      source(
        { final_url: fetched.url, http_status: fetched.status, content_type: truncateUtf8(fetched.contentType, MAX_CONTENT_TYPE_BYTES), content_bytes: fetched.bytes },
        'available',
      ),
      found,
      found.decision,
    ),
  );
}

/** The tools/call handler: serde-style argument errors, then upstream's failure prefix. */
export async function handleCrawlPolicy(policy: OutboundPolicy, args: unknown): Promise<{ text: string; isError: boolean }> {
  const a = parseArgs(
    args,
    'CrawlPolicyParams',
    [
      { name: 'url', kind: 'string', required: true },
      { name: 'product_token', kind: 'string', required: false },
      { name: 'timeout_ms', kind: 'u64', required: false },
    ],
    true,
  );
  try {
    const result = await evaluateCrawlPolicy(policy, a.url as string, (a.product_token as string | undefined) ?? DEFAULT_PRODUCT_TOKEN, (a.timeout_ms as number | undefined) ?? DEFAULT_POLICY_TIMEOUT_MS);
    return { text: JSON.stringify(result), isError: false };
  } catch (error) {
    if (error instanceof CrawlPolicyInputError) return { text: `Crawl-policy evaluation failed: ${error.message}`, isError: true };
    throw error;
  }
}
