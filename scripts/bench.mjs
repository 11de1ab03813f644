// `npm run bench`: bundles bench/index.ts with ncc into build/bench (TypeScript needs compiling and
// Node 20 cannot strip types) and runs it, then the supervised runner's own figures
// (scripts/bench-runner.mjs). Figures go to stdout; nothing here is a pass/fail test.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const ncc = join(dirname(require.resolve('@vercel/ncc/package.json')), 'dist', 'ncc', 'cli.js');
execFileSync(process.execPath, [ncc, 'build', 'bench/index.ts', '-o', 'build/bench', '--quiet', '--target', 'es2022'], { cwd: root, stdio: 'inherit' });
execFileSync(process.execPath, [join(root, 'build/bench/index.js'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
execFileSync(process.execPath, [join(root, 'scripts/bench-runner.mjs')], { cwd: root, stdio: 'inherit' });
