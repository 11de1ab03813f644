/**
 * The action's cold-start figures alone (bench/action-cold-start.ts), without the rest of
 * `npm run bench`: `node build/bench-cold-start/index.js [path/to/dist/index.js]`, e.g. a base
 * branch's committed bundle extracted with `git archive` for a before/after comparison.
 */
import { resolve } from 'node:path';
import { benchActionColdStart } from './action-cold-start.js';

const action = process.argv[2];
for (const line of await benchActionColdStart(process.cwd(), action === undefined ? undefined : resolve(action))) console.log(line);
