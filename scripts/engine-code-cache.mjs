// The reference engine's start-up with its code compiled (compiling jsdom is most of its start-up; docs/engine.md,
// "Start-up"). jsdom is most of what an engine does before its first page: parsing the 11 MB jsdom
// chunk and compiling the functions it runs cost about half of an engine's CPU up to its first
// page. The build therefore
//   1. rewrites each of the engine bundle's lazy chunks (ncc's ES modules) as the script the engine
//      compiles, once: a strict function returning the chunk's exports, in ASCII only (every
//      non-ASCII character of a string or comment escaped), so the engine reads it as Latin-1 into
//      a one-byte string (half of UTF-16's memory, no UTF-8 decoding) and wraps nothing at start;
//   2. loads the chunks through one loader (patched into dist/engine/index.js in place of ncc's
//      `import()` of a chunk) that compiles each chunk with vm.Script, and
//   3. writes, next to each chunk, V8's code cache of it for the building Node's V8
//      (`<chunk>.v8-<version>.cache`), produced with every function compiled eagerly, by a Node
//      started with the engine's own V8 flag (--disallow-code-generation-from-strings: V8 refuses
//      a cache made under other flags).
// The cache is code, so it is written by the build (and by the test suite's global setup, with the
// build's own function, for a Node the build did not run on) only: the engine itself can write no
// file (the permission model), and there is no cache-writing mode in it. V8 checks a cache's
// version, flags and source length but no checksum of its payload, so each file starts with a
// header naming the SHA-256 of the chunk it was made from and of its payload; the engine uses a
// cache only when both match (otherwise it says so on stderr and compiles from source), and a
// missing cache (another Node version) or one V8 refuses (other V8 flags, e.g. memory_mb's heap
// limits) means compiling from source, as before.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import v8 from 'node:v8';
import { parse } from 'acorn';

/** First bytes of every cache file; the two SHA-256 digests (hex) follow, then a newline and V8's data. */
export const CODE_CACHE_MAGIC = 'PLASMATE-ENGINE-CODE-CACHE-1';
const HEADER_BYTES = CODE_CACHE_MAGIC.length + 1 + 64 + 1 + 64 + 1;

/** ncc's lazy chunks are named `<id>.index.js`. */
export const CHUNK_FILE = /^\d+\.index\.js$/;

/** The cache file of `chunkPath` for the V8 named by `v8Version`. */
export function cachePath(chunkPath, v8Version = process.versions.v8) {
  return `${chunkPath}.v8-${v8Version}.cache`;
}

/** How every chunk script the build writes begins (the loader refuses a chunk that does not). */
export const CHUNK_SCRIPT_PREFIX = "(function () {'use strict';\n";

/**
 * A chunk as ncc writes it (`export const id = …;\nexport const ids = …;\nexport const modules =
 * {…};`, strict as an ES module is) as the bytes of a script whose value is a function returning
 * the three exports: the three `export` keywords blanked in place, a prefix and a suffix.
 */
function wrapChunk(bytes) {
  const prefix = Buffer.from(CHUNK_SCRIPT_PREFIX, 'latin1');
  const out = Buffer.concat([prefix, bytes, Buffer.from('\nreturn { id, ids, modules };\n})', 'latin1')]);
  const head = bytes.subarray(0, 4096).toString('latin1');
  let at = 0;
  for (const name of ['id', 'ids', 'modules']) {
    if (!head.startsWith(`export const ${name} = `, at)) throw new Error(`unexpected layout of an engine chunk: no 'export const ${name}' line`);
    out.fill(0x20, prefix.length + at, prefix.length + at + 'export'.length);
    at = head.indexOf('\n', at) + 1;
  }
  return out;
}

const SCRIPT_OPTIONS = { ecmaVersion: 'latest', sourceType: 'script' };
const hex4 = (unit) => `\\u${unit.toString(16).padStart(4, '0')}`;

/**
 * `source` (a script) with every non-ASCII UTF-16 unit written as a `\uXXXX` escape: in a string
 * literal the same value (a unit after an odd run of backslashes was itself escaped: the escape
 * replaces both), in a comment the same nothing. ncc's chunks have non-ASCII text only there;
 * anywhere else (identifiers, templates, regular expressions, where an escape would not always
 * mean the same) the build fails, as it does if the escaped script's tokens differ from the
 * original's in any type or value.
 */
export function asciiOnly(source) {
  const spans = [];
  parse(source, {
    ...SCRIPT_OPTIONS,
    onComment: (_block, _text, start, end) => spans.push([start, end, 'comment']),
    onToken: (token) => {
      if (token.type.label === 'string') spans.push([token.start, token.end, 'string']);
    },
  });
  spans.sort((a, b) => a[0] - b[0]);
  let out = '';
  let copied = 0;
  let span = 0;
  for (let i = 0; i < source.length; i++) {
    const unit = source.charCodeAt(i);
    if (unit < 0x80) continue;
    while (span < spans.length && spans[span][1] <= i) span += 1;
    const [start, , kind] = spans[span] ?? [Infinity];
    if (start > i) throw new Error(`non-ASCII text outside a string or comment at offset ${i} of an engine chunk; review asciiOnly in scripts/engine-code-cache.mjs`);
    let from = i;
    if (kind === 'string') {
      let backslashes = 0;
      while (source.charCodeAt(i - 1 - backslashes) === 0x5c) backslashes += 1;
      if (backslashes % 2 === 1) from = i - 1;
    }
    out += source.slice(copied, from) + hex4(unit);
    copied = i + 1;
  }
  out += source.slice(copied);
  const tokens = (text) => {
    const list = [];
    parse(text, { ...SCRIPT_OPTIONS, onToken: (token) => list.push(`${token.type.label}\u0000${token.value ?? ''}`) });
    return list;
  };
  const before = tokens(source);
  const after = tokens(out);
  if (before.length !== after.length || before.some((token, k) => token !== after[k])) throw new Error('escaping an engine chunk to ASCII changed its tokens; review asciiOnly in scripts/engine-code-cache.mjs');
  return out;
}

/**
 * The text V8 compiles for a chunk script's bytes. The build writes chunks in ASCII, where Latin-1
 * decoding is exact and gives V8 a one-byte string; other bytes are decoded as UTF-8. Self-contained:
 * the build writes its source into the engine's loader, so cache and engine compile the same text.
 */
export function chunkSource(bytes) {
  const latin1 = bytes.toString('latin1');
  return Buffer.byteLength(latin1, 'utf8') === latin1.length ? latin1 : bytes.toString('utf8');
}

/** Rewrite each ncc chunk in `dir` as its ASCII chunk script (step 1 above). */
export function prepareChunks(dir) {
  for (const f of readdirSync(dir).filter((name) => CHUNK_FILE.test(name))) {
    const file = join(dir, f);
    const bytes = readFileSync(file);
    if (bytes.subarray(0, CHUNK_SCRIPT_PREFIX.length).toString('latin1') === CHUNK_SCRIPT_PREFIX) throw new Error(`${file} is already a chunk script: the build starts from ncc's output`);
    writeFileSync(file, asciiOnly(wrapChunk(bytes).toString('utf8')), 'latin1');
  }
}

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/** The cache file's bytes for `source` (the chunk script's bytes) and V8's `payload`. */
export function encodeCache(source, payload) {
  return Buffer.concat([Buffer.from(`${CODE_CACHE_MAGIC} ${sha256(source)} ${sha256(payload)}\n`, 'latin1'), payload]);
}

/**
 * The loader the build puts into dist/engine/index.js (an ES module) in place of ncc's chunk
 * `import()`: `__plasmateLoadChunk(name)` resolves to the chunk's `{ id, ids, modules }` as the
 * import did. The function names are the bundle's own; nothing is put on globalThis.
 */
export function loaderSource() {
  return `import __plasmateVm from 'node:vm';
import { readFileSync as __plasmateReadFileSync } from 'node:fs';
import { createHash as __plasmateCreateHash } from 'node:crypto';
import { fileURLToPath as __plasmateFileURLToPath } from 'node:url';
// Chunk loader with the build's V8 code cache (scripts/engine-code-cache.mjs, docs/engine.md "Start-up").
const __plasmateChunkSource = ${chunkSource.toString()};
function __plasmateCachedData(file, sourceBytes) {
  let data;
  try {
    data = __plasmateReadFileSync(\`\${file}.v8-\${process.versions.v8}.cache\`);
  } catch {
    return undefined; // no cache for this Node: compile from source
  }
  const sha256 = (bytes) => __plasmateCreateHash('sha256').update(bytes).digest('hex');
  const header = data.subarray(0, ${HEADER_BYTES}).toString('latin1');
  const payload = data.subarray(${HEADER_BYTES});
  if (header !== \`${CODE_CACHE_MAGIC} \${sha256(sourceBytes)} \${sha256(payload)}\\n\`) {
    process.stderr.write(\`plasmate reference engine: the code cache of \${file.slice(file.lastIndexOf('/') + 1)} does not match it; compiling from source\\n\`);
    return undefined;
  }
  return payload;
}
function __plasmateLoadChunk(name) {
  return new Promise((resolve) => {
    const file = __plasmateFileURLToPath(new URL(name, import.meta.url));
    const sourceBytes = __plasmateReadFileSync(file);
    if (sourceBytes.subarray(0, ${CHUNK_SCRIPT_PREFIX.length}).toString('latin1') !== ${JSON.stringify(CHUNK_SCRIPT_PREFIX)}) throw new Error(\`\${file} is not a chunk script of the build (npm run build)\`);
    const cachedData = __plasmateCachedData(file, sourceBytes);
    const script = new __plasmateVm.Script(__plasmateChunkSource(sourceBytes), { filename: file, cachedData });
    resolve(script.runInThisContext()());
  });
}
`;
}

/** ncc's chunk import in the engine bundle's runtime, replaced by the loader. */
export const NCC_CHUNK_IMPORT = 'import("./" + __nccwpck_require__.u(chunkId))';
const LOADER_CALL = '__plasmateLoadChunk("./" + __nccwpck_require__.u(chunkId))';

/** Patch the engine bundle's entry (idempotent only in the sense that the build always starts from ncc's output). */
export function patchChunkLoader(entryPath) {
  const source = readFileSync(entryPath, 'utf8');
  const hits = source.split(NCC_CHUNK_IMPORT).length - 1;
  if (hits !== 1) throw new Error(`ncc's chunk import was found ${hits} times in ${entryPath}; review scripts/engine-code-cache.mjs`);
  writeFileSync(entryPath, loaderSource() + source.replace(NCC_CHUNK_IMPORT, LOADER_CALL));
}

const WRITE_ARG = '--write-code-caches';

/**
 * Write the code cache of every chunk in `dir` for this Node, after removing every older cache
 * file there. Runs this script (`writer`; pass its path when calling from a bundle) in a child Node
 * with the engine's V8 flag, so the caches carry the flag hash the engine has.
 */
export function writeCodeCaches(dir, writer = fileURLToPath(import.meta.url)) {
  for (const f of readdirSync(dir)) if (/\.cache$/.test(f)) rmSync(join(dir, f), { force: true });
  runCacheWriter(dir, writer);
}

/**
 * The V8 flags the engine runs with that enter V8's flag hash (src/engine/confinement.ts:
 * engineNodeFlags, TERMINABLE_CODE_FLAGS); __tests__/engine/code-cache.test.ts holds them equal.
 */
export const ENGINE_V8_FLAGS = ['--disallow-code-generation-from-strings', '--no-turboshaft'];

/** The writer child: this script under the engine's V8 flag, writing this Node's caches in `dir`. */
function runCacheWriter(dir, writer) {
  execFileSync(process.execPath, [...ENGINE_V8_FLAGS, writer, WRITE_ARG, dir], { stdio: 'inherit' });
}

/**
 * Write this Node's code caches in `dir` unless every chunk has one already (the test suite's
 * global setup: a clean clone has none, and CI runs the suite on a second Node); the caches of other
 * V8 versions stay. True when it wrote them.
 */
export function ensureCodeCaches(dir, writer = fileURLToPath(import.meta.url)) {
  const chunks = readdirSync(dir).filter((name) => CHUNK_FILE.test(name));
  if (chunks.every((name) => existsSync(cachePath(join(dir, name))))) return false;
  runCacheWriter(dir, writer);
  return true;
}

function writeCachesHere(dir) {
  for (const f of readdirSync(dir).filter((name) => CHUNK_FILE.test(name))) {
    const file = join(dir, f);
    const sourceBytes = readFileSync(file);
    const source = chunkSource(sourceBytes);
    // Compiled eagerly: a cache holds only functions compiled by the time it is made, and the build
    // does not run the engine's code. Lazy compilation is restored before the cache is made so the
    // cache carries the flags the engine runs with.
    v8.setFlagsFromString('--no-lazy');
    const script = new vm.Script(source, { filename: file });
    v8.setFlagsFromString('--lazy');
    writeFileSync(cachePath(file), encodeCache(sourceBytes, script.createCachedData()));
  }
}

if (process.argv[2] === WRITE_ARG && process.argv[1] === fileURLToPath(import.meta.url) && process.argv[3]) writeCachesHere(process.argv[3]);
