// Builds the three committed bundles with @vercel/ncc:
//   dist/index.js         the GitHub Action (src/main.ts)
//   dist/cli/index.js     the CLI, also the package's bin (src/cli/main.ts)
//   dist/engine/index.js  the reference engine (src/engine/main.ts), once it exists
// ncc cannot follow css-tree's createRequire(import.meta.url) JSON loads (jsdom depends on it), so
// those three files are first rewritten to JSON import attributes. The rewrite is idempotent.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
  { entry: 'src/main.ts', out: 'dist' },
  { entry: 'src/cli/main.ts', out: 'dist/cli' },
  { entry: 'src/engine/main.ts', out: 'dist/engine' },
];

patchCssTree();
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

// The published JSON Schema is generated from the one the validator compiles (src/plan/schema.ts).
const schema = execFileSync(process.execPath, [join(root, 'dist/cli/index.js'), 'schema'], { cwd: root, encoding: 'utf8' });
writeFileSync(join(root, 'schemas', 'plasmate.agent-workflow.v1.json'), schema.endsWith('\n') ? schema : `${schema}\n`);
