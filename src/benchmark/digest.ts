/**
 * The suite identity digests (docs/contract/benchmark.md §6.2): length-framed SHA-256 over a domain string
 * and named byte entries, so no two different inputs can frame to the same byte stream.
 */
import { createHash } from 'node:crypto';
import { compareCodePoints, jsonString } from '../plan/fingerprint.js';
import { FIXTURE_FILES, SUITE_MANIFEST_JSON } from './suite.js';

export const MANIFEST_DIGEST_DOMAIN = 'plasmate.agent-task-benchmark-manifest.v1';
export const FIXTURE_DIGEST_DOMAIN = 'plasmate.agent-task-benchmark-fixtures.v1';
export const MANIFEST_ENTRY_NAME = 'suite.json';

export const DIGEST_CANONICALIZATION =
  'SHA-256 over u64be(len(domain)) || domain, then for each entry u64be(len(name)) || name || u64be(len(bytes)) || bytes; ' +
  `manifest_sha256 uses domain "${MANIFEST_DIGEST_DOMAIN}" and the single entry ("${MANIFEST_ENTRY_NAME}", compact JSON of the manifest with keys sorted by UTF-8 bytes); ` +
  `fixture_corpus_sha256 uses domain "${FIXTURE_DIGEST_DOMAIN}" and the entries ${MANIFEST_ENTRY_NAME} (the same canonical bytes) then each fixture file (repository-relative path, exact bytes) in fixture_files order.`;

function u64be(n: number): Buffer {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(n));
  return b;
}

export function lengthFramedSha256(domain: string, entries: ReadonlyArray<readonly [string, Uint8Array]>): string {
  const hash = createHash('sha256');
  const domainBytes = Buffer.from(domain, 'utf8');
  hash.update(u64be(domainBytes.length)).update(domainBytes);
  for (const [name, bytes] of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    hash.update(u64be(nameBytes.length)).update(nameBytes).update(u64be(bytes.length)).update(bytes);
  }
  return hash.digest('hex');
}

/** Compact JSON with keys sorted by UTF-8 byte order (strings, booleans, arrays, objects, integers). */
export function canonicalStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalStringify).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort(compareCodePoints);
    return `{${keys.map((k) => `${jsonString(k)}:${canonicalStringify((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  if (typeof value === 'string') return jsonString(value);
  if (typeof value === 'number' && !Number.isSafeInteger(value)) throw new Error('canonical manifest numbers must be safe integers');
  return JSON.stringify(value);
}

export interface SuiteIdentity {
  manifest_sha256: string;
  fixture_corpus_sha256: string;
}

export function suiteIdentity(): SuiteIdentity {
  // The manifest file's exact bytes: the build refuses a suite.json that is not already canonical.
  const manifest = Buffer.from(SUITE_MANIFEST_JSON, 'utf8');
  return {
    manifest_sha256: lengthFramedSha256(MANIFEST_DIGEST_DOMAIN, [[MANIFEST_ENTRY_NAME, manifest]]),
    fixture_corpus_sha256: lengthFramedSha256(FIXTURE_DIGEST_DOMAIN, [
      [MANIFEST_ENTRY_NAME, manifest],
      ...FIXTURE_FILES.map((f) => [f.path, f.bytes] as const),
    ]),
  };
}
