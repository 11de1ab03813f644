/**
 * The workflow run's artifacts through the REST API (the token, via GitHubApi, the one choke
 * point): list them, download one as a zip with a bounded read, and unzip it in memory with
 * fflate under bounds on entry count, sizes and names. Nothing is written to disk, and a zip with
 * a name that could escape a directory (`../`, an absolute path, a backslash, a drive letter) or
 * that claims more bytes than allowed is refused whole: it was not made by upload-artifact from
 * our report directory.
 */
import { Unzip, UnzipInflate } from 'fflate';
import type { GitHubApi, Repository } from './api.js';

/** Artifacts per page (GitHub's maximum) and pages at most: 1,000 artifacts is 4× the largest matrix. */
const ARTIFACTS_PER_PAGE = 100;
const MAX_ARTIFACT_PAGES = 10;
/** Zip bytes downloaded per artifact at most: a shard's reports are kilobytes each; 16 MiB is ~1,000 large reports. */
export const MAX_ARTIFACT_ZIP_BYTES = 16 * 1024 * 1024;
/** Entries per zip at most: one report per plan plus the manifest and summary, for the largest shard we write. */
export const MAX_ZIP_ENTRIES = 6_000;
/** Uncompressed bytes per entry at most (a manifest of 5,000 plans is ~1 MB; a report far less). */
export const MAX_ZIP_ENTRY_BYTES = 8 * 1024 * 1024;
/** Uncompressed bytes per zip at most: a zip bomb is refused before anything is inflated. */
export const MAX_UNZIPPED_BYTES = 64 * 1024 * 1024;
/** Characters of one entry name at most. */
const MAX_ENTRY_NAME_LENGTH = 255;

export interface RunArtifact {
  id: number;
  name: string;
  sizeInBytes: number;
  expired: boolean;
}

export class ArtifactError extends Error {
  override name = 'ArtifactError';
}

/** Every artifact of workflow run `runId`, in the API's order. */
export async function listRunArtifacts(api: GitHubApi, repo: Repository, runId: string): Promise<RunArtifact[]> {
  const out: RunArtifact[] = [];
  for (let page = 1; ; page++) {
    if (page > MAX_ARTIFACT_PAGES) throw new Error(`the workflow run has more than ${MAX_ARTIFACT_PAGES * ARTIFACTS_PER_PAGE} artifacts; refusing to continue`);
    const body = await api.json<{ total_count?: unknown; artifacts?: unknown }>('GET', '/repos/{owner}/{repo}/actions/runs/{run_id}/artifacts', { ...repo, run_id: runId }, {
      query: { per_page: ARTIFACTS_PER_PAGE, page },
    });
    if (!Array.isArray(body.artifacts)) throw new Error('GitHub API GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts did not answer with a list of artifacts');
    for (const a of body.artifacts as Record<string, unknown>[]) {
      if (typeof a.id !== 'number' || typeof a.name !== 'string') continue;
      out.push({ id: a.id, name: a.name, sizeInBytes: typeof a.size_in_bytes === 'number' ? a.size_in_bytes : 0, expired: a.expired === true });
    }
    const total = typeof body.total_count === 'number' ? body.total_count : 0;
    if (body.artifacts.length < ARTIFACTS_PER_PAGE || page * ARTIFACTS_PER_PAGE >= total) return out;
  }
}

/** The artifact's zip, read up to MAX_ARTIFACT_ZIP_BYTES (more is refused, not truncated). */
export async function downloadArtifactZip(api: GitHubApi, repo: Repository, artifact: RunArtifact): Promise<Uint8Array> {
  if (artifact.sizeInBytes > MAX_ARTIFACT_ZIP_BYTES) throw new ArtifactError(`is ${artifact.sizeInBytes} bytes, more than ${MAX_ARTIFACT_ZIP_BYTES}`);
  const stream = await api.stream('GET', '/repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}', { ...repo, artifact_id: artifact.id, archive_format: 'zip' });
  if (stream === null) throw new ArtifactError('download answered without a body');
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ARTIFACT_ZIP_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new ArtifactError(`download is more than ${MAX_ARTIFACT_ZIP_BYTES} bytes`);
    }
    chunks.push(value);
  }
  return concat(chunks, size);
}

/** A relative name of safe segments: no `..`, `.`, empty or `__proto__` segment, no backslash, colon or leading slash. */
export function isSafeEntryName(name: string): boolean {
  if (name.length === 0 || name.length > MAX_ENTRY_NAME_LENGTH) return false;
  const segments = name.replace(/\/$/, '').split('/');
  return segments.every((s) => /^[A-Za-z0-9._-]+$/.test(s) && s !== '.' && s !== '..' && s !== '__proto__');
}

/**
 * Compressed bytes fed to the inflater at a time. Deflate expands at most ~1,032×, so one feed
 * yields at most ~4 MiB before the counters below can stop it: a zip whose headers lie about
 * sizes costs at most the bounds plus one feed, in memory and in CPU.
 */
const FEED_BYTES = 4 * 1024;

/**
 * The zip's files (directories dropped) by name, or ArtifactError naming the first bound broken.
 * Streams the entries (fflate's Unzip: local headers, deflate or stored) and counts the bytes
 * actually inflated, not the sizes the headers claim.
 */
export function unzipBounded(zip: Uint8Array): Map<string, Uint8Array> {
  let entries = 0;
  let total = 0;
  const out = new Map<string, Uint8Array>();
  const names = new Set<string>();
  let failure: Error | null = null;
  const unzip = new Unzip((file) => {
    if (++entries > MAX_ZIP_ENTRIES) throw new ArtifactError(`has more than ${MAX_ZIP_ENTRIES} entries`);
    if (!isSafeEntryName(file.name)) throw new ArtifactError(`has an entry with an unsafe name (${JSON.stringify(file.name.slice(0, 80))})`);
    if (names.has(file.name)) throw new ArtifactError(`has two entries named ${JSON.stringify(file.name)}`);
    names.add(file.name);
    if (file.originalSize !== undefined && file.originalSize > MAX_ZIP_ENTRY_BYTES) throw new ArtifactError(`has an entry of ${file.originalSize} bytes, more than ${MAX_ZIP_ENTRY_BYTES}`);
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (error !== null) {
        failure ??= error;
        return;
      }
      size += chunk.byteLength;
      total += chunk.byteLength;
      if (size > MAX_ZIP_ENTRY_BYTES) throw new ArtifactError(`has an entry of more than ${MAX_ZIP_ENTRY_BYTES} bytes`);
      if (total > MAX_UNZIPPED_BYTES) throw new ArtifactError(`unpacks to more than ${MAX_UNZIPPED_BYTES} bytes`);
      chunks.push(chunk);
      if (final && !file.name.endsWith('/')) out.set(file.name, concat(chunks, size));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < zip.byteLength; at += FEED_BYTES) unzip.push(zip.subarray(at, at + FEED_BYTES), at + FEED_BYTES >= zip.byteLength);
  } catch (error) {
    if (error instanceof ArtifactError) throw error;
    throw new ArtifactError(`is not a readable zip (${error instanceof Error ? error.message : String(error)})`);
  }
  if (failure !== null) throw new ArtifactError(`is not a readable zip (${(failure as Error).message})`);
  if (entries === 0) throw new ArtifactError('is not a zip with entries');
  if ([...names].some((n) => !n.endsWith('/') && !out.has(n))) throw new ArtifactError('has an entry that ends early');
  return out;
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}
