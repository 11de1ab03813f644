// ard_discover: static Agentic Resource Discovery (ARD v0.9 draft) for one operator-supplied page
// or origin, shaped as upstream's plasmate.ard.discovery.v1 report. Three signals are checked and
// nothing else: the well-known URI /.well-known/ai-catalog.json, <link rel="ai-catalog"> in the
// page, and `Agentmap:` records in /robots.txt. Candidate catalogs must stay on the input origin;
// each is fetched once under the engine's outbound policy, bounded, validated and reported as
// untrusted data. Entries are never invoked, nested catalogs and registries never followed, and
// trust claims never verified.
//
// The parts: ard/validate.ts (pure: input, references, catalog validation), ard/fetch.ts (the
// probes and catalog fetches), ard/report.ts (the report's shape, reconciliation, output bound);
// this module runs them in upstream's order and answers tools/call.
import { parseArgs } from './args.js';
import { extractCatalogLinks, fetchCatalog, probe, type Budget } from './ard/fetch.js';
import { ARD_SCHEMA_VERSION, ArdInputError, bytes, CATALOG_SPEC_VERSION, fitArdOutput, LIMITATIONS, reconcile, summarize, trust, type ArdReport, type CatalogReport, type SourceKind, type SourceReport } from './ard/report.js';
import { extractAgentmap, validateInput, validateTimeout } from './ard/validate.js';
import type { OutboundPolicy } from './network.js';
import { toolCallResult } from './protocol.js';

export { ARD_SCHEMA_VERSION, ArdInputError, fitArdOutput, MAX_ARD_OUTPUT_BYTES, type ArdReport } from './ard/report.js';
export { MAX_DISCOVERY_DOCUMENT_BYTES } from './ard/fetch.js';
export {
  MAX_ARD_TIMEOUT_MS,
  MAX_ARRAY_ITEMS,
  MAX_CATALOG_BYTES,
  MAX_ENTRIES_PER_CATALOG,
  MAX_JSON_DEPTH,
  MAX_JSON_NODES,
  MAX_REFERENCES_PER_SOURCE,
  MAX_STRING_BYTES,
} from './ard/validate.js';

export const DEFAULT_ARD_TIMEOUT_MS = 10_000;
export const MAX_CATALOGS = 8;

export async function discoverArd(policy: OutboundPolicy, input: string, timeoutMs: number): Promise<ArdReport> {
  const inputUrl = validateInput(input, policy);
  validateTimeout(timeoutMs);
  const budget: Budget = { deadline: Date.now() + timeoutMs, timeoutMs };
  const origin = new URL('/', inputUrl);
  const robotsUrl = new URL('/robots.txt', origin);
  const wellKnown = new URL('/.well-known/ai-catalog.json', origin);
  const source = (kind: SourceKind, probeUrl: string, candidates: string[] = []): SourceReport => ({ kind, probe_url: probeUrl, status: 'pending', candidates, failures: [] });
  const sources = [source('well_known', wellKnown.href, [wellKnown.href]), source('html_link', inputUrl.href), source('robots_agentmap', robotsUrl.href)] as const;
  const candidates = new Map<string, Set<SourceKind>>([[wellKnown.href, new Set<SourceKind>(['well_known'])]]);

  await probe(policy, budget, inputUrl, origin, sources[1], candidates, (body) => extractCatalogLinks(body, inputUrl.href), 'HTML');
  await probe(policy, budget, robotsUrl, origin, sources[2], candidates, extractAgentmap, 'robots.txt');

  // The well-known catalog first, then the others in URL order, at most MAX_CATALOGS in all.
  const others = [...candidates.keys()].filter((url) => url !== wellKnown.href).sort();
  const ordered = [wellKnown.href, ...others.slice(0, MAX_CATALOGS - 1)];
  const identifiers = new Set<string>();
  const catalogs: CatalogReport[] = [];
  for (const url of ordered) {
    const kinds = [...(candidates.get(url) ?? [])].sort();
    catalogs.push(await fetchCatalog(policy, budget, url, origin, kinds, identifiers));
  }
  reconcile([...sources], catalogs);
  return fitArdOutput({
    schema_version: ARD_SCHEMA_VERSION,
    spec_snapshot: { ard_version: 'v0.9', status: 'draft', catalog_spec_version: CATALOG_SPEC_VERSION, checked_at: '2026-07-19' },
    input_url: inputUrl.href,
    origin: origin.href,
    trust: trust(),
    summary: summarize([...sources], catalogs),
    sources: [...sources],
    catalogs,
    limitations: LIMITATIONS,
  });
}

/** The tools/call handler: serde-style argument errors, then upstream's failure prefix. */
export async function handleArdDiscover(policy: OutboundPolicy, args: unknown): Promise<{ text: string; isError: boolean }> {
  const a = parseArgs(
    args,
    'ArdDiscoverParams',
    [
      { name: 'url', kind: 'string', required: true },
      { name: 'timeout_ms', kind: 'u64', required: false },
    ],
    true,
  );
  try {
    const report = await discoverArd(policy, a.url as string, (a.timeout_ms as number | undefined) ?? DEFAULT_ARD_TIMEOUT_MS);
    // As upstream: the bound applies to the complete 2026 tools/call result, not only the report.
    fitArdOutput(report, (r) => bytes(JSON.stringify(toolCallResult('modern2026', 'ard_discover', { text: JSON.stringify(r), isError: false }))));
    return { text: JSON.stringify(report), isError: false };
  } catch (error) {
    if (error instanceof ArdInputError) return { text: `ARD discovery failed: ${error.message}`, isError: true };
    throw error;
  }
}
