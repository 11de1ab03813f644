/**
 * The `check` CLI figures alone (bench/check-cli.ts), without the rest of `npm run bench`, with
 * an optional baseline bundle timed beside this tree's in the same interleaved rounds:
 * `node build/bench-check/index.js [path/to/baseline/dist/cli/index.js]` after
 * `npx ncc build bench/check-cli-main.ts -o build/bench-check --target es2022`. The baseline is
 * e.g. the base branch's dist/ copied aside before a change (it needs only its own directory).
 */
import { resolve } from 'node:path';
import { benchCheckCli } from './check-cli.js';

const baseline = process.argv[2];
for (const line of await benchCheckCli(process.cwd(), undefined, baseline === undefined ? undefined : resolve(baseline))) console.log(line);
