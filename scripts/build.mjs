// Builds the three committed bundles with @vercel/ncc (two idempotent dependency rewrites first):
//   dist/index.js         the GitHub Action (src/index.ts, which calls src/main.ts's run())
//   dist/cli/index.js     the CLI, also the package's bin (src/cli/main.ts)
//   dist/engine/index.js  the reference engine (src/engine/main.ts), once it exists, its chunks
//                         loading with a V8 code cache built here (scripts/engine-code-cache.mjs)
// ncc cannot follow css-tree's createRequire(import.meta.url) JSON loads (jsdom depends on it), so
// those three files are first rewritten to JSON import attributes. The rewrite is idempotent.
// jsdom itself is patched by patch-package, not here: scripts/jsdom-patch.mjs.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { patchChunkLoader, prepareChunks, writeCodeCaches } from './engine-code-cache.mjs';
import { fixtureCorpusModule } from './suite-manifest.mjs';
import { BUILD_INPUTS_FILE, buildInputsRecord } from './build-inputs.mjs';
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

const bundles = [
  { entry: 'src/index.ts', out: 'dist' },
  { entry: 'src/cli/main.ts', out: 'dist/cli' },
  { entry: 'src/engine/main.ts', out: 'dist/engine' },
];

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

patchCssTree();
patchActionsCore();
assertEngineJsdomPatched('node_modules');
writeFixtureCorpus();
await writeStructureValidator();
const ncc = join(dirname(require.resolve('@vercel/ncc/package.json')), 'dist', 'ncc', 'cli.js');
for (const { entry, out } of bundles) {
  if (!existsSync(join(root, entry))) continue;
  // Sub-bundles live inside dist/: clean only this bundle's own files (and its lazy chunks), never a sibling bundle.
  const dir = join(root, out);
  for (const f of existsSync(dir) ? readdirSync(dir) : []) {
    if (['index.js', 'package.json', 'licenses.txt'].includes(f) || /^\d+\.index\.js$/.test(f)) rmSync(join(dir, f), { force: true });
  }
  execFileSync(process.execPath, [ncc, 'build', entry, '-o', out, '--quiet', '--license', 'licenses.txt', '--target', 'es2022'], {
    cwd: root,
    stdio: 'inherit',
  });
}

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
if (existsSync(join(root, 'dist/engine/index.js'))) {
  assertEngineJsdomPatched('dist/engine');
  // Chunks become ASCII scripts that load through vm.Script with V8's code cache made here for this
  // Node (not committed: .gitignore), after the last change to a chunk: scripts/engine-code-cache.mjs.
  prepareChunks(join(root, 'dist/engine'));
  patchChunkLoader(join(root, 'dist/engine/index.js'));
  writeCodeCaches(join(root, 'dist/engine'));
}

// The published JSON Schema is generated from the one the validator compiles (src/plan/schema.ts).
const schema = execFileSync(process.execPath, [join(root, 'dist/cli/index.js'), 'schema'], { cwd: root, encoding: 'utf8' });
writeFileSync(join(root, 'schemas', 'plasmate.agent-workflow.v1.json'), schema.endsWith('\n') ? schema : `${schema}\n`);

// Last: the hash of everything the bundles were built from (after the generated sources above were
// written), which the test suite's global setup compares before it runs a bundle (scripts/build-inputs.mjs).
writeFileSync(join(root, BUILD_INPUTS_FILE), buildInputsRecord(root));
