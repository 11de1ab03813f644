// Builds the three committed bundles with @vercel/ncc (two idempotent dependency rewrites first):
//   dist/index.js         the GitHub Action (src/index.ts, which calls src/main.ts's run())
//   dist/cli/index.js     the CLI, also the package's bin (src/cli/main.ts)
//   dist/engine/index.js  the reference engine (src/engine/main.ts), once it exists, its chunks
//                         loading with a V8 code cache built here (scripts/engine-code-cache.mjs)
// `node scripts/build.mjs engine cli` builds only the bundles named (action, cli, engine; all by
// default), as the test suite's global setup does for the stale ones its tests need; each bundle's
// line in dist/build-inputs.sha256 is rewritten only when it is built. It says what it builds and
// how long each part took.
// ncc cannot follow css-tree's createRequire(import.meta.url) JSON loads (jsdom depends on it), so
// those three files are first rewritten to JSON import attributes. The rewrite is idempotent.
// jsdom itself is patched by patch-package, not here: scripts/jsdom-patch.mjs.
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

function patchCssTree() {
  const cssTreeDir = join(root, 'node_modules', 'css-tree', 'lib');
  if (!existsSync(cssTreeDir)) return;
  const jsonRequire = /const (\{ version \}|\w+) = require\('([^']+\.json)'\);/g;
  for (const file of ['data-patch.js', 'data.js', 'version.js']) {
    const path = join(cssTreeDir, file);
    const source = readFileSync(path, 'utf8');
    if (!source.includes('createRequire')) continue;
    let imports = '';
    let counter = 0;
    const body = source
      .replace(/import \{ createRequire \} from 'module';\n/, '')
      .replace(/const require = createRequire\(import\.meta\.url\);\n/, '')
      .replace(jsonRequire, (_m, binding, specifier) => {
        const local = `__json${counter++}`;
        imports += `import ${local} from '${specifier}' with { type: 'json' };\n`;
        // `export const { version } = require(…)` keeps its `export` prefix: only the binding changes.
        return binding === '{ version }' ? `const version = ${local}.version;` : `const ${binding} = ${local};`;
      });
    writeFileSync(path, imports + body);
  }
}

// @actions/core imports its OIDC client (and through it @actions/http-client and undici, ~1 MB of
// bundle) at the top, for getIDToken alone, which this action never calls. Loading it on first use
// keeps it out of the action's start-up; the rewrite is idempotent and changes nothing else.
function patchActionsCore() {
  const path = join(root, 'node_modules', '@actions', 'core', 'lib', 'core.js');
  if (!existsSync(path)) return;
  const source = readFileSync(path, 'utf8');
  const eager = "import { OidcClient } from './oidc-utils.js';\n";
  const call = '        return yield OidcClient.getIDToken(aud);';
  if (!source.includes(eager) || !source.includes(call)) return;
  writeFileSync(
    path,
    source
      .replace(eager, '')
      .replace(call, "        const { OidcClient } = yield import('./oidc-utils.js');\n        return yield OidcClient.getIDToken(aud);"),
  );
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

await step('dependency rewrites, generated sources', async () => {
  patchCssTree();
  patchActionsCore();
  if (selected.some((b) => b.name === 'engine')) assertEngineJsdomPatched('node_modules');
  writeFixtureCorpus();
  await writeStructureValidator();
});
const ncc = join(dirname(require.resolve('@vercel/ncc/package.json')), 'dist', 'ncc', 'cli.js');
for (const { name, entry, out, main } of selected) await step(`${name}: ${main} from ${entry}`, () => {
  // Sub-bundles live inside dist/: clean only this bundle's own files (and its lazy chunks), never a sibling bundle.
  const dir = join(root, out);
  for (const f of existsSync(dir) ? readdirSync(dir) : []) {
    if (['index.js', 'package.json', 'licenses.txt'].includes(f) || /^\d+\.index\.js$/.test(f)) rmSync(join(dir, f), { force: true });
  }
  execFileSync(process.execPath, [ncc, 'build', entry, '-o', out, '--quiet', '--license', 'licenses.txt', '--target', 'es2022'], {
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
