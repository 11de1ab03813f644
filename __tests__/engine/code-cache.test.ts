/**
 * @needs-bundle engine
 * @needs-child-process node
 */
// The engine's chunks load through the build's V8 code cache (scripts/engine-code-cache.mjs,
// docs/engine.md "Start-up"). The cache is code: V8 checks its version, flags and the source's
// length but not its payload, so a planted or stale cache must be refused by the engine's own
// digest check, and the engine must then compile from source and serve the same page model. Runs
// the built engine (dist/engine/) and copies of it, confined as the runner starts it.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { asciiOnly, cachePath, CHUNK_FILE, CHUNK_SCRIPT_PREFIX, CODE_CACHE_MAGIC, encodeCache, ENGINE_V8_FLAGS, ensureCodeCaches, NCC_CHUNK_IMPORT } from '../../scripts/engine-code-cache.mjs';
import { TERMINABLE_CODE_FLAGS } from '../../src/contract/engine-flags.js';
import { referenceEngineCommand } from '../../src/workflow/child.js';
import { ENGINE, requireBuiltEngine } from './helpers/engine-process.js';

const BUNDLE_DIR = dirname(ENGINE);
const PAGE = '<!doctype html><title>Cache check</title><h1>Heading</h1><form><label for="e">Email</label><input id="e" name="e"></form><a href="/next">Next</a>';
const REFUSAL = 'does not match it; compiling from source';

let server: http.Server;
let url: string;
const work = mkdtempSync(join(tmpdir(), 'engine-code-cache-'));

beforeAll(async () => {
  requireBuiltEngine();
  server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(work, { recursive: true, force: true });
});

/**
 * The built engine directory with caches for the Node running this test (CI also runs the tests on
 * a Node other than the one that built dist/; the global setup writes them when missing, so this
 * usually copies them). Made once: each test only needs its own copy of the result to change.
 */
let recached: string | undefined;
function recachedEngine(): string {
  if (recached !== undefined) return recached;
  const dir = join(work, 'recached');
  cpSync(BUNDLE_DIR, dir, { recursive: true });
  ensureCodeCaches(dir);
  for (const chunk of chunks(dir)) expect(existsSync(cachePath(join(dir, chunk)))).toBe(true);
  recached = dir;
  return dir;
}

/** A copy of `source` (by default the re-cached engine) changed by `change` (given the copy's directory). */
function engineCopy(name: string, change: (dir: string) => void, source: string = recachedEngine()): string {
  const dir = join(work, name);
  cpSync(source, dir, { recursive: true });
  change(dir);
  return join(dir, 'index.js');
}

/** Start `entry` as the runner does, open the page, and return the SOM's text and the engine's stderr. */
async function openPageWith(entry: string): Promise<{ result: string; stderr: string; code: number | null }> {
  const command = referenceEngineCommand(entry);
  const child = spawn(command.program, command.args, { stdio: ['pipe', 'pipe', 'pipe'], env: { PLASMATE_UNSAFE_ALLOW_PRIVATE_NETWORK: '1' } });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const lines = createInterface({ input: child.stdout });
  const next = async (): Promise<string> => ((await once(lines, 'line')) as [string])[0];
  child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '0' } } })}\n`);
  await next();
  child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
  child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'open_page', arguments: { url } } })}\n`);
  const line = await next();
  child.stdin.end();
  const [code] = (await once(child, 'exit')) as [number | null];
  const response = JSON.parse(line) as { result: { content: Array<{ text: string }>; isError?: boolean } };
  expect(response.result.isError).not.toBe(true);
  // The session id differs per engine; the page model must not.
  const som = JSON.parse(response.result.content[0]!.text) as Record<string, unknown>;
  delete som.session_id;
  return { result: JSON.stringify(som), stderr, code };
}

const chunks = (dir: string): string[] => readdirSync(dir).filter((f) => CHUNK_FILE.test(f));
const payloadOffset = CODE_CACHE_MAGIC.length + 1 + 64 + 1 + 64 + 1;

describe('the built engine', () => {
  it('loads its chunks through the cache loader; they are ASCII chunk scripts, and any cache beside them was made from the chunk as it is', () => {
    const entry = readFileSync(ENGINE, 'utf8');
    expect(entry).not.toContain(NCC_CHUNK_IMPORT);
    expect(entry).toContain('__plasmateLoadChunk("./" + __nccwpck_require__.u(chunkId))');
    const names = chunks(BUNDLE_DIR);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const file = join(BUNDLE_DIR, name);
      const bytes = readFileSync(file);
      // Read by the engine as Latin-1 into a one-byte string: exact only for ASCII.
      expect(bytes.subarray(0, CHUNK_SCRIPT_PREFIX.length).toString('latin1')).toBe(CHUNK_SCRIPT_PREFIX);
      expect(bytes.every((byte) => byte < 0x80)).toBe(true);
      // One cache per V8 version at most (the build's Node, and the global setup's for another);
      // none in a clean clone before the first test run (caches are not committed).
      for (const cacheFile of readdirSync(BUNDLE_DIR).filter((f) => f.startsWith(`${name}.v8-`) && f.endsWith('.cache'))) {
        const cache = readFileSync(join(BUNDLE_DIR, cacheFile));
        // The header names exactly this chunk script and this payload.
        expect(cache.equals(encodeCache(bytes, cache.subarray(payloadOffset)))).toBe(true);
      }
    }
  });

  it('V8 takes each chunk’s cache for the text the engine compiles (under the engine’s V8 flag)', () => {
    // V8 refuses a cache silently (other flags, another source length), and the engine then
    // compiles from source: only slower, so no page test would notice. This asks V8 itself.
    const dir = recachedEngine();
    const probe = `
      import vm from 'node:vm';
      import { readFileSync } from 'node:fs';
      import { cachePath, chunkSource } from ${JSON.stringify(join(process.cwd(), 'scripts/engine-code-cache.mjs'))};
      const rejected = [];
      for (const file of process.argv.slice(1)) {
        const script = new vm.Script(chunkSource(readFileSync(file)), { filename: file, cachedData: readFileSync(cachePath(file)).subarray(${payloadOffset}) });
        if (script.cachedDataRejected) rejected.push(file);
      }
      process.stdout.write(JSON.stringify(rejected));`;
    const files = chunks(dir).map((name) => join(dir, name));
    const out = execFileSync(process.execPath, [...ENGINE_V8_FLAGS, '--input-type=module', '-e', probe, ...files], { encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual([]);
  }, 60_000);

  it('the caches are written under the V8 flags the runner starts the engine with', () => {
    const engineArgs = referenceEngineCommand(ENGINE).args;
    expect(engineArgs).toEqual(expect.arrayContaining(ENGINE_V8_FLAGS));
    expect(ENGINE_V8_FLAGS).toEqual(expect.arrayContaining([...TERMINABLE_CODE_FLAGS]));
  });
});

describe('asciiOnly (the build’s chunk scripts)', () => {
  it('escapes non-ASCII text in strings and comments to the same values', () => {
    const source = "const a = 'caf\u00e9 ’∞'; const b = \"\\’\"; const c = '😀'; // ‘note’ ─\n/* ø */ const d = 'ok';";
    const escaped = asciiOnly(source);
    expect([...escaped].every((ch) => ch.charCodeAt(0) < 0x80)).toBe(true);
    // A unit that was itself backslash-escaped is replaced with its backslash (not left as `\\u…`).
    expect(escaped).toContain('"\\u2019"');
    const values = (text: string) => new Function(`${text}; return [a, b, c, d];`)() as string[];
    expect(values(escaped)).toEqual(values(source));
    expect(values(escaped)).toEqual(['caf\u00e9 ’∞', '’', '😀', 'ok']);
  });

  it('refuses non-ASCII text where an escape would not always mean the same', () => {
    for (const source of ['const café = 1;', 'const t = `’`;', 'const r = /’/;']) {
      expect(() => asciiOnly(source)).toThrow(/non-ASCII text outside a string or comment/);
    }
  });
});

describe('code cache refusal (confined engine, as the runner starts it)', () => {
  let baseline: { result: string; stderr: string; code: number | null };
  beforeAll(async () => {
    baseline = await openPageWith(ENGINE);
  }, 60_000);

  it('the built engine serves the page without refusing its cache (or without one, in a clean clone)', () => {
    expect(baseline.code).toBe(0);
    expect(baseline.stderr).not.toContain(REFUSAL);
    expect(baseline.result).toContain('Cache check');
  });

  it('refuses a cache whose payload was changed after the build, and serves the same page from source', async () => {
    const entry = engineCopy('tampered', (dir) => {
      for (const name of chunks(dir)) {
        const path = cachePath(join(dir, name));
        const bytes = readFileSync(path);
        // One flipped byte in V8's data; V8 itself would accept it (it checks no payload checksum).
        bytes[payloadOffset + Math.floor((bytes.length - payloadOffset) / 2)]! ^= 0xff;
        writeFileSync(path, bytes);
      }
    });
    const run = await openPageWith(entry);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(REFUSAL);
    expect(run.result).toBe(baseline.result);
  }, 60_000);

  it('refuses a cache made from another chunk (stale or planted under the chunk\'s name)', async () => {
    const entry = engineCopy('swapped', (dir) => {
      const [first, ...rest] = chunks(dir).sort();
      // Every chunk gets the (self-consistent) cache of another chunk.
      const names = [...rest, first!];
      const caches = names.map((name) => readFileSync(cachePath(join(dir, name))));
      chunks(dir).sort().forEach((name, i) => writeFileSync(cachePath(join(dir, name)), caches[i]!));
    });
    const run = await openPageWith(entry);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(REFUSAL);
    expect(run.result).toBe(baseline.result);
  }, 60_000);

  it('without a cache (another Node version) compiles from source, silently, with the same page', async () => {
    // From the build's directory: the caches are removed, so making them again first is moot.
    const entry = engineCopy(
      'none',
      (dir) => {
        for (const f of readdirSync(dir)) if (f.endsWith('.cache')) rmSync(join(dir, f));
      },
      BUNDLE_DIR,
    );
    const run = await openPageWith(entry);
    expect(run.code).toBe(0);
    expect(run.stderr).not.toContain(REFUSAL);
    expect(run.result).toBe(baseline.result);
  }, 60_000);
});
