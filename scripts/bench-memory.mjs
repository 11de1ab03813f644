// `node scripts/bench-memory.mjs`: the memory_mb measurement of bench/memory-limit.ts alone (about
// two minutes: every limit runs a plan and a page that allocates until it is stopped, on Node 20
// and on Node 24 when found), kept out of `npm run bench`, which should stay short. Needs
// `npm run build` first (it runs the built engine bundle).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const ncc = join(dirname(require.resolve('@vercel/ncc/package.json')), 'dist', 'ncc', 'cli.js');
execFileSync(process.execPath, [ncc, 'build', 'bench/memory-limit-main.ts', '-o', 'build/bench-memory', '--quiet', '--target', 'es2022'], { cwd: root, stdio: 'inherit' });
execFileSync(process.execPath, [join(root, 'build/bench-memory/index.js')], { cwd: root, stdio: 'inherit' });
