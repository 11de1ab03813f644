// Builds the three committed bundles with @vercel/ncc:
//   dist/index.js         the GitHub Action (src/index.ts, which calls src/main.ts's run())
//   dist/cli/index.js     the CLI, also the package's bin (src/cli/main.ts)
//   dist/engine/index.js  the reference engine (src/engine/main.ts), once it exists, its chunks
//                         loading with a V8 code cache built here (scripts/engine-code-cache.mjs)
// `node scripts/build.mjs engine cli` builds only the bundles named (action, cli, engine; all by
// default), as the test suite's global setup does for the stale ones its tests need; each bundle's
// line in dist/build-inputs.sha256 is rewritten only when it is built. It says what it builds and
// how long each part took.
// Dependencies are changed only by patch-package (patches/, applied on `npm ci`), never here: jsdom
// and whatwg-url (scripts/jsdom-patch.mjs), css-tree and @actions/core (assertDependencyPatches).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { patchChunkLoader, prepareChunks, writeCodeCaches } from './engine-code-cache.mjs';
import { fixtureCorpusModule } from './suite-manifest.mjs';
import { BUILD_INPUTS_FILE, BUNDLE_NAMES, BUNDLES, buildInputsRecord } from './build-inputs.mjs';
import { assertPatched, jsFiles } from './jsdom-patch.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));

// Two more dependency patches, applied by patch-package on `npm ci` like jsdom's (patches/):
// css-tree's JSON loads through createRequire(import.meta.url), which ncc cannot follow, become JSON
// import attributes; @actions/core's top-level import of its OIDC client (and through it
// @actions/http-client and undici, ~1 MB of bundle, for getIDToken alone, which this action never
// calls) is made lazy. The build refuses to bundle a tree where either is missing, since ncc would
// then fail obscurely (css-tree) or bundle undici into the action's start-up (@actions/core).
const DEPENDENCY_PATCH_CHECKS = [
  { file: 'node_modules/css-tree/lib/data.js', unpatched: 'createRequire' },
  { file: 'node_modules/css-tree/lib/data-patch.js', unpatched: 'createRequire' },
  { file: 'node_modules/css-tree/lib/version.js', unpatched: 'createRequire' },
  { file: 'node_modules/@actions/core/lib/core.js', unpatched: "import { OidcClient } from './oidc-utils.js';" },
];
function assertDependencyPatches() {
  const missing = DEPENDENCY_PATCH_CHECKS.filter(({ file, unpatched }) => readFileSync(join(root, file), 'utf8').includes(unpatched));
  if (missing.length > 0) {
    process.stderr.write(`\nbuild: ${missing.map((m) => m.file).join(', ')} not patched; run \`npx patch-package\` (patches/), or \`npm ci\`\n`);
    process.exit(1);
  }
}

// The benchmark suite (fixtures/benchmark/suite.json and the pages) is compiled into the bundles
// as exact bytes, so the evidence identity can never drift from what runs: scripts/suite-manifest.mjs.
function writeFixtureCorpus() {
  writeFileSync(join(root, 'src/benchmark/fixture-corpus.ts'), fixtureCorpusModule(root));
}

// The plan's structure validator is ajv's standalone code for the published schema, generated here
// so neither the action nor the CLI compiles a schema (or loads ajv's compiler) when it starts.
async function writeStructureValidator() {
  const ts = (await import('typescript')).default;
  const source = readFileSync(join(root, 'src/plan/schema.ts'), 'utf8');
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
  const { PLAN_JSON_SCHEMA } = await import(`data:text/javascript,${encodeURIComponent(js)}`);
  const { structureValidatorModule } = await import('./structure-validator.mjs');
  writeFileSync(join(root, 'src/plan/structure-validator.generated.ts'), structureValidatorModule(PLAN_JSON_SCHEMA));
}

const requested = process.argv.slice(2);
const unknown = requested.filter((n) => !BUNDLE_NAMES.includes(n));
if (unknown.length > 0) {
  process.stderr.write(`build: unknown bundle ${unknown.join(', ')}; the bundles are ${BUNDLE_NAMES.join(', ')}\n`);
  process.exit(2);
}
const selected = BUNDLES.filter((b) => (requested.length === 0 || requested.includes(b.name)) && existsSync(join(root, b.entry)));
const buildStart = performance.now();
/** Runs one part of the build and says on stderr what it was and how long it took. */
async function step(what, run) {
  const start = performance.now();
  process.stderr.write(`build: ${what}…`);
  await run();
  process.stderr.write(` ${((performance.now() - start) / 1000).toFixed(1)} s\n`);
}
process.stderr.write(`build: ${selected.map((b) => b.name).join(', ') || 'no bundle'} (${requested.length === 0 ? 'all' : 'as asked'})\n`);

await step('dependency patch check, generated sources', async () => {
  assertDependencyPatches();
  if (selected.some((b) => b.name === 'engine')) assertEngineJsdomPatched('node_modules');
  writeFixtureCorpus();
  await writeStructureValidator();
});
const ncc = join(dirname(require.resolve('@vercel/ncc/package.json')), 'dist', 'ncc', 'cli.js');
for (const { name, entry, out, main, sourceMap } of selected) await step(`${name}: ${main} from ${entry}`, () => {
  // Sub-bundles live inside dist/: clean only this bundle's own files (and its lazy chunks), never a sibling bundle.
  const dir = join(root, out);
  for (const f of existsSync(dir) ? readdirSync(dir) : []) {
    if (['index.js', 'index.js.map', 'package.json', 'licenses.txt'].includes(f) || /^\d+\.index\.js(\.map)?$/.test(f)) rmSync(join(dir, f), { force: true });
  }
  const maps = sourceMap ? ['--source-map', '--no-source-map-register'] : [];
  execFileSync(process.execPath, [ncc, 'build', entry, '-o', out, '--quiet', '--license', 'licenses.txt', '--target', 'es2022', ...maps], {
    cwd: root,
    stdio: 'inherit',
  });
});

// The engine bundles a patched jsdom (scripts/jsdom-patch.mjs: wrapper links in WeakMaps, inline
// handlers' syntax checked in the page's realm), applied to node_modules by patch-package on
// `npm ci`. Checked on both sides of ncc: an unpatched or upgraded jsdom never reaches dist/engine.
function assertEngineJsdomPatched(where) {
  if (where === 'node_modules') {
    const packages = ['jsdom/lib', 'whatwg-url/lib'].map((dir) => join(root, 'node_modules', dir));
    assertPatched(packages.flatMap(jsFiles), 'node_modules/jsdom');
  } else {
    const dir = join(root, 'dist/engine');
    assertPatched(readdirSync(dir).filter((f) => f.endsWith('.js')).map((f) => join(dir, f)), 'dist/engine');
  }
}
const built = selected.map((b) => b.name);
if (built.includes('engine')) {
  await step('engine: jsdom patch check, chunk loader, code caches', () => {
    assertEngineJsdomPatched('dist/engine');
    // Chunks become ASCII scripts that load through vm.Script with V8's code cache made here for this
    // Node (not committed: .gitignore), after the last change to a chunk: scripts/engine-code-cache.mjs.
    prepareChunks(join(root, 'dist/engine'));
    patchChunkLoader(join(root, 'dist/engine/index.js'));
    writeCodeCaches(join(root, 'dist/engine'));
  });
}

// The published JSON Schema is generated from the one the validator compiles (src/plan/schema.ts).
if (built.includes('cli')) {
  await step('cli: schemas/plasmate.agent-workflow.v1.json', () => {
    const schema = execFileSync(process.execPath, [join(root, 'dist/cli/index.js'), 'schema'], { cwd: root, encoding: 'utf8' });
    writeFileSync(join(root, 'schemas', 'plasmate.agent-workflow.v1.json'), schema.endsWith('\n') ? schema : `${schema}\n`);
  });
}

// Last: the hash of what each built bundle was built from (after the generated sources above were
// written), which the test suite's global setup compares before it runs a bundle (scripts/build-inputs.mjs).
writeFileSync(join(root, BUILD_INPUTS_FILE), buildInputsRecord(root, built));
process.stderr.write(`build: done in ${((performance.now() - buildStart) / 1000).toFixed(1)} s; ${BUILD_INPUTS_FILE} records ${built.join(', ') || 'nothing new'}\n`);
