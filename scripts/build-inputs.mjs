// What each bundle under dist/ is built from, and the hash of it that scripts/build.mjs records in
// BUILD_INPUTS_FILE (one line per bundle) and the test suite's global setup compares
// (scripts/jest-dist-current.mjs), so a test that runs a bundle never runs one built from other
// sources, and a test that runs none never waits for a rebuild. A bundle's inputs are the module
// graph of its entry (every relative import, static or dynamic, followed through src/), the sources
// the build generates into that graph from elsewhere (the benchmark's fixtures, the plan schema),
// the build scripts and the package's pins. Deterministic: file contents and sorted repository
// paths only (no times, no absolute paths, no Node version), so the committed file is exactly what
// a rebuild writes and .ci/run's "dist is current" check covers it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';

export const BUILD_INPUTS_FILE = 'dist/build-inputs.sha256';

/**
 * The bundles, in build order. `runs`: the bundles it starts as children at run time (the action
 * and the CLI run plans on dist/engine/), so a test that needs it needs those current too.
 */
export const BUNDLES = [
  { name: 'action', entry: 'src/index.ts', out: 'dist', main: 'dist/index.js', runs: ['engine'], sourceMap: true },
  { name: 'cli', entry: 'src/cli/main.ts', out: 'dist/cli', main: 'dist/cli/index.js', runs: ['engine'], sourceMap: true },
  { name: 'engine', entry: 'src/engine/main.ts', out: 'dist/engine', main: 'dist/engine/index.js', runs: [], sourceMap: false },
];
export const BUNDLE_NAMES = BUNDLES.map((b) => b.name);

/** The build scripts (scripts/build.mjs and what it imports) and the package's pins: inputs of every bundle. */
const SHARED_INPUT_FILES = [
  'scripts/build.mjs', 'scripts/build-inputs.mjs', 'scripts/engine-code-cache.mjs', 'scripts/suite-manifest.mjs', 'scripts/structure-validator.mjs', 'scripts/jsdom-patch.mjs',
  'package.json', 'package-lock.json', 'tsconfig.json',
];
/** Sources scripts/build.mjs writes, and what it writes them from (directories end in '/'). */
const GENERATED_FROM = {
  'src/benchmark/fixture-corpus.ts': ['fixtures/benchmark/'],
  'src/plan/structure-validator.generated.ts': ['src/plan/schema.ts'],
};

function filesUnder(root, dir) {
  const out = [];
  const walk = (abs) => {
    for (const name of readdirSync(abs)) {
      const path = join(abs, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(relative(root, path).split(sep).join('/'));
    }
  };
  if (existsSync(join(root, dir))) walk(join(root, dir));
  return out;
}

/** The file a relative specifier names: `./x.js` is `./x.ts` in the sources (TypeScript's ESM convention). */
function resolveRelative(root, from, specifier) {
  const base = join(dirname(join(root, from)), specifier);
  const candidates = specifier.endsWith('.js') ? [`${base.slice(0, -3)}.ts`, base] : [base, `${base}.ts`];
  const hit = candidates.find((c) => existsSync(c) && statSync(c).isFile());
  if (hit === undefined) throw new Error(`${from}: cannot resolve the import '${specifier}' (scripts/build-inputs.mjs follows relative imports to .ts or exact files)`);
  return relative(root, hit).split(sep).join('/');
}

let typescript;
function importedSpecifiers(source) {
  // TypeScript's own scanner: static, dynamic and type imports and re-exports, never a string or a comment.
  typescript ??= createRequire(import.meta.url)('typescript');
  return typescript.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);
}

/** The bundle's entry and every source file it reaches by relative imports, sorted. */
export function moduleGraph(root, entry) {
  const seen = new Set([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop();
    if (!/\.[cm]?[jt]s$/.test(file)) continue;
    for (const specifier of importedSpecifiers(readFileSync(join(root, file), 'utf8'))) {
      if (!specifier.startsWith('.')) continue; // a package: package-lock.json pins it
      const target = resolveRelative(root, file, specifier);
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...seen].sort();
}

/** The bundle's input files, sorted: its module graph, what generated parts of it come from, the build scripts and pins. */
export function bundleInputFiles(root, bundle) {
  const graph = moduleGraph(root, bundle.entry);
  const generatedFrom = graph.flatMap((f) => GENERATED_FROM[f] ?? []).flatMap((p) => (p.endsWith('/') ? filesUnder(root, p.slice(0, -1)) : [p]));
  // ncc compiles with the nearest tsconfig.json: every one under src/ is an input.
  const tsconfigs = filesUnder(root, 'src').filter((f) => f.endsWith('/tsconfig.json'));
  // patches/ (patch-package's dependency patches, applied on npm ci) changes what is bundled.
  const shared = [...SHARED_INPUT_FILES.filter((f) => existsSync(join(root, f))), ...filesUnder(root, 'patches')];
  return [...new Set([...graph, ...generatedFrom, ...tsconfigs, ...shared])].sort();
}

/** SHA-256 over `path NUL sha256(content) LF` for each input file of the bundle in sorted order. */
export function bundleInputsHash(root, bundle) {
  const outer = createHash('sha256');
  for (const file of bundleInputFiles(root, bundle)) {
    outer.update(`${file}\0${createHash('sha256').update(readFileSync(join(root, file))).digest('hex')}\n`);
  }
  return outer.digest('hex');
}

/** The hashes recorded at the last build, by bundle name (a bundle never built has none). */
export function recordedBundleHashes(root) {
  const path = join(root, BUILD_INPUTS_FILE);
  const recorded = {};
  if (!existsSync(path)) return recorded;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const m = /^([0-9a-f]{64}) {2}(\S+)/.exec(line);
    if (m !== null && BUNDLE_NAMES.includes(m[2])) recorded[m[2]] = m[1];
  }
  return recorded;
}

/** The file's text after building `built` (names): their hashes now, the others' as recorded before. */
export function buildInputsRecord(root, built = BUNDLE_NAMES, current = recordedBundleHashes(root)) {
  const lines = BUNDLES.map((b) => {
    const hash = built.includes(b.name) ? bundleInputsHash(root, b) : current[b.name];
    return hash === undefined ? null : `${hash}  ${b.name}  ${b.main} from ${b.entry}'s module graph and the build scripts (scripts/build-inputs.mjs)`;
  });
  return `${lines.filter((l) => l !== null).join('\n')}\n`;
}

/** The bundles whose recorded hash is missing or differs from their inputs' hash now, with the reason. */
export function staleBundles(root, names = BUNDLE_NAMES) {
  const recorded = recordedBundleHashes(root);
  const stale = [];
  for (const bundle of BUNDLES.filter((b) => names.includes(b.name))) {
    if (!existsSync(join(root, bundle.entry))) continue;
    if (recorded[bundle.name] === undefined) stale.push({ name: bundle.name, why: `${BUILD_INPUTS_FILE} records no hash for it` });
    else if (recorded[bundle.name] !== bundleInputsHash(root, bundle)) stale.push({ name: bundle.name, why: `its inputs changed since it was built` });
  }
  return stale;
}

/** The names plus every bundle they start at run time. */
export function withRunTimeBundles(names) {
  const out = new Set();
  const add = (name) => {
    if (out.has(name)) return;
    out.add(name);
    for (const child of BUNDLES.find((b) => b.name === name)?.runs ?? []) add(child);
  };
  for (const name of names) add(name);
  return BUNDLE_NAMES.filter((n) => out.has(n));
}
